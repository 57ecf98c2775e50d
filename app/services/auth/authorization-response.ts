// RFC 9207 'OAuth 2.0 Authorization Server Issuer Identification': the provider names itself in
// the authorization response (`iss`), so a response that another provider produced (a mix-up
// attack, RFC 9207 §1) is refused before its code is sent anywhere. Pure: unit-tested beside it.

export class IssuerMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IssuerMismatchError";
  }
}

export interface IssuerMetadata {
  issuer: string;
  authorization_response_iss_parameter_supported?: boolean;
}

/**
 * Checks the `iss` parameter of an authorization response (success or error) against the issuer
 * the request was sent to; throws an IssuerMismatchError when it must be refused.
 */
export function checkAuthorizationResponseIssuer(
  params: URLSearchParams,
  provider: IssuerMetadata,
): void {
  const values = params.getAll("iss");
  if (values.length === 0) {
    // RFC 9207 §2.4: a provider advertising the parameter always sends it; without it the
    // response may come from elsewhere.
    if (provider.authorization_response_iss_parameter_supported === true) {
      throw new IssuerMismatchError(
        "The authorization response has no iss parameter, which the provider advertises",
      );
    }
    return;
  }
  // RFC 6749 §3.1: a parameter is sent at most once.
  if (values.length > 1) {
    throw new IssuerMismatchError("The authorization response has more than one iss parameter");
  }
  // RFC 9207 §2.4: when present it is checked, advertised or not, by simple string comparison
  // (URLSearchParams has already removed the form-encoding).
  if (values[0] !== provider.issuer) {
    throw new IssuerMismatchError(
      `The authorization response's iss parameter is not the issuer "${provider.issuer}"`,
    );
  }
}
