// spec §2 'Public routes': /faqs (issue 7): questions and answers from the database, grouped by
// topic, in native <details> that open without JavaScript. Plain HTML, no scripts (decision 0012).
// The page's own words are in the visitor's language (issue 33); the questions and answers stay
// as the programme wrote them (decision 0161).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { TranslationsProvider, useT } from "~/components/i18n";
import { DemonstrationOperatorNotice, useOperator } from "~/components/operator";
import { FaqContents, FaqList } from "~/components/public/faq-list";
import { richMessage } from "~/components/rich-message";
import { faqSections } from "~/content/faqs";
import { listFaqGroups } from "~/models/faqs.server";
import { getViewer } from "~/services/auth/guards.server";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";

export const handle = NO_HYDRATION;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = data ? createTranslator(data.translations) : null;
  return [
    { title: t?._("faqs.metaTitle") ?? "Frequently asked questions · Veld" },
    {
      name: "description",
      content:
        t?._("faqs.metaDescription") ??
        "Answers about Veld's regenerative farming and carbon credit programme: eligibility, your data, payments in rand and jobs.",
    },
  ];
};

// Public (spec §2).
export async function loader({ request }: LoaderFunctionArgs) {
  const language = requestLanguage(request, await getViewer(request));
  return {
    sections: faqSections(await listFaqGroups()),
    translations: translationsFor(language, ["faqs"]),
  };
}

export default function Faqs() {
  const { sections, translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <FaqsPage sections={sections} />
    </TranslationsProvider>
  );
}

function FaqsPage({ sections }: { sections: ReturnType<typeof faqSections> }) {
  const t = useT();
  const operator = useOperator();
  // The topic headings are the page's (content/faqs.ts); the entries are the programme's own.
  const translated = sections.map((section) => ({
    ...section,
    heading: t(`faqs.topic.${section.id}`),
  }));
  return (
    <article className="faqs" aria-labelledby="page-title">
      <h1 id="page-title">{t("faqs.title")}</h1>
      <p className="page-lead">
        {richMessage(t, "faqs.lead", {
          email: <a href={`mailto:${operator.email}`}>{operator.email}</a>,
        })}
      </p>
      <DemonstrationOperatorNotice operator={operator} />
      {translated.length > 0 ? (
        <>
          <FaqContents sections={translated} />
          <FaqList sections={translated} />
        </>
      ) : (
        <p>{t("faqs.empty")}</p>
      )}
    </article>
  );
}
