// The company page's form validators: the domain's field lists (services/organisations/forms.ts)
// wrapped for remix-validated-form, for /profile/company's action and its forms (the company
// information card and the invite form). Each loads its schema and zod on first use.
import { fieldsValidator } from "~/services/kit/forms/validator";
import {
  COMPANY_FIELDS,
  INVITE_FIELDS,
  LEGAL_ENTITY_FIELDS,
  NEW_ORGANISATION_FIELDS,
} from "~/services/organisations/forms";

/** Owners change the name and the legal entity. */
export const companyValidator = fieldsValidator(COMPANY_FIELDS);

/** The same form for staff and consultants, who may change the legal entity but not the name. */
export const legalEntityDraftValidator = fieldsValidator(LEGAL_ENTITY_FIELDS);

export const inviteValidator = fieldsValidator(INVITE_FIELDS);

/** A further organisation: its name (decision 0145). */
export const newOrganisationValidator = fieldsValidator(NEW_ORGANISATION_FIELDS);
