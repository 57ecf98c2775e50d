// The application post of /jobs/:jobId (spec §2 '/jobs, with application form'): honeypot, the
// form's schema, the bot check, then storing it. Every refusal the applicant can fix comes back
// as a 422 with every typed value and an error beside the field (spec §5; decision 0069).
import { redirect } from "@remix-run/node";
import { logger } from "~/logger.server";
import { BOT_CHECK_FAILED, HONEYPOT_FIELD, isHoneypotFilled } from "~/services/jobs/bot-protection";
import { checkBotProtection } from "~/services/jobs/bot-protection.server";
import { isUploadError } from "~/services/files/upload-error";
import {
  readForm,
  refuseForm,
  repopulatableValues,
  uploadErrorResponse,
} from "~/services/kit/forms/validate-form.server";
import { clearHiddenValues } from "~/services/kit/forms/visibility";
import {
  APPLICATION_FIELDS,
  APPLICATION_INTENT,
  CHOOSE_CV_AGAIN,
} from "~/services/jobs/application-form";
import { applicationValidator } from "~/components/jobs/application-validator";
import { appliedHref } from "~/services/jobs/public-postings";
import { submitApplication } from "~/services/jobs/submit-application.server";

/** The posting is gone, disabled or past its closing date (spec §4 'Job posting'). */
export function closedPosting() {
  return new Response("This position is not open for applications any more.", {
    status: 404,
    statusText: "Not Found",
  });
}

/** What goes back into the form: not the file, the honeypot or a provider's token. */
function valuesToRefill(submitted: Record<string, unknown>) {
  const values = repopulatableValues(clearHiddenValues(APPLICATION_FIELDS, submitted));
  for (const key of [HONEYPOT_FIELD, "cv", "cf-turnstile-response", "g-recaptcha-response"])
    delete values[key];
  return values;
}

/** A 422 with field errors; the CV must be chosen again whatever else was wrong. */
function refuse(
  parts: { fieldErrors?: Record<string, string>; formError?: string },
  submitted: Record<string, unknown>,
) {
  return refuseForm(APPLICATION_INTENT, {
    fieldErrors: { cv: CHOOSE_CV_AGAIN, ...parts.fieldErrors },
    formError: parts.formError,
    values: valuesToRefill(submitted),
  });
}

export async function applyForJob(request: Request, jobId: string, requestId: string) {
  let form: FormData;
  try {
    form = await readForm(request, { maxFiles: 1 });
  } catch (error) {
    if (isUploadError(error)) return uploadErrorResponse(error, APPLICATION_INTENT);
    throw error;
  }

  // A filled honeypot is a bot: refused quietly, answered as if it had worked (decision 0032).
  if (isHoneypotFilled(form.get(HONEYPOT_FIELD))) {
    logger().info({ requestId, jobId }, "job application refused: honeypot filled");
    return redirect(appliedHref(jobId), 303);
  }

  const result = await applicationValidator.validate(form);
  if (result.error) return refuse({ fieldErrors: result.error.fieldErrors }, result.submittedData);
  // The hidden `job` must be this page's posting.
  if (result.data.job !== jobId)
    throw new Response("The form does not belong to this position.", { status: 400 });

  const bot = await checkBotProtection(form, null);
  if (!bot.ok) {
    logger().info({ requestId, jobId, reason: bot.reason }, "job application: bot check failed");
    return refuse({ formError: BOT_CHECK_FAILED }, result.submittedData);
  }

  try {
    const stored = await submitApplication({ values: result.data, requestId });
    if (!stored.ok) throw closedPosting();
  } catch (error) {
    // spec §5 'checked by content': a .exe or a text file renamed .pdf is refused here.
    if (isUploadError(error))
      return refuse({ fieldErrors: { cv: error.message } }, result.submittedData);
    throw error;
  }
  // Post, redirect, get: a reload does not apply twice.
  return redirect(appliedHref(jobId), 303);
}
