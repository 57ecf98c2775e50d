// /admin/journey/companies/$companyId (issue 6 'Admin journey pages': a company view with its
// details, signatories, farms and boundaries): the organisation's legal entity, signatories,
// farms with their boundaries, areas and unmapped warnings, its journey flags, and for
// write:admin the contract upload, farmsComplete and contractSent (spec §7). read:admin to view.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminContractPanel, JourneyFlags } from "~/components/contracting/admin-contract-panel";
import { LegalEntityCard } from "~/components/contracting/entity-and-signatories";
import { FarmCard } from "~/components/contracting/farms-section";
import { MapPreview } from "~/components/contracting/map-preview";
import { SignatoriesTable } from "~/components/contracting/parts";
import { requirePermission } from "~/services/auth/guards.server";
import { formatHectares } from "~/services/contracting/rules";
import contractingStyles from "~/styles/contracting.css?url";
import { handleAdminCompanyPost, loadAdminCompany } from "./data.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contractingStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.details.company.name ?? "Company"} · Admin · Veld` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return loadAdminCompany(viewer, params.companyId ?? "");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  return handleAdminCompanyPost(viewer, params.companyId ?? "", request, context.requestId);
}

export default function AdminCompany() {
  const { details, step, canWrite } = useLoaderData<typeof loader>();
  const { company, farms, signatories } = details;
  return (
    <div className="ct-page">
      <p>
        <Link to="/admin/journey/companies">All organisations</Link>
      </p>
      <h1>{company.name}</h1>
      <section className="ct-section" aria-labelledby="journey-heading">
        <h2 id="journey-heading">Journey</h2>
        <JourneyFlags flags={company} stepLabel={step.label} />
        {canWrite ? <AdminContractPanel flags={company} /> : null}
      </section>
      <LegalEntityCard entity={company} canEdit={false} />
      <section className="ct-section" aria-labelledby="admin-signatories">
        <h2 id="admin-signatories">Signatories</h2>
        <SignatoriesTable signatories={signatories} />
      </section>
      <section className="ct-section" aria-labelledby="admin-farms">
        <h2 id="admin-farms">Farms</h2>
        <p>
          {farms.length} {farms.length === 1 ? "farm" : "farms"},{" "}
          {formatHectares(details.totalHectares)} in all.
        </p>
        {farms.map((farm) => (
          <FarmCard key={farm.id} farm={farm} canEdit={false} />
        ))}
        {farms.length > 0 ? <MapPreview farms={farms} /> : null}
      </section>
    </div>
  );
}
