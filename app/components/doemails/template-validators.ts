// The e-mail templates' form validators (decision 0099): a template's values with its variables'
// rule, and the reason for archiving one, made from the domain's field lists and rule
// (services/email-templates/forms.ts) for /admin/doemails' action and its forms, so the browser
// and the server check the same.
import {
  ARCHIVE_TEMPLATE_FIELDS,
  TEMPLATE_FIELDS,
  TEMPLATE_RULES,
} from "~/services/email-templates/forms";
import { fieldsValidator } from "~/services/kit/forms/validator";

export const templateFormValidator = fieldsValidator(TEMPLATE_FIELDS, TEMPLATE_RULES);

export const archiveTemplateValidator = fieldsValidator(ARCHIVE_TEMPLATE_FIELDS);
