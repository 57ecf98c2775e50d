// GET /api/v2/user/referral/{code} (spec §7 'User and company calls'): whether a referral code is
// someone's own code (user_profiles.own_referral_code). Open to any signed-in caller, including
// one who has not signed up yet: the sign-up form checks the code it was given.
import type { z } from "zod";
import { isOwnReferralCode } from "~/models/profiles.server";
import { requireApiCaller } from "~/services/api/callers.server";
import { apiError, apiOk } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { referralCodeJson } from "~/services/profiles/api";
import { normaliseReferralCode, UNKNOWN_REFERRAL_CODE } from "~/services/profiles/rules";

const api = apiRoute({
  guard: ({ request }) => requireApiCaller(request),

  GET: async ({ params }) => {
    const code = normaliseReferralCode(params.code);
    if (code && (await isOwnReferralCode(code))) {
      const json: z.infer<typeof referralCodeJson> = { valid: true };
      return apiOk(json);
    }
    throw apiError(404, UNKNOWN_REFERRAL_CODE);
  },

  describe: {
    GET: {
      summary: "Whether a referral code is someone's own code",
      description:
        "Any signed-in caller, before sign-up too (the sign-up form checks the code it was " +
        "given). An unknown code is a 404." +
        " The code is compared without case, spaces or dashes.",
      response: referralCodeJson,
      errors: [404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
