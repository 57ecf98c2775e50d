// /profile/calc/samples (issue 17 'soil samples: lab results per field — SOC %, bulk density,
// depth, date — entered or imported as CSV'; decision 0092): the organisation's samples by field
// with the carbon stock each measures, a form to add one (?dialog=add-sample), delete with a
// confirm (?dialog=delete-sample&sampleId=), and the CSV import with its template. Any member
// reads; owners, staff and consultants change them (the practice data's editors).
import { intentName } from "~/services/kit/forms/intent";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DialogLink } from "~/components/dialog";
import { AddSample, SamplesTable } from "~/components/calculations/soil-samples";
import { CsvImport } from "~/components/form/csv-import";
import { loadSamplesPage } from "~/services/calculations/samples-view.server";
import { SAMPLES_TEMPLATE_PATH } from "~/services/calculations/tools";
import { SAMPLE_CSV_FIELDS, type SampleIntent } from "~/services/calculations/samples-forms";
import { sampleCsvValidator } from "~/components/calculations/sample-validators";
import { ORGANISATION_EDITOR_ROLES } from "~/services/organisations/rules";
import {
  actorOf,
  requireProfileContext,
  requireProfileWriter,
  requireRole,
} from "~/services/profiles/context.server";
import recordStyles from "~/styles/calc-records.css?url";
import { handleSamplesPost } from "./data.server";

export const meta: MetaFunction = () => [{ title: "Soil samples · Veld" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: recordStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadSamplesPage(await requireProfileContext(request));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const profile = await requireProfileWriter(request);
  const organisation = requireRole(profile, ORGANISATION_EDITOR_ROLES);
  return handleSamplesPost(request, organisation.id, actorOf(profile, context.requestId));
}

export default function SoilSamples() {
  const { organisation, fields, samples, canEdit, today } = useLoaderData<typeof loader>();
  if (!organisation) return <p>You don&apos;t belong to an organisation yet.</p>;
  return (
    <div className="cr-page">
      <div>
        <h1>Soil samples</h1>
        <p className="page-lead">
          The lab results of {organisation.name}&apos;s fields. Each sample&apos;s soil organic
          carbon stock is SOC % × bulk density (g/cm³) × depth (cm), in tonnes of carbon per
          hectare; the <Link to="/profile/calc">carbon calculator</Link> compares a field&apos;s
          samples over the seasons.
        </p>
      </div>
      {fields.length === 0 ? (
        <p>
          Map your fields first: a sample belongs to a field. See{" "}
          <Link to="/profile/journey">your journey</Link>.
        </p>
      ) : null}
      {canEdit && fields.length > 0 ? (
        <p>
          <DialogLink name="add-sample" className="button button--primary">
            Add a soil sample
          </DialogLink>
        </p>
      ) : null}
      <SamplesTable samples={samples} canEdit={canEdit} />
      {canEdit && fields.length > 0 ? (
        <>
          <AddSample fields={fields} today={today} />
          <CsvImport
            headingLevel={2}
            templateHref={SAMPLES_TEMPLATE_PATH}
            instructions="a row per field with its name filled in. Fill in the date (YYYY-MM-DD or DD/MM/YYYY), depth in cm, SOC %, bulk density in g/cm³ and, if you have them, the lab and its reference; copy a row for more samples of a field. Rows left empty are skipped."
            fields={SAMPLE_CSV_FIELDS}
            validator={sampleCsvValidator}
            intent={intentName<SampleIntent>("import-csv")}
            submitLabel="Import samples"
          />
        </>
      ) : null}
    </div>
  );
}
