// The forms of the company page: one field list each, read by the action (validateForm) and the
// component (FormBuilder), so the browser and the server check the same rules.
import { fieldsValidator } from "~/components/form/validator";
import type { FieldSpec } from "~/services/forms/field-spec";
import { INVITE_ROLE_OPTIONS, PROVINCES } from "~/services/organisation-rules";

export const COMPANY_FORM_ID = "company-info";

/** spec §3 'Organisation / company': info. Names are the columns of organisation_details. */
export const COMPANY_FIELDS = [
  { type: "text", name: "name", label: "Organisation name", maxLength: 120 },
  { type: "text", name: "legalName", label: "Legal name", optional: true, maxLength: 200 },
  {
    type: "text",
    name: "registrationNumber",
    label: "Registration number",
    optional: true,
    maxLength: 50,
    hint: "The company or trust registration number, if there is one.",
  },
  { type: "text", name: "vatNumber", label: "VAT number", optional: true, maxLength: 30 },
  { type: "text", name: "addressLine1", label: "Address", optional: true, maxLength: 200 },
  {
    type: "text",
    name: "addressLine2",
    label: "Address line 2",
    optional: true,
    maxLength: 200,
  },
  { type: "text", name: "town", label: "Town", optional: true, maxLength: 100 },
  { type: "dropdown", name: "province", label: "Province", optional: true, options: PROVINCES },
  { type: "text", name: "postalCode", label: "Postal code", optional: true, maxLength: 10 },
] as const satisfies readonly FieldSpec[];

export const companyValidator = fieldsValidator(COMPANY_FIELDS);

export const INVITE_FORM_ID = "company-invite";

/** spec §7 POST /user/company/invite: email, companyId (the active organisation), userType. */
export const INVITE_FIELDS = [
  { type: "email", name: "email", label: "Email", maxLength: 254 },
  {
    type: "dropdown",
    name: "userType",
    label: "Their role",
    options: INVITE_ROLE_OPTIONS,
  },
] as const satisfies readonly FieldSpec[];

export const inviteValidator = fieldsValidator(INVITE_FIELDS);
