import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path.server";

describe("canonical paths", () => {
  it.each([
    ["/auth/login", "/auth/login"],
    ["/", "/"],
    ["/jobs/", "/jobs/"],
    ["//auth/login", "/auth/login"],
    ["/auth//login", "/auth/login"],
    ["/%61uth/login", "/auth/login"],
    ["/%41UTH/login", "/AUTH/login"],
    ["/./auth/login", "/auth/login"],
    ["/x/../auth/login", "/auth/login"],
    ["/%2e%2E/auth/login", "/auth/login"],
    ["/../../auth/login", "/auth/login"],
    ["/jobs/.", "/jobs/"],
    ["/jobs/%7e", "/jobs/~"],
    ["/files/a%3ab", "/files/a%3Ab"],
    ["/search/caf%c3%a9", "/search/caf%C3%A9"],
  ])("%s → %s", (raw, path) => {
    expect(canonicalPath(raw)).toEqual({ ok: true, path });
  });

  it.each([
    ["an encoded slash", "/auth%2flogin"],
    ["an encoded backslash", "/auth%5Clogin"],
    ["a backslash", "/auth\\login"],
    ["an encoded NUL", "/jobs%00"],
    ["an encoded tab", "/jobs%09"],
    ["a broken percent-encoding", "/jobs%zz"],
    ["a lone percent sign", "/jobs%"],
    ["no leading slash", "auth/login"],
  ])("refuses %s", (_name, raw) => {
    expect(canonicalPath(raw).ok).toBe(false);
  });

  it("is idempotent, and the canonical form has no empty, '.' or '..' segments", () => {
    const segment = fc.oneof(
      fc.constantFrom("", ".", "..", "%2e", "%2E%2e", "auth", "login", "%61", "%7E", "%c3%a9"),
      fc.stringMatching(/^[a-z0-9_~-]{1,6}$/),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (segments) => {
        const result = canonicalPath(`/${segments.join("/")}`);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(canonicalPath(result.path)).toEqual(result);
        const inner = result.path.split("/").slice(1, -1);
        expect(inner.filter((s) => s === "" || s === "." || s === "..")).toEqual([]);
        expect(result.path).not.toMatch(/%(2e|2E|6[0-9A-F]|7e|7E|4[1-9A-F]|5[0-9A])/);
      }),
      { numRuns: 2000 },
    );
  });
});
