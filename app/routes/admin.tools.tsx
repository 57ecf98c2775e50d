// /admin/tools (spec §2 '/admin' child 'tools'; issue 17; decision 0094): the index of the staff's
// tools (the checker, the carbon calculator, issued credits, constants and setup), each a card
// with a sentence and a link. The list is app/services/calculations/tools.ts;
// tests/integration/tools.test.ts proves every link reaches a page that exists and is built.
// read:admin.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ToolList } from "~/components/calculations/tool-list";
import { requirePermission } from "~/services/auth/guards.server";
import { ADMIN_TOOL_GROUPS } from "~/services/calculations/tools";
import dashboardStyles from "~/styles/dashboard.css?url";
import { NO_HYDRATION } from "~/components/hydration";

// A list of links: no JavaScript needed (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardStyles }];

export const meta: MetaFunction = () => [{ title: "Tools · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  return null;
}

export default function AdminTools() {
  return (
    <div className="ct-page">
      <h1>Tools</h1>
      <p className="page-lead">
        Staff tools for running the programme: estimates and calculations, issued credits, and the
        constants the calculations use.
      </p>
      <ToolList groups={ADMIN_TOOL_GROUPS} />
    </div>
  );
}
