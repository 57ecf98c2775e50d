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
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.metaTitle ?? "Contracting details · Veld" },
];

/**
 * The page's own words in the person's language (issue 33; journey.po `details.*`), filled in
 * here: the page's script is at its budget, so it gets sentences, not the translator.
 */
function detailsText(request: Request, viewer: { language: string | null }, organisation: string) {
  const translator = createTranslator(
    translationsFor(requestLanguage(request, viewer), ["details"]),
  );
  const t = (id: string) => translator._(id, { organisation });
  return {
    metaTitle: t("details.metaTitle"),
    title: t("details.title"),
    lead: t("details.lead"),
    readOnly: t("details.readOnly"),
    noOrganisation: t("details.noOrganisation"),
    noOrganisationUserView: t("details.noOrganisationUserView"),
  };
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contractingStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const page = await loadDetailsPage(context);
  // The map's tiles (MAP_TILE_URL…, decision 0068): configuration, sent only to the pages that draw it.
  return {
    ...page,
    mapTiles: getEnv().mapTiles,
    text: detailsText(request, context.viewer, page.organisation?.name ?? ""),
  };
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
  const { organisation, details, canEdit, isUserView, mapTiles, text } =
    useLoaderData<typeof loader>();
  if (!organisation || !details) {
    return (
      <div className="ct-page">
        <h1>{text.title}</h1>
        <p>{isUserView ? text.noOrganisationUserView : text.noOrganisation}</p>
      </div>
    );
  }
  const farms = details.farms;
  return (
    <div className="ct-page">
      <h1>{text.title}</h1>
      <p className="page-lead">{text.lead}</p>
      {!canEdit && !isUserView ? (
        <p className="notice" role="note">
          {text.readOnly}
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
