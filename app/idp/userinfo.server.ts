// The UserInfo endpoint (OpenID Connect Core §5.3) at /oidc/me, for the access tokens the embedded
// provider issues to Veld's client. oidc-provider's own endpoint cannot take them: it finds a
// token in its store, where JWT access tokens are never saved, and it refuses any token with an
// audience, while every token here is for Veld's API (RFC 8707, decision 0003). So it is switched
// off and this route answers on its path, before the provider (decision 0063).
import express, { type Request, type Response, type Router } from "express";
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { Env } from "~/env.server";
import { logger } from "~/logger.server";
import { isAccessTokenGrantActive } from "./access-tokens.server";
import { buildStandardClaims, findAccountById } from "./accounts.server";
import { CLAIMS_BY_SCOPE, CLIENT_ID, USERINFO_PATH } from "./config.server";
import { loadSigningKeys } from "./signing-keys.server";

/** The spec's 60 s leeway on `exp` (the same as for ID tokens and the API). */
const CLOCK_TOLERANCE_SECONDS = 60;
const ALLOW = "GET, POST";

type BearerError = "invalid_request" | "invalid_token" | "insufficient_scope";

/** A refusal as RFC 6750 §3 describes it: the challenge in WWW-Authenticate, JSON in the body. */
function refuse(
  res: Response,
  status: number,
  error: BearerError | null,
  description: string,
  scope?: string,
) {
  const attributes = error
    ? [
        `error="${error}"`,
        `error_description="${description}"`,
        ...(scope ? [`scope="${scope}"`] : []),
      ]
    : [];
  res
    .status(status)
    .set("WWW-Authenticate", ["Bearer", attributes.join(", ")].filter(Boolean).join(" "))
    .json(error ? { error, error_description: description } : { error_description: description });
}

/** The public halves of the provider's signing keys, read once. */
function publicKeys(): () => Promise<JWTVerifyGetKey> {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  return () => {
    keys ??= loadSigningKeys().then((jwks) =>
      createLocalJWKSet({
        keys: jwks.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
      }),
    );
    keys.catch(() => (keys = undefined));
    return keys;
  };
}

/**
 * The claims of OpenID Connect Core §5.4 for the scopes the token was granted: `sub` always,
 * `email` and `email_verified` with the email scope, the names with profile.
 */
function claimsForScopes(
  claims: ReturnType<typeof buildStandardClaims>,
  scopes: ReadonlySet<string>,
): Record<string, unknown> {
  const names = new Set<string>(CLAIMS_BY_SCOPE.openid);
  if (scopes.has("email")) for (const name of CLAIMS_BY_SCOPE.email) names.add(name);
  if (scopes.has("profile")) for (const name of CLAIMS_BY_SCOPE.profile) names.add(name);
  return Object.fromEntries(
    Object.entries(claims).filter(([name, value]) => names.has(name) && value !== undefined),
  );
}

export function userinfoRoutes(env: Env): Router {
  const router = express.Router();
  const keys = publicKeys();

  async function answer(req: Request, res: Response) {
    // The answer names a person: never cached (OpenID Connect Core §5.3.2 holds personal data).
    res.set({ "Cache-Control": "no-store", Pragma: "no-cache" });
    // RFC 6750 §2.1: the Authorization header is the method every resource server must support
    // (OpenID Connect Core §5.3.1); tokens in a form body or the query are not taken.
    const header = req.get("Authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) {
      // RFC 6750 §3.1: a request without any authentication gets no error code.
      if (!header) return refuse(res, 401, null, "An access token is required.");
      return refuse(res, 400, "invalid_request", "The Authorization header is not a Bearer token.");
    }
    let payload;
    try {
      ({ payload } = await jwtVerify(match[1]!, await keys(), {
        issuer: env.issuer,
        ...(env.audience ? { audience: env.audience } : {}),
        algorithms: ["RS256"],
        // RFC 9068 §4: an access token is typed at+jwt, which also keeps ID tokens out.
        typ: "at+jwt",
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ["sub", "exp", "client_id"],
      }));
    } catch (error) {
      const expired = error instanceof joseErrors.JWTExpired;
      return refuse(
        res,
        401,
        "invalid_token",
        expired ? "The access token has expired." : "The access token is not valid.",
      );
    }
    if (payload.client_id !== CLIENT_ID) {
      return refuse(res, 401, "invalid_token", "The access token was not issued to Veld.");
    }
    // OpenID Connect Core §5.3.1: the token comes from an OpenID Connect request (scope openid).
    const scopes = new Set(typeof payload.scope === "string" ? payload.scope.split(" ") : []);
    if (!scopes.has("openid")) {
      return refuse(
        res,
        403,
        "insufficient_scope",
        "The access token was not granted the openid scope.",
        "openid",
      );
    }
    // Signed out, revoked or reset: the token's grant is gone (decision 0063).
    if (!(await isAccessTokenGrantActive(payload))) {
      return refuse(res, 401, "invalid_token", "The access token has been revoked.");
    }
    const account = await findAccountById(String(payload.sub));
    if (!account) return refuse(res, 401, "invalid_token", "The account no longer exists.");
    res.status(200).json(claimsForScopes(buildStandardClaims(account), scopes));
  }

  const handler = (req: Request, res: Response) => {
    answer(req, res).catch((error: unknown) => {
      logger().error({ err: error, requestId: res.locals.requestId }, "userinfo failed");
      if (!res.headersSent) {
        res.status(500).json({ error: "server_error", error_description: "Please try again." });
      }
    });
  };

  // OpenID Connect Core §5.3.1: GET and POST.
  router
    .route(USERINFO_PATH)
    .get(handler)
    .post(handler)
    .options((_req, res) => {
      res.status(204).set("Allow", ALLOW).end();
    })
    .all((_req, res) => {
      res.status(405).set("Allow", ALLOW).json({
        error: "invalid_request",
        error_description: "The userinfo endpoint takes GET and POST.",
      });
    });
  return router;
}
