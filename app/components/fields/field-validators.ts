// The farmer's field forms' validators (decision 0070): the domain's field lists and rules
// (services/fields/forms.ts) wrapped for remix-validated-form, for the map fields page's action
// and its forms (fields-section.tsx). Each loads its schema and zod on first use.
import { fieldsValidator } from "~/services/kit/forms/validator";
import {
  FIELD_CIRCLE_FIELDS,
  FIELD_CIRCLE_RULES,
  FIELD_RENAME_FIELDS,
  FIELD_UPLOAD_FIELDS,
} from "~/services/fields/forms";

export const fieldUploadValidator = fieldsValidator(FIELD_UPLOAD_FIELDS);

export const fieldCircleValidator = fieldsValidator(FIELD_CIRCLE_FIELDS, FIELD_CIRCLE_RULES);

export const fieldRenameValidator = fieldsValidator(FIELD_RENAME_FIELDS);
