// spec §2 'Public routes': /partners (issue 7): the partner organisations from the database,
// each with a logo, a line and a link. Plain HTML, no scripts (decision 0012). The page's words
// are in the visitor's language (issue 33); the partners' names and lines stay as the programme
// wrote them (decision 0161).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { TranslationsProvider, useT } from "~/components/i18n";
import { PartnerList, type PartnerEntry } from "~/components/public/partner-list";
import { richMessage } from "~/components/rich-message";
import { listPartners } from "~/models/partners.server";
import { getViewer } from "~/services/auth/guards.server";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";

export const handle = NO_HYDRATION;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = data ? createTranslator(data.translations) : null;
  return [
    { title: t?._("partners.metaTitle") ?? "Our partners · Veld" },
    {
      name: "description",
      content:
        t?._("partners.metaDescription") ??
        "The organisations that work with Veld and with farmers in the regenerative farming and carbon credit programme.",
    },
  ];
};

// Public (spec §2).
export async function loader({ request }: LoaderFunctionArgs) {
  const language = requestLanguage(request, await getViewer(request));
  return {
    partners: await listPartners(),
    translations: translationsFor(language, ["partners"]),
  };
}

export default function Partners() {
  const { partners, translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <PartnersPage partners={partners} />
    </TranslationsProvider>
  );
}

function PartnersPage({ partners }: { partners: PartnerEntry[] }) {
  const t = useT();
  return (
    <article aria-labelledby="page-title">
      <h1 id="page-title">{t("partners.title")}</h1>
      <p className="page-lead">{t("partners.lead")}</p>
      {/* The seeded partners are invented (app/content/partner-seed.ts): say so, plainly. */}
      <aside className="placeholder-notice" aria-label={t("partners.noticeLabel")}>
        <p>
          <strong>{t("partners.noticeTitle")}</strong>{" "}
          {richMessage(t, "partners.noticeText", { domain: <code>.example</code> })}
        </p>
      </aside>
      {partners.length > 0 ? <PartnerList partners={partners} /> : <p>{t("partners.empty")}</p>}
    </article>
  );
}
