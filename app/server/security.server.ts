// Security middleware: a nonce-based Content-Security-Policy (enforced in production), the
// other helmet headers, and an Origin check on every state-changing request.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

export interface SecurityOptions {
  appUrl: string;
  /** Origins a form may post or redirect to (the identity provider's). */
  formActionOrigins: string[];
  isProduction: boolean;
}

export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

export function securityHeaders({ formActionOrigins, isProduction }: SecurityOptions) {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: {
      // In development Vite injects inline styles and a websocket; the policy is only reported.
      reportOnly: !isProduction,
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "base-uri": ["'self'"],
        "script-src": ["'self'", nonce, "'strict-dynamic'"],
        "style-src": ["'self'", ...(isProduction ? [] : ["'unsafe-inline'"])],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'", ...(isProduction ? [] : ["ws:"])],
        "frame-src": ["'self'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'", ...formActionOrigins],
        "object-src": ["'none'"],
        ...(isProduction ? {} : { "upgrade-insecure-requests": null }),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site state-changing requests: the Origin header, when a browser sends one,
 * must be Veld's own; without it, Sec-Fetch-Site must not say cross-site. Clients that send
 * neither (server-to-server calls with bearer tokens) are not browsers and pass.
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
  const site = headers["sec-fetch-site"];
  return site === "cross-site";
}

export function originCheck(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    const headers = { origin: req.get("origin"), "sec-fetch-site": req.get("sec-fetch-site") };
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
