// Requests to the identity provider's token endpoint (RFC 6749 §4.1.3 code exchange, §6 refresh)
// within spec §9's limits: 'default HTTP timeout 10 s', for each attempt, and 'Token requests are
// attempted up to 3 times' (§7 'It is retried up to 3 times on failure').
//
// Only a failure another attempt may cure is retried: no answer (a network error, a timeout) or a
// 5xx. A 4xx is the provider's decision (invalid_grant, invalid_client, …) and is never repeated:
// the same request would be refused again, and a code presented twice may make the provider
// revoke what it issued for it (RFC 6749 §4.1.2).
//
// remix-auth-oauth2 sends token requests through arctic, whose fetch takes no timeout and is never
// retried, so VeldStrategy (oidc.server.ts) sends them here instead, in arctic's shape (the form
// body, HTTP Basic client authentication, `Accept: application/json`), and answers with the same
// errors (OAuth2RequestError carrying the provider's `error` code, UnexpectedResponseError).
import {
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
  type OAuth2Strategy,
} from "remix-auth-oauth2";

/** spec §9: the default HTTP timeout is 10 s. */
export const HTTP_TIMEOUT_MS = 10_000;
/** spec §9: token requests are attempted up to 3 times. */
export const TOKEN_ATTEMPTS = 3;
/** The pause before attempt n + 1 is n times this. */
const RETRY_DELAY_MS = 200;

export interface AttemptOptions {
  attempts?: number;
  timeoutMs?: number;
  retryDelayMs?: number;
}

/** No answer at all: fetch failed (TypeError) or the attempt ran out of time. */
export const isNetworkError = (error: unknown) =>
  error instanceof TypeError ||
  (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"));

/**
 * fetch, attempted again while there is no answer or the answer is a 5xx, each attempt with its
 * own timeout (which also bounds reading the body). Returns the last answer, or throws the last
 * network error (a TimeoutError when the provider never answered in time).
 */
export async function fetchWithAttempts(
  url: string,
  init: RequestInit,
  {
    attempts = TOKEN_ATTEMPTS,
    timeoutMs = HTTP_TIMEOUT_MS,
    retryDelayMs = RETRY_DELAY_MS,
  }: AttemptOptions = {},
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const isLastAttempt = attempt >= attempts;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status < 500 || isLastAttempt) return response;
      await response.body?.cancel();
    } catch (error) {
      if (isLastAttempt || !isNetworkError(error)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
  }
}

/** What remix-auth-oauth2 hands to the verify function (arctic's OAuth2Tokens). */
type OAuth2Tokens = Awaited<ReturnType<OAuth2Strategy<unknown>["refreshToken"]>>;

/** A successful token response (RFC 6749 §5.1), read as arctic's OAuth2Tokens reads it. */
export class TokenResponse implements OAuth2Tokens {
  constructor(readonly data: Record<string, unknown>) {}

  private field<T>(name: string, type: "string" | "number"): T {
    const value = this.data[name];
    if (typeof value !== type) throw new Error(`Missing or invalid '${name}' field`);
    return value as T;
  }
  tokenType() {
    return this.field<string>("token_type", "string");
  }
  accessToken() {
    return this.field<string>("access_token", "string");
  }
  accessTokenExpiresInSeconds() {
    return this.field<number>("expires_in", "number");
  }
  accessTokenExpiresAt() {
    return new Date(Date.now() + this.accessTokenExpiresInSeconds() * 1000);
  }
  hasRefreshToken() {
    return typeof this.data.refresh_token === "string";
  }
  refreshToken() {
    return this.field<string>("refresh_token", "string");
  }
  hasScopes() {
    return typeof this.data.scope === "string";
  }
  scopes() {
    return this.field<string>("scope", "string").split(" ");
  }
  idToken() {
    return this.field<string>("id_token", "string");
  }
}

export interface TokenClient {
  tokenEndpoint: string;
  clientId: string;
  /** null for a public client, which names itself in the body instead. */
  clientSecret: string | null;
}

/** Sends one grant to the token endpoint (with attempts, see above) and reads the answer. */
export async function requestTokens(
  client: TokenClient,
  grant: Record<string, string>,
  options?: AttemptOptions,
): Promise<TokenResponse> {
  const body = new URLSearchParams(grant);
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    Accept: "application/json",
  };
  if (client.clientSecret === null) {
    body.set("client_id", client.clientId);
  } else {
    // RFC 6749 §2.3.1, as arctic sends it (the id and secret are not form-encoded first).
    const credentials = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString("base64");
    headers.Authorization = `Basic ${credentials}`;
  }
  const response = await fetchWithAttempts(
    client.tokenEndpoint,
    { method: "POST", headers, body: body.toString() },
    options,
  );
  return readTokenResponse(response);
}

async function readJsonObject(response: Response): Promise<Record<string, unknown>> {
  let data: unknown;
  try {
    data = await response.json();
  } catch (error) {
    if (isNetworkError(error)) throw error;
    throw new UnexpectedResponseError(response.status);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new UnexpectedErrorResponseBodyError(response.status, data);
  }
  return data as Record<string, unknown>;
}

const optionalString = (value: unknown) => (typeof value === "string" ? value : null);

/** RFC 6749 §5.1 (200 with the tokens) and §5.2 (400/401 with `error`); anything else is unexpected. */
async function readTokenResponse(response: Response): Promise<TokenResponse> {
  if (response.status === 200) return new TokenResponse(await readJsonObject(response));
  if (response.status === 400 || response.status === 401) {
    const data = await readJsonObject(response);
    if (typeof data.error !== "string") {
      throw new UnexpectedErrorResponseBodyError(response.status, data);
    }
    throw new OAuth2RequestError(
      data.error,
      optionalString(data.error_description),
      optionalString(data.error_uri),
      optionalString(data.state),
    );
  }
  await response.body?.cancel();
  throw new UnexpectedResponseError(response.status);
}
