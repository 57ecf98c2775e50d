// Signing in's query strings (issue 28): where to go afterwards, and the provider's state.
import { describe, expect, it } from "vitest";
import { parseQuery } from "~/services/kit/query";
import { authorizationResponseQuery, loginQuery } from "./queries";

const search = (text: string) => new URLSearchParams(text);

describe("signing in's query strings", () => {
  it("reads returnTo; one that cannot be used is left out (the fallback applies)", () => {
    expect(parseQuery(search("returnTo=%2Fjobs%3Fname%3DZo%C3%AB"), loginQuery)).toEqual({
      returnTo: "/jobs?name=Zoë",
    });
    expect(parseQuery(search("returnTo=%2Fa%00b"), loginQuery)).toEqual({ returnTo: undefined });
    expect(parseQuery(search(`returnTo=/${"a".repeat(2048)}`), loginQuery)).toEqual({
      returnTo: undefined,
    });
  });

  it("reads the provider's state exactly as sent, and whether there is one (blank is none)", () => {
    expect(parseQuery(search("code=x&state=ab%20c"), authorizationResponseQuery)).toEqual({
      state: "ab c",
    });
    // A blank state is no answer: the sign-in starts again and any code sent with it is unused.
    expect(parseQuery(search("state="), authorizationResponseQuery)).toEqual({});
    expect(parseQuery(search("code=x"), authorizationResponseQuery)).toEqual({});
  });
});
