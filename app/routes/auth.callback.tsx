import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthMessage } from "~/components/auth-message";
import { TranslationsProvider, useT } from "~/components/i18n";
import { loginErrorText } from "~/components/login-error-text";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { anonymousRequestLanguage } from "~/services/kit/language.server";
import { offersPasswordReset, PASSWORD_RESET_PATH } from "~/services/auth/login-errors";
import { finishLogin } from "~/services/auth/login.server";
import { providerAccount } from "~/services/auth/provider-account.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `${loginErrorText(createTranslator(data.translations), data.code).title} · Veld`
      : "Sign in · Veld",
  },
];

// The identity provider returns here with code and state, or with an error (spec §2). Success
// redirects to the page asked for; any refusal is the login error page with 'Try again' (and
// 'Forgot your password?' where that may be why, decision 0148), and either way the login
// transaction's cookies are removed (spec §4).
export async function loader({ request }: LoaderFunctionArgs) {
  const { page, headers } = await finishLogin(request);
  // Two-step sign-in is set up at the provider (decision 0148): its account page, then back.
  const accountUrl = page.code === "mfa_required" ? providerAccount().accountUrl : null;
  // In the visitor's language (issue 33): a failed sign-in has no person to read a choice from.
  const translations = translationsFor(anonymousRequestLanguage(request), ["auth"]);
  return data({ ...page, accountUrl, translations }, { status: 400, headers });
}

export default function LoginCallback() {
  const page = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={page.translations}>
      <CallbackError {...page} />
    </TranslationsProvider>
  );
}

function CallbackError(
  page: Omit<ReturnType<typeof useLoaderData<typeof loader>>, "translations">,
) {
  const t = useT();
  const text = {
    title: t(`auth.error.${page.code}.title`),
    message: t(`auth.error.${page.code}.message`),
  };
  if (page.accountUrl) {
    return (
      <AuthMessage
        title={text.title}
        message={text.message}
        actionHref={page.accountUrl}
        actionLabel={t("auth.openAccount")}
        secondary={{ href: "/auth/login", label: t("auth.signInAgain") }}
      />
    );
  }
  return (
    <AuthMessage
      title={text.title}
      message={text.message}
      actionLabel={page.code === "mfa_required" ? t("auth.signInAgain") : t("auth.tryAgain")}
      secondary={
        offersPasswordReset(page.code)
          ? { href: PASSWORD_RESET_PATH, label: t("auth.forgotPassword") }
          : undefined
      }
    />
  );
}
