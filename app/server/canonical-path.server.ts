// One form of every path, before any middleware looks at it. Express mounts (the rate limits)
// match the raw path, while Remix and the identity provider route a normalised one, so
// '//auth/login', '/%61uth/login' or '/x/../auth/login' would reach sign-in without passing the
// sign-in limit. Here a path that is not in its canonical form (RFC 3986 §6.2.2: unreserved
// characters decoded, percent-encodings in capitals, dot segments removed; and no empty
// segments) is sent to that form with a 308, which keeps the method and body, so the limits
// always see the path that is routed. A path that cannot be made canonical safely (an encoded
// '/', '\' or NUL, a broken percent-encoding) is refused with a 400.
import type { RequestHandler } from "express";

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

export type CanonicalPath = { ok: true; path: string } | { ok: false; reason: string };

/** The canonical form of a raw request path (no query). */
export function canonicalPath(raw: string): CanonicalPath {
  if (!raw.startsWith("/")) return { ok: false, reason: "The address must start with '/'." };
  if (raw.includes("\\")) return { ok: false, reason: "The address contains a backslash." };
  let broken = false;
  let forbidden = false;
  const decoded = raw.replace(/%(..)?/g, (match: string, hex: string | undefined) => {
    if (!hex || !/^[0-9A-Fa-f]{2}$/.test(hex)) {
      broken = true;
      return match;
    }
    const char = String.fromCharCode(parseInt(hex, 16));
    if (UNRESERVED.test(char)) return char;
    // An encoded '/' or '\' would become a segment boundary somewhere downstream; NUL and other
    // controls have no place in a path.
    if (char === "/" || char === "\\" || char.charCodeAt(0) < 0x20 || char === "\x7f") {
      forbidden = true;
    }
    return `%${hex.toUpperCase()}`;
  });
  if (broken) return { ok: false, reason: "The address has a broken percent-encoding." };
  if (forbidden)
    return { ok: false, reason: "The address contains an encoded '/', '\\' or control." };
  // Dot segments (RFC 3986 §5.2.4) and empty segments ('//') removed.
  const segments: string[] = [];
  const parts = decoded.split("/").slice(1);
  parts.forEach((segment, index) => {
    const last = index === parts.length - 1;
    if (segment === "..") segments.pop();
    if (segment === "." || segment === "..") {
      if (last) segments.push("");
      return;
    }
    if (segment === "" && !last) return;
    segments.push(segment);
  });
  const path = `/${segments.join("/")}`.replace(/\/{2,}/g, "/");
  return { ok: true, path };
}

/** Redirects (308) to the canonical path, or refuses (400) a path that has none. */
export function canonicalPaths(): RequestHandler {
  return (req, res, next) => {
    const queryAt = req.url.indexOf("?");
    const raw = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
    const query = queryAt === -1 ? "" : req.url.slice(queryAt);
    const canonical = canonicalPath(raw);
    if (!canonical.ok) {
      res.status(400).type("text/plain").send(`This address is not valid. ${canonical.reason}`);
      return;
    }
    if (canonical.path === raw) {
      next();
      return;
    }
    res.redirect(308, canonical.path + query);
  };
}
