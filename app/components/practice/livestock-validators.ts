// The livestock page's form validators (decision 0077): the grid's cell rules and the CSV
// form's field list (services/practice/livestock-forms.ts) wrapped for remix-validated-form, for
// the page's action and its forms, so the browser and the server check the same.
import { createValidator, type Validator } from "remix-validated-form";
import { fieldsValidator } from "~/services/kit/forms/validator";
import {
  LIVESTOCK_CSV_FIELDS,
  readGrid,
  type GridCell,
  type GridHerd,
} from "~/services/practice/livestock-forms";

/** The grid's validator for a season and herds: the browser and the action check the same. */
export function livestockGridValidator(
  herds: readonly GridHerd[],
  season: number,
): Validator<{ cells: GridCell[] }> {
  const validate = async (data: Record<string, unknown>) => {
    const { cells, errors } = readGrid(data, herds, season);
    if (Object.keys(errors).length > 0) return { error: errors, data: undefined };
    return { data: { cells }, error: undefined };
  };
  return createValidator({
    validate,
    validateField: async (data, field) => {
      const result = await validate(data);
      return { error: result.error?.[field] };
    },
  });
}

/** The CSV import form's validator (the file's rows are read by the action). */
export const livestockCsvValidator = fieldsValidator(LIVESTOCK_CSV_FIELDS);
