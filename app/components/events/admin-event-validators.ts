// The /admin/events forms' validators (decision 0097): an event's values (new and edit) and the
// reason for cancelling one, made from the domain's field lists (services/events/forms.ts) for
// the page's action and its forms, so the browser and the server check the same.
import { CANCEL_EVENT_FIELDS, EVENT_FIELDS } from "~/services/events/forms";
import { fieldsValidator } from "~/services/kit/forms/validator";

export const eventFormValidator = fieldsValidator(EVENT_FIELDS);

export const cancelEventValidator = fieldsValidator(CANCEL_EVENT_FIELDS);
