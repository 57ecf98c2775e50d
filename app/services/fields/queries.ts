// The query strings of the fields pages and calls (issue 28; services/kit/query.ts): the admin's
// field list (its page, CSV export and /api/v2/admin/fields), the field records page and the
// auto signoff calls. Pure. The pages leave out a filter they cannot use (a link always opens);
// the API refuses it naming the parameter; free text with a NUL or a line break is refused by both.
import { z } from "zod";
import { postSchema, q, querySchema } from "~/services/kit/query";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "~/services/kit/table";
import { seasonKind } from "~/services/practice/queries";
import { FIELD_STATUSES } from "~/shared/fields";
import { isUuid } from "~/shared/ids";
import {
  API_DEFAULT_LIMIT,
  API_MAX_LIMIT,
  MAX_COMPANY_IDS,
  MAX_SEASON,
  ORG_QUERY_MAX,
  type AdminFieldFilter,
  type AdminFieldQuery,
  type ApiFieldQuery,
} from "./admin-list";
import { SIGNOFF_FILTERS } from "./signoff";
import { MAP_FIELDS_INTENTS } from "./forms";
import { FIELD_RECORDS_INTENTS } from "./signoff-forms";

const SIGNOFF_VALUES = SIGNOFF_FILTERS.map((option) => option.value) as [
  (typeof SIGNOFF_FILTERS)[number]["value"],
  ...(typeof SIGNOFF_FILTERS)[number]["value"][],
];
const SIZE_CHOICES = PAGE_SIZES.map(String) as [string, ...string[]];

/** Blank is left out (a form's empty select sends `status=`); anything else goes to `field`. */
function blankIsNone<Field extends z.ZodTypeAny>(field: Field) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    field,
  );
}

/** A page's filter: one of `values`, or left out (anything else too). */
function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z
    .enum(values as unknown as [Values[number], ...Values[number][]])
    .optional()
    .catch(undefined);
}

/** A page's organisation ids: those that are ids, lower-cased, once each; the rest left out. */
function pageIds() {
  return z
    .array(z.string())
    .transform((values) => [
      ...new Set(values.filter((value) => isUuid(value)).map((value) => value.toLowerCase())),
    ])
    .optional();
}

/** A page's table: the page index from 0 and a size offered (20 otherwise). */
const pageIndex = () => q.int({ min: 0, max: 999_999_999, fallback: 0 }).catch(0);
const pageSize = () =>
  q.choice(SIZE_CHOICES, String(DEFAULT_PAGE_SIZE)).transform(Number).catch(DEFAULT_PAGE_SIZE);

// ---- /admin/journey/fields and its CSV export ----

/**
 * The admin's field list: ?companyIds= (repeated or comma-separated; `companyIds[]` too)
 * &farmId= &status= &signoff= &season= &page= &size= &orgQuery= (the picker's name search).
 */
export const adminFieldPageQuery = querySchema({
  companyIds: pageIds(),
  "companyIds[]": pageIds(),
  farmId: q.id().catch(undefined),
  status: oneOf(FIELD_STATUSES),
  signoff: oneOf(SIGNOFF_VALUES),
  season: seasonKind.pageSeason({ max: MAX_SEASON }),
  page: pageIndex(),
  size: pageSize(),
  orgQuery: q
    .text({ max: 200 })
    .transform((value) => (value ?? "").replace(/\s+/g, " ").slice(0, ORG_QUERY_MAX)),
});

/** The page's list from its parameters, `currentSeason` when none is asked. */
export function adminFieldQueryOf(
  values: z.infer<typeof adminFieldPageQuery>,
  currentSeason: number,
): AdminFieldQuery {
  const ids = [...new Set([...(values.companyIds ?? []), ...(values["companyIds[]"] ?? [])])];
  const filter: AdminFieldFilter = { season: values.season ?? currentSeason };
  if (ids.length > 0) filter.organisationIds = ids.slice(0, MAX_COMPANY_IDS);
  if (values.farmId) filter.farmId = values.farmId;
  if (values.status) filter.status = values.status;
  if (values.signoff) filter.signoff = values.signoff;
  return {
    filter,
    page: values.page ?? 0,
    size: values.size,
    orgQuery: values.orgQuery,
  };
}

// ---- GET /api/v2/admin/fields (spec §7 'GET /admin/fields companyIds') ----

/** The API's list: the page's filters refused when wrong, and ?page= &limit=. */
export const apiFieldQuery = querySchema({
  companyIds: q.ids({ max: MAX_COMPANY_IDS }),
  "companyIds[]": q.ids({ max: MAX_COMPANY_IDS }),
  farmId: q.id(),
  status: blankIsNone(q.choice(FIELD_STATUSES)),
  signoff: blankIsNone(q.choice(SIGNOFF_VALUES)),
  season: seasonKind.season({ max: MAX_SEASON }),
  page: q.int({ min: 0, max: 999_999_999, fallback: 0 }),
  limit: q.int({ min: 1, max: API_MAX_LIMIT, fallback: API_DEFAULT_LIMIT }),
});

/** The API's list from its parameters, or the sentence of a 400 (too many organisations). */
export function apiFieldQueryOf(
  values: z.infer<typeof apiFieldQuery>,
  currentSeason: number,
): ApiFieldQuery | string {
  const ids = [...new Set([...(values.companyIds ?? []), ...(values["companyIds[]"] ?? [])])];
  if (ids.length > MAX_COMPANY_IDS)
    return `The address's 'companyIds' parameter lists too many ids: at most ${MAX_COMPANY_IDS}.`;
  const filter: AdminFieldFilter = { season: values.season ?? currentSeason };
  if (ids.length > 0) filter.organisationIds = ids;
  if (values.farmId) filter.farmId = values.farmId;
  if (values.status) filter.status = values.status;
  if (values.signoff) filter.signoff = values.signoff;
  return { filter, page: values.page ?? 0, limit: values.limit ?? API_DEFAULT_LIMIT };
}

// ---- /admin/journey/fieldRecords (decision 0072) ----

/** The field records page: its filters (left out when not known), the field shown, the table. */
export const fieldRecordsQuery = querySchema({
  companyIds: pageIds(),
  status: oneOf(FIELD_STATUSES),
  signoff: oneOf(SIGNOFF_VALUES),
  fieldId: q.id().catch(undefined),
  page: pageIndex(),
  size: pageSize(),
});

/**
 * The field records page's posts: the form's intent and what it is about, from the body (a
 * criterion's form: the field and the criterion; the bulk signoff and the title deeds: the
 * organisation, and the boundary; the wetland run: the layer). A criterion is read as text: one
 * not known is a 404 like a field that does not exist; a malformed id is a 400 naming the field.
 */
export const fieldRecordsPost = postSchema({
  intent: q.choice(FIELD_RECORDS_INTENTS),
  criterion: q.text({ max: 40 }),
  fieldId: q.id(),
  companyId: q.id(),
  boundaryId: q.id(),
  layerId: q.id(),
});

// ---- GET /api/v2/admin/autoSignoff/… (decision 0072) ----

/** GET …/boundaryAssign: the organisation (every one when left out). */
export const boundaryAssignQuery = querySchema({ companyId: q.id() });

/** GET …/wetland: the organisation and the layer (the newest when left out). */
export const wetlandRunQuery = querySchema({ companyId: q.id(), layerId: q.id() });

/** /profile/journey/map_fields posts: the form's intent, and the farm or field it is about. */
export const mapFieldsPost = postSchema({
  intent: q.choice(MAP_FIELDS_INTENTS),
  farmId: q.id(),
  fieldId: q.id(),
});
