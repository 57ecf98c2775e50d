// The embedded OpenID Connect provider, mounted at /oidc when no external issuer is configured
// (docs/decisions/0003-embedded-identity-provider.md). Veld signs in against it exactly as it would
// against an external provider: authorisation code + PKCE, JWT access tokens, refresh tokens.
import type { Express } from "express";
import type { Env } from "~/env.server";
import { logger } from "~/logger.server";
import { accountRoutes, type PostLimit } from "./account-routes.server";
import { deleteExpiredOidcPayloads } from "./adapter.server";
import { CLIENT_ID } from "./config.server";
import { interactionRoutes } from "./interaction-routes.server";
import { createProvider, embeddedClientSecret } from "./provider.server";
import { userinfoRoutes } from "./userinfo.server";

/** Express mount point; env.issuer is `${APP_URL}/oidc`. */
export const IDP_MOUNT_PATH = "/oidc";
const CLEANUP_INTERVAL_MS = 60 * 60_000;

/** The credentials of Veld's client at the embedded provider (app/services/auth uses them). */
export async function embeddedClient(): Promise<{ clientId: string; clientSecret: string }> {
  return { clientId: CLIENT_ID, clientSecret: await embeddedClientSecret() };
}

/**
 * Mounts the provider under /oidc. `limitPosts` is the Express app's rate limiter for the
 * provider's own posts that send e-mail or take passwords (the provider imports nothing of
 * app/server: docs/architecture.md).
 */
export async function mountIdentityProvider(
  app: Express,
  env: Env,
  limitPosts: PostLimit,
): Promise<void> {
  // Links in the provider's pages use the issuer's path, so they stay right behind a proxy that
  // serves Veld under a path prefix.
  const page = { base: new URL(env.issuer).pathname.replace(/\/$/, "") };
  const provider = await createProvider({ env, base: page.base });

  // Our own routes first: the provider answers everything else under /oidc (404 included) and
  // parses its own bodies, so no body parser may run before it. The userinfo endpoint is ours too
  // (oidc-provider's cannot read JWT access tokens; decision 0063).
  app.use(
    IDP_MOUNT_PATH,
    interactionRoutes(provider, env, page),
    accountRoutes(env, page, limitPosts),
    userinfoRoutes(env),
  );
  app.use(IDP_MOUNT_PATH, provider.callback());

  // Expired grants, codes and tokens are never read again; remove them now and then.
  const cleanup = setInterval(() => {
    deleteExpiredOidcPayloads().catch((error: unknown) =>
      logger().warn({ err: error }, "could not delete expired identity provider data"),
    );
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();
}
