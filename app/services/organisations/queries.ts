// The query strings of the organisation pages (issue 28): the admin list's search by name or
// legal name. Read only through these schemas (services/kit/query.ts): a value that breaks a
// rule is a 400 naming the parameter, never text that reaches the database. Pure.
import { q, querySchema } from "~/services/kit/query";

/** The longest search of the admin organisation list (its field's maxLength). */
export const ORGANISATION_SEARCH_MAX = 100;

/** /admin/journey/companies: the search by name or legal name. */
export const organisationSearchQuery = querySchema({
  q: q.text({ max: ORGANISATION_SEARCH_MAX }),
});

/** An admin list narrowed to one organisation (GET /api/v2/admin/farms?companyId=). */
export const oneCompanyQuery = querySchema({ companyId: q.id() });
