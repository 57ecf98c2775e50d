import { describe, expect, it } from "vitest";
import { parseQuery } from "~/services/kit/query";
import { adminNotificationsPostQuery, adminNotificationsQuery } from "./queries";

const ID = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";

describe("/admin/notifications' query string", () => {
  it("reads the audience (repeated or comma-separated) and the dialog's notification", () => {
    expect(
      parseQuery(
        new URLSearchParams(`steps=A,B&steps=C&organisationIds=${ID}&notificationId=${ID}`),
        adminNotificationsQuery,
      ),
    ).toEqual({
      everyone: false,
      steps: ["A", "B", "C"],
      organisationIds: [ID],
      notificationId: ID,
    });
    expect(
      parseQuery(new URLSearchParams("do=send&everyone=on"), adminNotificationsPostQuery),
    ).toMatchObject({ do: "send", everyone: true });
  });

  it("refuses a NUL or a malformed id, naming the parameter", () => {
    expect(parseQuery(new URLSearchParams("provinces=%00"), adminNotificationsQuery)).toBe(
      "The address's 'provinces' parameter must list codes from the form's lists.",
    );
    expect(parseQuery(new URLSearchParams("notificationId=x"), adminNotificationsQuery)).toBe(
      "The address's 'notificationId' parameter must be an id (a UUID).",
    );
  });
});
