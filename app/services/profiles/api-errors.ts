// How a refused sign-up or profile update is answered by /api/v2/user/info (spec §7 'Sign-up
// submit: the product reads the response status, data.message, data.errors'; §8 'Sign-up 400
// with message 'Too many characters' … marks the fields listed in errors'). Pure. The 400 is the
// one place the API answers a value breaking a rule with 400 rather than 422 (decision 0055).
import { classifyRefusal, tooLongFields } from "./rules";

/** The status and body of a refusal: 400 'Too many characters' with those fields, else 422. */
export function refusalBody(fieldErrors: Record<string, string>) {
  const { status, message } = classifyRefusal(fieldErrors);
  const errors =
    status === 400
      ? Object.fromEntries(tooLongFields(fieldErrors).map((field) => [field, fieldErrors[field]!]))
      : fieldErrors;
  return { status, body: { message, errors } };
}
