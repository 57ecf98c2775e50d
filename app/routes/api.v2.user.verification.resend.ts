// POST /api/v2/user/verification/resend (spec §7 'Verification resend'): a new e-mail
// verification link through the outbox, at most one a minute.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, requireApiCaller } from "~/services/api.server";
import { resendVerificationEmail, VERIFY_MESSAGES } from "~/services/signup/verification.server";

const STATUS = { sent: 202, "already-verified": 200, "too-soon": 429, "not-available": 409 };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiCaller(request);
  return apiError(405, "Use POST.");
}

export async function action({ request }: ActionFunctionArgs) {
  const caller = await requireApiCaller(request);
  if (request.method !== "POST") return apiError(405, "Use POST.");
  const result = await resendVerificationEmail(caller.subject);
  return apiJson({ status: result, message: VERIFY_MESSAGES[result].text }, STATUS[result]);
}
