// /admin/journey/fieldRecords (issue 14 'Admin /admin/journey/fieldRecords', 'Auto signoff';
// spec §3 'Field' admin view, §4 'Signoff display labels', 'Signoff per field per criterion',
// §6 SIGNOFF (canSignoff = write:signoff); decision 0072): the fields of every organisation with
// their five criteria shown 'Not Done' / 'Passed' / 'Failed' and the computed signoffPass; a
// field's view (?fieldId=) with one form per criterion and the last decision on each; bulk
// signoff and title deeds for the organisation chosen alone in the filter; the wetland layers
// and the auto signoffs. read:admin to view; write:signoff to change (without it the page shows
// no form, and a post is a 403). Every form is a real post: it all works without JavaScript.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { DataTable, PageSizeSelect, Pagination, ResultsCount } from "~/components/data-table";
import { FormBuilder } from "~/components/form/form-builder";
import { SpinnerButton } from "~/components/spinner-button";
import { requirePermission } from "~/services/auth/guards.server";
import {
  BULK_FIELDS,
  BULK_FORM_ID,
  bulkValidator,
  signoffFields,
  signoffFormId,
  signoffValidator,
  TITLE_DEED_FIELDS,
  titleDeedFormId,
  titleDeedValidator,
  WETLAND_UPLOAD_FIELDS,
  WETLAND_UPLOAD_FORM_ID,
  wetlandUploadValidator,
} from "~/services/fields/signoff-forms";
import { SIGNOFF_CRITERION_LABELS } from "~/services/fields/signoff";
import { FIELD_STATUS_LABELS } from "~/services/fields/status";
import { toSearch } from "~/services/kit/table";
import { FIELD_STATUSES, SIGNOFF_CRITERIA, type SignoffCriterion } from "~/shared/fields";
import contractingStyles from "~/styles/contracting.css?url";
import { FIELD_RECORDS_PATH, SIGNOFF_FILTERS } from "~/services/fields/admin-paths";
import { handleFieldRecordsPost, loadFieldRecords } from "./data.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contractingStyles }];

export const meta: MetaFunction = () => [{ title: "Field records · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return loadFieldRecords(viewer, new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  // spec §6 SIGNOFF (canSignoff): only write:signoff changes a signoff.
  const viewer = await requirePermission(request, "write:signoff");
  return handleFieldRecordsPost(
    { userId: viewer.user?.id ?? null, label: viewer.email, requestId: context.requestId ?? null },
    request,
  );
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

/** The page's URL with the form's own parameters: where a form posts. */
function usePostTarget(params: Record<string, string>) {
  const { search } = useLocation();
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(params)) next.set(key, value);
  return FIELD_RECORDS_PATH + toSearch(next);
}

export default function FieldRecords() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="ct-page">
      <h1>Field records</h1>
      <p>
        The signoff of each field this season ({data.season}): boundary, wetland, ownership, land
        conversion and native ecosystem, and the result of all five.
      </p>
      <Filters data={data} />
      {data.detail ? <FieldDetail data={data} detail={data.detail} /> : null}
      <FieldList data={data} />
      {data.organisation && data.canSignoff ? (
        <OrganisationPanel organisation={data.organisation} />
      ) : null}
      {data.canSignoff ? <AutoSignoff data={data} /> : null}
    </div>
  );
}

