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
import { SpinnerButton } from "~/components/spinner-button";
import { formatHectares } from "~/services/contracting/rules";
import { journeyWriterOf, type JourneyWriter } from "~/services/journey/journey-view.server";
import { formatDateTime } from "~/services/kit/format";
import type { MapFieldsIntent } from "~/services/fields/forms";
import { fieldsCountText } from "~/services/fields/status";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";
import fieldsStyles from "~/styles/fields.css?url";
import { handleMapFieldsPost, loadMapFieldsPage } from "./data.server";

export const meta: MetaFunction = () => [{ title: "Map fields · Veld" }];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: fieldsStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadMapFieldsPage(await requireProfileContext(request));
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

export default function MapFields() {
  const { organisation, overview, canEdit, mapTiles } = useLoaderData<typeof loader>();
  // A refused drawing (the map's draw or redraw form): its reason, shown above the map.
  const drawRefused = useActionResult("draw" satisfies MapFieldsIntent);
  const redrawRefused = useActionResult("redraw" satisfies MapFieldsIntent);
  const drawRefusal = [drawRefused, redrawRefused]
    .flatMap((result) => [result.formError, ...Object.values(result.fieldErrors)])
    .find(Boolean);
  if (!organisation || !overview) {
    return (
      <div className="ct-page">
        <h1>Map fields</h1>
        <p>You don&apos;t belong to an organisation yet.</p>
      </div>
    );
  }
  const allFields = overview.farms.flatMap((farm) => farm.fields);
  const submitted = !!overview.fieldsSubmittedAt;
  return (
    <div className="ct-page">
      <h1>Map fields</h1>
      <p className="page-lead">
        Map every field of {organisation.name} that you enrol in the programme, so that we know
        exactly which land is in the project. Upload a file from your mapping program, enter a round
        field by its centre and radius
        {canEdit ? ", or draw the field on the map" : ""}. Areas are in hectares, rounded to 2
        decimals.
      </p>
      <p className="fd-summary" data-testid="fields-summary">
        Season {overview.season.label}:{" "}
        <strong>
          {fieldsCountText(
            overview.fieldCount,
            allFields.filter((field) => field.included).length,
            formatHectares(overview.includedHectares),
          )}
        </strong>{" "}
        <Link to="/profile/my_fields">See all your fields</Link>
      </p>
      {canEdit ? (
        <FieldAddForms farms={overview.farms.map(({ id, name }) => ({ id, name }))} />
      ) : null}
      {canEdit && mapTiles ? (
        <section className="ct-section" aria-labelledby="draw-heading">
          <h2 id="draw-heading">Draw on the map</h2>
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
        <h2 id="farms-heading">Your farms and their fields</h2>
        {allFields.length > 0 ? <FieldWordsExplained /> : null}
        {overview.farms.length === 0 ? (
          <p className="ct-empty">
            No farms yet: add them on the{" "}
            <Link to="/profile/journey/details">contracting details</Link> page.
          </p>
        ) : null}
        {overview.farms.map((farm) => (
          <FarmFieldsCard key={farm.id} farm={farm} canEdit={canEdit} />
        ))}
      </section>
      {canEdit ? <FieldDialogs fields={allFields} /> : null}
      <section className="ct-section" aria-labelledby="submit-heading">
        <h2 id="submit-heading">Submit your fields</h2>
        {overview.fieldsComplete ? (
          <p>We have confirmed your fields. The next step is your implementation plan.</p>
        ) : submitted ? (
          <p>
            You submitted your fields on {formatDateTime(overview.fieldsSubmittedAt)}. We are
            checking them and will e-mail you once we have confirmed them.
          </p>
        ) : canEdit ? (
          <Form method="post">
            <input type="hidden" name="intent" value={SUBMIT_INTENT} />
            <p>
              When every field you enrol is mapped, submit them. We check each field against the
              programme&apos;s rules (its boundary, wetlands, ownership, land conversion and native
              ecosystems) and confirm them, and the implementation plan opens.
            </p>
            <SpinnerButton>Submit my fields</SpinnerButton>
          </Form>
        ) : (
          <p>The owner, farm staff or the agri consultant submits the fields.</p>
        )}
      </section>
    </div>
  );
}
