// /auth/password-reset (issue 32; decision 0148): 'Forgot your password?' whichever provider
// signs people in. The built-in provider has its own page, so this sends the person there. With
// an external provider, Veld posts the e-mail to its change-password endpoint (spec §7
// 'Password reset') where OIDC_PASSWORD_RESET_URL is set, and otherwise links to its account
// page. A plain form, no scripts (decision 0012); posts are rate-limited with sign-in. In the
// visitor's language (issue 33, namespace `auth`); refusal messages are translated at display.
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { TranslationsProvider, useT } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { anonymousRequestLanguage } from "~/services/kit/language.server";
import {
  builtInPasswordResetUrl,
  providerAccount,
  requestPasswordReset,
} from "~/services/auth/provider-account.server";
import { passwordResetQuery } from "~/services/auth/queries";
import { INVALID_EMAIL } from "~/services/kit/forms/messages";
import { readFormOrRefuse, refuseForm } from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";

export const handle = NO_HYDRATION;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? createTranslator(data.translations)._("auth.reset.metaTitle")
      : "Reset your password · Veld",
  },
];

const INTENT = "passwordReset";
const UNREACHABLE =
  "We could not reach your sign-in provider, so no link was sent. Please try again in a few minutes.";
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export function loader({ request }: LoaderFunctionArgs) {
  const account = providerAccount();
  if (account.builtIn) throw redirect(builtInPasswordResetUrl());
  const { sent } = readQuery(request, passwordResetQuery);
  return {
    sent,
    canReset: account.canResetPassword,
    accountUrl: account.accountUrl,
    translations: translationsFor(anonymousRequestLanguage(request), ["auth"]),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const account = providerAccount();
  if (account.builtIn) throw redirect(builtInPasswordResetUrl());
  if (!account.canResetPassword) throw redirect("/auth/password-reset");
  const form = await readFormOrRefuse(request);
  const raw = form.get("email");
  const email = typeof raw === "string" ? raw.trim() : "";
  if (!EMAIL.test(email) || email.length > 254) {
    return refuseForm(INTENT, { fieldErrors: { email: INVALID_EMAIL }, values: { email } }, 400);
  }
  if ((await requestPasswordReset(email)) === "unreachable") {
    return refuseForm(INTENT, { formError: UNREACHABLE, values: { email } }, 503);
  }
  // The same answer whether or not the provider knows the address (no way to find out who has
  // an account); after a redirect, so a reload does not post again.
  throw redirect("/auth/password-reset?sent=1");
}

interface Refused {
  fieldErrors?: { email?: string; _form?: string };
  repopulateFields?: { email?: unknown };
}

export default function PasswordReset() {
  const { translations, ...page } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <PasswordResetPage {...page} />
    </TranslationsProvider>
  );
}

function PasswordResetPage({
  sent,
  canReset,
  accountUrl,
}: {
  sent: boolean;
  canReset: boolean;
  accountUrl: string | null;
}) {
  const t = useT();
  const refused = useActionData<typeof action>() as Refused | undefined;
  const emailError = refused?.fieldErrors?.email;
  const formError = refused?.fieldErrors?._form;
  const typed = refused?.repopulateFields?.email;
  return (
    <main id="main" className="auth-message">
      <div className="auth-message__card">
        <h1>{sent ? t("auth.reset.sentTitle") : t("auth.reset.title")}</h1>
        {sent ? (
          <p role="status">{t("auth.reset.sent")}</p>
        ) : canReset ? (
          <form method="post" noValidate>
            <input type="hidden" name="intent" value={INTENT} />
            {formError ? (
              <p className="kf-field__error" role="alert">
                {formError}
              </p>
            ) : null}
            <p>{t("auth.reset.enterEmail")}</p>
            <p>
              <label htmlFor="email">{t("auth.reset.email")}</label>
              <br />
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={typeof typed === "string" ? typed : ""}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? "email-error" : undefined}
              />
            </p>
            {emailError ? (
              <p id="email-error" className="kf-field__error">
                {emailError}
              </p>
            ) : null}
            <p>
              <button type="submit" className="button button--primary">
                {t("auth.reset.send")}
              </button>
            </p>
          </form>
        ) : (
          <p>
            {t("auth.reset.keptByProvider")}{" "}
            {accountUrl ? t("auth.reset.changeThere") : t("auth.reset.chooseForgot")}
          </p>
        )}
        <p className="auth-message__actions">
          {accountUrl ? (
            <>
              <a className="button" href={accountUrl}>
                {t("auth.openAccount")}
              </a>{" "}
            </>
          ) : null}
          <a href="/auth/login">{t("auth.signIn")}</a>
        </p>
      </div>
    </main>
  );
}
