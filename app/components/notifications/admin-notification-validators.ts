// The /admin/notifications forms' validators (decision 0100): the message's fields and the reason
// for withdrawing one, made from the domain's field lists (services/notifications/forms.ts) for
// the page's action and its forms, so the browser and the server check the same.
import { fieldsValidator } from "~/services/kit/forms/validator";
import { NOTIFICATION_FIELDS, WITHDRAW_FIELDS } from "~/services/notifications/forms";

export const notificationFormValidator = fieldsValidator(NOTIFICATION_FIELDS);

export const withdrawFormValidator = fieldsValidator(WITHDRAW_FIELDS);
