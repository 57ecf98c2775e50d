import { describe, expect, it } from "vitest";
import {
  assertRootElement,
  buildSchedulingUrl,
  formatSchedulingDate,
  parseSchedulingEvent,
  prefillFromViewer,
  providerNameOf,
  ROOT_ELEMENT_ERROR,
  schedulingFrameSources,
  schedulingOrigin,
  type SchedulingUrlOptions,
} from "./widget";

const BASE = "https://calendly.com/veld/onboarding";

/** The query of the built URL as [key, value] pairs in order. */
const query = (options: SchedulingUrlOptions, base = BASE) => [
  ...new URL(buildSchedulingUrl(base, options)).searchParams.entries(),
];
const params = (options: SchedulingUrlOptions, base = BASE) =>
  Object.fromEntries(query(options, base));

describe("buildSchedulingUrl (spec §7 'Scheduling widget')", () => {
  it.each<[string, SchedulingUrlOptions, Record<string, string>]>([
    ["nothing asked: the bare URL", {}, {}],
    [
      "colours, with the leading '#' stripped (spec §5)",
      {
        pageSettings: { backgroundColor: "#ffffff", primaryColor: "#2e6b43", textColor: "1b1b1b" },
      },
      { background_color: "ffffff", primary_color: "2e6b43", text_color: "1b1b1b" },
    ],
    [
      "hide flags as 1",
      {
        pageSettings: {
          hideEventTypeDetails: true,
          hideLandingPageDetails: true,
          hideGdprBanner: true,
        },
      },
      { hide_event_type_details: "1", hide_landing_page_details: "1", hide_gdpr_banner: "1" },
    ],
    [
      "hide flags that are false add nothing",
      {
        pageSettings: {
          hideEventTypeDetails: false,
          hideLandingPageDetails: false,
          hideGdprBanner: false,
        },
      },
      {},
    ],
    [
      "name, first_name, last_name, location, email",
      {
        prefill: {
          name: "Thandi Nkosi",
          firstName: "Thandi",
          lastName: "Nkosi",
          location: "Bethlehem, Free State",
          email: "farmer@veld.example",
        },
      },
      {
        name: "Thandi Nkosi",
        first_name: "Thandi",
        last_name: "Nkosi",
        location: "Bethlehem, Free State",
        email: "farmer@veld.example",
      },
    ],
    [
      "guests comma-separated",
      { prefill: { guests: ["a@veld.example", " b@veld.example ", ""] } },
      { guests: "a@veld.example,b@veld.example" },
    ],
    ["no guests: no parameter", { prefill: { guests: [] } }, {}],
    ["a date string as YYYY-MM-DD", { prefill: { date: "2026-03-04" } }, { date: "2026-03-04" }],
    [
      "a date-time string: its date",
      { prefill: { date: "2026-03-04T08:30:00.000Z" } },
      { date: "2026-03-04" },
    ],
    [
      "a Date: its calendar date",
      { prefill: { date: new Date(2026, 0, 5, 23, 59) } },
      { date: "2026-01-05" },
    ],
    ["a bad date is left out", { prefill: { date: "04/03/2026" } }, {}],
    ["an impossible date is left out", { prefill: { date: "2026-02-30" } }, {}],
    [
      "custom answers a1 and a99 kept; a100, b1, answer1, A1 dropped (spec §5)",
      {
        prefill: {
          customAnswers: {
            a1: "Maize and cattle",
            a99: "Yes",
            a100: "too long",
            b1: "wrong letter",
            answer1: "not the pattern",
            A1: "capital",
            a: "no digits",
          },
        },
      },
      { a1: "Maize and cattle", a99: "Yes" },
    ],
    [
      "utm fields and salesforce_uuid",
      {
        utm: {
          utmCampaign: "onboarding",
          utmContent: "journey_start",
          utmMedium: "web",
          utmSource: "veld",
          utmTerm: "carbon",
          salesforceUuid: "sf-123",
        },
      },
      {
        utm_campaign: "onboarding",
        utm_content: "journey_start",
        utm_medium: "web",
        utm_source: "veld",
        utm_term: "carbon",
        salesforce_uuid: "sf-123",
      },
    ],
    [
      "embed_type and embed_domain=1",
      { embedType: "Inline" },
      { embed_type: "Inline", embed_domain: "1" },
    ],
    [
      "the badge's embed type",
      { embedType: "PopupWidget" },
      { embed_type: "PopupWidget", embed_domain: "1" },
    ],
    ["embed_domain on its own", { embedDomain: true }, { embed_domain: "1" }],
    [
      "embed_domain refused",
      { embedType: "PopupText", embedDomain: false },
      { embed_type: "PopupText" },
    ],
    [
      "empty strings add nothing",
      {
        prefill: { name: "", email: "  ", location: "" },
        utm: { utmSource: "" },
        pageSettings: { textColor: "" },
      },
      {},
    ],
  ])("%s", (_name, options, expected) => {
    expect(params(options)).toEqual(expected);
  });

  it("keeps the base URL's own query parameters and path", () => {
    const built = buildSchedulingUrl(`${BASE}?month=2026-03&hide_gdpr_banner=1`, {
      embedType: "Inline",
      prefill: { email: "farmer@veld.example" },
    });
    const url = new URL(built);
    expect(url.origin + url.pathname).toBe(BASE);
    expect(url.searchParams.get("month")).toBe("2026-03");
    expect(url.searchParams.get("hide_gdpr_banner")).toBe("1");
    expect(url.searchParams.get("email")).toBe("farmer@veld.example");
  });

  it("writes spaces as %20 and guests with plain commas, as the provider's embed does", () => {
    const built = buildSchedulingUrl(BASE, {
      prefill: { name: "Thandi Nkosi", guests: ["a@veld.example", "b+c@veld.example"] },
    });
    expect(built).toBe(`${BASE}?name=Thandi%20Nkosi&guests=a%40veld.example,b%2Bc%40veld.example`);
    expect(new URL(built).searchParams.get("guests")).toBe("a@veld.example,b+c@veld.example");
  });

  it("encodes values, so a guest list or a name cannot add parameters", () => {
    const built = buildSchedulingUrl(BASE, {
      prefill: { name: "A&B=c", guests: ["x@y.z&a1=evil"] },
    });
    expect(new URL(built).searchParams.get("name")).toBe("A&B=c");
    expect(new URL(built).searchParams.has("a1")).toBe(false);
  });

  it("builds every parameter of spec §7 at once", () => {
    const keys = query({
      embedType: "Inline",
      pageSettings: {
        backgroundColor: "#fff",
        primaryColor: "#000",
        textColor: "#111",
        hideEventTypeDetails: true,
        hideLandingPageDetails: true,
        hideGdprBanner: true,
      },
      prefill: {
        name: "N",
        firstName: "F",
        lastName: "L",
        location: "Loc",
        guests: ["g@x.y"],
        email: "e@x.y",
        date: "2026-01-02",
        customAnswers: { a1: "1", a2: "2" },
      },
      utm: {
        utmCampaign: "c",
        utmContent: "c",
        utmMedium: "m",
        utmSource: "s",
        utmTerm: "t",
        salesforceUuid: "u",
      },
    }).map(([key]) => key);
    expect(keys.sort()).toEqual(
      [
        "background_color",
        "primary_color",
        "text_color",
        "hide_event_type_details",
        "hide_landing_page_details",
        "hide_gdpr_banner",
        "name",
        "first_name",
        "last_name",
        "location",
        "guests",
        "email",
        "date",
        "utm_campaign",
        "utm_content",
        "utm_medium",
        "utm_source",
        "utm_term",
        "salesforce_uuid",
        "embed_type",
        "embed_domain",
        "a1",
        "a2",
      ].sort(),
    );
  });
});

