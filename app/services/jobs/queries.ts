// The query strings of the job pages and API (issue 28): the admin job applications page and its
// CSV export (spec §2, §4 'Tab data modes', §9), GET /api/v2/admin/jobApplications (spec §7 'List
// applications') and the public job pages. Each is read only through these schemas
// (services/kit/query.ts): a value that breaks a rule is a 400 naming the parameter, never text
// that reaches the database. Pure.
import { z } from "zod";
import { q, querySchema } from "~/services/kit/query";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "~/services/kit/table";
import {
  API_DEFAULT_LIMIT,
  API_MAX_LIMIT,
  APPLICATION_STATUS_VALUES,
  INCOMING_DEFAULT_STATUSES,
  JOB_TABS,
  NAME_FILTER_MAX,
  TAB_STATUSES,
  type ApiApplicationQuery,
  type ApplicationQuery,
  type ApplicationTab,
  type JobTab,
} from "./admin-view";
import type { ApplicationStatus } from "./options";

// The kit's kinds with a fallback are typed `T | undefined` (each returns a union of its two
// branches); `?? fallback` only restates the fallback for the type checker.

/** The highest page index a list is asked for (far past the end of any list: its last page). */
export const PAGE_INDEX_MAX = 100_000;

const JOB_TAB_VALUES = JOB_TABS.map((tab) => tab.value) as [JobTab, ...JobTab[]];
const PAGE_SIZE_VALUES = PAGE_SIZES.map(String) as [string, ...string[]];

const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUS_VALUES as readonly string[]).includes(value);

/** Part of the applicant's name, as typed: inner runs of spaces become one. */
const nameFilter = () =>
  q.text({ max: NAME_FILTER_MAX }).transform((value) => value?.replace(/\s+/g, " ") ?? null);

/** The page's status filter: unknown statuses in an old link are ignored. */
const keptStatuses = () =>
  z
    .array(z.string())
    .optional()
    .transform((values) => [...new Set((values ?? []).filter(isStatus))]);

/** The API's status filter: an unknown status is refused. */
const listedStatuses = () =>
  z
    .array(
      z
        .string()
        .refine(
          isStatus,
          `must list application statuses: ${APPLICATION_STATUS_VALUES.join(", ")}.`,
        ),
    )
    .optional()
    .transform((values) => (values ? [...new Set(values)] : []));

/**
 * /admin/jobApplications and its CSV export: the tab (Job Listings when left out or unknown),
 * the application tabs' filter form (spec §4) and the dialogs' records.
 */
export const jobApplicationsPageQuery = querySchema({
  tab: q.choice(JOB_TAB_VALUES, "listings").transform((tab) => tab ?? "listings"),
  status: keptStatuses(),
  /** Present once the filter form was sent: an empty status list then means 'every status'. */
  filtered: q.flag(),
  jobId: q.id(),
  name: nameFilter(),
  page: q.int({ min: 0, max: PAGE_INDEX_MAX, fallback: 0 }).transform((page) => page ?? 0),
  size: q.choice(PAGE_SIZE_VALUES, String(DEFAULT_PAGE_SIZE)).transform(Number),
  /** The applicant a dialog shows. */
  application: q.id(),
  /** The posting the edit dialog shows. */
  posting: q.id(),
});
export type JobApplicationsPageValues = z.infer<typeof jobApplicationsPageQuery>;

/**
 * The list an application tab shows. Incoming filters by the chosen statuses (pending until the
 * filter form is sent; none chosen then means every status, spec §4 'Multi-selector: selecting
 * none sets the value to null'); the other tabs by their own.
 */
export function applicationQueryOf(
  values: JobApplicationsPageValues,
  tab: ApplicationTab,
): ApplicationQuery {
  let statuses: ApplicationStatus[] | null;
  if (tab === "incoming") {
    if (values.status.length > 0) statuses = values.status;
    else statuses = values.filtered ? null : [...INCOMING_DEFAULT_STATUSES];
  } else {
    statuses = [...TAB_STATUSES[tab]];
  }
  return {
    statuses,
    jobId: values.jobId ?? null,
    name: values.name,
    page: values.page,
    size: values.size,
  };
}

/**
 * GET /api/v2/admin/jobApplications: page (from 0), limit (0 for every match), jobId, status
 * (repeated, comma-separated, or as status[]) and name.
 */
export const apiApplicationListQuery = querySchema({
  page: q.int({ min: 0, max: PAGE_INDEX_MAX, fallback: 0 }).transform((page) => page ?? 0),
  limit: q
    .int({ min: 0, max: API_MAX_LIMIT, fallback: API_DEFAULT_LIMIT })
    .transform((limit) => limit ?? API_DEFAULT_LIMIT),
  status: listedStatuses(),
  "status[]": listedStatuses(),
  jobId: q.id(),
  name: nameFilter(),
});

/** The API's list parameters as the models take them. */
export function apiApplicationQueryOf(
  values: z.infer<typeof apiApplicationListQuery>,
): ApiApplicationQuery {
  const statuses = [...new Set([...values.status, ...values["status[]"]])];
  return {
    filter: {
      statuses: statuses.length > 0 ? statuses : null,
      jobId: values.jobId ?? null,
      name: values.name,
    },
    page: values.page,
    limit: values.limit === 0 ? null : values.limit,
  };
}

/** /jobs: the page of open positions, from 1 (a page past the end is the last). */
export const publicJobsQuery = querySchema({
  page: q.int({ min: 1, max: PAGE_INDEX_MAX, fallback: 1 }).transform((page) => page ?? 1),
});

/** /jobs/:jobId: `applied` after a successful application (appliedHref), to thank the applicant. */
export const publicPostingQuery = querySchema({ applied: q.flag() });

/** GET /api/v2/admin/jobPostings: ?all=true lists disabled and expired postings too. */
export const apiPostingListQuery = querySchema({
  all: q.choice(["true", "false"]).transform((value) => value === "true"),
});
