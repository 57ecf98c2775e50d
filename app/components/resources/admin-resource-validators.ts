// The /admin/resources forms' validators (decision 0098): a resource's fields (new and edit) and
// the reason for deleting one, made from the domain's field lists (services/resources/forms.ts)
// for the page's action and its forms, so the browser and the server check the same.
import { fieldsValidator } from "~/services/kit/forms/validator";
import { DELETE_RESOURCE_FIELDS, RESOURCE_FIELDS } from "~/services/resources/forms";

export const resourceValidator = fieldsValidator(RESOURCE_FIELDS);

export const deleteResourceValidator = fieldsValidator(DELETE_RESOURCE_FIELDS);
