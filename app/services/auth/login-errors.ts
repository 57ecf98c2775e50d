// spec §8 'Login errors' (missing_transaction, state_mismatch, login_required,
// missing_refresh_token, timeouts) turned into pages a person understands, each with a way to
// try again. Pure: used by the callback route and unit-tested.

export const LOGIN_ERROR_CODES = [
  "missing_transaction",
  "state_mismatch",
  "issuer_mismatch",
  "login_required",
  "mfa_required",
  "access_denied",
  "missing_refresh_token",
  "timeout",
  "invalid_token",
  "request_error",
] as const;

export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export interface LoginErrorPage {
  code: LoginErrorCode;
  title: string;
  message: string;
}

const PAGES: Record<LoginErrorCode, Omit<LoginErrorPage, "code">> = {
  // spec §5 'A state mismatch gives "Invalid state"'. A callback for which this browser holds no
  // sign-in (already used, older than a day, or started elsewhere) fails the same state check, so
  // it reads the same (as in the login SDK the spec describes, where missing_transaction's
  // description is 'Invalid state' too); only the code in the log tells the two apart.
  missing_transaction: {
    title: "Invalid state",
    message:
      "We could not find the sign-in this answer belongs to. It may have been used already, taken longer than a day, or started in another browser. Please sign in again.",
  },
  state_mismatch: {
    title: "Invalid state",
    message:
      "The answer from the sign-in service did not match the sign-in you started, so we stopped it to keep your account safe. Please sign in again.",
  },
  // RFC 9207: the answer named another sign-in service than the one Veld sent the person to.
  issuer_mismatch: {
    title: "Invalid issuer",
    message:
      "The answer did not come from the sign-in service Veld sent you to, so we stopped it to keep your account safe. Please sign in again.",
  },
  login_required: {
    title: "Please sign in",
    message: "The sign-in service needs you to sign in again before you can continue.",
  },
  // spec §8 'Login SDK error kinds: mfa_required'. The provider wants a second step the account
  // has not set up (or cannot do here): it is set up at the provider, not in Veld (decision 0148).
  mfa_required: {
    title: "Set up two-step sign-in first",
    message:
      "Your account needs a second step when you sign in (a code from an app or a text message), and it is not set up yet. Set it up on your account page at your sign-in provider, then sign in again.",
  },
  access_denied: {
    title: "Sign-in was cancelled",
    message:
      "The sign-in service did not let Veld sign you in. If you cancelled, you can start again whenever you are ready.",
  },
  missing_refresh_token: {
    title: "Missing Refresh Token",
    message:
      "The sign-in service did not give Veld what it needs to keep you signed in. Please sign in again.",
  },
  timeout: {
    title: "Timeout",
    message: "The sign-in service took too long to answer. Check your connection and try again.",
  },
  invalid_token: {
    title: "We could not confirm who you are",
    message:
      "The sign-in service's answer did not pass Veld's security checks. Please sign in again.",
  },
  request_error: {
    title: "Sign-in did not work",
    message:
      "Something went wrong while talking to the sign-in service. Please try again in a moment.",
  },
};

/** Where the built-in and external providers' password reset starts (decision 0148). */
export const PASSWORD_RESET_PATH = "/auth/password-reset";

/**
 * Whether a forgotten password may be why sign-in failed, so the page offers the password reset
 * (decision 0148): the provider refused or gave up on the sign-in (access_denied), or wants the
 * person to sign in again (login_required). Not when the failure is Veld's or the connection's
 * (state, issuer, token, timeout), nor a missing second step (mfa_required has its own page).
 */
export function offersPasswordReset(code: LoginErrorCode): boolean {
  return code === "access_denied" || code === "login_required";
}

export function loginErrorPage(code: string | null | undefined): LoginErrorPage {
  const known = (LOGIN_ERROR_CODES as readonly string[]).includes(code ?? "")
    ? (code as LoginErrorCode)
    : "request_error";
  return { code: known, ...PAGES[known] };
}

/**
 * Which login error an exception from the sign-in flow is. remix-auth-oauth2 throws a
 * ReferenceError when the transaction cookie is gone, a RangeError when the state differs,
 * and an OAuth2RequestError (with `code`) when the provider answered with an error; Veld's own
 * checks throw an IssuerMismatchError (RFC 9207) and an IdTokenError (spec §5).
 */
export function classifyLoginError(error: unknown): LoginErrorCode {
  if (error && typeof error === "object") {
    const { name, message, code } = error as { name?: string; message?: string; code?: string };
    if (name === "RangeError" && /state/i.test(message ?? "")) return "state_mismatch";
    if (name === "ReferenceError" && /state|code verifier/i.test(message ?? ""))
      return "missing_transaction";
    if (name === "IssuerMismatchError") return "issuer_mismatch";
    if (name === "IdTokenError") return "invalid_token";
    if (name === "TimeoutError" || name === "AbortError") return "timeout";
    if (typeof code === "string") {
      if (
        code === "login_required" ||
        code === "interaction_required" ||
        code === "consent_required"
      ) {
        return "login_required";
      }
      if (code === "mfa_required" || code === "unmet_authentication_requirements") {
        return "mfa_required";
      }
      if (code === "access_denied") return "access_denied";
      if (code === "missing_refresh_token") return "missing_refresh_token";
    }
  }
  return "request_error";
}
