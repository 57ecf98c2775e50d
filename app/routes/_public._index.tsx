// spec §2 'Public routes': the landing page (issue 7). Plain HTML, no scripts (decision 0012), in
// the visitor's language (issue 33; decision 0158).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { TranslationsProvider } from "~/components/i18n";
import { LANDING_NAMESPACES, LandingPage } from "~/content/landing";
import { listPartners } from "~/models/partners.server";
import { getViewer } from "~/services/auth/guards.server";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";

export const handle = NO_HYDRATION;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = data ? createTranslator(data.translations) : null;
  return [
    { title: t?._("landing.metaTitle") ?? "Veld: regenerative farming and carbon credits" },
    {
      name: "description",
      content:
        t?._("landing.metaDescription") ??
        "Veld helps South African farmers move to regenerative practices on grazing land and croplands, and earn in rand from carbon credits.",
    },
  ];
};

/** How many partners the landing page shows; /partners lists them all. */
const LANDING_PARTNERS = 4;

// Public (spec §2): the partners shown come from the database (issue 7).
export async function loader({ request }: LoaderFunctionArgs) {
  const language = requestLanguage(request, await getViewer(request));
  return {
    partners: (await listPartners()).slice(0, LANDING_PARTNERS),
    translations: translationsFor(language, LANDING_NAMESPACES),
  };
}

export default function Landing() {
  const { partners, translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <LandingPage partners={partners} />
    </TranslationsProvider>
  );
}
