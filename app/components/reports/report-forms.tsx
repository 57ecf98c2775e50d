// The report pages' forms (issue 16; decision 0083): 'Upload a file' (the kit's form builder with
// its upload piece: a real multipart post, working without JavaScript) and the removal dialog
// (a reason, then a real post). Both post to the page's URL and name themselves in their body
// (decision 0128): intent 'upload', or 'remove' with the reportId; the page gives each its
// validator, the one its action checks the post with.
import { intentName } from "~/services/kit/forms/intent";
import { useLocation } from "@remix-run/react";
import { useMemo } from "react";
import type { Validator } from "remix-validated-form";
import { UrlDialog } from "~/components/dialog";
import { FormBuilder } from "~/components/form/form-builder";
import type { ReportJson } from "~/services/reports/api";
import {
  REMOVE_REPORT_DIALOG,
  REMOVE_REPORT_FIELDS,
  REPORT_FILE_HINT,
  REPORT_PARAM,
  reportUploadFields,
  type RemoveReportValues,
  type ReportFormOptions,
  type ReportUploadValues,
} from "~/services/reports/forms";
import type { ReportIntent } from "~/services/reports/queries";
import { closeDialogSearch } from "~/services/kit/url-state";

/**
 * The page's URL without the removal dialog: an upload does not belong to it, so a refused one
 * comes back without it.
 */
function useUploadAction() {
  const { pathname, search } = useLocation();
  return pathname + closeDialogSearch(search, REMOVE_REPORT_DIALOG, [REPORT_PARAM]);
}

export function ReportUploadForm({
  options,
  defaults,
  validator,
}: {
  options: ReportFormOptions;
  defaults: { companyId?: string | null; kind?: string | null };
  /** The upload form's validator for these options. */
  validator: Validator<ReportUploadValues>;
}) {
  const action = useUploadAction();
  const fields = useMemo(() => reportUploadFields(options), [options]);
  return (
    <FormBuilder
      intent={intentName<ReportIntent>("upload")}
      action={action}
      fields={fields}
      validator={validator}
      defaultValues={{ companyId: defaults.companyId ?? "", kind: defaults.kind ?? "", season: "" }}
      submitLabel="Upload file"
    >
      <p className="kf-field__hint">{REPORT_FILE_HINT}</p>
    </FormBuilder>
  );
}

export function RemoveReportDialog({
  report,
  validator,
}: {
  report: ReportJson | null;
  validator: Validator<RemoveReportValues>;
}) {
  return (
    <UrlDialog
      name={REMOVE_REPORT_DIALOG}
      title={report ? `Remove '${report.title}'` : "Remove a file"}
      clear={[REPORT_PARAM]}
    >
      {!report ? (
        <p>There is no such file to remove.</p>
      ) : (
        <>
          <p>
            {report.companyName}&apos;s members will no longer see {report.kindLabel.toLowerCase()}{" "}
            &lsquo;{report.title}&rsquo; ({report.fileName}). The file stays stored, and the removal
            is kept in the audit log with your reason.
          </p>
          <FormBuilder
            intent={intentName<ReportIntent>("remove")}
            fields={REMOVE_REPORT_FIELDS}
            validator={validator}
            defaultValues={{ reason: "" }}
            submitLabel="Remove file"
          >
            <input type="hidden" name="reportId" value={report.id} />
          </FormBuilder>
        </>
      )}
    </UrlDialog>
  );
}
