// The query strings of the constants' pages and API (issue 28): read only through these
// schemas, so a NUL, an unknown set or a version that is not a whole number is a 400 naming
// the parameter (an unknown set on a page stays a 404: it names no page).
import { z } from "zod";
import { q, querySchema } from "~/services/kit/query";
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

/** The calculation setup's posts: ?do=move&companyId=<id>, or ?do=moveAll. */
export const calcSetupPostQuery = querySchema({
  do: q.choice(["move", "moveAll"]),
  companyId: q.id(),
});
