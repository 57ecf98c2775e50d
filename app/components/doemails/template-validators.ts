// The e-mail templates' form validators (decision 0099): a template's values with its variables'
// rule, and the reason for archiving one, made from the domain's field lists and rule
// (services/email-templates/forms.ts) for /admin/doemails' action and its forms, so the browser
// and the server check the same.
import {
  ARCHIVE_TEMPLATE_FIELDS,
  REMOVE_VERSION_FIELDS,
  TEMPLATE_FIELDS,
  TEMPLATE_RULES,
  TEMPLATE_VERSION_FIELDS,
  TEMPLATE_VERSION_RULES,
} from "~/services/email-templates/forms";
import { fieldsValidator } from "~/services/kit/forms/validator";

export const templateFormValidator = fieldsValidator(TEMPLATE_FIELDS, TEMPLATE_RULES);

export const archiveTemplateValidator = fieldsValidator(ARCHIVE_TEMPLATE_FIELDS);

/** A template's version in another language, and removing one (decision 0160). */
export const templateVersionValidator = fieldsValidator(
  TEMPLATE_VERSION_FIELDS,
  TEMPLATE_VERSION_RULES,
);

export const removeVersionValidator = fieldsValidator(REMOVE_VERSION_FIELDS);
