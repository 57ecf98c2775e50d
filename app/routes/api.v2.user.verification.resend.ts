// POST /api/v2/user/verification/resend (spec §7 'Verification resend'): a new e-mail
// verification link through the outbox, at most one a minute. 202 when one was queued, 200 when
// the address is verified already; 429 within the minute, 409 when the e-mail address belongs to
// an external identity provider.
import { requireApiCaller } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { verificationResendJsonSchema, type VerificationResendJson } from "~/services/profiles/api";
import { resendVerificationEmail, VERIFY_MESSAGES } from "~/services/profiles/verification.server";

const resendJson = (status: "sent" | "already-verified"): VerificationResendJson => ({ status });

const api = apiRoute({
  guard: ({ request }) => requireApiCaller(request),

  POST: async ({ request, caller }) => {
    // No values are needed, but a body that cannot be read is refused like everywhere else.
    await readJsonObject(request, { optional: true });
    const result = await resendVerificationEmail(caller.subject);
    const message = VERIFY_MESSAGES[result].text;
    switch (result) {
      case "sent":
        return apiOk(resendJson(result), { message, status: 202 });
      case "already-verified":
        return apiOk(resendJson(result), { message });
      case "too-soon":
        return apiError(429, message);
      case "not-available":
        return apiError(409, message);
    }
  },

  describe: {
    POST: {
      summary: "Send a new e-mail verification link",
      description:
        "202 when a link was queued in the outbox, 200 when the address is verified already; at " +
        "most one a minute (429). 409 when the address belongs to an external identity provider. " +
        "No body is needed.",
      response: verificationResendJsonSchema,
      message: true,
      status: 202,
      alsoStatus: [200],
      errors: [400, 409, 429],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
