// The posts of the contracting pages (decision 0128): read only through these schemas, so an
// unknown form or a malformed id is a 400 naming the field before any form is validated.
import { postSchema, q } from "~/services/kit/query";
import { ADMIN_COMPANY_INTENTS, DETAILS_INTENTS } from "./forms";

/**
 * /profile/journey/details posts: the form's intent, and the farm, signatory or boundary it
 * changes (left out when a farm or signatory is added).
 */
export const detailsPost = postSchema({
  intent: q.choice(DETAILS_INTENTS),
  farmId: q.id(),
  signatoryId: q.id(),
  boundaryId: q.id(),
});

/** /admin/journey/companies/$companyId posts: the form's intent (the company is the page's). */
export const adminCompanyPost = postSchema({ intent: q.choice(ADMIN_COMPANY_INTENTS) });
