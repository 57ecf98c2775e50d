// /profile/learn/:resourceId (issue 18; decision 0098): one published learning resource for
// anyone signed in: an article's text (rendered as text, never HTML), a file's download, or a
// link or video that opens in a new tab. A draft or unknown id is a 404; an id that is not one a
// 400 with a sentence.
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ResourceView } from "~/components/resources/resource-view";
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
  { title: data ? `${data.title} · Learn · Veld` : "Learn · Veld" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireProfileContext(request);
  try {
    return await loadResourcePage(params.resourceId);
  } catch (error) {
    pageRefused(error);
  }
}

export default function LearnResource() {
  const resource = useLoaderData<typeof loader>();
  return (
    <div className="ct-page">
      <p>
        <Link to={`${LEARN_PATH}?topic=${resource.topic}`}>
          ← More about {resource.topicLabel.toLowerCase()}
        </Link>
      </p>
      <ResourceView resource={resource} />
    </div>
  );
}
