// The query strings of the report pages and GET /api/v2/admin/reports (issue 16; issue 28), and
// the fields the report pages' posts name their form and report by (decision 0128): read only
// through these schemas, so a NUL or a malformed id is a 400 naming the parameter or field.
import { z } from "zod";
import { postSchema, q, querySchema } from "~/services/kit/query";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "~/services/kit/table";
import { REPORT_KINDS } from "~/shared/review";

export const API_REPORTS_MAX_LIMIT = 100;
export const API_REPORTS_DEFAULT_LIMIT = 50;
/** The most organisations one filter may name. */
const MAX_COMPANIES = 100;

/** A page index from 0; a page past the end is the last (listReports). */
const pageIndex = () => q.int({ min: 0, max: 1_000_000 }).transform((value) => value ?? 0);

/** A table's page size: one offered (10, 20, 50, 100), anything else the default. */
const pageSize = () =>
  z
    .string()
    .optional()
    .transform((value) => {
      const size = Number(value);
      return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
    });

/** The open dialogs (?dialog=, repeated for a dialog over a dialog). */
const dialogs = () => z.array(z.string()).optional();

/**
 * GET /api/v2/admin/reports: ?companyIds= (repeated or comma-separated; ?companyId= too), ?kind=
 * (report | summary | ndvi), ?page= (from 0) and ?limit= (1 to 100, default 50).
 */
export const adminReportsApiQuery = querySchema({
  companyIds: q.ids({ max: MAX_COMPANIES }),
  companyId: q.ids({ max: MAX_COMPANIES }),
  kind: q.choice(REPORT_KINDS),
  page: pageIndex(),
  limit: q
    .int({ min: 1, max: API_REPORTS_MAX_LIMIT })
    .transform((value) => value ?? API_REPORTS_DEFAULT_LIMIT),
});

/**
 * /admin/journey/reports and /admin/summaryFiles: the GET form's organisation and kind (a kind
 * not known shows every kind), the page (?page=, ?size=) and the removal dialog's report.
 */
export const reportsPageQuery = querySchema({
  companyId: q.id(),
  kind: z.enum(REPORT_KINDS).optional().catch(undefined),
  page: pageIndex(),
  size: pageSize(),
  dialog: dialogs(),
  report: q.id(),
});
export type ReportsPageQuery = z.infer<typeof reportsPageQuery>;

/** The report pages' forms, by the intent each posts: the upload and the removal's reason. */
export const REPORT_INTENTS = ["upload", "remove"] as const;
export type ReportIntent = (typeof REPORT_INTENTS)[number];

/** /admin/summaryFiles' forms: the report pages' two, and asking for a generated summary. */
export const SUMMARY_FILES_INTENTS = [...REPORT_INTENTS, "generate"] as const;
export type SummaryFilesIntent = (typeof SUMMARY_FILES_INTENTS)[number];

/** /admin/journey/reports' posts: which form (intent) and the report a removal removes. */
export const reportsPost = postSchema({ intent: q.choice(REPORT_INTENTS), reportId: q.id() });

/** /admin/summaryFiles' posts: the report pages' fields, and the generate form's intent. */
export const summaryFilesPost = postSchema({
  intent: q.choice(SUMMARY_FILES_INTENTS),
  reportId: q.id(),
});

/** The organisations a filter names: ?companyIds= and ?companyId= together, each once. */
export function companyIdsOf(query: { companyIds?: string[]; companyId?: string[] }): string[] {
  return [...new Set([...(query.companyIds ?? []), ...(query.companyId ?? [])])];
}
