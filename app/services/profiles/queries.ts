// The query strings of the /profile pages (issue 28): under /admin/userView the person staff
// chose (?userId=) and, optionally, which of their organisations (?organisationId=). Read only
// through this schema (services/kit/query.ts): a value that is not an id is a 400 naming the
// parameter. Pure.
import { z } from "zod";
import { postSchema, q, querySchema } from "~/services/kit/query";
import { normaliseReferralCode } from "./rules";

/** /admin/userView/…: whose pages, and which of their organisations. */
export const userViewProfileQuery = querySchema({ userId: q.id(), organisationId: q.id() });

/** What /verify can say (?status=, after a verification link or a resend). */
export const VERIFY_STATUSES = [
  "verified",
  "expired",
  "sent",
  "already-verified",
  "too-soon",
  "not-available",
  "at-provider",
  "provider-unreachable",
] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];

/** /verify: a status it does not know (an old link) shows the page without a message. */
export const verifyQuery = querySchema({
  status: z.enum(VERIFY_STATUSES).optional().catch(undefined),
});

/** /profile/delete-account: ?step=confirm asks for the confirmation; anything else, the start. */
export const deleteAccountQuery = querySchema({ step: q.choice(["start", "confirm"], "start") });

/**
 * /profile/signup?ref=CODE, the link a person shares (decision 0150): the referral code to
 * pre-fill, normalised; anything that is not a code's shape is left out rather than refused, so a
 * mangled link still opens the form.
 */
export const signupQuery = querySchema({
  ref: z
    .string()
    .optional()
    .transform((value) => normaliseReferralCode(value) ?? undefined)
    .catch(undefined),
});

/**
 * /profile/delete-account's posts (decision 0128): the deletion, or the hand-over of an
 * organisation they are the only owner of to one of its members (decision 0145).
 */
export const deleteAccountPost = postSchema({
  intent: q.choice(["delete-account", "transfer-ownership"]),
  organisationId: q.id(),
  memberId: q.id(),
});
