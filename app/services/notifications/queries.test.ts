import { describe, expect, it } from "vitest";
import { parsePostFields, parseQuery } from "~/services/kit/query";
import { adminNotificationsPost, adminNotificationsQuery } from "./queries";

const ID = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";

/** A urlencoded body as the action reads it. */
const posted = (body: string) => {
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(body)) form.append(name, value);
  return parsePostFields(form, adminNotificationsPost);
};

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
    expect(parseQuery(new URLSearchParams("everyone=on"), adminNotificationsQuery)).toMatchObject({
      everyone: true,
    });
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

describe("/admin/notifications' posts", () => {
  it("read the form's intent and the notification withdrawn from the body", () => {
    expect(posted(`intent=withdraw&notificationId=${ID}&reason=Wrong+farm`)).toEqual({
      intent: "withdraw",
      notificationId: ID,
    });
    expect(posted("intent=send&title=Hello")).toEqual({ intent: "send" });
  });

  it("refuse a form of another page or a malformed id, naming the field", () => {
    expect(posted("intent=zap")).toBe("The form's 'intent' field must be one of: send, withdraw.");
    expect(posted("intent=withdraw&notificationId=x")).toBe(
      "The form's 'notificationId' field must be an id (a UUID).",
    );
  });
});
