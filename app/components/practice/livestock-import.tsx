// The CSV import of livestock numbers (issue 15; decision 0077): the template's link, the upload
// form (the kit's file upload: .csv, one file, at most 1 MB) and every row's problem when a file
// is refused (nothing is stored then).
import { useLocation } from "@remix-run/react";
import { FormBuilder } from "~/components/form/form-builder";
import { withParam } from "~/services/kit/url-state";
import {
  LIVESTOCK_CSV_FIELDS,
  LIVESTOCK_CSV_FORM_ID,
  livestockCsvValidator,
} from "~/services/practice/livestock-forms";

export function LivestockImport({
  templateHref,
  csvErrors,
}: {
  templateHref: string;
  csvErrors?: readonly string[];
}) {
  const { pathname, search } = useLocation();
  const action = pathname + withParam(search, "do", "import-csv");
  return (
    <section aria-labelledby="csv-heading">
      <h3 id="csv-heading">Import from a spreadsheet</h3>
      <p>
        <a href={templateHref} download>
          Download the template (CSV)
        </a>
        : a row per herd per month of the season, with your herds&apos; names filled in. Fill in
        mature and juvenile, keep the columns herd, year, month, mature, juvenile, and upload it. An
        empty row clears its month; months not in the file are kept.
      </p>
      {csvErrors && csvErrors.length > 0 ? (
        <div className="notice notice--error" role="alert" data-testid="csv-errors">
          <p>Nothing was imported. Correct these rows:</p>
          <ul>
            {csvErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormBuilder
        id={LIVESTOCK_CSV_FORM_ID}
        fields={LIVESTOCK_CSV_FIELDS}
        validator={livestockCsvValidator}
        action={action}
        submitLabel="Import numbers"
      />
    </section>
  );
}
