// GET /api/v2/user/referral/{code} (spec §7 'User and company calls'): whether a referral code is
// someone's own code (user_profiles.own_referral_code). Open to any signed-in caller, including
// one who has not signed up yet: the sign-up form checks the code it was given.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isOwnReferralCode } from "~/models/profiles.server";
import { apiJson, requireApiCaller } from "~/services/api.server";
import { normaliseReferralCode, UNKNOWN_REFERRAL_CODE } from "~/services/signup/signup-rules";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireApiCaller(request);
  const code = normaliseReferralCode(params.code);
  if (code && (await isOwnReferralCode(code))) return apiJson({ valid: true });
  return apiJson({ valid: false, message: UNKNOWN_REFERRAL_CODE }, 404);
}
