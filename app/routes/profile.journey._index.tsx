// /profile/journey: an overview of the journey's steps and the next action (decision 0035), in
// the same ten steps as the progress bar (decision 0067).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { JourneyOverview } from "~/components/journey/journey-overview";
import { journeyPageOf } from "~/services/journey/journey-view.server";
import { journeyProgressView } from "~/services/journey/progress-words";
import { requireProfileContext } from "~/services/profiles/context.server";
import { NO_HYDRATION } from "~/components/hydration";
import { TranslationsProvider } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { JOURNEY_NAMESPACE, journeyWords } from "~/services/journey/journey-words.server";
import { requestLanguage } from "~/services/kit/language.server";

// The journey's overview is text and links: no JavaScript needed (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [{ title: "Your journey · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { context, state } = await journeyPageOf(await requireProfileContext(request));
  const language = requestLanguage(request, context.viewer);
  const words = journeyWords(language);
  // SIGN_UP is behind every organisation: the view starts at expressing interest.
  const view = words.view(journeyProgressView(state.progress, context.basePath));
  return {
    stages: view.stages,
    summary: view.summary,
    next: { label: words.text(state.next.label), href: `${state.next.href}${context.search}` },
    search: context.search,
    translations: translationsFor(language, [JOURNEY_NAMESPACE]),
  };
}

export default function Journey() {
  const data = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={data.translations}>
      <JourneyOverview
        stages={data.stages}
        summary={data.summary}
        next={data.next}
        search={data.search}
      />
    </TranslationsProvider>
  );
}
