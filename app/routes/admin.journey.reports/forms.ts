// /admin/journey/reports's form validators, made from the report forms' field lists (services/reports/forms.ts)
// and given to the action and the page's forms alike: the upload form's for the options the page
// offers, the removal dialog's once.
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
