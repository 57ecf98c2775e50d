// /profile/learn/:resourceId (issue 18; decision 0098): one published learning resource for
// anyone signed in: an article's text (rendered as text, never HTML), a file's download, or a
// link or video that opens in a new tab. A draft or unknown id is a 404; an id that is not one a
// 400 with a sentence.
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TranslationsProvider, useT } from "~/components/i18n";
import { ResourceView } from "~/components/resources/resource-view";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
import { requireProfileContext } from "~/services/profiles/context.server";
import { loadResourcePage } from "~/services/resources/learn-view.server";
import { LEARN_PATH } from "~/services/resources/rules";
import contractingStyles from "~/styles/contracting.css?url";
import resourceStyles from "~/styles/resources.css?url";
import { NO_HYDRATION } from "~/components/hydration";

// A resource's page is text, links and a download: no JavaScript needed (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: resourceStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? createTranslator(data.translations)._("learn.resourceMetaTitle", { title: data.title })
      : "Learn · Veld",
  },
];

// In the reader's language (issue 33): the resource as its author wrote it, the words around it
// from the catalogue's learn.*.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { viewer } = await requireProfileContext(request);
  const translations = translationsFor(requestLanguage(request, viewer), ["learn"]);
  const translator = createTranslator(translations);
  try {
    const resource = await loadResourcePage(params.resourceId, {
      t: (id, values) => translator._(id, values),
    });
    return { ...resource, translations };
  } catch (error) {
    pageRefused(error);
  }
}

export default function LearnResource() {
  const { translations, ...resource } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <div className="ct-page">
        <BackToTopic topic={resource.topic} topicLabel={resource.topicLabel} />
        <ResourceView resource={resource} />
      </div>
    </TranslationsProvider>
  );
}

function BackToTopic({ topic, topicLabel }: { topic: string; topicLabel: string }) {
  const t = useT();
  return (
    <p>
      <Link to={`${LEARN_PATH}?topic=${topic}`}>
        {t("learn.moreAbout", { topic: topicLabel.toLowerCase() })}
      </Link>
    </p>
  );
}
