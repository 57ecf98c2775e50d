// The query strings of the calculations' pages and API (issues 17 and 28): read only through
// these schemas, so a NUL or a malformed id is a 400 naming the parameter.
import { postSchema, q, querySchema } from "~/services/kit/query";
import { CREDIT_INTENTS } from "./credits-forms";
import { SAMPLE_INTENTS } from "./samples-forms";

/** ?companyId=<uuid>: the organisation asked for (left out: the caller's only one, or all). */
export const organisationQuery = querySchema({ companyId: q.id() });

/** /admin/calc/credits posts: the form's intent, and the credits record a void is for. */
export const creditsPost = postSchema({
  intent: q.choice(CREDIT_INTENTS),
  creditId: q.id(),
});

/** /profile/calc/samples posts: the form's intent, and the sample a delete is for. */
export const samplesPost = postSchema({
  intent: q.choice(SAMPLE_INTENTS),
  sampleId: q.id(),
});
