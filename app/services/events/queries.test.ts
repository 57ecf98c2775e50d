import { describe, expect, it } from "vitest";
import { parsePostFields, parseQuery } from "~/services/kit/query";
import { adminEventsPost, adminEventsQuery, registrationQuery } from "./queries";

const ID = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";
const search = (text: string) => new URLSearchParams(text);

/** A urlencoded body as the action reads it. */
const posted = (body: string) => {
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(body)) form.append(name, value);
  return parsePostFields(form, adminEventsPost);
};

describe("the events' query strings", () => {
  it("reads the dialog's event, the post's form and event, and the registration's organisation", () => {
    expect(parseQuery(search(`eventId=${ID.toUpperCase()}`), adminEventsQuery)).toEqual({
      eventId: ID,
    });
    expect(posted(`intent=cancel&eventId=${ID}&reason=Flooded`)).toEqual({
      intent: "cancel",
      eventId: ID,
    });
    expect(parseQuery(search("companyId="), registrationQuery)).toEqual({ companyId: undefined });
  });

  it("refuses a NUL or a value that is not an id, naming the parameter", () => {
    expect(parseQuery(search("eventId=%00"), adminEventsQuery)).toBe(
      "The address's 'eventId' parameter must be an id (a UUID).",
    );
    expect(posted("intent=delete")).toBe(
      "The form's 'intent' field must be one of: create, edit, publish, cancel.",
    );
    expect(posted("intent=edit&eventId=%00")).toBe(
      "The form's 'eventId' field must be an id (a UUID).",
    );
    expect(parseQuery(search("companyId=nope"), registrationQuery)).toBe(
      "The address's 'companyId' parameter must be an id (a UUID).",
    );
  });
});
