// /admin/calc (issue 17 'Carbon calculator'; decision 0093): read:admin chooses an organisation
// (?companyId=<uuid>: not a UUID is a 400, an unknown one a 404; without it, the list) and sees
// its carbon calculation as the farmer does, with a link to move its constants
// (/admin/journey/calcSetup). Read-only: the choice is a link, no form.
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CarbonCalculationView } from "~/components/calculations/carbon-view";
import { requirePermission } from "~/services/auth/guards.server";
import { loadAdminCarbonPage } from "~/services/calculations/carbon-view.server";
import { organisationQuery } from "~/services/calculations/queries";
import { readQuery } from "~/services/kit/query";
import contractingStyles from "~/styles/contracting.css?url";
import carbonStyles from "~/styles/carbon.css?url";
import { NO_HYDRATION } from "~/components/hydration";

// The calculation's tables and links: no JavaScript needed (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: carbonStyles },
];

export const meta: MetaFunction = () => [{ title: "Carbon credit calculator · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  const { companyId } = readQuery(request, organisationQuery);
  try {
    return await loadAdminCarbonPage(companyId);
  } catch (error) {
    pageRefused(error);
  }
}

export default function AdminCalc() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "choose") {
    return (
      <div className="ct-page">
        <h1>Carbon credit calculator</h1>
        <p>Choose an organisation to see its carbon calculation.</p>
        {page.organisations.length === 0 ? (
          <p className="ct-empty">No organisations yet.</p>
        ) : (
          <ul>
            {page.organisations.map((org) => (
              <li key={org.id}>
                <Link to={`/admin/calc?companyId=${org.id}`}>{org.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <div className="ct-page">
      <p>
        <Link to="/admin/calc">All organisations</Link>
      </p>
      <h1>Carbon credit calculator: {page.organisation.name}</h1>
      <p>
        The estimate {page.organisation.name} sees, worked out from its current data with the
        constants its calculations are pinned to.
      </p>
      <CarbonCalculationView calculation={page.calculation} setupHref="/admin/journey/calcSetup" />
    </div>
  );
}
