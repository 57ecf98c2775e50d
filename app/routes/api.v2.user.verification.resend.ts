// POST /api/v2/user/verification/resend (spec §7 'Verification resend'): a new e-mail
// verification link through the outbox, at most one a minute. 202 when one was queued, 200 when
// the address is verified already; 429 within the minute. With an external identity provider
// (decision 0148): its endpoint is asked (202, or 503 when it cannot be reached), else 200 with
// status at-provider and its account page.
import { requireApiCaller } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { providerAccount } from "~/services/auth/provider-account.server";
import { verificationResendJsonSchema, type VerificationResendJson } from "~/services/profiles/api";
import { resendVerificationEmail, VERIFY_MESSAGES } from "~/services/profiles/verification.server";

const resendJson = (status: VerificationResendJson["status"]): VerificationResendJson => ({
  status,
});

const api = apiRoute({
  guard: ({ request }) => requireApiCaller(request),

  POST: async ({ request, caller }) => {
    // No values are needed, but a body that cannot be read is refused like everywhere else.
    await readJsonObject(request, { optional: true });
    const result = await resendVerificationEmail({ subject: caller.subject, email: caller.email });
    const message = VERIFY_MESSAGES[result].text;
    switch (result) {
      case "sent":
        return apiOk(resendJson(result), { message, status: 202 });
      case "already-verified":
        return apiOk(resendJson(result), { message });
      case "too-soon":
        return apiError(429, message);
      case "at-provider":
        return apiOk({ status: result, accountUrl: providerAccount().accountUrl }, { message });
      case "provider-unreachable":
        return apiError(503, message);
      case "not-available":
        return apiError(409, message);
    }
  },

  describe: {
    POST: {
      summary: "Send a new e-mail verification link",
      description:
        "202 when a link was queued in the outbox, 200 when the address is verified already; at " +
        "most one a minute (429). With an external identity provider: its endpoint is asked " +
        "(202; 503 when it cannot be reached), or 200 with status at-provider and its account " +
        "page (accountUrl). 409 when the built-in provider has no such account. No body is needed.",
      response: verificationResendJsonSchema,
      message: true,
      status: 202,
      alsoStatus: [200],
      errors: [400, 409, 429, 503],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
