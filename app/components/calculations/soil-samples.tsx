// The soil samples of an organisation (issue 17; decision 0092): the table (field, date, depth,
// SOC %, bulk density, the stock each measures, lab, reference), a delete link per sample (a URL
// dialog asks first) and the add form; the CSV import is the kit's (components/form/csv-import).
// Every form posts without JavaScript to the page's own address, naming itself in its intent and
// the sample a delete is for in its body (decision 0128).
import { intentName } from "~/services/kit/forms/intent";
import { useMemo } from "react";
import { useLocation } from "@remix-run/react";
import { ConfirmDialog, DialogLink, UrlDialog } from "~/components/dialog";
import { FormBuilder } from "~/components/form/form-builder";
import { formatDate, formatNumber } from "~/services/kit/format";
import { sampleFormFields, type SampleIntent } from "~/services/calculations/samples-forms";
import { sampleFormValidator } from "~/components/calculations/sample-validators";
import { ScrollRegion } from "~/components/scroll-region";

export interface SampleRow {
  id: string;
  fieldLabel: string;
  sampledOn: string;
  depthCm: number;
  socPercent: number;
  bulkDensity: number;
  socStockTonnesPerHectare: number;
  lab: string | null;
  reference: string | null;
}

export function SamplesTable({ samples, canEdit }: { samples: SampleRow[]; canEdit: boolean }) {
  // The confirm's sample (?dialog=delete-sample&sampleId=) goes into its form's body.
  const sampleId = new URLSearchParams(useLocation().search).get("sampleId") ?? "";
  if (samples.length === 0) return <p>No soil samples yet.</p>;
  return (
    <>
      <ScrollRegion className="cr-scroll" label="Soil samples">
        <table className="cr-table" data-testid="samples-table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Date sampled</th>
              <th scope="col" className="cr-num">
                Depth (cm)
              </th>
              <th scope="col" className="cr-num">
                SOC (%)
              </th>
              <th scope="col" className="cr-num">
                Bulk density (g/cm³)
              </th>
              <th scope="col" className="cr-num">
                Carbon stock (t C/ha)
              </th>
              <th scope="col">Lab</th>
              <th scope="col">Lab reference</th>
              {canEdit ? (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {samples.map((sample) => (
              <tr key={sample.id}>
                <td>{sample.fieldLabel}</td>
                <td>{formatDate(sample.sampledOn)}</td>
                <td className="cr-num">{formatNumber(sample.depthCm, 0)}</td>
                <td className="cr-num">{formatNumber(sample.socPercent, 2)}</td>
                <td className="cr-num">{formatNumber(sample.bulkDensity, 2)}</td>
                <td className="cr-num">{formatNumber(sample.socStockTonnesPerHectare, 2)}</td>
                <td>{sample.lab ?? "-"}</td>
                <td>{sample.reference ?? "-"}</td>
                {canEdit ? (
                  <td>
                    <DialogLink
                      name="delete-sample"
                      params={{ sampleId: sample.id }}
                      className="button button--danger"
                    >
                      Delete
                      <span className="visually-hidden">
                        {" "}
                        the sample of {sample.fieldLabel} on {formatDate(sample.sampledOn)}
                      </span>
                    </DialogLink>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {canEdit ? (
        <ConfirmDialog
          name="delete-sample"
          clear={["sampleId"]}
          message="Delete this soil sample? This cannot be undone."
          intent={intentName<SampleIntent>("delete")}
          fields={{ sampleId }}
        />
      ) : null}
    </>
  );
}

export function AddSample({
  fields,
  today,
}: {
  fields: { id: string; name: string }[];
  today: string;
}) {
  const list = useMemo(() => sampleFormFields(fields, today), [fields, today]);
  const validator = useMemo(() => sampleFormValidator(fields, today), [fields, today]);
  return (
    <UrlDialog name="add-sample" title="Add a soil sample">
      <FormBuilder
        intent={intentName<SampleIntent>("add")}
        fields={list}
        validator={validator}
        submitLabel="Add sample"
      />
    </UrlDialog>
  );
}
