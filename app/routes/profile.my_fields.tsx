// /profile/my_fields (spec §2 '/profile' child 'my_fields'; issue 14): every field of the active
// organisation by farm, with its area, status, checks and flags, and the hectares included this
// season per farm and in all (spec §4 'Field inclusion'). Read-only: fields are mapped and
// changed on the journey's 'Map fields' page, which it links to once that step is open.
// Also mounted under /admin/userView.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FarmFieldsCard } from "~/components/fields/fields-section";
import { formatHectares } from "~/services/contracting/rules";
import { loadFieldsOverview } from "~/services/fields/overview.server";
import { requireProfileContext } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";
import fieldsStyles from "~/styles/fields.css?url";

export const meta: MetaFunction = () => [{ title: "My fields · Veld" }];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: fieldsStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const organisation = context.organisation;
  if (!organisation) return { organisation: null, overview: null, mapHref: "" };
  return {
    organisation: { name: organisation.name },
    overview: await loadFieldsOverview(organisation.id),
    mapHref: `${context.basePath}/journey/map_fields${context.search}`,
  };
}

export default function MyFields() {
  const { organisation, overview, mapHref } = useLoaderData<typeof loader>();
  if (!organisation || !overview) {
    return (
      <div className="ct-page">
        <h1>My fields</h1>
        <p>You don&apos;t belong to an organisation yet.</p>
      </div>
    );
  }
  return (
    <div className="ct-page">
      <h1>My fields</h1>
      <p className="page-lead">
        The fields {organisation.name} has mapped, with what we record for each of them. Areas are
        in hectares, rounded to 2 decimals.
      </p>
      {!overview.contractSigned ? (
        <p className="notice" role="note">
          Mapping fields opens once we have confirmed your signed contract. Until then there are no
          fields to show.
        </p>
      ) : (
        <>
          <p className="fd-summary" data-testid="fields-summary">
            Season {overview.season.label}: {overview.fieldCount}{" "}
            {overview.fieldCount === 1 ? "field" : "fields"},{" "}
            <strong>{formatHectares(overview.includedHectares)} included</strong>.{" "}
            {overview.fieldsComplete ? null : <Link to={mapHref}>Map or change your fields</Link>}
          </p>
          {overview.farms.map((farm) => (
            <FarmFieldsCard key={farm.id} farm={farm} canEdit={false} />
          ))}
        </>
      )}
    </div>
  );
}
