// /profile/learn (issue 18; decision 0098; spec §2 '/profile learn'): the published learning
// resources. Those written for the farmer's current journey step come first, under a heading
// naming the step; the rest follow by topic. ?topic= keeps one topic (a GET form). Plain links
// and a GET form: it works without JavaScript.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ResourceList, TopicFilter } from "~/components/resources/resource-list";
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

export const meta: MetaFunction = () => [{ title: "Learn · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return loadLearnPage(context, readQuery(request, learnPageQuery).topic ?? null);
}

export default function Learn() {
  const page = useLoaderData<typeof loader>();
  const empty = page.forStep.length === 0 && page.byTopic.length === 0;
  return (
    <div className="ct-page">
      <h1>Learn</h1>
      <p>
        Articles, guides, links and videos about regenerative agriculture, soil carbon and the
        programme, chosen by the Veld team.
      </p>
      <TopicFilter topic={page.topic} options={page.topicOptions} />
      {empty ? (
        <p className="ct-empty">
          {page.topic
            ? "There are no resources on this topic yet. Choose 'All topics' to see the others."
            : "There are no resources yet. Please check again soon."}
        </p>
      ) : null}
      {page.forStep.length > 0 ? (
        <section className="ct-section" aria-labelledby="for-step-heading">
          <h2 id="for-step-heading">For your current step: {page.stepLabel}</h2>
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
