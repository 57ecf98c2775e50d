// The query strings of signing in (issue 28): where to go afterwards (/auth/login?returnTo=), and
// the provider's answer at /auth/callback (its `state`). Read only through these schemas
// (services/kit/query.ts). Pure.
import { z } from "zod";
import { q, querySchema } from "~/services/kit/query";

/** Where the person wanted to go; one that cannot be used (too long, control characters) is
 * left out, and safeRedirectTarget's fallback applies, as for any other unsafe target. */
export const loginQuery = querySchema({ returnTo: q.text({ max: 2048 }).catch(undefined) });

/**
 * The provider's answer: its `state` exactly as sent (a request with one is an answer, not a new
 * sign-in). Never stored: compared with the transaction cookie and hashed for the ID token's
 * nonce, so any value that is not Veld's fails those checks.
 */
export const authorizationResponseQuery = querySchema({ state: z.string().optional() });

/** /auth/password-reset?sent=1: the provider was asked to send a reset link (decision 0148). */
export const passwordResetQuery = querySchema({ sent: q.flag() });