/** A GET form: a change goes back to the first page. */
function Filters({ data }: { data: Data }) {
  const { query } = data;
  return (
    <Form method="get" className="kit-form ct-filters" aria-label="Filter fields">
      <details open={query.companyIds.length > 0}>
        <summary>
          Organisations{query.companyIds.length > 0 ? ` (${query.companyIds.length} chosen)` : ""}
        </summary>
        <fieldset>
          <legend className="visually-hidden">Organisations</legend>
          {data.organisations.map((o) => (
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

function FieldList({ data }: { data: Data }) {
  const { search } = useLocation();
  const detailHref = (id: string) => {
    const next = new URLSearchParams(search);
    next.set("fieldId", id);
    return FIELD_RECORDS_PATH + toSearch(next);
  };
  type Row = Data["rows"][number];
  return (
    <section className="ct-section" aria-labelledby="fields-heading">
      <h2 id="fields-heading">Fields</h2>
      <div className="table-toolbar">
        <ResultsCount info={data.info} />
        <PageSizeSelect size={data.info.size} clear={["fieldId"]} />
      </div>
      <DataTable<Row>
        caption="Fields and their signoff"
        columns={[
          { key: "name", header: "Field", cell: (row) => row.name },
          { key: "organisation", header: "Organisation", cell: (row) => row.organisationName },
          { key: "farm", header: "Farm", cell: (row) => row.farmName },
          { key: "area", header: "Area", numeric: true, cell: (row) => row.areaLabel },
          { key: "status", header: "Status", cell: (row) => row.statusLabel },
          ...SIGNOFF_CRITERIA.map((criterion, index) => ({
            key: criterion,
            header: SIGNOFF_CRITERION_LABELS[criterion],
            cell: (row: Row) => (
              <span data-criterion={criterion}>{row.criteria[index]!.result}</span>
            ),
          })),
          {
            key: "signoffPass",
            header: "Signoff",
            cell: (row) => <strong data-testid="signoff-pass">{row.signoffPass}</strong>,
          },
        ]}
        rows={data.rows}
        rowId={(row) => row.id}
        rowLabel={(row) => row.name}
        rowHref={(row) => detailHref(row.id)}
        clear={["fieldId"]}
      />
      <Pagination info={data.info} clear={["fieldId"]} label="Field pages" />
    </section>
  );
}

type Detail = NonNullable<Data["detail"]>;

function FieldDetail({ data, detail }: { data: Data; detail: Detail }) {
  const { search } = useLocation();
  const close = new URLSearchParams(search);
  close.delete("fieldId");
  return (
    <section className="ct-section" aria-labelledby="field-heading" data-testid="field-detail">
      <h2 id="field-heading">
        {detail.name} <small>({detail.farmName})</small>
      </h2>
      <p>
        {detail.areaLabel}, {detail.statusLabel}. Signoff: <strong>{detail.signoffPass}</strong>
        {detail.wetlandHectares !== null
          ? `. Inside wetlands: ${detail.wetlandHectares.toFixed(2)} ha`
          : null}
        .{" "}
        <Link to={FIELD_RECORDS_PATH + toSearch(close)} preventScrollReset>
          Close
        </Link>
      </p>
      {detail.criteria.map((criterion) => (
        <article key={criterion.criterion} className="ct-farm" data-testid="criterion">
          <h3>
            {criterion.label}: {criterion.result}
          </h3>
          <p>
            Signed off: {criterion.signedOff}.{" "}
            {criterion.decision ? (
              <span data-testid="last-decision">
                Last decision by {criterion.decision.byLabel} on {criterion.decision.at}
                {criterion.decision.automatic ? " (automatic)" : ""}: {criterion.decision.reason}
              </span>
            ) : (
              "No decision yet."
            )}
          </p>
          {data.canSignoff && !detail.deleted ? (
            <CriterionForm
              fieldId={detail.id}
              criterion={criterion.criterion}
              boundaryOptions={detail.boundaryOptions}
              defaults={criterion.defaults}
            />
          ) : null}
        </article>
      ))}
    </section>
  );
}

function CriterionForm({
  fieldId,
  criterion,
  boundaryOptions,
  defaults,
}: {
  fieldId: string;
  criterion: SignoffCriterion;
  boundaryOptions: Detail["boundaryOptions"];
  defaults: Detail["criteria"][number]["defaults"];
}) {
  const action = usePostTarget({ do: "signoff", fieldId, criterion });
  return (
    <FormBuilder
      id={signoffFormId(criterion)}
      fields={signoffFields(criterion, boundaryOptions)}
      validator={signoffValidator(criterion, boundaryOptions)}
      action={action}
      defaultValues={defaults}
      submitLabel="Save decision"
    />
  );
}

function OrganisationPanel({ organisation }: { organisation: NonNullable<Data["organisation"]> }) {
  const bulkAction = usePostTarget({ do: "bulk", companyId: organisation.id });
  return (
    <section className="ct-section" aria-labelledby="organisation-heading">
      <h2 id="organisation-heading">This organisation</h2>
      <h3>Sign off a criterion for every field</h3>
      <FormBuilder
        id={BULK_FORM_ID}
        fields={BULK_FIELDS}
        validator={bulkValidator}
        action={bulkAction}
        submitLabel="Sign off every field"
      />
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
  boundary: NonNullable<Data["organisation"]>["boundaries"][number];
}) {
  const action = usePostTarget({
    do: "title-deed",
    companyId: organisationId,
    boundaryId: boundary.id,
  });
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
        id={titleDeedFormId(boundary.id)}
        fields={TITLE_DEED_FIELDS}
        validator={titleDeedValidator}
        action={action}
        submitLabel="Upload title deed"
      />
    </article>
  );
}

function AutoSignoff({ data }: { data: Data }) {
  const uploadAction = usePostTarget({ do: "wetland-upload" });
  const wetlandAction = usePostTarget({ do: "wetland-run" });
  const assignAction = usePostTarget({ do: "boundary-assign" });
  const organisationId = data.organisation?.id ?? "";
  const scope = organisationId ? "this organisation's fields" : "every organisation's fields";
  return (
    <section className="ct-section" aria-labelledby="auto-heading">
      <h2 id="auto-heading">Auto signoff</h2>
      <h3>Wetland</h3>
      <p>
        Fields outside every wetland of the layer pass; fields inside one get their wetland hectares
        and are left for you to decide. A decision a person made is never changed.
      </p>
      {data.layers.length > 0 ? (
        <Form method="post" action={wetlandAction} className="kit-form">
          <label className="kf-field">
            <span className="kf-field__label">Wetland layer</span>
            <select name="layerId" defaultValue={data.layers[0]!.id}>
              {data.layers.map((layer) => (
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
        id={WETLAND_UPLOAD_FORM_ID}
        fields={WETLAND_UPLOAD_FIELDS}
        validator={wetlandUploadValidator}
        action={uploadAction}
        submitLabel="Upload layer"
      />
      <h3>Farm boundaries (boundaryAssign)</h3>
      <p>
        Each field gets the farm boundaries of its organisation that cover most of it; a field on
        none stays undecided.
      </p>
      <Form method="post" action={assignAction} className="kit-form">
        {organisationId ? <input type="hidden" name="companyId" value={organisationId} /> : null}
        <SpinnerButton>Assign farm boundaries to {scope}</SpinnerButton>
      </Form>
    </section>
  );
}
