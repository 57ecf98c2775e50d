import { describe, expect, it } from "vitest";
import { checkAuthorizationResponseIssuer, IssuerMismatchError } from "./authorization-response";

const issuer = "https://id.veld.example/";
const advertising = { issuer, authorization_response_iss_parameter_supported: true };
const silent = { issuer };

const response = (query: string) => new URLSearchParams(query);

describe("the issuer of an authorization response (RFC 9207 §2.4)", () => {
  it.each([
    ["the issuer, advertised", advertising, `code=c&state=s&iss=${encodeURIComponent(issuer)}`],
    ["the issuer, not advertised", silent, `code=c&state=s&iss=${encodeURIComponent(issuer)}`],
    ["no iss from a provider that does not advertise it", silent, "code=c&state=s"],
    [
      "an error response naming the issuer",
      advertising,
      `error=access_denied&state=s&iss=${encodeURIComponent(issuer)}`,
    ],
  ])("accepts %s", (_case, provider, query) => {
    expect(() => checkAuthorizationResponseIssuer(response(query), provider)).not.toThrow();
  });

  it.each([
    ["no iss when the provider advertises it", advertising, "code=c&state=s"],
    ["another issuer", advertising, "code=c&state=s&iss=https%3A%2F%2Fevil.example%2F"],
    ["another issuer from a provider that does not advertise it", silent, "state=s&iss=x"],
    [
      "the issuer without its trailing slash (simple string comparison)",
      advertising,
      "iss=https%3A%2F%2Fid.veld.example",
    ],
    ["an empty iss", advertising, "code=c&state=s&iss="],
    [
      "iss twice, even both right",
      advertising,
      `state=s&iss=${encodeURIComponent(issuer)}&iss=${encodeURIComponent(issuer)}`,
    ],
    [
      "an error response naming another issuer",
      advertising,
      "error=access_denied&state=s&iss=https%3A%2F%2Fevil.example%2F",
    ],
  ])("refuses %s", (_case, provider, query) => {
    expect(() => checkAuthorizationResponseIssuer(response(query), provider)).toThrow(
      IssuerMismatchError,
    );
  });
});
