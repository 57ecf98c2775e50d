// The embedded OpenID Connect provider, mounted at /oidc when no external issuer is configured.
import type { Express } from "express";
import type { Env } from "~/env.server";

export async function mountIdentityProvider(_app: Express, _env: Env): Promise<void> {
  // Built in the sign-in step of the foundation issue.
}
