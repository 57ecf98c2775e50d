import { describe, expect, it } from "vitest";
import { displayNameOf } from "./viewer";

describe("displayNameOf", () => {
  const base = { email: "thandi@example.org", displayName: "T. Mokoena", user: null };
  it.each([
    [
      "the profile's name and surname",
      { ...base, user: { name: "Thandi", surname: "Mokoena" } },
      "Thandi Mokoena",
    ],
    ["the name alone", { ...base, user: { name: " Thandi ", surname: null } }, "Thandi"],
    ["the provider's display name before sign-up", base, "T. Mokoena"],
    ["the e-mail when there is no name", { ...base, displayName: "  " }, "thandi@example.org"],
  ])("uses %s", (_case, viewer, expected) => expect(displayNameOf(viewer)).toBe(expected));
});
