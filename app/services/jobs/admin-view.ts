// The rules of the admin job applications page (spec §2 'Admin job applications page', §4 'Tab
// data modes', §9 page sizes and notes count). Pure: the loader, the CSV export and the API read
// the URL with the schemas of queries.ts built on these, the components build their links and labels with them.
import { paginate, type PageInfo } from "~/services/kit/table";
import { APPLICATION_STATUSES, valuesOf, type ApplicationStatus } from "./options";

export const APPLICATION_STATUS_VALUES = valuesOf(APPLICATION_STATUSES);

// ---- Tabs (spec §2: 'four tabs: Job Listings, Incoming Applications, Declined Applications,
// Interviews') ----

export const JOB_TABS = [
  { value: "listings", label: "Job Listings" },
  { value: "incoming", label: "Incoming Applications" },
  { value: "declined", label: "Declined Applications" },
  { value: "interviews", label: "Interviews" },
] as const;
export type JobTab = (typeof JOB_TABS)[number]["value"];
export type ApplicationTab = Exclude<JobTab, "listings">;

export const TAB_PARAM = "tab";

/** URL parameters of the application tabs' filter form. */
export const FILTER_PARAMS = {
  status: "status",
  /** Present once the filter form was sent: an empty status list then means 'every status'. */
  filtered: "filtered",
  job: "jobId",
  name: "name",
  page: "page",
  size: "size",
} as const;

/** Parameters of the dialogs on the page, dropped when they close or the list changes. */
export const APPLICATION_PARAM = "application";
export const POSTING_PARAM = "posting";
export const NOTES_TAB_PARAM = "notesTab";
/** A notes tab pressed without JavaScript: save every tab's notes, then show that tab. */
export const NOTES_TAB_INTENT = "notes-tab";

/** spec §4 'Tab data modes': 'Incoming defaults to filtering pending only'. */
export const INCOMING_DEFAULT_STATUSES: readonly ApplicationStatus[] = ["pending"];

/** spec §4: 'Declined lists decline and toDecline'; 'Interviews lists only status interview'. */
export const TAB_STATUSES: Record<Exclude<ApplicationTab, "incoming">, ApplicationStatus[]> = {
  declined: ["decline", "toDecline"],
  interviews: ["interview"],
};

export interface ApplicationFilter {
  /** null: every status. */
  statuses: ApplicationStatus[] | null;
  jobId: string | null;
  /** Part of the applicant's name, as typed. */
  name: string | null;
}

export interface ApplicationQuery extends ApplicationFilter {
  /** Page index from 0 (spec §9 'The page index starts at 0'). */
  page: number;
  size: number;
}

/** The longest name filter taken (the filter form's maxLength); a longer one is a 400. */
export const NAME_FILTER_MAX = 100;

/** Where the page sits: 'Showing X–Y of N results', 'Page n of m' (services/table). */
export function pageOf(total: number, query: Pick<ApplicationQuery, "page" | "size">): PageInfo {
  return paginate(total, query.page, query.size);
}

// ---- Notes (spec §2 'Notes dialog', §9 'Notes counts in Interviews mode count non-empty note
// fields, up to 6') ----

export const NOTE_FIELDS = [
  { field: "generalNotes", tab: "general", label: "General" },
  { field: "interviewPreparationNotes", tab: "preparation", label: "Preparation" },
  { field: "interview1Notes", tab: "interview1", label: "Interview 1" },
  { field: "interview2Notes", tab: "interview2", label: "Interview 2" },
  { field: "interview3Notes", tab: "interview3", label: "Interview 3" },
  { field: "interviewerNotes", tab: "interviewer", label: "Interviewer notes" },
] as const;
export type NoteField = (typeof NOTE_FIELDS)[number]["field"];
export type NoteTab = (typeof NOTE_FIELDS)[number]["tab"];
export const NOTE_FIELD_NAMES = NOTE_FIELDS.map((note) => note.field) as NoteField[];
export const NOTES_MAX_LENGTH = 10_000;

