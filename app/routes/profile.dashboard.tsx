// /profile/dashboard (spec §2 '/profile' child 'dashboard'; issue 17; decision 0094): the active
// organisation's hectares enrolled and included, the practices adopted, and the estimated and
// issued credits and earnings by season, as summary cards and server-rendered SVG charts (the
// spec's eight chart colours), each with a table of the same numbers. No JavaScript needed.
// Any member of the organisation; also mounted under /admin/userView (read-only, ?userId= kept).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import {
  CreditCharts,
  DashboardCards,
  PracticeChart,
} from "~/components/calculations/dashboard-sections";
import { loadDashboard } from "~/services/calculations/dashboard.server";
import { requireProfileContext } from "~/services/profiles/context.server";
import dashboardStyles from "~/styles/dashboard.css?url";
import { NO_HYDRATION } from "~/components/hydration";

// Cards, server-rendered SVG charts and tables: no JavaScript needed (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardStyles }];

export const meta: MetaFunction = () => [{ title: "Carbon credit dashboard · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const { organisation, basePath, search } = context;
  const to = (path: string) => `${basePath}${path}${search}`;
  const links = {
    calculator: to("/calc"),
    checker: to("/checker"),
    mapFields: to("/journey/map_fields"),
    plan: to("/journey/implementation"),
    tools: to("/tools"),
  };
  if (!organisation) return { organisation: null, dashboard: null, links };
  return {
    organisation: { name: organisation.name },
    dashboard: await loadDashboard(organisation.id),
    links,
  };
}

export default function Dashboard() {
  const { organisation, dashboard, links } = useLoaderData<typeof loader>();
  if (!organisation || !dashboard) {
    return (
      <div className="ct-page">
        <h1>Carbon credit dashboard</h1>
        <p className="dashboard__empty" data-testid="no-organisation">
          You don&apos;t belong to an organisation yet. Once you join or create one, its hectares,
          practices and carbon credits appear here.
        </p>
      </div>
    );
  }
  return (
    <div className="ct-page">
      <h1>Carbon credit dashboard</h1>
      <p className="page-lead">
        {organisation.name}&apos;s land, practices and carbon credits at a glance. Credits are in
        tonnes of CO2 equivalent (t CO2e), amounts in rand; each chart&apos;s numbers are in the
        table under it.
      </p>
      <DashboardCards dashboard={dashboard} />
      <section aria-labelledby="credits-heading">
        <h2 id="credits-heading">Credits and earnings by season</h2>
        <CreditCharts dashboard={dashboard} links={links} />
        {dashboard.missing.length > 0 ? (
          <div className="dashboard__note" data-testid="estimate-missing">
            <p>For a better estimate, the calculator still needs:</p>
            <ul>
              {dashboard.missing.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      <section aria-labelledby="practices-heading">
        <h2 id="practices-heading">Practices adopted</h2>
        <PracticeChart dashboard={dashboard} links={links} />
      </section>
      <p>
        <Link to={links.tools}>See all your tools</Link>, including the carbon calculator and the
        CSV templates.
      </p>
    </div>
  );
}
