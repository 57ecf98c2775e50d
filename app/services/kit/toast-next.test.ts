// A toast's next step (issue 13: after a post, the next thing to do is where the eye is). It
// comes back from a cookie, so it is read as outside input: a same-origin path and a short label.
import { describe, expect, it } from "vitest";
import { parseToast, TOAST_NEXT_LABEL_MAX_LENGTH } from "./toast";

const base = { id: "t1", type: "success", text: "Sign up complete!" };

describe("a toast's next step", () => {
  it("is kept when it is a same-origin path with a label", () => {
    const next = { href: "/profile/journey_start", label: "Next: Start your journey" };
    expect(parseToast({ ...base, next })).toEqual({ ...base, next });
  });

  it.each([
    ["another site", "https://evil.example/phish"],
    ["a protocol-relative URL", "//evil.example/phish"],
    ["a backslash a browser reads as a slash", "/\\evil.example"],
    ["script", "javascript:alert(1)"],
    ["the sign-in itself", "/auth/login"],
    ["no path", ""],
    ["not text", 42],
  ])("is dropped for %s, and the toast still shows", (_, href) => {
    expect(parseToast({ ...base, next: { href, label: "Go" } })).toEqual(base);
  });

  it("is dropped without a label or with a label longer than a few words", () => {
    expect(parseToast({ ...base, next: { href: "/profile/home", label: " " } })).toEqual(base);
    const long = "x".repeat(TOAST_NEXT_LABEL_MAX_LENGTH + 1);
    expect(parseToast({ ...base, next: { href: "/profile/home", label: long } })).toEqual(base);
  });
});
