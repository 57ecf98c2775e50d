// The query strings of /admin/doemails (issue 28): read only through these schemas, so a NUL or
// a malformed id is a 400 naming the parameter.
import type { z } from "zod";
import { audienceQueryFields } from "~/services/audience/queries";
import { postSchema, q, querySchema } from "~/services/kit/query";
import { TEMPLATE_VERSION_LANGUAGES } from "~/shared/email-templates";

export const DOEMAILS_TABS = ["templates", "send", "delivery"] as const;

/**
 * /admin/doemails: ?tab= (an unknown one is the templates tab), ?templateId= of a dialog or of
 * the send tab's GET form, and that form's audience (its own messages come from the services).
 */
export const doEmailsPageQuery = querySchema({
  tab: q.choice(DOEMAILS_TABS, "templates"),
  templateId: q.id(),
  // The language version a dialog opens (decision 0160); another value opens the first.
  language: q.choice(TEMPLATE_VERSION_LANGUAGES).catch(undefined),
  ...audienceQueryFields,
});

export type DoEmailsPageQuery = z.infer<typeof doEmailsPageQuery>;

/**
 * The page's forms, by the intent each posts (decision 0128): a template is created, edited or
 * archived in its dialog; the send tab's "Send to N people" sends.
 */
export const DOEMAILS_INTENTS = [
  "create",
  "edit",
  "archive",
  "send",
  "version",
  "removeVersion",
] as const;
export type DoEmailsIntent = (typeof DOEMAILS_INTENTS)[number];

/**
 * /admin/doemails posts: the form's intent, and the template it changes (an edit or an archive),
 * or the template a send uses (its own rules check that one).
 */
export const doEmailsPost = postSchema({
  intent: q.choice(DOEMAILS_INTENTS),
  templateId: q.id(),
});
