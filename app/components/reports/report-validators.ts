// The report forms' validators (report-forms.tsx draws them on /admin/journey/reports and
// /admin/summaryFiles), made from the field lists in services/reports/forms.ts and given to each
// page's action and forms alike: the upload form's for the options the page offers, the removal
// dialog's once.
import { fieldsValidator } from "~/services/kit/forms/validator";
import {
  REMOVE_REPORT_FIELDS,
  reportUploadFields,
  type ReportFormOptions,
} from "~/services/reports/forms";

export function reportUploadValidator(options: ReportFormOptions) {
  return fieldsValidator(reportUploadFields(options));
}

export const removeReportValidator = fieldsValidator(REMOVE_REPORT_FIELDS);
