// The forms of the organisation: its details (the company page and the contracting details) and
// invites. One field list each, read by the action (validateForm) and the component
// (FormBuilder) through the validators beside the forms (components/organisations/
// company-validators.ts, components/contracting/legal-entity-validator.ts), so the browser and
// the server check the same rules. No React, no forms library.
import { requireFields, type FieldSpec } from "~/services/kit/forms/field-spec";
import { CONTRACT_ENTITY_REQUIRED, INVITE_ROLE_OPTIONS } from "~/services/organisations/rules";
import { PROVINCES } from "~/shared/provinces";

/**
 * The organisation's legal entity (spec §3 'Organisation / company': info), the one field list of
 * the organisation's details (decision 0054). Names are the columns of organisation_details. Every
 * part is optional here, so the company page can keep a partial draft; the contracting details
 * use the stricter variant below.
 */
export const LEGAL_ENTITY_FIELDS = [
  {
    type: "text",
    name: "legalName",
    label: "Legal entity name",
    optional: true,
    maxLength: 200,
    hint: "As registered: the company, trust, partnership or your own full name.",
  },
  {
    type: "text",
    name: "registrationNumber",
    label: "Registration number",
    optional: true,
    maxLength: 50,
    hint: "The CIPC registration number, the trust's master reference, or your ID number.",
  },
  { type: "text", name: "vatNumber", label: "VAT number", optional: true, maxLength: 30 },
  { type: "text", name: "addressLine1", label: "Address", optional: true, maxLength: 200 },
  { type: "text", name: "addressLine2", label: "Address line 2", optional: true, maxLength: 200 },
  { type: "text", name: "town", label: "Town", optional: true, maxLength: 100 },
  { type: "dropdown", name: "province", label: "Province", optional: true, options: PROVINCES },
  { type: "text", name: "postalCode", label: "Postal code", optional: true, maxLength: 10 },
] as const satisfies readonly FieldSpec[];

export const ORGANISATION_NAME_FIELD = {
  type: "text",
  name: "name",
  label: "Organisation name",
  maxLength: 120,
} as const satisfies FieldSpec;

/** /profile/company (EDIT, intent 'company-info'): owners change the name and the legal entity. */
export const COMPANY_FIELDS = [ORGANISATION_NAME_FIELD, ...LEGAL_ENTITY_FIELDS] as const;

/** /profile/journey/details: the legal entity as the contract needs it (CONTRACT_ENTITY_REQUIRED). */
export const CONTRACT_ENTITY_FIELDS = requireFields(LEGAL_ENTITY_FIELDS, CONTRACT_ENTITY_REQUIRED);

/**
 * spec §7 POST /user/company/invite: email, companyId (the active organisation), userType; on
 * /profile/company the form with intent 'company-invite'.
 */
export const INVITE_FIELDS = [
  { type: "email", name: "email", label: "Email", maxLength: 254 },
  {
    type: "dropdown",
    name: "userType",
    label: "Their role",
    options: INVITE_ROLE_OPTIONS,
  },
] as const satisfies readonly FieldSpec[];

/**
 * A further organisation (decision 0145; intent 'create-organisation' on /profile/company, POST
 * /api/v2/user/companies): its name, the same field as the company form's. The founder is its
 * OWNER.
 */
export const NEW_ORGANISATION_FIELDS = [ORGANISATION_NAME_FIELD] as const;
