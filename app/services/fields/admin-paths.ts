// The admin's field pages and their signoff filter (issue 14): shared by the pages' components and
// their server modules, so a component never imports a *.server module for a constant.
import { SIGNOFF_LABELS } from "~/services/fields/signoff";

export const FIELD_RECORDS_PATH = "/admin/journey/fieldRecords";
export const ADMIN_FIELDS_PATH = "/admin/journey/fields";

/** The signoff filter's values (the model's SignoffFilter) with the spec's display labels. */
export const SIGNOFF_FILTERS = [
  { value: "passed", label: SIGNOFF_LABELS.true },
  { value: "failed", label: SIGNOFF_LABELS.false },
  { value: "notDone", label: SIGNOFF_LABELS.null },
] as const;
export type SignoffFilterValue = (typeof SIGNOFF_FILTERS)[number]["value"];
