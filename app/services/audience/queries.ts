// The audience as a query string carries it (the check form of /admin/notifications, the send
// tab of /admin/doemails; issue 28): read only through a query schema, so a NUL or a malformed
// id is a 400 naming the parameter. Which codes are known is the audience's own rule
// (audienceSchema in ./forms), applied after.
import { z } from "zod";
import { q } from "~/services/kit/query";

/** Codes chosen in a list (journey steps, provinces, roles); blank is none. */
function codes() {
  return z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, "must list codes from the form's lists."))
    .max(100, "lists too many values: at most 100.")
    .optional();
}

/** The audience's parameters, for a page's `querySchema({ ...audienceQueryFields, … })`. */
export const audienceQueryFields = {
  everyone: q.flag(),
  userIds: q.ids(),
  organisationIds: q.ids(),
  steps: codes(),
  provinces: codes(),
  roles: codes(),
};
