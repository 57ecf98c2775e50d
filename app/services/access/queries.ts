// The query string of /admin/userAccess (issue 28; decision 0096): the revoke dialog, a URL
// (?dialog=revoke&person=<userId>&scope=<scope>) so it works without JavaScript. Read only
// through this schema (services/kit/query.ts). Pure.
import { z } from "zod";
import { q, querySchema } from "~/services/kit/query";
import { ADMIN_SCOPES } from "~/shared/scopes";
import { REVOKE_PERSON_PARAM, REVOKE_SCOPE_PARAM } from "./rules";

/** The revoke dialog's person and scope; a scope not known (an old link) opens no dialog. */
export const userAccessPageQuery = querySchema({
  [REVOKE_PERSON_PARAM]: q.id(),
  [REVOKE_SCOPE_PARAM]: z.enum(ADMIN_SCOPES).optional().catch(undefined),
});
