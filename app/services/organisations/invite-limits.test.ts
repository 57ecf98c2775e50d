import { describe, expect, it } from "vitest";
import { INVITE_LIMITS, inviteLimitMessage } from "./invite-limits";

describe("invite limits", () => {
  it("lets invites through below both limits", () => {
    expect(
      inviteLimitMessage({
        byPersonLastHour: INVITE_LIMITS.perPersonPerHour - 1,
        byOrganisationLastDay: INVITE_LIMITS.perOrganisationPerDay - 1,
      }),
    ).toBeNull();
  });

  it("stops one person at the hourly limit, saying how long to wait", () => {
    expect(
      inviteLimitMessage({
        byPersonLastHour: INVITE_LIMITS.perPersonPerHour,
        byOrganisationLastDay: 0,
      }),
    ).toBe(
      "You have sent 20 invites in the last hour, the most Veld sends for one person. Please wait an hour before inviting more people.",
    );
  });

  it("stops the organisation at the daily limit, whoever sends", () => {
    expect(
      inviteLimitMessage({
        byPersonLastHour: 0,
        byOrganisationLastDay: INVITE_LIMITS.perOrganisationPerDay,
      }),
    ).toMatch(/^This organisation has sent 50 invites in the last 24 hours/);
  });
});
