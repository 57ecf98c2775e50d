// Consent. Veld is the only client and it is first-party, so nobody is asked to consent: its grant
// always covers what it requests (scopes, claims and the API's scopes). Any other client would get
// oidc-provider's normal behaviour (and, as the interaction pages refuse consent, an access_denied).
import {
  interactionPolicy,
  type Grant,
  type Interaction,
  type KoaContextWithOIDC,
  type Provider,
  type RequestContext,
} from "oidc-provider";
import { CLIENT_ID } from "./config.server";

export function isFirstParty(clientId: string | undefined) {
  return clientId === CLIENT_ID;
}

/**
 * oidc-provider's `loadExistingGrant`: the default lookup, plus for the first-party client a grant
 * created or widened to cover the request, so the consent prompt never fires for it.
 */
export async function autoGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const grantId =
    oidc.result?.consent?.grantId ?? (clientId ? oidc.session?.grantIdFor(clientId) : undefined);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const accountId = oidc.account?.accountId;
  if (!isFirstParty(clientId) || !accountId) return existing;

  // A grant left in the browser session by another account is not reused.
  const grant =
    existing && existing.accountId === accountId
      ? existing
      : new oidc.provider.Grant({ accountId, clientId: CLIENT_ID });
  grant.addOIDCScope(oidc.requestParamOIDCScopes);
  if (oidc.requestParamClaims.size) grant.addOIDCClaims(oidc.requestParamClaims);
  for (const [indicator, server] of Object.entries(oidc.resourceServers)) {
    if (server.scope) grant.addResourceScope(indicator, server.scope);
  }
  await grant.save();
  return grant;
}

/**
 * The consent prompt can still be requested explicitly (`prompt=consent`). For the first-party
 * client it is answered at once with everything the prompt says is missing.
 */
export async function grantMissing(provider: Provider, interaction: Interaction) {
  const accountId = interaction.session?.accountId;
  const clientId = interaction.params.client_id;
  if (!accountId || !isFirstParty(clientId)) return undefined;
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId: CLIENT_ID });
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope?.length) grant.addOIDCScope(details.missingOIDCScope);
  if (details.missingOIDCClaims?.length) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes);
  }
  return grant.save();
}

/**
 * OpenID Connect Core §11: an OP drops `offline_access` unless the request carries prompt=consent
 * "unless other conditions for processing the request permitting offline access … are in place".
 * For Veld's own client they are (it is first-party; the refresh token lives only on Veld's
 * server), so this pre-middleware adds `consent` to its authorisation requests asking for
 * offline_access. Without it the refresh token would lack offline_access, and a refresh that
 * repeats the scopes (arctic does) would be refused with invalid_scope.
 */
export async function offlineAccessForFirstParty(ctx: RequestContext, next: () => Promise<void>) {
  const { client_id: clientId, scope, prompt } = ctx.query;
  if (
    ctx.method === "GET" &&
    ctx.path === "/auth" &&
    typeof clientId === "string" &&
    isFirstParty(clientId) &&
    typeof scope === "string" &&
    scope.split(" ").includes("offline_access") &&
    (prompt === undefined || typeof prompt === "string")
  ) {
    const prompts = new Set((prompt ?? "").split(" ").filter(Boolean));
    // prompt=none must stay alone (OpenID Connect Core §3.1.2.1): no offline_access then.
    if (!prompts.has("none"))
      ctx.query = { ...ctx.query, prompt: [...prompts, "consent"].join(" ") };
  }
  await next();
}

/**
 * The default interaction policy, except that a requested consent (prompt=consent, added above)
 * does not by itself send Veld's own client to a consent page: autoGrant has already granted it.
 */
export function firstPartyPolicy() {
  const { base, Check } = interactionPolicy;
  const policy = base();
  const consent = policy.get("consent")!;
  consent.checks.remove("consent_prompt");
  consent.checks.add(
    new Check("consent_prompt", "consent prompt was not resolved", "consent_required", (ctx) => {
      const { oidc } = ctx;
      return (
        !isFirstParty(oidc.client?.clientId) &&
        oidc.prompts.has("consent") &&
        oidc.promptPending("consent")
      );
    }),
    0,
  );
  return policy;
}
