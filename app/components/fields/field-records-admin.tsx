// The admin's field records page's panels (issue 14, decision 0072): the filter, the bulk
// signoff and title deeds of one organisation, and the auto signoffs. Real forms: they work
// without JavaScript. Each posts to the page's URL as it is (no action: the page renders them)
// with its intent and what it is about in its body (decision 0128). The page is
// app/routes/admin.journey.fieldRecords.
import { intentName, formKey } from "~/services/kit/forms/intent";
import { Form } from "@remix-run/react";
import { FormBuilder } from "~/components/form/form-builder";
import { SpinnerButton } from "~/components/spinner-button";
import { SIGNOFF_FILTERS } from "~/services/fields/signoff";
import {
  BULK_FIELDS,
  TITLE_DEED_FIELDS,
  WETLAND_UPLOAD_FIELDS,
  type FieldRecordsIntent,
} from "~/services/fields/signoff-forms";
import {
  bulkValidator,
  titleDeedValidator,
  wetlandUploadValidator,
} from "~/components/fields/signoff-validators";
import { FIELD_STATUS_LABELS } from "~/services/fields/status";
import { FIELD_STATUSES } from "~/shared/fields";

export interface TitleDeedBoundary {
  id: string;
  name: string;
  areaLabel: string;
  deeds: readonly { fileId: string; at: string }[];
}

export interface OrganisationPanelData {
  id: string;
  boundaries: readonly TitleDeedBoundary[];
}

export interface WetlandLayerOption {
  id: string;
  name: string;
  polygonCount: number;
  at: string;
}

// The plain forms' intents as typed constants (jsx-a11y cannot read a satisfies expression).
const WETLAND_RUN: FieldRecordsIntent = "wetland-run";
const BOUNDARY_ASSIGN: FieldRecordsIntent = "boundary-assign";
const TITLE_DEED: FieldRecordsIntent = "title-deed";

/** A GET form: a change goes back to the first page. */
export function FieldRecordsFilters({
  query,
  organisations,
}: {
  query: { companyIds: readonly string[]; status: string | null; signoff: string | null };
  organisations: readonly { value: string; label: string }[];
}) {
  return (
    <Form method="get" className="kit-form ct-filters" aria-label="Filter fields">
      <details open={query.companyIds.length > 0}>
        <summary>
          Organisations{query.companyIds.length > 0 ? ` (${query.companyIds.length} chosen)` : ""}
        </summary>
        <fieldset>
          <legend className="visually-hidden">Organisations</legend>
          {organisations.map((o) => (
            <label key={o.value} className="kf-check">
              <input
                type="checkbox"
                name="companyIds"
                value={o.value}
                defaultChecked={query.companyIds.includes(o.value)}
              />{" "}
              {o.label}
            </label>
          ))}
        </fieldset>
      </details>
      <label className="kf-field">
        <span className="kf-field__label">Status</span>
        <select name="status" defaultValue={query.status ?? ""}>
          <option value="">Every status but deleted</option>
          {FIELD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {FIELD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="kf-field">
        <span className="kf-field__label">Signoff</span>
        <select name="signoff" defaultValue={query.signoff ?? ""}>
          <option value="">Any</option>
          {SIGNOFF_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        Show fields
      </button>
    </Form>
  );
}

export function OrganisationPanel({ organisation }: { organisation: OrganisationPanelData }) {
  return (
    <section className="ct-section" aria-labelledby="organisation-heading">
      <h2 id="organisation-heading">This organisation</h2>
      <h3>Sign off a criterion for every field</h3>
      <FormBuilder
        intent={intentName<FieldRecordsIntent>("bulk")}
        fields={BULK_FIELDS}
        validator={bulkValidator}
        submitLabel="Sign off every field"
      >
        <input type="hidden" name="companyId" value={organisation.id} />
      </FormBuilder>
      <h3>Title deeds</h3>
      <p>
        A field whose farm boundaries all have a title deed passes ownership, unless a person
        decided its ownership.
      </p>
      {organisation.boundaries.length === 0 ? (
        <p>The organisation has no farm boundaries.</p>
      ) : null}
      {organisation.boundaries.map((boundary) => (
        <TitleDeedForm key={boundary.id} organisationId={organisation.id} boundary={boundary} />
      ))}
    </section>
  );
}

function TitleDeedForm({
  organisationId,
  boundary,
}: {
  organisationId: string;
  boundary: TitleDeedBoundary;
}) {
  return (
    <article className="ct-farm" data-testid="title-deed">
      <h4>
        {boundary.name} ({boundary.areaLabel})
      </h4>
      {boundary.deeds.length > 0 ? (
        <ul>
          {boundary.deeds.map((deed) => (
            <li key={deed.fileId}>
              <a href={`/files/${deed.fileId}`}>Title deed</a>, uploaded {deed.at}
            </li>
          ))}
        </ul>
      ) : (
        <p>No title deed yet.</p>
      )}
      <FormBuilder
        // One form per boundary with this intent: its id names the boundary, so a refusal comes
        // back to this form alone.
        intent={TITLE_DEED}
        id={formKey(TITLE_DEED, boundary.id)}
        fields={TITLE_DEED_FIELDS}
        validator={titleDeedValidator}
        submitLabel="Upload title deed"
      >
        <input type="hidden" name="companyId" value={organisationId} />
        <input type="hidden" name="boundaryId" value={boundary.id} />
      </FormBuilder>
    </article>
  );
}

export function AutoSignoff({
  organisationId,
  layers,
}: {
  organisationId: string;
  layers: readonly WetlandLayerOption[];
}) {
  const scope = organisationId ? "this organisation's fields" : "every organisation's fields";
  return (
    <section className="ct-section" aria-labelledby="auto-heading">
      <h2 id="auto-heading">Auto signoff</h2>
      <h3>Wetland</h3>
      <p>
        Fields outside every wetland of the layer pass; fields inside one get their wetland hectares
        and are left for you to decide. A decision a person made is never changed.
      </p>
      {layers.length > 0 ? (
        <Form method="post" className="kit-form">
          <input type="hidden" name="intent" value={WETLAND_RUN} />
          <label className="kf-field">
            <span className="kf-field__label">Wetland layer</span>
            <select name="layerId" defaultValue={layers[0]!.id}>
              {layers.map((layer) => (
                <option key={layer.id} value={layer.id}>
                  {layer.name} ({layer.polygonCount} polygons, {layer.at})
                </option>
              ))}
            </select>
          </label>
          {organisationId ? <input type="hidden" name="companyId" value={organisationId} /> : null}
          <SpinnerButton>Run the wetland auto signoff on {scope}</SpinnerButton>
        </Form>
      ) : (
        <p>No wetland layer has been uploaded yet.</p>
      )}
      <h4>Upload a wetland layer</h4>
      <FormBuilder
        intent={intentName<FieldRecordsIntent>("wetland-upload")}
        fields={WETLAND_UPLOAD_FIELDS}
        validator={wetlandUploadValidator}
        submitLabel="Upload layer"
      />
      <h3>Farm boundaries (boundaryAssign)</h3>
      <p>
        Each field gets the farm boundaries of its organisation that cover most of it; a field on
        none stays undecided.
      </p>
      <Form method="post" className="kit-form">
        <input type="hidden" name="intent" value={BOUNDARY_ASSIGN} />
        {organisationId ? <input type="hidden" name="companyId" value={organisationId} /> : null}
        <SpinnerButton>Assign farm boundaries to {scope}</SpinnerButton>
      </Form>
    </section>
  );
}
