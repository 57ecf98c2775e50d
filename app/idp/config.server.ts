// Constants of the embedded identity provider. Its one setting, OIDC_ACCESS_TOKEN_TTL, is in
// app/env.server.ts (env.OIDC_ACCESS_TOKEN_TTL).

/** The one registered client: Veld itself (app/services/auth). */
export const CLIENT_ID = "veld-web";
export const SCOPES = ["openid", "profile", "email", "offline_access"] as const;
export const SCOPE = SCOPES.join(" ");
/** The one response type Veld's client uses (authorization code with PKCE). */
export const RESPONSE_TYPES = ["code"] as const;
/** The userinfo endpoint under the issuer (oidc-provider's path; served by ./userinfo.server.ts). */
export const USERINFO_PATH = "/me";

/** Claims by scope (OpenID Connect Core §5.4). */
export const CLAIMS_BY_SCOPE = {
  openid: ["sub"],
  email: ["email", "email_verified"],
  profile: ["name", "given_name", "family_name"],
} as const;

const DAY = 24 * 60 * 60;
export const TTL = {
  /** Matches SESSION_DAYS in app/services/auth/session.server.ts: refresh works as long as a session. */
  refreshToken: 30 * DAY,
  grant: 30 * DAY,
  session: 30 * DAY,
  idToken: 60 * 60,
  interaction: 60 * 60,
  authorizationCode: 60,
  verifyEmailToken: DAY,
  resetPasswordToken: 60 * 60,
};
