// The query strings of the organisation pages (issue 28): the admin list's search by name or
// legal name; and the posts of /profile/company, by their intent (decision 0128). Read only
// through these schemas (services/kit/query.ts): a value that breaks a rule is a 400 naming the
// parameter or field, never text that reaches the database. Pure.
import { postSchema, q, querySchema } from "~/services/kit/query";
import { MEMBER_ROLES } from "~/shared/roles";
import { MEMBER_INTENTS, REMOVAL_REASON_MAX } from "./member-rules";
import { ORGANISATION_SEARCH_MAX } from "./rules";

/** /admin/journey/companies: the search by name or legal name. */
export const organisationSearchQuery = querySchema({
  q: q.text({ max: ORGANISATION_SEARCH_MAX }),
});

/** An admin list narrowed to one organisation (GET /api/v2/admin/farms?companyId=). */
export const oneCompanyQuery = querySchema({ companyId: q.id() });

/** An invite's Accept and Decline buttons (/profile/home, /profile/company). */
export const INVITE_INTENTS = ["accept-invite", "decline-invite"] as const;

/**
 * The forms of /profile/company: the organisation's details ('company-info'), the owner's
 * invite ('company-invite'), an invite's Revoke button, and the invitee's Accept and Decline.
 * The kit forms' intents are their ids as well (form#company-invite).
 */
export const COMPANY_INTENTS = [
  "company-info",
  "company-invite",
  "revoke-invite",
  ...INVITE_INTENTS,
  ...MEMBER_INTENTS,
  "create-organisation",
] as const;
export type CompanyIntent = (typeof COMPANY_INTENTS)[number];

/** /profile/company posts: the form's intent, and the invite a button acts on. */
export const companyPost = postSchema({
  intent: q.choice(COMPANY_INTENTS),
  inviteId: q.id(),
  memberId: q.id(),
  role: q.choice(MEMBER_ROLES),
  reason: q.text({ max: REMOVAL_REASON_MAX }),
});

/** The confirmation steps of /profile/company, as addresses (?confirm=remove&member=<id>). */
export const CONFIRM_STEPS = ["remove", "transfer", "leave"] as const;
export type ConfirmStep = (typeof CONFIRM_STEPS)[number];

export const companyQuery = querySchema({
  confirm: q.choice(CONFIRM_STEPS),
  member: q.id(),
});
