// Checks an ID token exactly as spec §5 'Identity token checks' says, with jose:
// issuer, subject, RS256, audience, authorized party when there are several audiences, nonce,
// numeric exp/iat with a 60 s leeway, and the organisation when one is configured. An ID token
// that comes with a refresh gets the same checks but the nonce, and must describe the same
// sign-in (OpenID Connect Core §12.2).
import { decodeJwt, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";

/** spec §9 'Token leeway is 60 s'. */
export const TOKEN_LEEWAY_SECONDS = 60;

export class IdTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IdTokenError";
  }
}

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  nonce: string;
  /** An organisation id (Auth0 style `org_…`) or name the token must carry. */
  organization?: string;
  /** For tests: the current time. */
  currentDate?: Date;
}

export interface IdTokenClaims extends JWTPayload {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  nonce?: string;
  azp?: string;
  org_id?: string;
  org_name?: string;
  auth_time?: number;
}

/** The ID token of a sign-in (the callback): spec §5, every check. */
export async function verifyIdToken(
  token: string,
  keys: JWTVerifyGetKey,
  expected: IdTokenExpectations,
): Promise<IdTokenClaims> {
  const claims = await verifyIdTokenExceptNonce(token, keys, expected);
  if (claims.nonce !== expected.nonce) {
    throw new IdTokenError("Nonce (nonce) claim mismatch in the ID token");
  }
  return claims;
}

export interface RefreshedIdTokenExpectations extends Omit<IdTokenExpectations, "nonce"> {
  /** The session's subject: the `sub` of the ID token it signed in with. */
  subject: string;
  /** The ID token stored for the session (checked when it arrived), when there is one. */
  previousIdToken: string | null;
}

/**
 * An ID token returned with a refresh (OpenID Connect Core §12.2): the checks of a sign-in except
 * the nonce ("It SHOULD NOT have a nonce Claim Value", so one is not compared), and it must be
 * about the same sign-in: the same sub as the session, and the iss, aud, azp (present or absent
 * alike) and auth_time of the ID token it replaces.
 */
export async function verifyRefreshedIdToken(
  token: string,
  keys: JWTVerifyGetKey,
  expected: RefreshedIdTokenExpectations,
): Promise<IdTokenClaims> {
  const claims = await verifyIdTokenExceptNonce(token, keys, expected);
  if (claims.sub !== expected.subject) {
    throw new IdTokenError("Subject (sub) claim differs from the ID token of the sign-in");
  }
  const previous = readPreviousClaims(expected.previousIdToken);
  if (!previous) return claims;
  if (claims.iss !== previous.iss) {
    throw new IdTokenError("Issuer (iss) claim differs from the ID token of the sign-in");
  }
  if (!isSameAudience(claims.aud, previous.aud)) {
    throw new IdTokenError("Audience (aud) claim differs from the ID token of the sign-in");
  }
  if (claims.azp !== previous.azp) {
    throw new IdTokenError("Authorized party (azp) claim differs from the ID token of the sign-in");
  }
  if (previous.auth_time !== undefined && claims.auth_time !== previous.auth_time) {
    throw new IdTokenError(
      "Authentication time (auth_time) claim differs from the ID token of the sign-in",
    );
  }
  return claims;
}

// The stored ID token was verified when it arrived; here only its claims are read. One that
// cannot be read (a session made without a JWT) leaves the subject as the one comparison.
function readPreviousClaims(token: string | null): IdTokenClaims | null {
  if (!token) return null;
  try {
    return decodeJwt(token) as IdTokenClaims;
  } catch {
    return null;
  }
}

function isSameAudience(a: JWTPayload["aud"], b: JWTPayload["aud"]) {
  const list = (aud: JWTPayload["aud"]) => [...new Set([aud ?? []].flat())].sort().join(" ");
  return list(a) === list(b);
}

async function verifyIdTokenExceptNonce(
  token: string,
  keys: JWTVerifyGetKey,
  expected: Omit<IdTokenExpectations, "nonce">,
): Promise<IdTokenClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      issuer: expected.issuer,
      audience: expected.clientId,
      algorithms: ["RS256"],
      clockTolerance: TOKEN_LEEWAY_SECONDS,
      currentDate: expected.currentDate,
      requiredClaims: ["iss", "sub", "aud", "exp", "iat"],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEAlgNotAllowed) {
      throw new IdTokenError("Signature algorithm must be RS256");
    }
    if (error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired) {
      throw new IdTokenError(`ID token ${error.claim} claim check failed: ${error.reason}`);
    }
    throw new IdTokenError(
      `ID token could not be verified: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const claims = payload as IdTokenClaims;
  if (typeof claims.sub !== "string" || claims.sub === "") {
    throw new IdTokenError("Subject (sub) claim must be a string present in the ID token");
  }
  if (typeof claims.exp !== "number" || typeof claims.iat !== "number") {
    throw new IdTokenError("Expiration (exp) and issued-at (iat) claims must be numbers");
  }
  const nowSeconds = Math.floor((expected.currentDate ?? new Date()).getTime() / 1000);
  if (claims.iat > nowSeconds + TOKEN_LEEWAY_SECONDS) {
    throw new IdTokenError(
      "Issued-at (iat) claim is in the future: the token was issued after the current time",
    );
  }
  if (Array.isArray(claims.aud) && claims.aud.length > 1) {
    if (!claims.azp) {
      throw new IdTokenError(
        "Authorized party (azp) claim must be present when there are multiple audiences",
      );
    }
    if (claims.azp !== expected.clientId) {
      throw new IdTokenError(
        `Authorized party (azp) claim mismatch: expected "${expected.clientId}"`,
      );
    }
  }
  if (expected.organization) {
    const organization = expected.organization;
    if (organization.startsWith("org_")) {
      if (claims.org_id !== organization) {
        throw new IdTokenError(
          `Organization Id (org_id) claim mismatch: expected "${organization}"`,
        );
      }
    } else if ((claims.org_name ?? "").toLowerCase() !== organization.toLowerCase()) {
      throw new IdTokenError(`Organization (org_name) claim mismatch: expected "${organization}"`);
    }
  }
  return claims;
}

/** Reads the `permissions` claim of a JWT access token after checking its signature and audience. */
export async function verifyAccessTokenPermissions(
  token: string,
  keys: JWTVerifyGetKey,
  expected: { issuer: string; audience: string; currentDate?: Date },
): Promise<string[]> {
  const { payload } = await jwtVerify(token, keys, {
    issuer: expected.issuer,
    audience: expected.audience,
    algorithms: ["RS256"],
    clockTolerance: TOKEN_LEEWAY_SECONDS,
    currentDate: expected.currentDate,
  });
  const permissions = payload["permissions"];
  return Array.isArray(permissions)
    ? permissions.filter((p): p is string => typeof p === "string")
    : [];
}
