// spec §2 'Public routes': /privacy-policy (issue 7): POPIA. Plain HTML, no scripts (decision 0012).
// The English text governs: in another language the page has a translated title and summary
// above it (issue 33; decision 0161).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { TranslationsProvider, useLanguage, useT } from "~/components/i18n";
import { LegalSummary } from "~/components/public/legal-summary";
import { PrivacyPolicyDocument } from "~/content/privacy-policy";
import { getViewer } from "~/services/auth/guards.server";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { SOURCE_LANGUAGE } from "~/services/i18n/languages";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";

export const handle = NO_HYDRATION;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = data ? createTranslator(data.translations) : null;
  return [
    { title: t?._("privacy.metaTitle") ?? "Privacy policy · Veld" },
    {
      name: "description",
      content:
        t?._("privacy.metaDescription") ??
        "How Veld collects, uses and protects your personal information under POPIA, and your rights.",
    },
  ];
};

// Public (spec §2).
export async function loader({ request }: LoaderFunctionArgs) {
  const language = requestLanguage(request, await getViewer(request));
  return { translations: translationsFor(language, ["privacy"]) };
}

export default function PrivacyPolicy() {
  const { translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <Privacy />
    </TranslationsProvider>
  );
}

function Privacy() {
  const t = useT();
  const english = useLanguage() === SOURCE_LANGUAGE;
  return (
    <PrivacyPolicyDocument
      title={t("privacy.title")}
      summary={english ? undefined : <LegalSummary namespace="privacy" />}
    />
  );
}