describe("formatSchedulingDate", () => {
  it.each<[Date | string, string | null]>([
    ["2026-12-31", "2026-12-31"],
    [" 2026-07-09 ", "2026-07-09"],
    ["2026-07-09T23:00:00+02:00", "2026-07-09"],
    [new Date(2026, 6, 9), "2026-07-09"],
    [new Date("invalid"), null],
    ["2026-7-9", null],
    ["tomorrow", null],
  ])("%s → %s", (input, expected) => {
    expect(formatSchedulingDate(input)).toBe(expected);
  });
});

describe("prefillFromViewer (spec §3 'Scheduling prefill')", () => {
  it.each([
    [
      "name, surname and e-mail",
      { email: "farmer@veld.example", name: "Thandi", surname: "Nkosi" },
      {
        name: "Thandi Nkosi",
        firstName: "Thandi",
        lastName: "Nkosi",
        email: "farmer@veld.example",
      },
    ],
    [
      "e-mail only",
      { email: "newcomer@veld.example", name: null, surname: null },
      { email: "newcomer@veld.example" },
    ],
    [
      "first name only",
      { email: "x@veld.example", name: " Sipho ", surname: "" },
      { name: "Sipho", firstName: "Sipho", email: "x@veld.example" },
    ],
    ["nobody", null, {}],
  ])("%s", (_name, person, expected) => {
    expect(prefillFromViewer(person)).toEqual(expected);
  });
});

