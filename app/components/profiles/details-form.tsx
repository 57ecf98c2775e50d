// 'Your details' (/profile/details; issue 32): the answers given at sign-up that are the
// person's to change, pre-filled, one post with or without JavaScript. The e-mail address is
// shown, not changed: it is the one they sign in with.
import { BuilderFields } from "~/components/form/form-builder";
import { KitForm } from "~/components/form/kit-form";
import { SignInEmail } from "~/components/form/sign-in-email";
import { SubmitButton } from "~/components/form/submit-button";
import { DETAILS_FIELDS, DETAILS_INTENT } from "~/services/profiles/details-form";
import { detailsValidator } from "./details-validator";

// The phone field offers every country from its own list (decision 0065).
const context = {};

export function DetailsForm({ email, values }: { email: string; values: Record<string, unknown> }) {
  return (
    <KitForm
      intent={DETAILS_INTENT}
      validator={detailsValidator}
      defaultValues={values}
      fields={DETAILS_FIELDS}
      className="details-form"
    >
      <SignInEmail id="details-email" email={email} />
      <BuilderFields fields={DETAILS_FIELDS} context={context} />
      <SubmitButton>Save my details</SubmitButton>
    </KitForm>
  );
}
