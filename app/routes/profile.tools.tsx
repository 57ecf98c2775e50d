// /profile/tools (spec §2 '/profile' child 'tools'; issue 17; decision 0094): the index of the
// farmer's tools, each a card with a sentence and a link. The list is
// app/services/calculations/tools.ts; tests/integration/tools.test.ts proves every link reaches
// a page that exists and is built. Also mounted under /admin/userView (links keep ?userId=…).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ToolList } from "~/components/calculations/tool-list";
import { PROFILE_TOOL_GROUPS } from "~/services/calculations/tools";
import { requireProfileContext } from "~/services/profiles/context.server";
import dashboardStyles from "~/styles/dashboard.css?url";
import { NO_HYDRATION } from "~/components/hydration";

// A list of links: no JavaScript needed (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardStyles }];

export const meta: MetaFunction = () => [{ title: "Tools · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { basePath, search } = await requireProfileContext(request);
  return { basePath, search };
}

export default function ProfileTools() {
  const { basePath, search } = useLoaderData<typeof loader>();
  return (
    <div className="ct-page">
      <h1>Tools</h1>
      <p className="page-lead">
        Practical tools to help you plan, record and follow your regenerative practices and the
        carbon credits they earn.
      </p>
      <ToolList groups={PROFILE_TOOL_GROUPS} basePath={basePath} search={search} />
    </div>
  );
}
