// The query strings of /admin/doemails (issue 28): read only through these schemas, so a NUL or
// a malformed id is a 400 naming the parameter.
import type { z } from "zod";
import { audienceQueryFields } from "~/services/audience/queries";
import { q, querySchema } from "~/services/kit/query";

export const DOEMAILS_TABS = ["templates", "send", "delivery"] as const;

/**
 * /admin/doemails: ?tab= (an unknown one is the templates tab), ?templateId= of a dialog or of
 * the send tab's GET form, and that form's audience (its own messages come from the services).
 */
export const doEmailsPageQuery = querySchema({
  tab: q.choice(DOEMAILS_TABS, "templates"),
  templateId: q.id(),
  ...audienceQueryFields,
});

export type DoEmailsPageQuery = z.infer<typeof doEmailsPageQuery>;

/** /admin/doemails posts: ?do= names the form, ?templateId= the template it changes. */
export const doEmailsPostQuery = querySchema({
  do: q.choice(["create", "edit", "archive", "send"]),
  templateId: q.id(),
});
