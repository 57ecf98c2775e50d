// The query strings of the calculations' pages and API (issues 17 and 28): read only through
// these schemas, so a NUL or a malformed id is a 400 naming the parameter.
import { q, querySchema } from "~/services/kit/query";

/** ?companyId=<uuid>: the organisation asked for (left out: the caller's only one, or all). */
export const organisationQuery = querySchema({ companyId: q.id() });
