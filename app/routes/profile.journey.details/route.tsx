// /profile/journey/details (spec §2 '/profile' journey child 'details'; issue 6 'Contracting
// details'): the legal entity that signs the contract, its signatories, and the farms with their
// ERF / title-deed numbers, locations and boundaries (areas in hectares, spec §3 'Land area
// measurement'), with the unmapped warnings (spec §4). Owners, staff and consultants edit;
// signatories and others read (docs/decisions/0044-contracting-roles.md). Staff at
// /admin/userView see it read-only.
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  LegalEntityCard,
  SignatoriesSection,
} from "~/components/contracting/entity-and-signatories";
import { DetailsSummary } from "~/components/contracting/details-summary";
import { FarmsSection } from "~/components/contracting/farms-section";
import { MapPreview } from "~/components/contracting/map-preview";
import { getEnv } from "~/env.server";
import { journeyWriterOf, type JourneyWriter } from "~/services/journey/journey-view.server";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";
import { handleDetailsPost, loadDetailsPage } from "./data.server";

export const meta: MetaFunction = () => [{ title: "Contracting details · Veld" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contractingStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await loadDetailsPage(await requireProfileContext(request));
  // The map's tiles (MAP_TILE_URL…, decision 0068): configuration, sent only to the pages that draw it.
  return { ...page, mapTiles: getEnv().mapTiles };
}

// Writes need an editor role and the step open (the journey layout shows a locked step instead
// of this page; a post to a locked step answers 409 with the reason).
export async function action({ request, context }: ActionFunctionArgs) {
  let writer: JourneyWriter;
  try {
    writer = await journeyWriterOf(await requireProfileWriter(request), "details");
  } catch (error) {
    pageRefused(error);
  }
  return handleDetailsPost(writer.context, request, context.requestId);
}

export default function ContractingDetails() {
  const { organisation, details, canEdit, isUserView, mapTiles } = useLoaderData<typeof loader>();
  if (!organisation || !details) {
    return (
      <div className="ct-page">
        <h1>Contracting details</h1>
        <p>
          {isUserView
            ? "This person does not belong to an organisation yet."
            : "You don't belong to an organisation yet."}
        </p>
      </div>
    );
  }
  const farms = details.farms;
  return (
    <div className="ct-page">
      <h1>Contracting details</h1>
      <p className="page-lead">
        What we need to draw up {organisation.name}&apos;s carbon-credit contract: the legal entity
        that signs it, the people who sign, and each farm with its title-deed numbers, location and
        boundary.
      </p>
      {!canEdit && !isUserView ? (
        <p className="notice" role="note">
          You can see these details; the owner, farm staff or the agri consultant of{" "}
          {organisation.name} can change them.
        </p>
      ) : null}
      <DetailsSummary
        company={details.company}
        signatoryCount={details.signatories.length}
        farms={farms}
        totalHectares={details.totalHectares}
      />
      <LegalEntityCard entity={details.company} canEdit={canEdit} />
      <SignatoriesSection signatories={details.signatories} canEdit={canEdit} />
      <FarmsSection farms={farms} canEdit={canEdit} />
      {farms.length > 0 ? <MapPreview farms={farms} tiles={mapTiles} /> : null}
    </div>
  );
}
