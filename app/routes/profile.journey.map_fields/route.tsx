// /profile/journey/map_fields (spec §2 journey child 'map_fields'; §1 'mapping fields'; issue 14;
// decision 0070): once the signed contract is confirmed, the farmer maps every field they enrol,
// by file (one field per feature) or as a circle without JavaScript, or by drawing on the map
// with it; fields must not overlap each other, and what lies outside the farm boundaries or is
// also mapped by another organisation is flagged. The farmer submits the fields; an admin
// confirms them (fieldsComplete) and the journey moves to the implementation plan.
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useActionResult } from "~/components/form/action-result";
import { FarmFieldsCard, FieldDialogs } from "~/components/fields/fields-section";
import { FieldDrawMap } from "~/components/fields/field-draw-map";
import { FieldAddForms } from "~/components/fields/field-add-forms";
import { FieldWordsExplained } from "~/components/fields/field-words";
import { TranslationsProvider, useT, type Translate } from "~/components/i18n";
import { SpinnerButton } from "~/components/spinner-button";
import { journeyWriterOf, type JourneyWriter } from "~/services/journey/journey-view.server";
import type { MapFieldsIntent } from "~/services/fields/forms";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";
import fieldsStyles from "~/styles/fields.css?url";
import { handleMapFieldsPost, loadMapFieldsPage } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${data ? createTranslator(data.translations)._("fields.title") : "Map fields"} · Veld`,
  },
];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: fieldsStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return loadMapFieldsPage(context, requestLanguage(request, context.viewer));
}

// Writes need an editor role and the step open (a post to a locked step answers 409).
export async function action({ request, context }: ActionFunctionArgs) {
  let writer: JourneyWriter;
  try {
    writer = await journeyWriterOf(await requireProfileWriter(request), "map_fields");
  } catch (error) {
    pageRefused(error);
  }
  return handleMapFieldsPost(writer.context, request, context.requestId);
}

const SUBMIT_INTENT: MapFieldsIntent = "submit";

/** The season's count: how many fields are mapped, how many included, and their hectares. */
function countText(t: Translate, mapped: number, included: number, ha: string): string {
  if (mapped === 0) return t("fields.countNone");
  if (included === 0) return t("fields.countNoneIn", { count: mapped });
  if (included === mapped) return t("fields.countAll", { count: mapped, ha });
  return t("fields.countSome", { count: mapped, included, ha });
}

export default function MapFields() {
  const { translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <MapFieldsPage />
    </TranslationsProvider>
  );
}

function MapFieldsPage() {
  const { organisation, overview, canEdit, mapTiles } = useLoaderData<typeof loader>();
  const t = useT();
  // A refused drawing (the map's draw or redraw form): its reason, shown above the map.
  const drawRefused = useActionResult("draw" satisfies MapFieldsIntent);
  const redrawRefused = useActionResult("redraw" satisfies MapFieldsIntent);
  const drawRefusal = [drawRefused, redrawRefused]
    .flatMap((result) => [result.formError, ...Object.values(result.fieldErrors)])
    .find(Boolean);
  if (!organisation || !overview) {
    return (
      <div className="ct-page">
        <h1>{t("fields.title")}</h1>
        <p>{t("fields.noOrg")}</p>
      </div>
    );
  }
  const allFields = overview.farms.flatMap((farm) => farm.fields);
  const submitted = !!overview.fieldsSubmittedAt;
  // 'No farms yet: add them on the {link} page.' around its link.
  const [noFarmsBefore, noFarmsAfter] = t("fields.noFarms", { link: "\u0000" }).split("\u0000");
  return (
    <div className="ct-page">
      <h1>{t("fields.title")}</h1>
      <p className="page-lead">
        {t(canEdit ? "fields.leadDraw" : "fields.lead", { name: organisation.name })}
      </p>
      <p className="fd-summary" data-testid="fields-summary">
        {t("fields.season", { season: overview.season.label })}{" "}
        <strong>
          {countText(
            t,
            overview.fieldCount,
            allFields.filter((field) => field.included).length,
            overview.includedLabel,
          )}
        </strong>{" "}
        <Link to="/profile/my_fields">{t("fields.seeAll")}</Link>
      </p>
      {canEdit ? (
        <FieldAddForms farms={overview.farms.map(({ id, name }) => ({ id, name }))} />
      ) : null}
      {canEdit && mapTiles ? (
        <section className="ct-section" aria-labelledby="draw-heading">
          <h2 id="draw-heading">{t("fields.drawHeading")}</h2>
          {drawRefusal ? (
            <p className="notice notice--error" role="alert" data-testid="draw-refusal">
              {drawRefusal}
            </p>
          ) : null}
          <FieldDrawMap
            farms={overview.mapFarms}
            fields={allFields
              .filter((f) => f.geometry)
              .map((f) => ({
                id: f.id,
                name: f.name,
                farmId: f.farmId,
                geometry: f.geometry!,
                editable: f.status !== "DELETED",
              }))}
            tiles={mapTiles}
          />
        </section>
      ) : null}
      <section className="ct-section" aria-labelledby="farms-heading">
        <h2 id="farms-heading">{t("fields.farmsHeading")}</h2>
        {allFields.length > 0 ? <FieldWordsExplained /> : null}
        {overview.farms.length === 0 ? (
          <p className="ct-empty">
            {noFarmsBefore}
            <Link to="/profile/journey/details">{t("fields.noFarmsLink")}</Link>
            {noFarmsAfter}
          </p>
        ) : null}
        {overview.farms.map((farm) => (
          <FarmFieldsCard key={farm.id} farm={farm} canEdit={canEdit} />
        ))}
      </section>
      {canEdit ? <FieldDialogs fields={allFields} /> : null}
      <section className="ct-section" aria-labelledby="submit-heading">
        <h2 id="submit-heading">{t("fields.submitHeading")}</h2>
        {overview.fieldsComplete ? (
          <p>{t("fields.confirmed")}</p>
        ) : submitted ? (
          <p>{t("fields.submitted", { date: overview.submittedLabel ?? "" })}</p>
        ) : canEdit ? (
          <Form method="post">
            <input type="hidden" name="intent" value={SUBMIT_INTENT} />
            <p>{t("fields.submitLead")}</p>
            <SpinnerButton>{t("fields.submitButton")}</SpinnerButton>
          </Form>
        ) : (
          <p>{t("fields.whoSubmits")}</p>
        )}
      </section>
    </div>
  );
}
