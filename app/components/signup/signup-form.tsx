// The 'Create Your Profile' form (spec §2 '/profile', §3 'Sign-up profile'): kit fields drawn
// from the sign-up field lists, the e-mail read-only from the sign-in, the name and phone the
// identity provider gave pre-filled (decision 0065), and the consent with its links, in four
// steps a thumb can finish (issue 31, decision 0142: one step at a time with JavaScript, all
// four one under the other without it, one post either way). Conditional fields hide and lose
// their values with JavaScript; without it they say when they apply and the server ignores them
// (spec §5 'Values of hidden fields are cleared').
import { Checkbox } from "~/components/form/checkbox";
import { BuilderFields } from "~/components/form/form-builder";
import { FormStep, FormSteps } from "~/components/form/form-steps";
import { KitForm } from "~/components/form/kit-form";
import { SignInEmail } from "~/components/form/sign-in-email";
import { SubmitButton } from "~/components/form/submit-button";
import {
  CONSENT_FIELD,
  DEFAULT_COUNTRY,
  ORGANISATION_FIELDS,
  PROFILE_FIELDS,
  REFERRAL_FIELDS,
  SIGNUP_INTENT,
  type SignupPrefill,
} from "~/services/profiles/signup-form";
import { signupValidator } from "./signup-validator";
import { useT } from "~/components/i18n";
import { richMessage } from "~/components/rich-message";

const NAME_FIELDS = PROFILE_FIELDS.slice(0, 2);
const PHONE_FIELDS = PROFILE_FIELDS.slice(2, 3);
const WHERE_FIELDS = PROFILE_FIELDS.slice(3);

export interface SignupFormProps {
  /** The signed-in e-mail address: shown, never edited (spec §3 'email: … read-only'). */
  email: string;
  /** From the ID token's claims: first name, surname, phone; the person can change them. */
  prefill?: SignupPrefill;
}

// The phone field offers every country from its own list (decision 0065).
const context = {};

/** The form's steps, in order: their titles' keys (journey.po, `signup.step.*`). */
const STEPS = ["about", "where", "organisation", "agreement"] as const;

/** Every field of the form, for the error summary's links. */
const SUMMARY_FIELDS = [
  ...PROFILE_FIELDS,
  ...ORGANISATION_FIELDS,
  ...REFERRAL_FIELDS,
  CONSENT_FIELD,
];

export function SignupForm({ email, prefill }: SignupFormProps) {
  const t = useT();
  const titles = STEPS.map((step) => t(`signup.step.${step}`));
  return (
    <KitForm
      intent={SIGNUP_INTENT}
      validator={signupValidator}
      defaultValues={{ country: DEFAULT_COUNTRY, ...prefill }}
      className="signup-form"
      fields={SUMMARY_FIELDS}
    >
      <FormSteps titles={titles} submit={<SubmitButton>{t("signup.submit")}</SubmitButton>}>
        <FormStep index={0} title={t("signup.step.about")} className="signup-form__section">
          <BuilderFields fields={NAME_FIELDS} context={context} />
          <SignInEmail id="signup-email" name="email" email={email} />
          <BuilderFields fields={PHONE_FIELDS} context={context} />
        </FormStep>
        <FormStep index={1} title={t("signup.step.where")} className="signup-form__section">
          <BuilderFields fields={WHERE_FIELDS} context={context} />
        </FormStep>
        <FormStep index={2} title={t("signup.step.organisation")} className="signup-form__section">
          <BuilderFields fields={ORGANISATION_FIELDS} context={context} />
        </FormStep>
        <FormStep index={3} title={t("signup.step.agreement")} className="signup-form__section">
          <BuilderFields fields={REFERRAL_FIELDS} context={context} />
          <Checkbox
            name={CONSENT_FIELD.name}
            label={CONSENT_FIELD.label}
            hint={
              <>
                {richMessage(t, "signup.consentHint", {
                  terms: (
                    <a href="/terms-and-conditions" target="_blank" rel="noopener">
                      {t("signup.consentTerms")}
                    </a>
                  ),
                  privacy: (
                    <a href="/privacy-policy" target="_blank" rel="noopener">
                      {t("signup.consentPrivacy")}
                    </a>
                  ),
                })}
              </>
            }
          />
        </FormStep>
      </FormSteps>
    </KitForm>
  );
}