export const isNoteField = (value: unknown): value is NoteField =>
  typeof value === "string" && (NOTE_FIELD_NAMES as string[]).includes(value);

/** spec §2: only 'General' outside Interviews mode; all six in it. */
export function noteTabsFor(tab: JobTab) {
  return tab === "interviews" ? [...NOTE_FIELDS] : [NOTE_FIELDS[0]];
}

/** The notes tab shown: the URL's when it is one of the mode's, else General. */
export function currentNoteTab(tab: JobTab, raw: string | null) {
  const tabs = noteTabsFor(tab);
  return tabs.find((note) => note.tab === raw) ?? NOTE_FIELDS[0];
}

/** spec §9: the number of non-empty note fields, at most 6. */
export function notesCount(row: Partial<Record<NoteField, string | null | undefined>>): number {
  const filled = NOTE_FIELD_NAMES.filter((field) => (row[field] ?? "").trim() !== "").length;
  return Math.min(filled, 6);
}

/** Empty (or blank) notes are stored as null (spec §5 'Text area: Empty becomes null'). */
export function normaliseNote(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const text = raw.replace(/\r\n/g, "\n");
  return text.trim() === "" ? null : text;
}

// ---- The applicant dialog ----

export type StatusColour = "orange" | "lime" | "red" | "white";

/** spec §2: 'orange for pending, lime for interview, red for declined, white otherwise'. */
export function statusColour(status: string): StatusColour {
  switch (status) {
    case "pending":
      return "orange";
    case "interview":
      return "lime";
    case "decline":
      return "red";
    default:
      return "white";
  }
}

/** spec §4: 'Respond is unavailable once declined.' */
export const canRespond = (status: string) => status !== "decline";

const LINKEDIN = "https://www.linkedin.com";

/**
 * spec §2: 'The link is opened by taking the part after the professional network's domain and
 * opening it on that network's site.' Always a www.linkedin.com address, whatever was typed, so
 * an applicant's text can never send an admin elsewhere. Null when nothing usable was given.
 */
export function linkedinUrl(raw: string | null | undefined): string | null {
  const text = (raw ?? "").trim();
  if (text === "") return null;
  let path: string;
  const after = /linkedin\.com(?::\d+)?([/?#].*)?$/i.exec(text);
  if (after) path = after[1] ?? "";
  else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      path = url.pathname + url.search;
    } catch {
      return null;
    }
  } else path = text.startsWith("/") ? text : `/${text}`;
  path = path.replace(/\s/g, "");
  if (path === "" || path === "/") return null;
  if (!path.startsWith("/")) path = `/${path}`;
  return LINKEDIN + path.replace(/^\/+/, "/");
}

// ---- Job postings (spec §4 'Job posting': 'Active unless expired (closing date past) or status
// disabled') ----

export function isExpired(closingDate: Date | string | null | undefined, now = new Date()) {
  if (!closingDate) return false;
  return new Date(closingDate).getTime() < now.getTime();
}

export function isActivePosting(
  posting: { status: string; closingDate: Date | string | null },
  now = new Date(),
) {
  return posting.status !== "disabled" && !isExpired(posting.closingDate, now);
}

/** spec §2: the 'pending/total' badge, green when nothing is pending and orange otherwise. */
export function pendingBadge(counts: { pending: number; total: number }) {
  return {
    text: `${counts.pending}/${counts.total}`,
    colour: counts.pending === 0 ? ("green" as const) : ("orange" as const),
  };
}

// ---- The /api/v2 list (spec §7 'List applications: takes page (zero-based), limit, jobId,
// status (array) and name … The listings tab calls it with page 0 and limit 0 to load all') ----

export const API_DEFAULT_LIMIT = 20;
export const API_MAX_LIMIT = 10_000;

export interface ApiApplicationQuery {
  filter: ApplicationFilter;
  page: number;
  /** null: every match (limit 0). */
  limit: number | null;
}
