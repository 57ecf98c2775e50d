import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./redirects";

const FALLBACK = "/profile";

describe("redirect targets", () => {
  it.each([
    ["/profile/home", "/profile/home"],
    ["/jobs?name=Thandi#apply", "/jobs?name=Thandi#apply"],
    ["/profile/journey/details?tab=farms", "/profile/journey/details?tab=farms"],
    // Non-ASCII comes back percent-encoded, so it is safe in a Location header or a cookie.
    ["/jobs?name=Nomsa Ndlovu".replace(" ", "é"), "/jobs?name=Nomsa%C3%A9Ndlovu"],
    ["/profile/ü", "/profile/%C3%BC"],
    ["/profile/../admin", "/admin"],
  ])("keeps the path on Veld: %s → %s", (input, output) => {
    expect(safeRedirectTarget(input, FALLBACK)).toBe(output);
  });

  it.each([
    ["another host", "https://evil.example/"],
    ["a protocol-relative address", "//evil.example"],
    ["a backslash a browser reads as a slash", "/\\evil.example"],
    ["a backslash later on", "/profile\\..\\..\\evil"],
    ["a tab after the slash", "/\t/evil.example"],
    ["a newline after the slash", "/\n/evil.example"],
    ["a carriage return", "/\r/evil.example"],
    ["a NUL character", "/\u0000/evil.example"],
    ["a leading space", " //evil.example"],
    ["a space after the slash", "/ /evil.example"],
    ["DEL", "/\u007f/evil.example"],
    ["a C1 control", "/\u0085/evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,hi"],
    ["an empty string", ""],
    ["a relative path", "profile"],
    ["the sign-in itself", "/auth/login"],
    ["the sign-in in capitals", "/AUTH/callback"],
    ["dot segments up to '//'", "/.//evil.example"],
    ["a lone surrogate", "/profile/\ud800"],
    ["not a string", 42],
    ["nothing", null],
  ])("refuses %s", (_name, input) => {
    expect(safeRedirectTarget(input, FALLBACK)).toBe(FALLBACK);
  });

  it("never lets any string lead a browser off Veld", () => {
    const origin = "https://veld.example";
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          fc.string().map((s) => `/${s}`),
          fc
            .array(fc.constantFrom("/", "\\", "\t", "\n", " ", "%2F", ".", "evil.example", ":"))
            .map((parts) => parts.join("")),
        ),
        (input) => {
          const target = safeRedirectTarget(input, FALLBACK);
          // What a browser does with the Location header: resolve it against the page.
          const resolved = new URL(target, `${origin}/profile/home`);
          expect(resolved.origin).toBe(origin);
          expect(target.startsWith("/")).toBe(true);
          expect(target.startsWith("//")).toBe(false);
          // Printable ASCII only: fit for a header and a cookie.
          expect(target).toMatch(/^[\u0021-\u007e]+$/);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
