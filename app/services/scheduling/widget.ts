// The appointment-scheduling widget's rules (spec §2 'Scheduling widget', §3 'Scheduling prefill'
// and 'Scheduling page settings', §5 'Scheduling embed', §7 'Scheduling widget', §9 sizes).
// Pure: no I/O and no framework, so the server, the browser bundle and the tests share them.
//
// The provider behaves like Calendly: its page takes the prefill and look in the query string and
// reports what the visitor does with window messages named `calendly.*`. Veld embeds that page
// in an iframe of its own rather than loading the provider's script
// (docs/decisions/0049-scheduling-widget-iframe.md).

/** spec §9 'Scheduling widget': the inline widget's size. */
export const INLINE_HEIGHT_PX = 630;
export const INLINE_MIN_WIDTH_PX = 320;
/** spec §9: the popup's size and the width below which it fills the screen. */
export const POPUP_MAX_WIDTH_PX = 1000;
export const POPUP_MAX_HEIGHT_PX = 680;
export const POPUP_MIN_WIDTH_PX = 900;
export const POPUP_MOBILE_BREAKPOINT_PX = 975;

/** spec §2: the floating badge's default label. */
export const BADGE_LABEL = "Schedule time with me";

/** spec §5 'Scheduling embed': the popup cannot open without a root element to attach to. */
export const ROOT_ELEMENT_ERROR = "Scheduling popup: root element cannot be undefined";

/** How the page is embedded (the provider's own names, sent as embed_type). */
export type SchedulingEmbedType = "Inline" | "PopupWidget" | "PopupText" | "PopupButton";

/** spec §3 'Scheduling page settings'. Colours with or without a leading '#'. */
export interface SchedulingPageSettings {
  backgroundColor?: string;
  primaryColor?: string;
  textColor?: string;
  hideEventTypeDetails?: boolean;
  hideLandingPageDetails?: boolean;
  hideGdprBanner?: boolean;
}

/** spec §3 'Scheduling prefill' (without the utm fields, which are SchedulingUtm). */
export interface SchedulingPrefill {
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  location?: string;
  guests?: readonly string[];
  /** A Date (its calendar date where it runs) or a 'YYYY-MM-DD…' string. */
  date?: Date | string;
  /** Answers to the booking form's custom questions: keys a1 … a99, others are dropped. */
  customAnswers?: Readonly<Record<string, string>>;
}

/** spec §3 'Scheduling prefill': the utm fields. */
export interface SchedulingUtm {
  utmCampaign?: string;
  utmContent?: string;
  utmMedium?: string;
  utmSource?: string;
  utmTerm?: string;
  salesforceUuid?: string;
}

export interface SchedulingUrlOptions {
  /** How the page is embedded; leave it out for a plain link (no embed_type, no embed_domain). */
  embedType?: SchedulingEmbedType;
  /** Send embed_domain=1 (the provider then reports its events and page height). Default: with embedType. */
  embedDomain?: boolean;
  pageSettings?: SchedulingPageSettings;
  prefill?: SchedulingPrefill | null;
  utm?: SchedulingUtm;
}

/** spec §5: 'A leading # is stripped from colour values.' */
export function stripHash(colour: string): string {
  return colour.startsWith("#") ? colour.slice(1) : colour;
}

