// The query strings of the evidence pages (issue 28; services/kit/query.ts): the member's
// evidence page (/profile/journey/evidence: its season, the item edited; its posts' own fields)
// and the admin's evidence list (/admin/journey/evidence, decision 0084). Pure. Both are pages:
// a value they cannot use (junk, a NUL, a number out of range) is left out, so an old or edited
// link still opens the page, and nothing reaches a query unchecked.
import { z } from "zod";
import { postSchema, q, querySchema } from "~/services/kit/query";
import { seasonKind } from "~/services/practice/queries";
import { EVIDENCE_CATEGORIES, EVIDENCE_STATUSES } from "~/shared/evidence";
import { REVIEW_STATUSES } from "~/shared/review";
import { EVIDENCE_INTENTS } from "./forms";
import {
  ADMIN_EVIDENCE_MAX_PAGE,
  NOT_IN_SUBMISSION,
  WHOLE_FARM_FILTER,
  type AdminEvidenceFilters,
  type ReviewFilter,
} from "./admin-filters";

/** A page's filter: one of `values`, or left out (anything else too). */
function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z
    .enum(values as unknown as [Values[number], ...Values[number][]])
    .optional()
    .catch(undefined);
}

/** A page's id: lower-cased, or left out when it is not one. */
const pageId = () => q.id().catch(undefined);

// ---- /profile/journey/evidence ----

/**
 * The evidence page's address, its page state only: ?season= (the programme's first when not one
 * of its seasons) and ?edit=<id> (the item edited; a refused edit posts to this address, so it
 * comes back open).
 */
export const evidencePageQuery = querySchema({
  season: seasonKind.pageSeason(),
  edit: pageId(),
});

export type EvidencePageQuery = z.infer<typeof evidencePageQuery>;

/**
 * The evidence page's posts (decision 0128): the form's intent, the evidence item a form acts on,
 * and the submission 'Send the season for review again' and 'Add to the submission' name. An
 * unknown intent is the action's 400, an id that is not one a 400 naming the field, an id of
 * another organisation a 404.
 */
export const evidencePost = postSchema({
  intent: q.choice(EVIDENCE_INTENTS),
  evidenceId: q.id(),
  fileId: q.id(),
  submissionId: q.id(),
});

/** The season asked for when it is one of the programme's, else the programme's first. */
export function chosenSeason(
  asked: number | undefined,
  seasons: { first: number; required: readonly number[] },
): number {
  return asked !== undefined && seasons.required.includes(asked) ? asked : seasons.first;
}

// ---- /admin/journey/evidence ----

const REVIEW_FILTERS = [...REVIEW_STATUSES, NOT_IN_SUBMISSION] as const satisfies readonly [
  ReviewFilter,
  ...ReviewFilter[],
];

/**
 * The admin's evidence list: ?organisation= &category= &field= (a field id or 'farm') &season=
 * &status= &review= (a review status or 'NONE') &page= (from 1).
 */
export const adminEvidenceQuery = querySchema({
  organisation: pageId(),
  category: oneOf(EVIDENCE_CATEGORIES),
  field: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.union([z.literal(WHOLE_FARM_FILTER), z.string().uuid().toLowerCase()]))
    .optional()
    .catch(undefined),
  season: q.int({ min: 0, max: 999 }).catch(undefined),
  status: oneOf(EVIDENCE_STATUSES),
  review: oneOf(REVIEW_FILTERS),
  page: q.int({ min: 1, max: ADMIN_EVIDENCE_MAX_PAGE, fallback: 1 }).catch(1),
});

/** The filters of the list from its parameters; a field is only kept with an organisation. */
export function adminEvidenceFiltersOf(
  values: z.infer<typeof adminEvidenceQuery>,
): AdminEvidenceFilters {
  const organisationId = values.organisation ?? null;
  return {
    organisationId,
    category: values.category ?? null,
    field: organisationId === null ? null : (values.field ?? null),
    season: values.season ?? null,
    status: values.status ?? null,
    review: values.review ?? null,
    page: values.page,
  };
}
