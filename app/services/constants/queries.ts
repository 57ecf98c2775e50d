// The query strings of the constants' pages and API (issue 28), and the fields the calculation
// setup's posts name their form and organisation by (decision 0128): read only through these
// schemas, so a NUL, an unknown set or a version that is not a whole number is a 400 naming
// the parameter or field (an unknown set on a page stays a 404: it names no page).
import { z } from "zod";
import { postSchema, q, querySchema } from "~/services/kit/query";
import { CONSTANT_TYPES } from "~/shared/constants";

/** A version number from 1; blank or left out is none (the latest). */
const versionNumber = () =>
  z
    .string()
    .transform((value) => value.trim() || undefined)
    .pipe(q.int({ min: 1, max: 999_999_999 }))
    .optional();

/** A page's ?type=: the set's name as text (the page answers 404 for one not known). */
const pageType = () => q.text({ max: 40 });

/** GET /api/v2/constants[?type=] and /api/v2/admin/consts/versions/list[?type=]: one set, or all. */
export const constantTypesApiQuery = querySchema({
  type: z
    .string()
    .transform((value) => value.trim() || undefined)
    .pipe(q.choice(CONSTANT_TYPES))
    .optional(),
});

/** GET /api/v2/admin/consts/{type}[?version=]: an older version, or the latest. */
export const constantVersionApiQuery = querySchema({ version: versionNumber() });

/** The constants pages' posts: the set they save (?type=). */
export const constantsTypeQuery = querySchema({ type: pageType() });

/** /admin/editConsts: the set, the view (values | versions), an older version, a diff's two. */
export const constantsPageQuery = querySchema({
  type: pageType(),
  view: z.enum(["values", "versions"]).catch("values"),
  version: versionNumber(),
  from: versionNumber(),
  to: versionNumber(),
});

/** /admin/journey/calcSetup: every organisation, or (?show=older) those on an older version. */
export const calcSetupQuery = querySchema({
  show: z.enum(["all", "older"]).catch("all"),
});

/** The calculation setup's forms, by the intent each posts: move one organisation, or all. */
export const CALC_SETUP_INTENTS = ["move", "moveAll"] as const;
export type CalcSetupIntent = (typeof CALC_SETUP_INTENTS)[number];

/** The calculation setup's posts: which form (intent) and the organisation a move moves. */
export const calcSetupPost = postSchema({
  intent: q.choice(CALC_SETUP_INTENTS),
  companyId: q.id(),
});