describe("parseSchedulingEvent (spec §4 'Widgets': events from the provider's origin only)", () => {
  const origin = schedulingOrigin(BASE);

  it("takes the provider's origin from the scheduling URL", () => {
    expect(origin).toBe("https://calendly.com");
  });

  it.each([
    "calendly.profile_page_viewed",
    "calendly.event_type_viewed",
    "calendly.date_and_time_selected",
    "calendly.event_scheduled",
    "calendly.page_height",
  ])("accepts %s", (name) => {
    expect(
      parseSchedulingEvent({ origin, data: { event: name, payload: {} } }, origin)?.event,
    ).toBe(name);
  });

  it.each<[string, { origin: string; data: unknown }]>([
    [
      "another origin",
      { origin: "https://evil.example", data: { event: "calendly.event_scheduled" } },
    ],
    [
      "a look-alike origin",
      { origin: "https://calendly.com.evil.example", data: { event: "calendly.event_scheduled" } },
    ],
    [
      "Veld's own origin",
      { origin: "http://localhost:3000", data: { event: "calendly.page_height" } },
    ],
    ["an unknown event", { origin, data: { event: "calendly.something_else" } }],
    ["an event without the prefix", { origin, data: { event: "event_scheduled" } }],
    ["no event", { origin, data: { payload: {} } }],
    ["a string message", { origin, data: "calendly.event_scheduled" }],
    ["null data", { origin, data: null }],
  ])("ignores %s", (_name, message) => {
    expect(parseSchedulingEvent(message, origin)).toBeNull();
  });

  it("ignores everything when no provider origin is known", () => {
    expect(
      parseSchedulingEvent({ origin: "", data: { event: "calendly.page_height" } }, ""),
    ).toBeNull();
  });

  it("reads the page height in pixels", () => {
    const parse = (height: unknown) => {
      const event = parseSchedulingEvent(
        { origin, data: { event: "calendly.page_height", payload: { height } } },
        origin,
      );
      return event?.event === "calendly.page_height" ? event.height : "wrong event";
    };
    expect(parse("845px")).toBe(845);
    expect(parse(700)).toBe(700);
    expect(parse("tall")).toBeNull();
    expect(parse(undefined)).toBeNull();
    expect(parse(-5)).toBeNull();
  });

  it("reads the booked event's and the invitee's URIs", () => {
    const event = parseSchedulingEvent(
      {
        origin,
        data: {
          event: "calendly.event_scheduled",
          payload: {
            event: { uri: "https://api.calendly.com/scheduled_events/E1" },
            invitee: { uri: "https://api.calendly.com/scheduled_events/E1/invitees/I1" },
          },
        },
      },
      origin,
    );
    expect(event).toMatchObject({
      event: "calendly.event_scheduled",
      eventUri: "https://api.calendly.com/scheduled_events/E1",
      inviteeUri: "https://api.calendly.com/scheduled_events/E1/invitees/I1",
    });
  });
});

describe("assertRootElement (spec §5 'Scheduling embed')", () => {
  it("fails with a message saying the root element cannot be undefined", () => {
    expect(() => assertRootElement(undefined)).toThrow(ROOT_ELEMENT_ERROR);
    expect(() => assertRootElement(null)).toThrow(/root element cannot be undefined/);
  });

  it("passes an element through", () => {
    expect(() => assertRootElement({})).not.toThrow();
  });
});

describe("providerNameOf", () => {
  it.each([
    ["https://calendly.com/veld/onboarding", "Calendly"],
    ["https://www.calendly.com/veld", "Calendly"],
    ["http://localhost:4000/book", "Localhost"],
  ])("%s → %s", (url, name) => {
    expect(providerNameOf(url)).toBe(name);
  });
});

describe("schedulingFrameSources (the CSP's frame-src)", () => {
  it("allows the scheduling page's origin only when a URL is configured", () => {
    expect(schedulingFrameSources("https://calendly.com/veld/onboarding?x=1")).toEqual([
      "https://calendly.com",
    ]);
    expect(schedulingFrameSources(undefined)).toEqual([]);
    expect(schedulingFrameSources(null)).toEqual([]);
  });
});
