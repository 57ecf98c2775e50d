import { describe, expect, it } from "vitest";
import { JOURNEY_STEPS } from "~/services/journey/steps";
import { audienceOptions, personLabel } from "./options";

const row = (userId: string, name: string | null, org: string | null, orgName: string | null) => ({
  userId,
  email: `${userId}@veld.example`,
  name,
  surname: name ? "Nkosi" : null,
  organisationId: org,
  organisationName: orgName,
});

describe("the choices of an audience form", () => {
  it("lists each person and organisation once, sorted by name, people named with their e-mail", () => {
    const options = audienceOptions([
      row("b", "Thandi", "o2", "Umhlaba"),
      row("b", "Thandi", "o1", "Karoo"),
      row("a", null, "o1", "Karoo"),
      row("c", "Zola", null, null),
    ]);
    expect(options.organisations).toEqual([
      { value: "o1", label: "Karoo" },
      { value: "o2", label: "Umhlaba" },
    ]);
    expect(options.people.map((p) => p.label)).toEqual([
      "a@veld.example",
      "Thandi Nkosi (b@veld.example)",
      "Zola Nkosi (c@veld.example)",
    ]);
    expect(options.steps).toHaveLength(JOURNEY_STEPS.length);
  });

  it("names a person without a name by their e-mail", () => {
    expect(personLabel({ email: "x@veld.example", name: null, surname: null })).toBe(
      "x@veld.example",
    );
  });
});
