// The sign-up post (spec §7 'Sign-up submit', §8 sign-up rows): validate with the shared schema,
// answer a refusal as the spec's catalogue says, else sign up and go home with the toast.
import { randomUUID } from "node:crypto";
import { data } from "@remix-run/node";
import type { Viewer } from "~/services/auth/guards.server";
import {
  readFormOrRefuse,
  refuseForm,
  repopulatableValues,
} from "~/services/kit/forms/validate-form.server";
import { clearHiddenValues } from "~/services/kit/forms/visibility";
import { SIGNUP_FIELDS, SIGNUP_INTENT } from "~/services/profiles/signup-form";
import { signupValidator } from "~/components/signup/signup-validator";
import {
  classifyRefusal,
  DUPLICATE_EMAIL,
  SIGN_UP_COMPLETE,
  TOO_MANY_CHARACTERS_FORM,
} from "~/services/profiles/rules";
import { signUp } from "~/services/profiles/signup.server";
import { stepHref } from "~/services/journey/steps";
import { redirectWithToast } from "~/services/kit/toast.server";

/** What goes back into the form: what was sent, without the fields that did not apply. */
function repopulate(submitted: Record<string, unknown>) {
  const { email: _email, ...rest } = submitted;
  return repopulatableValues(clearHiddenValues(SIGNUP_FIELDS, rest));
}

/**
 * spec §8 'Sign-up 409: form cleared, shows 'A user has already signed up with this email!
 * Please sign in again''. Also for a sign-up sent from a second tab after the first one signed
 * this person up already.
 */
export function duplicateEmailAnswer() {
  return data(
    { cleared: true as const, message: DUPLICATE_EMAIL, resetKey: randomUUID() },
    { status: 409 },
  );
}

export async function submitSignup(request: Request, viewer: Viewer, requestId: string) {
  const result = await signupValidator.validate(await readFormOrRefuse(request));
  if (result.error) {
    const { fieldErrors } = result.error;
    const { status } = classifyRefusal(fieldErrors);
    // spec §8: 'shows 'Too many characters. Please correct the highlighted field(s)' and marks
    // the fields listed in errors'.
    return refuseForm(
      SIGNUP_INTENT,
      {
        fieldErrors,
        formError: status === 400 ? TOO_MANY_CHARACTERS_FORM : undefined,
        values: repopulate(result.submittedData),
      },
      status,
    );
  }
  const outcome = await signUp(
    { subject: viewer.subject, email: viewer.email, sessionId: viewer.sessionId, requestId },
    result.data,
  );
  if (outcome.ok) {
    // spec §4 'Sign-up success: shows 'Sign up complete!' and clears the form state', then the
    // active company and the user are set: the session now has both.
    return redirectWithToast("/profile/home", {
      type: "success",
      text: SIGN_UP_COMPLETE,
      next: { href: stepHref("N_A"), label: "Next: Start your journey" },
    });
  }
  switch (outcome.reason) {
    case "already-signed-up":
    case "duplicate-email":
      return duplicateEmailAnswer();
    case "invalid-referral":
      return refuseForm(SIGNUP_INTENT, {
        fieldErrors: outcome.fieldErrors,
        values: repopulate(result.submittedData),
      });
  }
}
