// POST /api/v2/user/verification/resend (spec §7 'Verification resend'): a new e-mail
// verification link through the outbox, at most one a minute. 202 when one was queued, 200 when
// the address is verified already; 429 within the minute, 409 when the e-mail address belongs to
// an external identity provider.
import { requireApiCaller } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { resendVerificationEmail, VERIFY_MESSAGES } from "~/services/profiles/verification.server";

const api = apiRoute({
  guard: ({ request }) => requireApiCaller(request),

  POST: async ({ request, caller }) => {
    // No values are needed, but a body that cannot be read is refused like everywhere else.
    await readJsonObject(request, { optional: true });
    const result = await resendVerificationEmail(caller.subject);
    const message = VERIFY_MESSAGES[result].text;
    switch (result) {
      case "sent":
        return apiOk({ status: result }, { message, status: 202 });
      case "already-verified":
        return apiOk({ status: result }, { message });
      case "too-soon":
        return apiError(429, message);
      case "not-available":
        return apiError(409, message);
    }
  },
});

export const loader = api.loader;
export const action = api.action;
