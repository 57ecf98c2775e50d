// The contracting details' legal entity form's validator: the domain's field list as the
// contract needs it (services/organisations/forms.ts CONTRACT_ENTITY_FIELDS) wrapped for
// remix-validated-form, for /profile/journey/details' action and the legal entity card. It loads
// its schema and zod on first use.
import { fieldsValidator } from "~/services/kit/forms/validator";
import { CONTRACT_ENTITY_FIELDS } from "~/services/organisations/forms";

export const contractEntityValidator = fieldsValidator(CONTRACT_ENTITY_FIELDS);
