// The sample fields and values of the /dev/kit/forms catalogue.
import { fieldsValidator } from "~/services/kit/forms/validator";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import type { StoredFileRef } from "~/services/kit/forms/file-rules";
import { PROVINCES } from "~/shared/provinces";

// spec §6 'Sign-up role choices'.
const USER_TYPES = [
  { value: "OWNER", label: "Farmer / Land Owner" },
  { value: "STAFF", label: "Farm Manager / Staff / Associate" },
  { value: "CONSULTANT", label: "Agri Consultant / Representative" },
  { value: "other", label: "Academic / Other" },
];
const COUNTRIES = [
  { value: "ZA", label: "South Africa" },
  { value: "BW", label: "Botswana" },
  { value: "LS", label: "Lesotho" },
  { value: "NA", label: "Namibia" },
  { value: "SZ", label: "Eswatini" },
  { value: "ZW", label: "Zimbabwe" },
];
// spec §3 'hearAboutUs'.
const HEARD_FROM = [
  { value: "wordOfMouth", label: "Word of mouth" },
  { value: "conference", label: "Conference" },
  { value: "farmersAssociation", label: "Farmers' association" },
  { value: "serviceProviders", label: "Service providers" },
  { value: "internetSearch", label: "Internet search" },
  { value: "webinar", label: "Webinar" },
  { value: "socialMedia", label: "Social media" },
  { value: "other", label: "Other" },
];
// spec §3 'Herd: Species: beef, dairy, sheep, goats, pigs'.
const SPECIES = [
  { value: "beef", label: "Beef cattle" },
  { value: "dairy", label: "Dairy cattle" },
  { value: "sheep", label: "Sheep" },
  { value: "goats", label: "Goats" },
  { value: "pigs", label: "Pigs" },
];

/** The demo form's intent (decision 0128), and so its id (form#kit-forms-demo). */
export const DEMO_INTENT = "kit-forms-demo";

/** The form that posts: every field type, optional ones, and conditional ones. */
export const DEMO_FIELDS = [
  { type: "text", name: "name", label: "First name", maxLength: 20, autoComplete: "given-name" },
  { type: "text", name: "surname", label: "Surname", maxLength: 20, autoComplete: "family-name" },
  { type: "email", name: "email", label: "Email", maxLength: 100 },
  { type: "phone", name: "phoneNumber", label: "Mobile number" },
  { type: "tel", name: "landline", label: "Landline", optional: true },
  {
    type: "dropdown",
    name: "userType",
    label: "What describes you the best?",
    options: USER_TYPES,
  },
  {
    type: "text",
    name: "otherUserType",
    label: "Tell us what you do",
    maxLength: 50,
    visibleWhen: { field: "userType", equals: "other" },
  },
  { type: "dropdown", name: "country", label: "Country", options: COUNTRIES },
  {
    type: "dropdown",
    name: "region",
    label: "Province",
    options: PROVINCES,
    visibleWhen: { field: "country", equals: "ZA" },
  },
  {
    type: "multiselect",
    name: "hearAboutUs",
    label: "How did you hear about us?",
    options: HEARD_FROM,
  },
  {
    type: "multiselect-dropdown",
    name: "species",
    label: "Livestock you keep",
    optional: true,
    options: SPECIES,
  },
  {
    type: "number",
    name: "hectares",
    label: "Farm size (hectares)",
    maxValue: 100_000,
    thousandsSeparator: true,
  },
  {
    type: "date",
    name: "regenStarted",
    label: "When did you start regenerative grazing?",
    optional: true,
    minDate: "2015-01-01",
    maxDate: "2026-12-31",
  },
  { type: "toggle", name: "hasReferral", label: "Did someone refer you?" },
  {
    type: "text",
    name: "referralCode",
    label: "Referral code",
    maxLength: 12,
    visibleWhen: { field: "hasReferral", equals: true },
  },
  { type: "checkbox", name: "mailingList", label: "Send me the Veld newsletter" },
  {
    type: "textarea",
    name: "motivation",
    label: "Anything else we should know?",
    optional: true,
    maxLength: 300,
  },
  { type: "file", name: "grazingPlan", label: "Grazing plan", optional: true },
  {
    type: "lineItems",
    name: "herds",
    label: "Herds",
    itemLabel: "Herd",
    maxLength: 4,
    itemFields: [
      { type: "dropdown", name: "species", label: "Species", options: SPECIES },
      { type: "number", name: "head", label: "Head count", maxValue: 50_000 },
      { type: "text", name: "camp", label: "Camp", optional: true, maxLength: 30 },
    ],
  },
] as const satisfies readonly FieldSpec[];

export const demoValidator = fieldsValidator(DEMO_FIELDS);

/** One of each field, for the states gallery (no conditions: every field shows). */
export const GALLERY_FIELDS = [
  { type: "text", name: "farmName", label: "Farm name", maxLength: 12 },
  { type: "textarea", name: "notes", label: "Notes", optional: true, maxLength: 40 },
  {
    type: "number",
    name: "hectares",
    label: "Hectares",
    maxValue: 10_000,
    thousandsSeparator: true,
  },
  { type: "tel", name: "tel", label: "Telephone" },
  { type: "email", name: "email", label: "Email" },
  { type: "phone", name: "phoneNumber", label: "Mobile number" },
  { type: "checkbox", name: "agree", label: "I have read the grazing guide" },
  { type: "toggle", name: "irrigated", label: "Irrigated?" },
  { type: "dropdown", name: "region", label: "Province", options: PROVINCES },
  { type: "multiselect", name: "species", label: "Species", options: SPECIES },
  {
    type: "multiselect-dropdown",
    name: "heard",
    label: "Heard about us from",
    options: HEARD_FROM,
  },
  {
    type: "date",
    name: "visit",
    label: "Visit date",
    minDate: "2025-01-01",
    maxDate: "2025-12-31",
  },
  { type: "file", name: "leaflet", label: "Leaflet" },
  {
    type: "lineItems",
    name: "camps",
    label: "Camps",
    itemLabel: "Camp",
    maxLength: 2,
    itemFields: [
      { type: "text", name: "name", label: "Name", maxLength: 20 },
      { type: "number", name: "hectares", label: "Hectares" },
    ],
  },
] as const satisfies readonly FieldSpec[];

export const galleryValidator = fieldsValidator(GALLERY_FIELDS);

export const FILLED = {
  farmName: "Boplaas",
  notes: "Wet camps in winter.",
  hectares: 1250.5,
  tel: "0215551234",
  email: "thandi@boplaas.co.za",
  phoneNumber: "+27 821234567",
  agree: true,
  irrigated: true,
  region: "WC",
  species: ["beef", "sheep"],
  heard: ["webinar"],
  visit: "2025-03-31",
  camps: [
    { id: "camp-1", name: "Vlei", hectares: "120" },
    { id: "camp-2", name: "Bo-kamp", hectares: "80.5" },
  ],
};

/** Values that break a rule each, validated by the loader so the error state shows the real messages. */
export const INVALID = {
  farmName: "Boplaas-Môreson-Wes",
  notes: "x".repeat(41),
  hectares: "20,000",
  tel: "08212345678",
  email: "thandi@boplaas",
  phoneNumber: { country: "ZA", number: "082 123 45678" },
  region: "",
  visit: "2024-12-31",
  camps: [{ name: "", hectares: "" }],
};

export const STORED: Record<string, StoredFileRef[]> = {
  leaflet: [{ id: "00000000-0000-4000-8000-00000000f11e", name: "Winter grazing plan.pdf" }],
};
