import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthMessage } from "~/components/auth-message";
import { TranslationsProvider } from "~/components/i18n";
import { loginErrorText } from "~/components/login-error-text";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { startLogin } from "~/services/auth/login.server";
import { anonymousRequestLanguage } from "~/services/kit/language.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `${loginErrorText(createTranslator(data.translations), data.code).title} · Veld`
      : "Sign in · Veld",
  },
];

// GET /auth/login?returnTo=/profile/home → the identity provider's sign-in page; when the
// provider cannot be reached, a page saying so with 'Try again' (503), in the visitor's language
// (issue 33: a signed-in person is sent on before this page, so no saved choice to read).
export async function loader({ request }: LoaderFunctionArgs) {
  const page = await startLogin(request);
  const translations = translationsFor(anonymousRequestLanguage(request), ["auth"]);
  return data({ ...page, translations }, { status: 503 });
}

export default function Login() {
  const page = useLoaderData<typeof loader>();
  const text = loginErrorText(createTranslator(page.translations), page.code);
  return (
    <TranslationsProvider translations={page.translations}>
      <AuthMessage title={text.title} message={text.message} />
    </TranslationsProvider>
  );
}