/** spec §5: 'Custom-answer keys are passed on only if they match the letter a followed by one or two digits.' */
export const CUSTOM_ANSWER_KEY = /^a\d{1,2}$/;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * spec §7: 'date (YYYY-MM-DD)'. A Date gives its calendar date where the code runs (as the
 * provider's own embed does); a string must start with YYYY-MM-DD (an ISO date or date-time),
 * which is kept as written so the server and the browser build the same URL. Anything else: null.
 */
export function formatSchedulingDate(date: Date | string): string | null {
  if (typeof date === "string") {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(date.trim());
    if (!match) return null;
    const [, y, m, d] = match;
    const check = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    if (check.getUTCMonth() !== Number(m) - 1 || check.getUTCDate() !== Number(d)) return null;
    return `${y}-${m}-${d}`;
  }
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The URL of the embedded scheduling page (spec §7 'Scheduling widget'): the base URL's own
 * query parameters are kept, and each option that has a value adds its parameter (replacing a
 * parameter of the same name in the base URL). Empty strings and false flags add nothing.
 */
export function buildSchedulingUrl(baseUrl: string, options: SchedulingUrlOptions = {}): string {
  // Only written here: the base URL's query is the configuration's, never read.
  const url = new URL(baseUrl);
  const put = (key: string, value: string | undefined | null) => {
    const trimmed = value?.trim();
    if (trimmed) url.searchParams.set(key, trimmed);
  };
  const { pageSettings = {}, prefill, utm = {}, embedType } = options;

  if (pageSettings.backgroundColor)
    put("background_color", stripHash(pageSettings.backgroundColor));
  if (pageSettings.primaryColor) put("primary_color", stripHash(pageSettings.primaryColor));
  if (pageSettings.textColor) put("text_color", stripHash(pageSettings.textColor));
  if (pageSettings.hideEventTypeDetails) url.searchParams.set("hide_event_type_details", "1");
  if (pageSettings.hideLandingPageDetails) url.searchParams.set("hide_landing_page_details", "1");
  if (pageSettings.hideGdprBanner) url.searchParams.set("hide_gdpr_banner", "1");

  if (prefill) {
    put("name", prefill.name);
    put("first_name", prefill.firstName);
    put("last_name", prefill.lastName);
    put("location", prefill.location);
    const guests = (prefill.guests ?? []).map((g) => g.trim()).filter(Boolean);
    if (guests.length > 0) url.searchParams.set("guests", guests.join(","));
    put("email", prefill.email);
    if (prefill.date !== undefined) put("date", formatSchedulingDate(prefill.date));
  }

  put("utm_campaign", utm.utmCampaign);
  put("utm_content", utm.utmContent);
  put("utm_medium", utm.utmMedium);
  put("utm_source", utm.utmSource);
  put("utm_term", utm.utmTerm);
  put("salesforce_uuid", utm.salesforceUuid);

  if (embedType) url.searchParams.set("embed_type", embedType);
  if (options.embedDomain ?? Boolean(embedType)) url.searchParams.set("embed_domain", "1");

  for (const [key, value] of Object.entries(prefill?.customAnswers ?? {})) {
    if (CUSTOM_ANSWER_KEY.test(key) && typeof value === "string") put(key, value);
  }
  // As the provider's own embed writes them: spaces as %20 and commas as they are, so guests are
  // separated by plain commas (URLSearchParams writes '+' and '%2C'; a '+' typed in a value is
  // '%2B' by then, so every '+' left is a space, and a comma reads the same either way).
  url.search = url.searchParams.toString().replace(/\+/g, "%20").replace(/%2C/gi, ",");
  return url.toString();
}

/** The origin the scheduling page runs on: its messages must come from there. */
export function schedulingOrigin(baseUrl: string): string {
  return new URL(baseUrl).origin;
}

/**
 * The CSP frame-src sources the widget needs: the scheduling page's origin, only when a
 * scheduling URL is configured (app/server/app.server.ts adds them to the pages' policy).
 */
export function schedulingFrameSources(baseUrl: string | null | undefined): string[] {
  return baseUrl ? [schedulingOrigin(baseUrl)] : [];
}

/**
 * The provider's name for the badge's 'powered by' line, from the URL's host:
 * https://calendly.com/veld → 'Calendly'.
 */
export function providerNameOf(baseUrl: string): string {
  const labels = new URL(baseUrl).hostname.replace(/^www\./, "").split(".");
  const name = labels.length >= 2 ? labels[labels.length - 2]! : labels[0]!;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** What a loader knows about the signed-in person (a ProfileContext's user fits). */
export interface PrefillPerson {
  email?: string | null;
  name?: string | null;
  surname?: string | null;
}

/** spec §3 'Scheduling prefill' from the signed-in person: their name and e-mail. */
export function prefillFromViewer(person: PrefillPerson | null | undefined): SchedulingPrefill {
  if (!person) return {};
  const firstName = person.name?.trim() || undefined;
  const lastName = person.surname?.trim() || undefined;
  const name = [firstName, lastName].filter(Boolean).join(" ") || undefined;
  const email = person.email?.trim() || undefined;
  const prefill: SchedulingPrefill = {};
  if (name) prefill.name = name;
  if (firstName) prefill.firstName = firstName;
  if (lastName) prefill.lastName = lastName;
  if (email) prefill.email = email;
  return prefill;
}

/** spec §4 'Widgets': the events the embed can report, by their message names. */
export const SCHEDULING_EVENTS = {
  profilePageViewed: "calendly.profile_page_viewed",
  eventTypeViewed: "calendly.event_type_viewed",
  dateAndTimeSelected: "calendly.date_and_time_selected",
  eventScheduled: "calendly.event_scheduled",
  pageHeight: "calendly.page_height",
} as const;

export type SchedulingEventName = (typeof SCHEDULING_EVENTS)[keyof typeof SCHEDULING_EVENTS];

const EVENT_NAMES = new Set<string>(Object.values(SCHEDULING_EVENTS));

export type SchedulingEvent =
  | {
      event: Exclude<SchedulingEventName, "calendly.page_height" | "calendly.event_scheduled">;
      payload: Record<string, unknown>;
    }
  | {
      event: "calendly.event_scheduled";
      payload: Record<string, unknown>;
      /** The booked event's and the invitee's URIs, when the provider sends them. */
      eventUri: string | null;
      inviteeUri: string | null;
    }
  | {
      event: "calendly.page_height";
      payload: Record<string, unknown>;
      /** The page's height in CSS pixels ('845px' → 845); null when it is not a number. */
      height: number | null;
    };

/** The parts of a MessageEvent that matter here. */
export interface MessageLike {
  origin: string;
  data: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const uriOf = (value: unknown): string | null =>
  isRecord(value) && typeof value.uri === "string" ? value.uri : null;

/**
 * A window message from the embedded page, as a typed event; null for anything else. Only
 * messages from the provider's origin and only the five known events are accepted (spec §4
 * 'Widgets'), so another frame or extension cannot pose as the scheduling page.
 */
export function parseSchedulingEvent(
  message: MessageLike,
  providerOrigin: string,
): SchedulingEvent | null {
  if (!providerOrigin || message.origin !== providerOrigin) return null;
  const data = message.data;
  if (!isRecord(data) || typeof data.event !== "string" || !EVENT_NAMES.has(data.event)) {
    return null;
  }
  const payload = isRecord(data.payload) ? data.payload : {};
  const event = data.event as SchedulingEventName;
  if (event === "calendly.page_height") {
    const raw = payload.height;
    const height = typeof raw === "number" ? raw : Number.parseFloat(String(raw ?? ""));
    return { event, payload, height: Number.isFinite(height) && height > 0 ? height : null };
  }
  if (event === "calendly.event_scheduled") {
    return { event, payload, eventUri: uriOf(payload.event), inviteeUri: uriOf(payload.invitee) };
  }
  return { event, payload };
}

/** spec §5: 'The popup requires a root element to attach to, otherwise it fails …' */
export function assertRootElement<T>(element: T | null | undefined): asserts element is T {
  if (element === null || element === undefined) throw new Error(ROOT_ELEMENT_ERROR);
}
