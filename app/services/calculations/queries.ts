// The query strings of the calculations' pages and API (issues 17 and 28): read only through
// these schemas, so a NUL or a malformed id is a 400 naming the parameter.
import { q, querySchema } from "~/services/kit/query";

/** ?companyId=<uuid>: the organisation asked for (left out: the caller's only one, or all). */
export const organisationQuery = querySchema({ companyId: q.id() });

/** /admin/calc/credits posts: ?do= names the form, ?creditId= the credits record a void is for. */
export const creditsPostQuery = querySchema({
  do: q.choice(["record", "void"]),
  creditId: q.id(),
});

/** The soil samples page's posts: ?do= names the form. */
export const samplesPostQuery = querySchema({ do: q.choice(["add", "delete", "import-csv"]) });
