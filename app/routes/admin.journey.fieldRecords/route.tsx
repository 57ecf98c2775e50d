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
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { DataTable, PageSizeSelect, Pagination, ResultsCount } from "~/components/data-table";
import {
  AutoSignoff,
  FieldRecordsFilters,
  OrganisationPanel,
} from "~/components/fields/field-records-admin";
import { FormBuilder } from "~/components/form/form-builder";
import { requirePermission } from "~/services/auth/guards.server";
import { signoffFields, type FieldRecordsIntent } from "~/services/fields/signoff-forms";
import { formKey } from "~/services/kit/forms/intent";
import { signoffValidator } from "~/components/fields/signoff-validators";
import { SIGNOFF_CRITERION_LABELS } from "~/services/fields/signoff";
import { toSearch } from "~/services/kit/table";
import { SIGNOFF_CRITERIA, type SignoffCriterion } from "~/shared/fields";
import contractingStyles from "~/styles/contracting.css?url";
import { FIELD_RECORDS_PATH } from "~/services/fields/admin-paths";
import { loadFieldRecords } from "~/services/fields/field-records.server";
import { handleFieldRecordsPost } from "./data.server";

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

export default function FieldRecords() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="ct-page">
      <h1>Field records</h1>
      <p>
        The signoff of each field this season ({data.season}): boundary, wetland, ownership, land
        conversion and native ecosystem, and the result of all five.
      </p>
      <FieldRecordsFilters query={data.query} organisations={data.organisations} />
      {data.detail ? <FieldDetail data={data} detail={data.detail} /> : null}
      <FieldList data={data} />
      {data.organisation && data.canSignoff ? (
        <OrganisationPanel organisation={data.organisation} />
      ) : null}
      {data.canSignoff ? (
        <AutoSignoff organisationId={data.organisation?.id ?? ""} layers={data.layers} />
      ) : null}
    </div>
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
  // One form per criterion with this intent: its id names the criterion, so a refusal comes back
  // to this form alone. It posts to the page's URL as it is, the field's view open.
  const intent: FieldRecordsIntent = "signoff";
  return (
    <FormBuilder
      intent={intent}
      id={formKey(intent, criterion)}
      fields={signoffFields(criterion, boundaryOptions)}
      validator={signoffValidator(criterion, boundaryOptions)}
      defaultValues={defaults}
      submitLabel="Save decision"
    >
      <input type="hidden" name="fieldId" value={fieldId} />
      <input type="hidden" name="criterion" value={criterion} />
    </FormBuilder>
  );
}
