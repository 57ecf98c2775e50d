import { describe, expect, it } from "vitest";
import { IssuerMismatchError } from "./authorization-response";
import {
  classifyLoginError,
  LOGIN_ERROR_CODES,
  loginErrorPage,
  offersPasswordReset,
} from "./login-errors";

describe("login errors (spec §8)", () => {
  it("a state mismatch shows 'Invalid state'", () => {
    const code = classifyLoginError(new RangeError("State in URL doesn't match state in cookie."));
    expect(code).toBe("state_mismatch");
    expect(loginErrorPage(code).title).toBe("Invalid state");
  });

  it("a callback this browser holds no sign-in for (replayed, expired) fails the state check too: 'Invalid state'", () => {
    const code = classifyLoginError(new ReferenceError("Missing state on cookie."));
    expect(code).toBe("missing_transaction");
    expect(loginErrorPage(code).title).toBe("Invalid state");
  });

  it("an answer from another issuer (RFC 9207) has its own page", () => {
    const code = classifyLoginError(new IssuerMismatchError("another issuer"));
    expect(code).toBe("issuer_mismatch");
    expect(loginErrorPage(code).title).toBe("Invalid issuer");
  });

  it.each([
    [new ReferenceError("Missing state on cookie."), "missing_transaction"],
    [new ReferenceError("Missing code verifier on cookie."), "missing_transaction"],
    [Object.assign(new Error("provider said no"), { code: "login_required" }), "login_required"],
    [Object.assign(new Error("denied"), { code: "access_denied" }), "access_denied"],
    [Object.assign(new Error("x"), { code: "missing_refresh_token" }), "missing_refresh_token"],
    [
      Object.assign(new Error("The operation was aborted due to timeout"), {
        name: "TimeoutError",
      }),
      "timeout",
    ],
    [Object.assign(new Error("bad"), { name: "IdTokenError" }), "invalid_token"],
    [new Error("socket hang up"), "request_error"],
    ["weird", "request_error"],
  ])("classifies %s as %s", (error, code) => {
    expect(classifyLoginError(error)).toBe(code);
  });

  it("every page has a title and a sentence; unknown codes get the generic page", () => {
    expect(loginErrorPage("missing_refresh_token").title).toBe("Missing Refresh Token");
    expect(loginErrorPage("timeout").title).toBe("Timeout");
    expect(loginErrorPage("nonsense").code).toBe("request_error");
  });

  it("offers the password reset only where a forgotten password may be why (decision 0148)", () => {
    const offered = LOGIN_ERROR_CODES.filter((code) => offersPasswordReset(code));
    expect(offered).toEqual(["login_required", "access_denied"]);
  });
});
