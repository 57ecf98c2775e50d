// /admin/journey/companies: every organisation, searchable by name or legal name (?q=), each
// linking to its company view. read:admin.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { searchOrganisations } from "~/models/organisation-details.server";
import { requirePermission } from "~/services/auth/guards.server";
import { readQuery } from "~/services/kit/query";
import { organisationSearchQuery } from "~/services/organisations/queries";
import { ORGANISATION_SEARCH_MAX } from "~/services/organisations/rules";
import contractingStyles from "~/styles/contracting.css?url";
import { NO_HYDRATION } from "~/components/hydration";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contractingStyles }];

// Plain HTML (decision 0156): the search is a GET form and each result a link.
export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [{ title: "Organisations · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  const q = readQuery(request, organisationSearchQuery).q ?? "";
  const rows = await searchOrganisations(q);
  return {
    q,
    organisations: rows.map((row) => ({
      id: row.id,
      name: row.name,
      legalName: row.legalName,
      contractSent: !!row.contractSent,
      farmsComplete: !!row.farmsComplete,
    })),
  };
}

export default function AdminCompanies() {
  const { q, organisations } = useLoaderData<typeof loader>();
  return (
    <div className="ct-page">
      <h1>Organisations</h1>
      <Form method="get" role="search" className="ct-search">
        <label htmlFor="company-search">Search by name</label>{" "}
        <input
          id="company-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={ORGANISATION_SEARCH_MAX}
        />{" "}
        <button type="submit" className="button">
          Search
        </button>
      </Form>
      {organisations.length === 0 ? (
        <p className="ct-empty">No organisations found.</p>
      ) : (
        <table className="ct-table rotated-table">
          <thead>
            <tr>
              <th scope="col">Organisation</th>
              <th scope="col">Legal entity</th>
              <th scope="col">Farms complete</th>
              <th scope="col">Contract sent</th>
            </tr>
          </thead>
          <tbody>
            {organisations.map((o) => (
              <tr key={o.id}>
                <td data-label="Organisation">
                  <Link to={`/admin/journey/companies/${o.id}`}>{o.name}</Link>
                </td>
                <td data-label="Legal entity">{o.legalName ?? "-"}</td>
                <td data-label="Farms complete">{o.farmsComplete ? "Yes" : "No"}</td>
                <td data-label="Contract sent">{o.contractSent ? "Yes" : "No"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
