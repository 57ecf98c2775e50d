// /profile/learn (issue 18; decision 0098; spec §2 '/profile learn'): the published learning
// resources. Those written for the farmer's current journey step come first, under a heading
// naming the step; the rest follow by topic. ?topic= keeps one topic (a GET form). Plain links
// and a GET form: it works without JavaScript.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TranslationsProvider, useT } from "~/components/i18n";
import { ResourceList, TopicFilter } from "~/components/resources/resource-list";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
import { requireProfileContext } from "~/services/profiles/context.server";
import { readQuery } from "~/services/kit/query";
import { loadLearnPage } from "~/services/resources/learn-view.server";
import { learnPageQuery } from "~/services/resources/queries";
import contractingStyles from "~/styles/contracting.css?url";
import resourceStyles from "~/styles/resources.css?url";
import { NO_HYDRATION } from "~/components/hydration";

// The library and its topic filter (a GET form): no JavaScript needed (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: resourceStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? createTranslator(data.translations)._("learn.metaTitle") : "Learn · Veld" },
];

// In the reader's language (issue 33): what admins wrote stays as written; the words around it
// (kinds, topics, the page's own) come from the catalogue's learn.*.
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const translations = translationsFor(requestLanguage(request, context.viewer), ["learn"]);
  const translator = createTranslator(translations);
  const page = await loadLearnPage(context, readQuery(request, learnPageQuery).topic ?? null, {
    t: (id, values) => translator._(id, values),
  });
  return { ...page, translations };
}

export default function Learn() {
  const { translations, ...page } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <LearnPage page={page} />
    </TranslationsProvider>
  );
}

function LearnPage({
  page,
}: {
  page: Omit<ReturnType<typeof useLoaderData<typeof loader>>, "translations">;
}) {
  const t = useT();
  const empty = page.forStep.length === 0 && page.byTopic.length === 0;
  return (
    <div className="ct-page">
      <h1>{t("learn.heading")}</h1>
      <p>{t("learn.lead")}</p>
      <TopicFilter topic={page.topic} options={page.topicOptions} />
      {empty ? (
        <p className="ct-empty">{page.topic ? t("learn.emptyTopic") : t("learn.empty")}</p>
      ) : null}
      {page.forStep.length > 0 ? (
        <section className="ct-section" aria-labelledby="for-step-heading">
          <h2 id="for-step-heading">{t("learn.forStep", { step: page.stepLabel ?? "" })}</h2>
          <ResourceList resources={page.forStep} />
        </section>
      ) : null}
      {page.byTopic.map((group) => (
        <section
          key={group.topic}
          className="ct-section"
          aria-labelledby={`topic-${group.topic}-heading`}
        >
          <h2 id={`topic-${group.topic}-heading`}>{group.label}</h2>
          <ResourceList resources={group.resources} />
        </section>
      ))}
    </div>
  );
}
