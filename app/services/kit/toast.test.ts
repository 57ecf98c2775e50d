import { describe, expect, it } from "vitest";
import { parseToast, toastDuration, toastRole } from "./toast";

describe("toast durations (spec §9 'Notifications: error shown 10 s, message 6 s, default 4 s')", () => {
  it.each([
    ["error", 10_000],
    ["message", 6_000],
    ["success", 4_000],
  ] as const)("a %s shows for %i ms", (type, ms) => expect(toastDuration(type)).toBe(ms));
});

describe("toastRole", () => {
  it("interrupts for an error and waits for the rest", () => {
    expect(toastRole("error")).toBe("alert");
    expect(toastRole("success")).toBe("status");
    expect(toastRole("message")).toBe("status");
  });
});

describe("parseToast (what comes back from a cookie)", () => {
  const good = { id: "5b1c-9f", type: "success", text: "Notes saved successfully" };
  it("accepts a well-formed toast", () => expect(parseToast(good)).toEqual(good));
  it.each([
    null,
    "Notes saved",
    { ...good, type: "warning" },
    { ...good, text: "" },
    { ...good, text: "x".repeat(501) },
    { ...good, id: "<script>" },
    { type: "success", text: "no id" },
  ])("refuses %j", (value) => expect(parseToast(value)).toBeNull());
});
