// Security middleware: a nonce-based Content-Security-Policy (enforced in production), the
// other helmet headers, the Permissions-Policy, and an Origin check on every state-changing
// request.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

export interface SecurityOptions {
  appUrl: string;
  /** Origins a form may post or redirect to (the identity provider's). */
  formActionOrigins: string[];
  isProduction: boolean;
  /**
   * Extra sources for a third-party widget, e.g. the bot-protection provider of the /jobs form
   * (app/services/jobs/bot-protection.ts); given only when one is configured.
   */
  extraSources?: {
    script?: readonly string[];
    frame?: readonly string[];
    connect?: readonly string[];
    /** Image hosts, e.g. the farm map's tile provider (MAP_TILE_URL, decision 0068). */
    img?: readonly string[];
  };
}

export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

/**
 * The browser features Veld never uses, denied to its pages and to every frame in them (issue 28).
 * Nothing of Veld asks for a camera, a microphone or the device's location: the field map draws
 * and uploads, it never locates the device, and a photo for evidence is a file input (the
 * phone's own camera app, which this does not touch). Features a widget may need (the
 * bot-protection provider's private state tokens, fullscreen for the PDF viewer) are left at the
 * browser's default.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "ambient-light-sensor=()",
  "bluetooth=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** helmet's headers and the Permissions-Policy, which helmet does not set. */
function withPermissionsPolicy(headers: ReturnType<typeof helmet>) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

export function securityHeaders({
  formActionOrigins,
  isProduction,
  extraSources = {},
}: SecurityOptions) {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce}'`;
  return withPermissionsPolicy(
    helmet({
      contentSecurityPolicy: {
        // In development Vite injects inline styles and a websocket; the policy is only reported.
        reportOnly: !isProduction,
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "base-uri": ["'self'"],
          "script-src": ["'self'", nonce, "'strict-dynamic'", ...(extraSources.script ?? [])],
          "style-src": ["'self'", ...(isProduction ? [] : ["'unsafe-inline'"])],
          // The farm map preview's tiles: exactly the configured tile origin, nothing when tiles
          // are off (decisions 0047, 0068).
          "img-src": ["'self'", "data:", "blob:", ...(extraSources.img ?? [])],
          "font-src": ["'self'"],
          "connect-src": [
            "'self'",
            ...(isProduction ? [] : ["ws:"]),
            ...(extraSources.connect ?? []),
          ],
          "frame-src": ["'self'", ...(extraSources.frame ?? [])],
          "frame-ancestors": ["'none'"],
          "form-action": ["'self'", ...formActionOrigins],
          "object-src": ["'none'"],
          ...(isProduction ? {} : { "upgrade-insecure-requests": null }),
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
}

/**
 * Headers for PDFs shown in the browser (the job leaflets at /pdf/…, spec §3): Chrome's PDF viewer
 * is an <embed> in a synthetic page with inline styles, which the pages' policy (object-src
 * 'none', no inline styles) blocks (crbug.com/271452). Nothing else is served under it.
 */
export function pdfViewerHeaders({ isProduction }: Pick<SecurityOptions, "isProduction">) {
  return withPermissionsPolicy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "object-src": ["'self'"],
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:"],
          "font-src": ["'self'", "data:"],
          "frame-ancestors": ["'none'"],
          "base-uri": ["'none'"],
          "form-action": ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The pages whose posts carry their whole authority in their own URL (a token Veld signed) and
 * read no cookie: /unsubscribe, whose URL is every marketing e-mail's List-Unsubscribe header. A
 * mailbox provider's one-click unsubscribe (RFC 8058 §3.2; decision 0143) is posted from the
 * provider's servers, with no Origin or with its own. Cross-site request forgery borrows the
 * cookies of someone's browser; these posts have none to borrow, so the origin checks guard
 * nothing on them, and would refuse the provider. Every other path keeps them.
 */
const TOKEN_AUTHORISED_POST_PATHS = new Set(["/unsubscribe"]);

export function isTokenAuthorisedPost(method: string, path: string) {
  return method.toUpperCase() === "POST" && TOKEN_AUTHORISED_POST_PATHS.has(path);
}

/**
 * Refuses cross-site state-changing requests (decision 0118 says why each rule):
 * 1. the Origin header, when a browser sends one, must be Veld's own ('null' is refused);
 * 2. without it, Sec-Fetch-Site must not say cross-site;
 * 3. without it, a Referer, when there is one, must be of Veld's own origin (an old browser, or
 *    a privacy extension that strips Origin, still says where the post came from);
 * 4. a request with neither Origin, Sec-Fetch-Site nor Referer passes: no browser posts a form
 *    without saying so today, and server-to-server clients (bearer tokens, no cookies) send none.
 */
export function isCrossSiteRequest(
  method: string,
  headers: Record<string, string | undefined>,
  appOrigin: string,
) {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const origin = headers["origin"];
  if (origin && origin !== "null") return origin !== appOrigin;
  if (origin === "null") return true;
  if (headers["sec-fetch-site"] === "cross-site") return true;
  const referer = headers["referer"];
  if (referer) return originOf(referer) !== appOrigin;
  return false;
}

/** The origin of a URL, or null when it is none (a Referer that is no URL is another site). */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * A state-changing request whose Origin names another host than the one it was addressed to:
 * X-Forwarded-Host's first value, else Host, as Remix reads them. Remix aborts such an action
 * with an error (a 500, `throwIfPotentialCSRFAttack`); it is met here first with a 403. A browser
 * posting Veld's own form through a proxy that keeps Host, or sets X-Forwarded-Host, never
 * sends one; a proxy that does neither makes every post one, which the message says.
 */
export function isMisaddressedRequest(method: string, headers: Record<string, string | undefined>) {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const origin = headers["origin"];
  if (!origin || origin === "null") return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const forwarded = headers["x-forwarded-host"]?.split(",")[0]?.trim();
  const host = forwarded || headers["host"];
  return host !== originHost;
}

export function originCheck(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    const headers = {
      origin: req.get("origin"),
      "sec-fetch-site": req.get("sec-fetch-site"),
      referer: req.get("referer"),
    };
    if (isTokenAuthorisedPost(req.method, req.path)) return next();
    if (isCrossSiteRequest(req.method, headers, appOrigin)) {
      res
        .status(403)
        .type("text/plain")
        .send("This request came from another site and was refused.");
      return;
    }
    next();
  };
}

/**
 * Mounted in front of Remix's pages (not /api, whose resource routes Remix does not check, nor
 * the identity provider's routes): a post `isMisaddressedRequest` names is a 403 with a sentence,
 * not the 500 of Remix's own check. A token-authorised post (isTokenAuthorisedPost) reaches Remix
 * without its Origin, which means nothing to it, so that Remix's check does not abort it either.
 */
export function hostCheck() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isTokenAuthorisedPost(req.method, req.path)) {
      delete req.headers.origin;
      return next();
    }
    const headers = {
      origin: req.get("origin"),
      host: req.get("host"),
      "x-forwarded-host": req.get("x-forwarded-host"),
    };
    if (!req.path.startsWith("/api/") && isMisaddressedRequest(req.method, headers)) {
      res
        .status(403)
        .type("text/plain")
        .send(
          "This request reached Veld under another address than the page it was sent from, and " +
            "was refused. Behind a proxy, the proxy must pass the Host header on or set " +
            "X-Forwarded-Host.",
        );
      return;
    }
    next();
  };
}
