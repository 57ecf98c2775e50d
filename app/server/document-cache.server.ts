// Revalidation for the HTML documents of pages served without scripts (issue 7: 'Cache-Control
// and an ETag so a repeat visit is a 304'; docs/decisions/0013-public-document-caching.md).
//
// Such a page has no per-request nonce in it (the nonce only goes on scripts), so the same
// content gives the same bytes, and a hash of the body is a faithful validator. The validator is
// weak: the bytes on the wire differ with Content-Encoding, the page does not.
import { createHash } from "node:crypto";

/** A weak ETag from a hash of the body. */
export function weakETag(body: Uint8Array | string): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** RFC 9110 §13.1.2: If-None-Match uses weak comparison; `*` matches any current document. */
export function matchesIfNoneMatch(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * no-cache: a browser may keep the page but must ask before showing it again, so the header's
 * signed-in state is never stale after signing in or out; the answer is a 304 of a few hundred
 * bytes when nothing changed. A request with cookies may get a personal page (the signed-in
 * person's name in the header, a notification), so its answer is private; one without cookies
 * gets what every anonymous visitor gets, so a shared cache may keep it. Vary: Cookie keeps the
 * two apart in any cache.
 */
export function documentCacheHeaders(request: Request): Record<string, string> {
  const hasCookies = (request.headers.get("Cookie") ?? "").trim() !== "";
  return {
    "Cache-Control": hasCookies ? "private, no-cache" : "public, no-cache",
    Vary: "Cookie",
  };
}

/** Whether a rendered document may be answered with an ETag and a 304. */
export function isRevalidatable(request: Request, status: number, headers: Headers): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    status === 200 &&
    // A response that sets a cookie is about this one request: never cached.
    !headers.has("Set-Cookie") &&
    !headers.has("Cache-Control")
  );
}

/** The answer to a revalidatable document: 304 when the browser's copy is current, else 200. */
export function revalidatedDocument(request: Request, html: string, headers: Headers) {
  const etag = weakETag(html);
  headers.set("ETag", etag);
  for (const [name, value] of Object.entries(documentCacheHeaders(request))) {
    if (name === "Vary") headers.append("Vary", value);
    else headers.set(name, value);
  }
  if (matchesIfNoneMatch(request.headers.get("If-None-Match"), etag)) {
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(Buffer.byteLength(html)));
  return new Response(html, { status: 200, headers });
}
