import { describe, expect, it } from "vitest";
import { parseQuery } from "~/services/kit/query";
import { adminEventsPostQuery, adminEventsQuery, registrationQuery } from "./queries";

const ID = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";
const search = (text: string) => new URLSearchParams(text);

describe("the events' query strings", () => {
  it("reads the dialog's event, the post's form and the registration's organisation", () => {
    expect(parseQuery(search(`eventId=${ID.toUpperCase()}`), adminEventsQuery)).toEqual({
      eventId: ID,
    });
    expect(parseQuery(search(`do=cancel&eventId=${ID}`), adminEventsPostQuery)).toEqual({
      do: "cancel",
      eventId: ID,
    });
    expect(parseQuery(search("companyId="), registrationQuery)).toEqual({ companyId: undefined });
  });

  it("refuses a NUL or a value that is not an id, naming the parameter", () => {
    expect(parseQuery(search("eventId=%00"), adminEventsQuery)).toBe(
      "The address's 'eventId' parameter must be an id (a UUID).",
    );
    expect(parseQuery(search("do=delete"), adminEventsPostQuery)).toBe(
      "The address's 'do' parameter must be one of: create, edit, publish, cancel.",
    );
    expect(parseQuery(search("companyId=nope"), registrationQuery)).toBe(
      "The address's 'companyId' parameter must be an id (a UUID).",
    );
  });
});
