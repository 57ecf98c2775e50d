// /admin/editConsts (spec §2 'editConsts (edit calculation constants)', §6 write:consts; issue
// 17; decision 0090): the sets of calculation constants as tabs (?type=), the current version's
// values as a form (each field with its unit and source) with a required change note; a save is
// a new immutable version, audited. ?view=versions lists the versions; ?from=&to= shows what
// changed between two; ?version= shows an older version. read:admin views; write:consts saves.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { FieldFromSpec } from "~/components/form/form-builder";
import { KitForm } from "~/components/form/kit-form";
import { SubmitButton } from "~/components/form/submit-button";
import { shownValue, ValuesTables } from "~/components/constants/values-tables";
import { TabStrip } from "~/components/tab-strip";
import { requirePermission } from "~/services/auth/guards.server";
import { constantFieldSpec, constantsFormFields, NOTE_SPEC } from "~/services/constants/forms";
import { actorOf } from "~/services/auth/session.server";
import { CONSTANT_SETS, fieldGroups, type ConstantValue } from "~/services/constants/sets";
import { formatDateTime } from "~/services/kit/format";
import { CONSTANT_TYPE_LABELS, CONSTANT_TYPES, type ConstantType } from "~/shared/constants";
import contractingStyles from "~/styles/contracting.css?url";
import constantsStyles from "~/styles/constants.css?url";
import { editConstsPage, handleEditConstsPost } from "./data.server";
import { constantsValidator, SAVE_CONSTANTS_INTENT } from "./forms";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: constantsStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.label ?? "Calculation"} constants · Admin · Veld` },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return editConstsPage(request, viewer);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:consts");
  return handleEditConstsPost(request, actorOf(viewer, context.requestId));
}

const TABS = CONSTANT_TYPES.map((type) => ({ value: type, label: CONSTANT_TYPE_LABELS[type] }));

export default function EditConsts() {
  const page = useLoaderData<typeof loader>();
  const set = CONSTANT_SETS[page.type];
  const isOlder = page.shown.version !== page.latest.version;
  return (
    <div className="ct-page consts-page">
      <h1>Calculation constants</h1>
      <p>
        Every number the earnings checker, the carbon calculator and the dashboard use. Each save is
        a new version; earlier versions never change, and each organisation&apos;s calculations stay
        on their version until moved on the{" "}
        <Link to="/admin/journey/calcSetup">calculation setup</Link> page.
        {page.canWrite ? "" : " You can read the constants; changing them needs write:consts."}
      </p>
      <TabStrip label="Sets of constants" tabs={TABS} param="type" />
      <h2>{page.label}</h2>
      <p>{set.description}</p>
      <nav aria-label={`${page.label}: views`} className="consts-views">
        <Link
          to={`?type=${page.type}`}
          aria-current={page.view === "values" && !isOlder ? "page" : undefined}
        >
          Current values (version {page.latest.version})
        </Link>
        <Link
          to={`?type=${page.type}&view=versions`}
          aria-current={page.view === "versions" ? "page" : undefined}
        >
          Versions and changes
        </Link>
      </nav>
      {page.view === "versions" ? (
        <VersionsView page={page} />
      ) : (
        <section className="ct-section" aria-labelledby="values-heading">
          <h3 id="values-heading">
            Version {page.shown.version}
            {isOlder ? ` (the latest is version ${page.latest.version})` : " (current)"}
          </h3>
          <p data-testid="version-note">
            Saved by {page.shown.createdByLabel} on {formatDateTime(page.shown.createdAt)}:{" "}
            {page.shown.note}
          </p>
          {page.canWrite && !isOlder ? (
            <ConstantsForm
              type={page.type}
              values={page.shown.values}
              nextVersion={page.latest.version + 1}
            />
          ) : (
            <ValuesTables type={page.type} values={page.shown.values} />
          )}
        </section>
      )}
    </div>
  );
}

function ConstantsForm({
  type,
  values,
  nextVersion,
}: {
  type: ConstantType;
  values: Record<string, ConstantValue>;
  nextVersion: number;
}) {
  return (
    <KitForm
      // A new set of fields per type: the form's state never carries one set's values to another.
      key={type}
      intent={SAVE_CONSTANTS_INTENT}
      validator={constantsValidator(type)}
      defaultValues={{ ...values, note: "" }}
      fields={constantsFormFields(type)}
    >
      {fieldGroups(type).map(({ group, fields }) => (
        <fieldset key={group} className="consts-group">
          <legend>{group}</legend>
          {fields.map((field) => (
            <FieldFromSpec key={field.key} field={constantFieldSpec(field)} />
          ))}
        </fieldset>
      ))}
      <FieldFromSpec field={NOTE_SPEC} />
      <SubmitButton>Save as version {nextVersion}</SubmitButton>
    </KitForm>
  );
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;

function VersionsView({ page }: { page: PageData }) {
  const options = page.versions.map((v) => v.version);
  return (
    <section className="ct-section" aria-labelledby="versions-heading">
      <h3 id="versions-heading">Versions of the {page.label.toLowerCase()} constants</h3>
      <div className="consts-scroll">
        <table className="ct-table">
          <caption>Every saved version, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Saved</th>
              <th scope="col">By</th>
              <th scope="col">Change note</th>
            </tr>
          </thead>
          <tbody>
            {page.versions.map((v) => (
              <tr key={v.id}>
                <th scope="row">
                  <Link to={`?type=${page.type}&version=${v.version}`}>Version {v.version}</Link>
                </th>
                <td>{formatDateTime(v.createdAt)}</td>
                <td>{v.createdByLabel}</td>
                <td>{v.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 id="diff-heading">Compare two versions</h3>
      <Form method="get" className="kit-form consts-compare" aria-labelledby="diff-heading">
        <input type="hidden" name="type" value={page.type} />
        <input type="hidden" name="view" value="versions" />
        <label className="kf-field">
          <span className="kf-field__label">From version</span>
          <select name="from" defaultValue={String(page.diff?.from ?? options[1] ?? options[0])}>
            {options.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="kf-field">
          <span className="kf-field__label">To version</span>
          <select name="to" defaultValue={String(page.diff?.to ?? options[0])}>
            {options.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          Compare
        </button>
      </Form>
      {page.diff ? (
        page.diff.changes.length === 0 ? (
          <p data-testid="diff">
            Versions {page.diff.from} and {page.diff.to} hold the same values.
          </p>
        ) : (
          <div className="consts-scroll">
            <table className="ct-table" data-testid="diff">
              <caption>
                What changed from version {page.diff.from} to version {page.diff.to}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Constant</th>
                  <th scope="col">Version {page.diff.from}</th>
                  <th scope="col">Version {page.diff.to}</th>
                  <th scope="col">Unit</th>
                </tr>
              </thead>
              <tbody>
                {page.diff.changes.map((change) => (
                  <tr key={change.key}>
                    <th scope="row">{change.label}</th>
                    <td className="ct-num">{shownValue(change.from)}</td>
                    <td className="ct-num">
                      <span className="visually-hidden">changed to </span>
                      {shownValue(change.to)}
                    </td>
                    <td>{change.unit}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
    </section>
  );
}
