// The sign-up form 'Create Your Profile' (spec §2 '/profile', §3 'Sign-up profile', §6 'Sign-up
// role choices'): its choices, its fields and the one schema that the page's action, the page's
// component (as the person types) and POST /api/v2/user/info all run (the page's validator is
// components/signup/signup-validator.ts, the server's own schema signup-schema.ts). Pure: no I/O.
import { AUDIENCE_LABELS } from "~/shared/audiences";
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import { formRule } from "~/services/kit/forms/form-rules";
import { COUNTRY_OPTIONS } from "./countries";
import { consentError, DEFAULT_COUNTRY, OTHER_USER_TYPE } from "./rules";
import { PROVINCES } from "~/shared/provinces";

export { COUNTRY_OPTIONS, DEFAULT_COUNTRY, OTHER_USER_TYPE };

/** The sign-up form's intent (decision 0128), and so its id (form#signup). */
export const SIGNUP_INTENT = "signup";

// spec §1 'Audience labels in use', reused from the landing page, plus 'other' (spec §3
// 'otherUserType: free text, shown only when userType is 'other'').
const AUDIENCE_VALUES = [
  "regenerativeFarmer",
  "conservationFarmer",
  "academia",
  "agriConsultant",
  "interestedParty",
] as const;
export const USER_TYPE_OPTIONS: readonly ChoiceOption[] = [
  ...AUDIENCE_LABELS.map((label, index) => ({
    value: AUDIENCE_VALUES[index]!,
    label,
  })),
  { value: OTHER_USER_TYPE, label: "Other" },
];

// spec §3 'hearAboutUs: choice, with options wordOfMouth, conference, farmersAssociation,
// serviceProviders, internetSearch, webinar, socialMedia, other'.
export const HEAR_ABOUT_US_OPTIONS: readonly ChoiceOption[] = [
  { value: "wordOfMouth", label: "Word of mouth" },
  { value: "conference", label: "A conference" },
  { value: "farmersAssociation", label: "A farmers' association" },
  { value: "serviceProviders", label: "A service provider" },
  { value: "internetSearch", label: "An internet search" },
  { value: "webinar", label: "A webinar" },
  { value: "socialMedia", label: "Social media" },
  { value: "other", label: "Other" },
];

// spec §6 'Sign-up role choices: Farmer / Land Owner, Farm Manager / Staff / Associate, Agri
// Consultant / Representative, Academic / Other', mapped to spec §6 'User roles'.
export const SIGNUP_ROLE_OPTIONS = [
  { value: "OWNER", label: "Farmer / Land Owner" },
  { value: "STAFF", label: "Farm Manager / Staff / Associate" },
  { value: "CONSULTANT", label: "Agri Consultant / Representative" },
  { value: "OTHER", label: "Academic / Other" },
] as const satisfies readonly ChoiceOption[];
export type SignupRole = (typeof SIGNUP_ROLE_OPTIONS)[number]["value"];

/**
 * Each text field's limit (spec §5 'min/max length'; 'Too-long values show 'Too many
 * characters''). Not shown in the spec: Veld's choice (docs/decisions/0015).
 */
export const SIGNUP_MAX_LENGTHS = {
  name: 50,
  surname: 50,
  otherUserType: 100,
  referralCode: 20,
  companyName: 100,
} as const;

/** The profile fields, in the order the form shows them. */
export const PROFILE_FIELDS = [
  {
    type: "text",
    name: "name",
    label: "First name",
    maxLength: SIGNUP_MAX_LENGTHS.name,
    autoComplete: "given-name",
  },
  {
    type: "text",
    name: "surname",
    label: "Surname",
    maxLength: SIGNUP_MAX_LENGTHS.surname,
    autoComplete: "family-name",
  },
  { type: "phone", name: "phoneNumber", label: "Phone number" },
  {
    type: "dropdown",
    name: "userType",
    label: "What describes you the best?",
    options: USER_TYPE_OPTIONS,
  },
  {
    type: "text",
    name: "otherUserType",
    label: "Tell us what describes you",
    maxLength: SIGNUP_MAX_LENGTHS.otherUserType,
    visibleWhen: { field: "userType", equals: OTHER_USER_TYPE },
  },
  { type: "dropdown", name: "country", label: "Country", options: COUNTRY_OPTIONS },
  {
    type: "dropdown",
    name: "region",
    label: "Province",
    options: PROVINCES,
    visibleWhen: { field: "country", equals: DEFAULT_COUNTRY },
  },
  {
    type: "dropdown",
    name: "hearAboutUs",
    label: "How did you hear about us?",
    options: HEAR_ABOUT_US_OPTIONS,
  },
] as const satisfies readonly FieldSpec[];

/** Referral and mailing list. */
export const REFERRAL_FIELDS = [
  { type: "toggle", name: "hasReferral", label: "Do you have a referral code?" },
  {
    type: "text",
    name: "referralCode",
    label: "Referral code",
    maxLength: SIGNUP_MAX_LENGTHS.referralCode,
    autoComplete: "off",
    visibleWhen: { field: "hasReferral", equals: true },
  },
  {
    type: "toggle",
    name: "mailingList",
    label: "Would you like to join our mailing list?",
  },
] as const satisfies readonly FieldSpec[];

/** The organisation the person signs up with, and their role in it. */
export const ORGANISATION_FIELDS = [
  {
    type: "text",
    name: "companyName",
    label: "Name of your farm or organisation",
    maxLength: SIGNUP_MAX_LENGTHS.companyName,
    autoComplete: "organization",
  },
  {
    type: "dropdown",
    name: "role",
    label: "Your role in it",
    options: SIGNUP_ROLE_OPTIONS,
  },
] as const satisfies readonly FieldSpec[];

export const CONSENT_FIELD = {
  type: "checkbox",
  name: "consent",
  label: "I agree to the terms and conditions and the privacy policy",
} as const satisfies FieldSpec;

export const SIGNUP_FIELDS = [
  ...PROFILE_FIELDS,
  ...REFERRAL_FIELDS,
  ...ORGANISATION_FIELDS,
  CONSENT_FIELD,
] as const;

export type SignupValues = ValuesOf<typeof SIGNUP_FIELDS>;

/**
 * What the form starts with from the session's ID-token claims (decision 0065; read by
 * signup-prefill.server.ts): absent when the identity provider did not give it.
 */
export interface SignupPrefill {
  name?: string;
  surname?: string;
  /** As the phone field stores it: '+27 825551234'. */
  phoneNumber?: string;
  /** From the shared link's ?ref= (decision 0150): the toggle on and the code, as shown. */
  hasReferral?: boolean;
  referralCode?: string;
}

/** Consent must be given (besides every field's own rule). */
export const SIGNUP_RULES = [
  formRule(SIGNUP_FIELDS, ["consent"], ({ consent }) => ({ consent: consentError(consent) })),
];
