// The Drizzle schema. Migrations in /drizzle are generated from it with `npm run db:generate`.
// It runs unchanged on PGlite (PostgreSQL 18) and on a PostgreSQL 15 server.
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BOUNDARY_SOURCES } from "../shared/boundaries";
import { FIELD_INCLUSIONS, FIELD_SOURCES, FIELD_STATUSES } from "../shared/fields";
import { EVIDENCE_STATUSES } from "../shared/evidence";
import { EVENT_KINDS, EVENT_STATUSES } from "../shared/events";
import {
  REPORT_KINDS,
  REVIEW_STATUSES,
  SUBMISSION_ITEM_KINDS,
  SUBMISSION_STATUSES,
  TASK_STATUSES,
  TASK_TYPES,
} from "../shared/review";
import { INVITE_STATUSES } from "../shared/invites";
import {
  FRAME_SIZES,
  HERD_TYPES,
  LAND_USES,
  NPK_TYPES,
  OVERRIDE_RECORD_TYPES,
  PRACTICES,
  PROGRAMME_LINK_DIRECTIONS,
  PROGRAMME_TARGETS,
  RESIDUE_TYPES,
  TILLAGE_TYPES,
} from "../shared/practice";
import {
  INTERVIEW_STATUS_VALUES,
  JOB_APPLICATION_STATUSES,
  JOB_POSTING_STATUSES,
} from "../shared/jobs";
import { QUESTIONNAIRE_KINDS, QUESTIONNAIRE_STATUSES } from "../shared/questionnaires";
import { MEMBER_ROLES } from "../shared/roles";
import { RESOURCE_KINDS, RESOURCE_STATUSES, RESOURCE_TOPICS } from "../shared/resources";
import { ADMIN_SCOPES } from "../shared/scopes";
import { EMAIL_TEMPLATE_KINDS } from "../shared/email-templates";
import { NOTIFICATION_KINDS } from "../shared/notifications";
import { SUMMARY_EXPORT_KINDS, SUMMARY_EXPORT_STATUSES } from "../shared/summary-files";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// spec §6 'User roles' (the organisation roles; ADMIN_USER* are admin-side states, kept as grants)
export const memberRole = pgEnum("member_role", MEMBER_ROLES);

// spec §6 'Admin permission scopes'
export const adminScope = pgEnum("admin_scope", ADMIN_SCOPES);

/** A Veld profile. A person who signed in but has no row here has not signed up yet. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The identity provider's subject; one profile per subject.
    subject: text("subject").notNull(),
    email: text("email").notNull(),
    name: text("name"),
    surname: text("surname"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_subject_key").on(t.subject),
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
  ],
);

export const organisations = pgTable("organisations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const memberships = pgTable(
  "memberships",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    role: memberRole("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organisationId] }),
    index("memberships_organisation_idx").on(t.organisationId),
  ],
);

/** Admin permissions granted in Veld itself; merged with the access token's `permissions`. */
export const adminGrants = pgTable(
  "admin_grants",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scope: adminScope("scope").notNull(),
    grantedBy: uuid("granted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope] })],
);

/** Server-side sessions: the cookie holds only `id`; tokens never leave the server. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    subject: text("subject").notNull(),
    email: text("email").notNull(),
    displayName: text("display_name"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    activeOrganisationId: uuid("active_organisation_id").references(() => organisations.id, {
      onDelete: "set null",
    }),
    idToken: text("id_token"),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    tokenPermissions: text("token_permissions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // A short lease while one request refreshes the tokens (no transaction is held meanwhile).
    refreshLockedUntil: timestamp("refresh_locked_until", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sessions_subject_idx").on(t.subject),
    index("sessions_expires_idx").on(t.expiresAt),
  ],
);

export const emailStatus = pgEnum("email_status", ["pending", "sending", "sent", "failed"]);

/** Every e-mail goes through this outbox (spec §9: rejection e-mails go out at a set time). */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    idempotencyKey: text("idempotency_key").notNull(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull().defaultNow(),
    status: emailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    messageId: text("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // The person it is for, when Veld knows them (delivery is followed per person on /admin/doemails).
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    // The admin's bulk send it belongs to (issue 18; decision 0099).
    sendId: uuid("send_id").references(() => emailSends.id, { onDelete: "set null" }),
    // The digest of what the message says (to, subject, text, html; decision 0117): the key
    // stands for this content only. Null for rows queued before it was kept.
    contentDigest: text("content_digest"),
    // Where the message says Reply-To (MAIL_REPLY_TO when it was queued; decision 0143). Null for
    // rows queued before it was kept: they are sent with MAIL_REPLY_TO as it is then.
    replyTo: text("reply_to"),
    // A marketing e-mail's one-click unsubscribe URL, sent as List-Unsubscribe with
    // List-Unsubscribe-Post (RFC 2369, RFC 8058; decision 0143). Null for every other e-mail.
    listUnsubscribe: text("list_unsubscribe"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_outbox_idempotency_key").on(t.idempotencyKey),
    index("email_outbox_due_idx").on(t.status, t.sendAt),
    index("email_outbox_send_idx").on(t.sendId),
  ],
);

/** Metadata of uploaded files; the bytes live in the file store under `storageKey`. */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storageKey: text("storage_key").notNull(),
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type").notNull(),
    extension: text("extension").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    purpose: text("purpose").notNull(),
    organisationId: uuid("organisation_id").references(() => organisations.id, {
      onDelete: "cascade",
    }),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("stored_files_storage_key").on(t.storageKey)],
);

/** Who changed what, when. Append-only. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    changes: jsonb("changes"),
    requestId: text("request_id"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.entityId)],
);

/** Secrets Veld generates for itself when none are configured (shared by every instance). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits, shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

// ---- The embedded identity provider (used only when no external issuer is configured) ----

export const idpAccounts = pgTable(
  "idp_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    givenName: text("given_name"),
    familyName: text("family_name"),
    // Permissions the provider puts in access tokens (like an external provider's RBAC).
    permissions: text("permissions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("idp_accounts_email_key").on(sql`lower(${t.email})`)],
);

export const idpTokenPurpose = pgEnum("idp_token_purpose", ["reset_password", "verify_email"]);

/** One-time tokens for password reset and e-mail verification; only a hash is stored. */
export const idpTokens = pgTable("idp_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  accountId: uuid("account_id")
    .notNull()
    .references(() => idpAccounts.id, { onDelete: "cascade" }),
  purpose: idpTokenPurpose("purpose").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** oidc-provider's adapter storage: grants, codes, sessions, interactions, tokens. */
export const oidcPayloads = pgTable(
  "oidc_payloads",
  {
    id: text("id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    grantId: text("grant_id"),
    userCode: text("user_code"),
    uid: text("uid"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.type] }),
    index("oidc_payloads_grant_idx").on(t.grantId),
    index("oidc_payloads_uid_idx").on(t.uid),
    index("oidc_payloads_user_code_idx").on(t.userCode),
  ],
);

/** RS256 signing keys of the embedded provider, persisted so tokens survive restarts. */
export const signingKeys = pgTable("signing_keys", {
  kid: text("kid").primaryKey(),
  privateJwk: jsonb("private_jwk").notNull(),
  createdAt: createdAt(),
});

// ---- Public content that staff can change without a deploy (issue 7) ----

// The FAQ page's groups, in the order the page shows them (issue 7: the programme, eligibility,
// data and privacy, payments, jobs). Their headings live with the page (app/content/faqs.ts).
export const faqTopic = pgEnum("faq_topic", [
  "programme",
  "eligibility",
  "privacy",
  "payments",
  "jobs",
]);

/** A question and answer on /faqs (spec §2 'Public routes'). */
export const faqs = pgTable(
  "faqs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The answer's anchor on /faqs (`/faqs#<slug>`): stable, so links to an answer keep working.
    slug: text("slug").notNull(),
    topic: faqTopic("topic").notNull(),
    question: text("question").notNull(),
    // Plain text; a blank line starts a new paragraph (app/components/plain-text.tsx).
    answer: text("answer").notNull(),
    position: integer("position").notNull().default(0),
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("faqs_slug_key").on(t.slug), index("faqs_topic_idx").on(t.topic, t.position)],
);

/** An organisation shown on /partners (spec §1 'partners'). */
export const partners = pgTable(
  "partners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    // One line: what the partner does with farmers in the programme.
    description: text("description").notNull(),
    url: text("url").notNull(),
    // A small image under /public (an SVG by default), shown 120×60 and lazy-loaded.
    logoPath: text("logo_path"),
    position: integer("position").notNull().default(0),
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("partners_slug_key").on(t.slug)],
);

/**
 * Content seeds already applied to this database (app/server/content-seed.server.ts). A seed
 * runs once: what staff later change or delete is never put back by the next start.
 */
export const contentSeeds = pgTable("content_seeds", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- Profiles, organisations and invites (issue 4) ----

// The sign-up answers (spec §3 'Sign-up profile'); name, surname and email stay on `users`.
// A user row and this row are written in one transaction with the first organisation.
export const userProfiles = pgTable(
  "user_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    // Calling code, a space, the number without spaces (spec §3), e.g. '+27 821234567'; null for N/A.
    phoneNumber: text("phone_number"),
    userType: text("user_type").notNull(),
    otherUserType: text("other_user_type"),
    country: text("country").notNull().default("ZA"),
    region: text("region"),
    hearAboutUs: text("hear_about_us").notNull(),
    hasReferral: boolean("has_referral").notNull().default(false),
    referralCode: text("referral_code"),
    mailingList: boolean("mailing_list").notNull().default(false),
    // The language the person chose for Veld's pages (decision 0158): 'en', 'af', 'zu', 'xh' or
    // 'st'; null until they choose one (then their cookie or browser decides).
    language: text("language"),
    // The code this person can give others (GET /user/referral/{code} checks codes against it).
    ownReferralCode: text("own_referral_code").notNull(),
    // Who referred this person: the holder of the referral code they signed up with (decision
    // 0150); null without one, or once the referrer's account is deleted.
    referredByUserId: uuid("referred_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("user_profiles_own_referral_code_key").on(t.ownReferralCode),
    index("user_profiles_referred_by_user_id_idx").on(t.referredByUserId),
    // Nobody refers themselves (decision 0150).
    check("user_profiles_no_self_referral", sql`${t.referredByUserId} <> ${t.userId}`),
  ],
);

export const inviteStatus = pgEnum("invite_status", INVITE_STATUSES);

/** POST /user/company/invite (spec §7): an OWNER invites someone by e-mail with a role. */
export const organisationInvites = pgTable(
  "organisation_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: memberRole("role").notNull(),
    status: inviteStatus("status").notNull().default("pending"),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    respondedBy: uuid("responded_by").references(() => users.id, { onDelete: "set null" }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("organisation_invites_email_idx").on(sql`lower(${t.email})`, t.status),
    index("organisation_invites_organisation_idx").on(t.organisationId),
  ],
);

// ---- The journey to a contract (issue 6) ----

/**
 * The organisation's company info and journey progress (spec §3 'Organisation / company':
 * 'Company progress steps: farmsComplete, contractSent, fieldsComplete, viability, eligibility').
 * One row per organisation, created with it. eligibility/viability: null = not decided yet.
 */
export const organisationDetails = pgTable("organisation_details", {
  organisationId: uuid("organisation_id")
    .primaryKey()
    .references(() => organisations.id, { onDelete: "cascade" }),
  // The legal entity that signs the contract.
  legalName: text("legal_name"),
  registrationNumber: text("registration_number"),
  vatNumber: text("vat_number"),
  addressLine1: text("address_line1"),
  addressLine2: text("address_line2"),
  town: text("town"),
  province: text("province"),
  postalCode: text("postal_code"),
  eligibility: boolean("eligibility"),
  eligibilityUpdatedBy: uuid("eligibility_updated_by").references(() => users.id, {
    onDelete: "set null",
  }),
  eligibilityUpdatedAt: timestamp("eligibility_updated_at", { withTimezone: true }),
  // Why an admin declined (decision 0066): shown to the farmer and e-mailed; null otherwise.
  eligibilityDeclineReason: text("eligibility_decline_reason"),
  viability: boolean("viability"),
  viabilityUpdatedBy: uuid("viability_updated_by").references(() => users.id, {
    onDelete: "set null",
  }),
  viabilityUpdatedAt: timestamp("viability_updated_at", { withTimezone: true }),
  viabilityDeclineReason: text("viability_decline_reason"),
  farmsComplete: boolean("farms_complete").notNull().default(false),
  farmsCompleteUpdatedBy: uuid("farms_complete_updated_by").references(() => users.id, {
    onDelete: "set null",
  }),
  contractSent: boolean("contract_sent").notNull().default(false),
  contractSentUpdatedBy: uuid("contract_sent_updated_by").references(() => users.id, {
    onDelete: "set null",
  }),
  contractSentAt: timestamp("contract_sent_at", { withTimezone: true }),
  // The signed contract comes back (decision 0070): a member uploads the signed copy, an admin
  // confirms it; contractSigned opens MAP_FIELDS.
  signedContractFileId: uuid("signed_contract_file_id").references(() => storedFiles.id, {
    onDelete: "set null",
  }),
  signedContractUploadedBy: uuid("signed_contract_uploaded_by").references(() => users.id, {
    onDelete: "set null",
  }),
  signedContractUploadedAt: timestamp("signed_contract_uploaded_at", { withTimezone: true }),
  contractSigned: boolean("contract_signed").notNull().default(false),
  contractSignedBy: uuid("contract_signed_by").references(() => users.id, {
    onDelete: "set null",
  }),
  contractSignedAt: timestamp("contract_signed_at", { withTimezone: true }),
  // 'Fields complete' (spec §3): the farmer submits the fields, an admin confirms (decision 0070).
  fieldsSubmittedBy: uuid("fields_submitted_by").references(() => users.id, {
    onDelete: "set null",
  }),
  fieldsSubmittedAt: timestamp("fields_submitted_at", { withTimezone: true }),
  fieldsComplete: boolean("fields_complete").notNull().default(false),
  fieldsCompleteUpdatedBy: uuid("fields_complete_updated_by").references(() => users.id, {
    onDelete: "set null",
  }),
  fieldsCompleteAt: timestamp("fields_complete_at", { withTimezone: true }),
  // The practice data's baseline and current season submitted (decision 0073): EVIDENCE opens.
  practiceDataSubmittedBy: uuid("practice_data_submitted_by").references(() => users.id, {
    onDelete: "set null",
  }),
  practiceDataSubmittedAt: timestamp("practice_data_submitted_at", { withTimezone: true }),
  contractFileId: uuid("contract_file_id").references(() => storedFiles.id, {
    onDelete: "set null",
  }),
  // Project management (issue 16; decision 0080): the admin who looks after the organisation.
  assignedAdminId: uuid("assigned_admin_id").references(() => users.id, { onDelete: "set null" }),
  assignedAt: timestamp("assigned_at", { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** spec §3 'Express interest'. */
export const expressInterests = pgTable(
  "express_interests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    programme: text("programme").notNull(),
    hectares: text("hectares").notNull(), // numeric(12,2) as text keeps exact decimals
    description: text("description"),
    regenStarted: boolean("regen_started").notNull().default(false),
    dateCreated: timestamp("date_created", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("express_interests_organisation_idx").on(t.organisationId)],
);

export const journeyFormKind = pgEnum("journey_form_kind", QUESTIONNAIRE_KINDS);
export const journeyFormStatus = pgEnum("journey_form_status", QUESTIONNAIRE_STATUSES);

/** The eligibility and viability questionnaires: answers kept as a draft until submitted. */
export const journeyForms = pgTable(
  "journey_forms",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    kind: journeyFormKind("kind").notNull(),
    answers: jsonb("answers")
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: journeyFormStatus("status").notNull().default("draft"),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.kind] })],
);

/** The people who sign the contract for the organisation (spec §7 'Signatories'). */
export const signatories = pgTable(
  "signatories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    // Set once the signatory has a Veld profile and a SIGNATORY membership.
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    surname: text("surname").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    designation: text("designation"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("signatories_organisation_idx").on(t.organisationId)],
);

/** A farm of the organisation: ERF / title-deed numbers, province, nearest town, a location. */
export const farms = pgTable(
  "farms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    erfNumbers: text("erf_numbers")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    province: text("province"),
    nearestTown: text("nearest_town"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("farms_organisation_idx").on(t.organisationId)],
);

export const boundarySource = pgEnum("boundary_source", BOUNDARY_SOURCES);

/** A farm boundary (spec §3 'Land area measurement'), stored as a GeoJSON geometry. */
export const farmBoundaries = pgTable(
  "farm_boundaries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    farmId: uuid("farm_id")
      .notNull()
      .references(() => farms.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name"),
    source: boundarySource("source").notNull(),
    // A GeoJSON Polygon or MultiPolygon in WGS84 longitude/latitude.
    geometry: jsonb("geometry").notNull(),
    // Circle boundaries keep their centre and radius too.
    circle: jsonb("circle"),
    // Hectares, 2 decimals (spec §5 'Area results are in hectares, rounded to 2 decimals').
    areaHectares: doublePrecision("area_hectares").notNull(),
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("farm_boundaries_farm_idx").on(t.farmId),
    index("farm_boundaries_organisation_idx").on(t.organisationId),
  ],
);

// ---- Fields and their signoff (issue 14, decision 0070) ----

export const fieldStatus = pgEnum("field_status", FIELD_STATUSES);
export const fieldSource = pgEnum("field_source", FIELD_SOURCES);
export const fieldInclusion = pgEnum("field_inclusion", FIELD_INCLUSIONS);

/**
 * A field of a farm (spec §3 'Field', 'Land area measurement'): its current boundary and area.
 * What a season credited is kept in field_versions; the season's status, inclusion and signoff
 * in field_records.
 */
export const fields = pgTable(
  "fields",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    farmId: uuid("farm_id")
      .notNull()
      .references(() => farms.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    source: fieldSource("source").notNull(),
    // A GeoJSON Polygon or MultiPolygon in WGS84 longitude/latitude.
    geometry: jsonb("geometry").notNull(),
    circle: jsonb("circle"),
    // Hectares, 2 decimals (spec §5), on the 6371 km sphere (spec §9).
    areaHectares: doublePrecision("area_hectares").notNull(),
    // The box around the boundary: the database's first cut when looking for overlaps.
    boxWest: doublePrecision("box_west").notNull(),
    boxSouth: doublePrecision("box_south").notNull(),
    boxEast: doublePrecision("box_east").notNull(),
    boxNorth: doublePrecision("box_north").notNull(),
    // Flags for the admin, measured when the boundary is saved: hectares outside every boundary
    // of the organisation's farms, and hectares shared with another organisation's fields.
    outsideFarmHectares: doublePrecision("outside_farm_hectares").notNull().default(0),
    otherOverlapHectares: doublePrecision("other_overlap_hectares").notNull().default(0),
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("fields_organisation_idx").on(t.organisationId),
    index("fields_farm_idx").on(t.farmId),
    index("fields_box_idx").on(t.boxWest, t.boxEast),
  ],
);

/** Every boundary a field has had, with the season it was drawn in (credited land is reproducible). */
export const fieldVersions = pgTable(
  "field_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fieldId: uuid("field_id")
      .notNull()
      .references(() => fields.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    source: fieldSource("source").notNull(),
    geometry: jsonb("geometry").notNull(),
    circle: jsonb("circle"),
    areaHectares: doublePrecision("area_hectares").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("field_versions_field_idx").on(t.fieldId, t.createdAt)],
);

/**
 * A field's record for one season (spec §3 'Records carry status, signoffPass and inclusion'):
 * the five signoff criteria of the admin view and the computed signoffPass, stored so lists can
 * filter on it (written with the criteria, by the service, in one statement).
 */
export const fieldRecords = pgTable(
  "field_records",
  {
    fieldId: uuid("field_id")
      .notNull()
      .references(() => fields.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    status: fieldStatus("status").notNull(),
    inclusion: fieldInclusion("inclusion").notNull().default("included"),
    boundarySignoff: boolean("boundary_signoff"),
    wetlandSignoff: boolean("wetland_signoff"),
    wetlandReason: text("wetland_reason"),
    // Hectares of the field inside the last wetland layer the auto signoff used (null: not run).
    wetlandHectares: doublePrecision("wetland_hectares"),
    ownershipSignoff: boolean("ownership_signoff"),
    farmBoundaryIds: uuid("farm_boundary_ids").array(),
    landConversionSignoff: boolean("land_conversion_signoff"),
    landConversionSeason: integer("land_conversion_season"),
    degradationCategory: doublePrecision("degradation_category"),
    naraValue: doublePrecision("nara_value"),
    conservationIndex: doublePrecision("conservation_index"),
    nativeEcosystemSignoff: boolean("native_ecosystem_signoff"),
    nativeEcosystemType: text("native_ecosystem_type"),
    dominantLandUse: text("dominant_land_use"),
    signoffPass: boolean("signoff_pass"),
    // The last decision per criterion: { [criterion]: { by, byLabel, at, reason } } (the audit
    // log keeps every one).
    signoffDecisions: jsonb("signoff_decisions")
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fieldId, t.season] }),
    index("field_records_organisation_idx").on(t.organisationId, t.season),
    index("field_records_season_status_idx").on(t.season, t.status),
  ],
);

/** A wetland map an admin uploaded for the wetland auto signoff (decision 0070). */
export const wetlandLayers = pgTable("wetland_layers", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  geometry: jsonb("geometry").notNull(),
  polygonCount: integer("polygon_count").notNull(),
  fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
  uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Title deeds an admin attached to a farm boundary: what decides ownership (decision 0070). */
export const boundaryTitleDeeds = pgTable(
  "boundary_title_deeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    boundaryId: uuid("boundary_id")
      .notNull()
      .references(() => farmBoundaries.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("boundary_title_deeds_boundary_idx").on(t.boundaryId)],
);

// ---- The implementation plan and practice data (issue 15; decision 0073) ----

export const practice = pgEnum("practice", PRACTICES);
export const programmeTarget = pgEnum("programme_target", PROGRAMME_TARGETS);
export const programmeLinkDirection = pgEnum("programme_link_direction", PROGRAMME_LINK_DIRECTIONS);
export const landUse = pgEnum("land_use", LAND_USES);
export const tillageType = pgEnum("tillage_type", TILLAGE_TYPES);
export const residueType = pgEnum("residue_type", RESIDUE_TYPES);
export const herdType = pgEnum("herd_type", HERD_TYPES);
export const frameSize = pgEnum("frame_size", FRAME_SIZES);
export const npkType = pgEnum("npk_type", NPK_TYPES);
export const overrideRecordType = pgEnum("override_record_type", OVERRIDE_RECORD_TYPES);

/**
 * An organisation's implementation plan for one season (spec §3 'Organisation': implementation
 * plan (id, data)); its data are the plan actions. Submitting the first one completes
 * IMPLEMENTATION_PLAN, and its season is the programme's first season.
 */
export const implementationPlans = pgTable(
  "implementation_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("implementation_plans_org_season_idx").on(t.organisationId, t.season)],
);

/**
 * One practice a plan commits a field to (spec §7 'Actions'), timed with the programme link
 * fields (spec §3): programmeTarget none means its own date.
 */
export const planActions = pgTable(
  "plan_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => implementationPlans.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    fieldId: uuid("field_id")
      .notNull()
      .references(() => fields.id, { onDelete: "cascade" }),
    practice: practice("practice").notNull(),
    programmeTarget: programmeTarget("programme_target").notNull().default("none"),
    programmeLinkDirection: programmeLinkDirection("programme_link_direction"),
    programmeLinkDays: integer("programme_link_days"),
    date: date("date", { mode: "string" }),
    notes: text("notes"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("plan_actions_plan_field_practice_idx").on(t.planId, t.fieldId, t.practice),
    index("plan_actions_organisation_idx").on(t.organisationId),
  ],
);

/** The crop journey (spec §7 'POST crop journey'): how a field was used in a season. */
export const cropJourneys = pgTable(
  "crop_journeys",
  {
    fieldId: uuid("field_id")
      .notNull()
      .references(() => fields.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    landUse: landUse("land_use").notNull(),
    // Line items { id, crop, cover } (spec §3 'Line item').
    crops: jsonb("crops")
      .notNull()
      .default(sql`'[]'::jsonb`),
    tillage: tillageType("tillage"),
    residue: residueType("residue"),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fieldId, t.season] }),
    index("crop_journeys_organisation_idx").on(t.organisationId, t.season),
  ],
);

/** spec §3 'Herd': id, type, frameSize (null where the species has no options). */
export const herds = pgTable(
  "herds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: herdType("type").notNull(),
    frameSize: frameSize("frame_size"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("herds_organisation_idx").on(t.organisationId)],
);

/** spec §3 'Livestock numbers': year, month (0-based), herdId, mature, juvenile. */
export const livestockNumbers = pgTable(
  "livestock_numbers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    herdId: uuid("herd_id")
      .notNull()
      .references(() => herds.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    month: integer("month").notNull(),
    mature: integer("mature").notNull(),
    juvenile: integer("juvenile").notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("livestock_numbers_herd_month_idx").on(t.herdId, t.year, t.month),
    index("livestock_numbers_organisation_idx").on(t.organisationId, t.year),
  ],
);

/**
 * spec §3 'Grazing event': fieldIds, startDate, endDate, herdId (the API's array; the first
 * element is the one stored), hoursOnField. season: the season startDate falls in.
 */
export const grazingEvents = pgTable(
  "grazing_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    herdId: uuid("herd_id")
      .notNull()
      .references(() => herds.id, { onDelete: "restrict" }),
    fieldIds: uuid("field_ids").array().notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    hoursOnField: doublePrecision("hours_on_field").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("grazing_events_organisation_idx").on(t.organisationId, t.season),
    index("grazing_events_herd_idx").on(t.herdId, t.startDate),
  ],
);

/** spec §3 'Fertilizer input', per field and season. */
export const fertiliserInputs = pgTable(
  "fertiliser_inputs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    fieldId: uuid("field_id")
      .notNull()
      .references(() => fields.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    product: text("product"),
    npkType: npkType("npk_type").notNull(),
    // kg per hectare.
    applicationRate: doublePrecision("application_rate").notNull(),
    nutrientPercent: doublePrecision("nutrient_percent"),
    nitrogen: doublePrecision("nitrogen").notNull(),
    phosphorus: doublePrecision("phosphorus").notNull(),
    potassium: doublePrecision("potassium").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("fertiliser_inputs_organisation_idx").on(t.organisationId, t.season)],
);

/**
 * spec §3 'Other records': pd overrides. An admin's correction of one value of a practice-data
 * record, with its reason; the farmer's value stays as typed, the override is what counts.
 */
export const pdOverrides = pgTable(
  "pd_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    recordType: overrideRecordType("record_type").notNull(),
    recordId: uuid("record_id").notNull(),
    valueName: text("value_name").notNull(),
    value: doublePrecision("value").notNull(),
    reason: text("reason").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pd_overrides_record_value_idx").on(t.recordType, t.recordId, t.valueName),
    index("pd_overrides_organisation_idx").on(t.organisationId),
  ],
);

// ---- Evidence (issue 16; decision 0079) ----

export const evidenceStatus = pgEnum("evidence_status", EVIDENCE_STATUSES);

/**
 * An evidence item (spec §3 'Organisation': evidence with evidenceId, filePath, categories): what
 * backs one practice on one field in a season (or the whole organisation's season when neither
 * is given), with its files. A draft until the farmer marks it submitted.
 */
export const evidenceItems = pgTable(
  "evidence_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    fieldId: uuid("field_id").references(() => fields.id, { onDelete: "set null" }),
    practice: practice("practice"),
    categories: text("categories").array().notNull(),
    title: text("title").notNull(),
    description: text("description"),
    status: evidenceStatus("status").notNull().default("draft"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("evidence_items_organisation_idx").on(t.organisationId, t.season)],
);

/**
 * A file of an evidence item (spec §3 'File-upload value': files, and deletedFiles: stored files
 * that were removed, kept here with when and by whom). Photos keep their capture date and GPS
 * position when the file carries them (EXIF).
 */
export const evidenceFiles = pgTable(
  "evidence_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    evidenceId: uuid("evidence_id")
      .notNull()
      .references(() => evidenceItems.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    capturedAt: timestamp("captured_at", { withTimezone: true }),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("evidence_files_evidence_idx").on(t.evidenceId)],
);

// ---- Submissions, review, requests, notes and reports (issue 16; decision 0080) ----

export const submissionStatus = pgEnum("submission_status", SUBMISSION_STATUSES);
export const submissionItemKind = pgEnum("submission_item_kind", SUBMISSION_ITEM_KINDS);
export const reviewStatus = pgEnum("review_status", REVIEW_STATUSES);
export const taskType = pgEnum("task_type", TASK_TYPES);
export const taskStatus = pgEnum("task_status", TASK_STATUSES);
export const reportKind = pgEnum("report_kind", REPORT_KINDS);

/**
 * A season's submission (spec §3 'Organisation': submissions (submissionId); §7 'Submission: GET,
 * POST, DELETE'): the plan, the practice data and the submitted evidence, sent as one. At most one
 * that is not WITHDRAWN per organisation and season. `waitingSince` orders the review queue: set
 * when submitted and again when the farmer resubmits a fixed item.
 */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    status: submissionStatus("status").notNull().default("SUBMITTED"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    waitingSince: timestamp("waiting_since", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnBy: uuid("withdrawn_by").references(() => users.id, { onDelete: "set null" }),
    // The reviewer's summary decision and the message e-mailed with it.
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decisionMessage: text("decision_message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("submissions_active_season")
      .on(t.organisationId, t.season)
      .where(sql`${t.status} <> 'WITHDRAWN'`),
    index("submissions_queue_idx").on(t.status, t.waitingSince),
  ],
);

/**
 * One reviewed part of a submission: the plan, the practice data, or one evidence item. The
 * reviewer decides each (ACCEPTED, CHANGES_REQUESTED with a reason, REJECTED with a reason);
 * resubmitting a fixed item sets it back to PENDING and leaves the others as decided.
 * `snapshot` keeps what was submitted (the evidence item's title, categories and kept files; the
 * plan's and practice data's counts), so a later edit does not rewrite what was reviewed.
 */
export const submissionItems = pgTable(
  "submission_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    kind: submissionItemKind("kind").notNull(),
    evidenceId: uuid("evidence_id").references(() => evidenceItems.id, { onDelete: "set null" }),
    label: text("label").notNull(),
    snapshot: jsonb("snapshot"),
    status: reviewStatus("status").notNull().default("PENDING"),
    reason: text("reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    resubmittedAt: timestamp("resubmitted_at", { withTimezone: true }),
    resubmittedBy: uuid("resubmitted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("submission_items_submission_idx").on(t.submissionId),
    index("submission_items_evidence_idx").on(t.evidenceId),
  ],
);

/**
 * Something the programme asks an organisation to do (spec §4 'Task or request types': FARM,
 * PRACTICE_DATA, ADMIN_REQUESTED; 'Other progress values': IN_PROGRESS, COMPLETE). Shown on the
 * members' home page and e-mailed. A review's 'needs changes' opens one tied to its item.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    type: taskType("type").notNull(),
    status: taskStatus("status").notNull().default("IN_PROGRESS"),
    title: text("title").notNull(),
    description: text("description"),
    // Where the farmer does it (a path inside /profile), when there is one.
    href: text("href"),
    submissionItemId: uuid("submission_item_id").references(() => submissionItems.id, {
      onDelete: "set null",
    }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    completedBy: uuid("completed_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [index("tasks_organisation_idx").on(t.organisationId, t.status)],
);

/**
 * Company notes (spec §3 'Other records: company notes'; §7 'GET, PUT company notes'): admins
 * only. Each save is a new row, so the history is kept; the newest row is the notes.
 */
export const companyNotes = pgTable(
  "company_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("company_notes_organisation_idx").on(t.organisationId, t.createdAt)],
);

/**
 * Report files the programme keeps for an organisation (spec §3 'Organisation': report files;
 * §7 'Report GET', 'downloads of reports, summary files and ndvi'). The bytes are in the one
 * file store (stored_files); removing one marks it deleted and keeps the bytes for the audit.
 */
export const reportFiles = pgTable(
  "report_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    kind: reportKind("kind").notNull(),
    season: integer("season"),
    title: text("title").notNull(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("report_files_organisation_idx").on(t.organisationId, t.kind)],
);

// ---- Jobs board and applicant tracking (issue 5) ----

export const jobPostingStatus = pgEnum("job_posting_status", JOB_POSTING_STATUSES);

/** spec §3 'Job posting'. `expired` is derived: closingDate earlier than now. */
export const jobPostings = pgTable(
  "job_postings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    location: text("location").notNull(),
    // Shown exactly as entered (spec §3).
    salary: text("salary").notNull(),
    employmentType: text("employment_type").notNull(),
    closingDate: timestamp("closing_date", { withTimezone: true }),
    leafletFileId: uuid("leaflet_file_id").references(() => storedFiles.id, {
      onDelete: "set null",
    }),
    status: jobPostingStatus("status").notNull().default("active"),
    // Internal use only (spec §3).
    country: text("country"),
    internalName: text("internal_name"),
    numPositions: integer("num_positions"),
    qualifications: text("qualifications"),
    keySkills: text("key_skills"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("job_postings_status_idx").on(t.status, t.closingDate)],
);

// spec §4 'Job application status'
export const jobApplicationStatus = pgEnum("job_application_status", JOB_APPLICATION_STATUSES);

// spec §4 'Interview status'
export const interviewStatus = pgEnum("interview_status", INTERVIEW_STATUS_VALUES);

/** spec §3 'Job application / applicant record' and 'Application form fields'. */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobPostings.id, { onDelete: "cascade" }),
    applicationDate: timestamp("application_date", { withTimezone: true }).notNull().defaultNow(),
    status: jobApplicationStatus("status").notNull().default("pending"),
    interviewStatus: interviewStatus("interview_status"),
    // The rejection e-mail in the outbox; 'Sent' once that row's status is sent (spec §4).
    rejectionEmailId: uuid("rejection_email_id").references(() => emailOutbox.id, {
      onDelete: "set null",
    }),
    firstName: text("first_name").notNull(),
    surname: text("surname").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    gender: text("gender").notNull(),
    race: text("race").notNull(),
    highestQualification: text("highest_qualification").notNull(),
    // Gross monthly expectation, cost to company, in ZAR.
    salary: text("salary").notNull(),
    employmentStatus: text("employment_status").notNull(),
    noticePeriod: integer("notice_period"),
    linkedin: text("linkedin"),
    cvFileId: uuid("cv_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    motivation: text("motivation"),
    generalNotes: text("general_notes"),
    interviewPreparationNotes: text("interview_preparation_notes"),
    interview1Notes: text("interview1_notes"),
    interview2Notes: text("interview2_notes"),
    interview3Notes: text("interview3_notes"),
    interviewerNotes: text("interviewer_notes"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("job_applications_status_date_idx").on(t.status, t.applicationDate),
    index("job_applications_job_status_idx").on(t.jobId, t.status, t.applicationDate),
    index("job_applications_name_idx").on(sql`lower(${t.firstName} || ' ' || ${t.surname})`),
  ],
);

// ---- Versioned calculation constants (issue 17; decision 0090) ----

// The constant sets (app/shared/constants.ts CONSTANT_TYPES; a test keeps the two lists equal).
export const constantType = pgEnum("constant_type", [
  "livestock",
  "soilCarbon",
  "emissions",
  "credits",
]);

/**
 * Every saved version of a constant set: immutable (the model has no update or delete), numbered
 * 1, 2, 3… per type. `values` holds every key of the set (app/services/constants/sets.ts).
 */
export const constantVersions = pgTable(
  "constant_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: constantType("type").notNull(),
    version: integer("version").notNull(),
    values: jsonb("values").$type<Record<string, number | null>>().notNull(),
    // Why this version exists (required; the audit entry repeats it).
    note: text("note").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    // Who saved it, readable after the profile is gone ('Veld' for the seeded defaults).
    createdByLabel: text("created_by_label").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("constant_versions_type_version_key").on(t.type, t.version)],
);

/**
 * The version of each set an organisation's calculations use. No row: not yet calculated, so
 * the latest applies; the first calculation pins the latest, and only a deliberate, audited move
 * (/admin/journey/calcSetup) changes it.
 */
export const organisationConstants = pgTable(
  "organisation_constants",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    type: constantType("type").notNull(),
    versionId: uuid("version_id")
      .notNull()
      .references(() => constantVersions.id, { onDelete: "restrict" }),
    pinnedAt: timestamp("pinned_at", { withTimezone: true }).notNull().defaultNow(),
    pinnedBy: uuid("pinned_by").references(() => users.id, { onDelete: "set null" }),
    // Why it was moved (null for the pin of the first calculation).
    reason: text("reason"),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.type] }),
    index("organisation_constants_version_idx").on(t.versionId),
  ],
);

/**
 * Each organisation's data version (issue 30; decision 0130): a number the database's triggers
 * (migration 0017) raise in the same transaction as every write to what the organisation's carbon
 * calculation reads: the organisation and its details, farms, fields and their versions and
 * records, plans and their actions, crop journeys, herds, practice data and its corrections, soil
 * samples and the constants pins. A calculation worked out once is kept (per instance) under the
 * version it was read at; any such write, by any code on any instance, makes a new version.
 * No foreign key: a row left by a deleted organisation is a number nobody reads.
 */
export const organisationDataVersions = pgTable("organisation_data_versions", {
  organisationId: uuid("organisation_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

// ---- Soil samples and issued credits (issue 17; decision 0092) ----

/**
 * A lab result for a field (issue 17 'soil samples'): soil organic carbon and bulk density of
 * the soil from the surface down to `depth_cm`, sampled on `sampled_on`. The ranges (depth 1–200,
 * SOC 0–60 %, bulk density 0.1–2.5) are checked by app/services/calculations/samples.ts.
 */
export const soilSamples = pgTable(
  "soil_samples",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    fieldId: uuid("field_id")
      .notNull()
      .references(() => fields.id, { onDelete: "cascade" }),
    sampledOn: date("sampled_on", { mode: "string" }).notNull(),
    depthCm: integer("depth_cm").notNull(),
    socPercent: doublePrecision("soc_percent").notNull(),
    bulkDensityGPerCm3: doublePrecision("bulk_density_g_per_cm3").notNull(),
    lab: text("lab"),
    // The lab's own id of the sample.
    reference: text("reference"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("soil_samples_org_field_date_idx").on(t.organisationId, t.fieldId, t.sampledOn)],
);

/**
 * Credits a registry issued to an organisation, recorded by an admin (issue 17). A financial
 * record: never deleted, only voided with a reason (`voided_at`, `void_reason`), both audited.
 */
export const issuedCredits = pgTable(
  "issued_credits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    // The season offset used everywhere else: 26 = 2026/2027 (app/services/kit/format.ts).
    season: integer("season").notNull(),
    tonnesCo2e: doublePrecision("tonnes_co2e").notNull(),
    // The carbon price (R per t CO2e) and the farmer's share (0 to 1) of the credits constants in
    // force when it was recorded (issue 32; decision 0146): past earnings never change with them.
    carbonPriceZarPerTco2e: doublePrecision("carbon_price_zar_per_tco2e").notNull(),
    farmerShare: doublePrecision("farmer_share").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    registry: text("registry").notNull(),
    serialRange: text("serial_range"),
    // Why it was recorded (required; the audit entry repeats it).
    note: text("note").notNull(),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedByLabel: text("recorded_by_label"),
    createdAt: createdAt(),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: uuid("voided_by").references(() => users.id, { onDelete: "set null" }),
    voidReason: text("void_reason"),
  },
  (t) => [index("issued_credits_org_season_idx").on(t.organisationId, t.season, t.issuedOn)],
);

// ---- Programme events (issue 18; decision 0097) ----

export const eventKind = pgEnum("event_kind", EVENT_KINDS);
export const eventStatus = pgEnum("event_status", EVENT_STATUSES);

/**
 * A programme event: a farm day, webinar or training (issue 18). Farmers see published events
 * that have not ended; `province` null means every farmer, a code narrows it to farmers of that
 * province. `capacity` null means unlimited; registrations are counted under a row lock on the
 * event (app/models/events.server.ts) so the last seat is never given twice.
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: eventKind("kind").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    // Where it happens (a farm, a town) and/or the https link of an online event.
    place: text("place"),
    link: text("link"),
    capacity: integer("capacity"),
    // The audience: null = every farmer; else a province code (app/shared/provinces.ts).
    province: text("province"),
    status: eventStatus("status").notNull().default("draft"),
    // Why it was cancelled (required to cancel; the audit entry repeats it).
    cancelReason: text("cancel_reason"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("events_status_starts_idx").on(t.status, t.startsAt)],
);

/** A farmer's seat at an event; cancelling keeps the row (`cancelled_at`), registering again clears it. */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organisationId: uuid("organisation_id").references(() => organisations.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("event_registrations_event_user_key").on(t.eventId, t.userId),
    index("event_registrations_user_idx").on(t.userId),
  ],
);

// ---- Learning resources (issue 18; decision 0098) ----

export const resourceKind = pgEnum("resource_kind", RESOURCE_KINDS);
export const resourceTopic = pgEnum("resource_topic", RESOURCE_TOPICS);
export const resourceStatus = pgEnum("resource_status", RESOURCE_STATUSES);

/**
 * Learning material for farmers (spec §2 '/admin/resources', '/profile learn'): an article written
 * in Veld (`body`, plain text rendered without HTML), a file in the one file store (`file_id`),
 * or a link or video elsewhere (`url`, https only). `journey_steps` names the journey steps it
 * fits (empty: every step); farmers see only published ones. Deleting one removes the row and
 * keeps its file's bytes; the audit log keeps the reason.
 */
export const resources = pgTable(
  "resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: resourceKind("kind").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body"),
    url: text("url"),
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    topic: resourceTopic("topic").notNull(),
    journeySteps: text("journey_steps")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: resourceStatus("status").notNull().default("draft"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [index("resources_status_topic_idx").on(t.status, t.topic)],
);

// ---- E-mail templates and sends (issue 18; decision 0099) ----

export const emailTemplateKind = pgEnum("email_template_kind", EMAIL_TEMPLATE_KINDS);

/**
 * A reusable e-mail: subject and plain-text body with `{{variable}}` placeholders
 * (app/shared/email-templates.ts). Archived templates stay for the sends that used them.
 */
export const emailTemplates = pgTable(
  "email_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    kind: emailTemplateKind("kind").notNull().default("programme"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("email_templates_name_key").on(sql`lower(${t.name})`)],
);

/**
 * A template's version in another language (issue 33; decision 0160): 'af', 'zu', 'xh' or 'st'
 * beside the template's own English subject and body. A send gives each person the version of
 * their saved language, else the English.
 */
export const emailTemplateVersions = pgTable(
  "email_template_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    templateId: uuid("template_id")
      .notNull()
      .references(() => emailTemplates.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("email_template_versions_language_key").on(t.templateId, t.language)],
);

/**
 * One admin's bulk send of a template (POST /admin/email/send). `send_key` is the form's one-time
 * key: posting the same form twice finds this row instead of sending again, and each outbox row's
 * idempotency key names the send and the person, so nobody gets the same send twice.
 */
export const emailSends = pgTable(
  "email_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sendKey: text("send_key").notNull(),
    templateId: uuid("template_id").references(() => emailTemplates.id, { onDelete: "set null" }),
    kind: emailTemplateKind("kind").notNull(),
    // The template as it was sent (a later edit does not rewrite history).
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    // How the recipients were chosen, for the record (ids, a journey step, a filter).
    audience: jsonb("audience").notNull(),
    recipientCount: integer("recipient_count").notNull(),
    // Marketing sends skip people not on the mailing list; counted so the admin sees why.
    skippedCount: integer("skipped_count").notNull().default(0),
    sentBy: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
    // The digest of the request the sendKey came with (the template and the audience; decision
    // 0117): the same key with another request is refused. Null for sends made before it was kept.
    requestDigest: text("request_digest"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_sends_send_key").on(t.sendKey),
    index("email_sends_created_idx").on(t.createdAt),
  ],
);

// ---- In-app notifications (issue 18; decision 0100) ----

export const notificationKind = pgEnum("notification_kind", NOTIFICATION_KINDS);

/**
 * A message from the programme to people (by person, organisation, journey step, province or
 * role), fanned out to `notification_recipients` when it is sent so read state is per person.
 * `link` is a path inside Veld. Withdrawing hides it from everyone and keeps the row.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: notificationKind("kind").notNull().default("message"),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    // A programme message's catalogue key and values (issue 33; decision 0160): shown in each
    // reader's language ('notifications.<key>Title', '…Body'); title and body keep the English.
    // Null for an admin's own notification, shown as written.
    messageKey: text("message_key"),
    messageValues: jsonb("message_values"),
    audience: jsonb("audience").notNull(),
    recipientCount: integer("recipient_count").notNull(),
    emailed: boolean("emailed").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [index("notifications_created_idx").on(t.createdAt)],
);

export const notificationRecipients = pgTable(
  "notification_recipients",
  {
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // When the timed overlay showed it (once per person), and when the person read it.
    shownAt: timestamp("shown_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index("notification_recipients_user_idx").on(t.userId, t.readAt),
  ],
);

// ---- Baseline user fields (issue 18; decision 0101) ----

/**
 * What the programme records about each person at joining (app/shared/baseline.ts), edited by
 * admins at /admin/baseline. Every column is optional: the baseline is filled in over time.
 */
export const userBaselines = pgTable("user_baselines", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  farmingSinceYear: integer("farming_since_year"),
  enterpriseType: text("enterprise_type"),
  hectaresAtJoining: doublePrecision("hectares_at_joining"),
  landTenure: text("land_tenure"),
  regenerativeExperience: text("regenerative_experience"),
  notes: text("notes"),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---- Generated summary files (issue 18; decision 0102) ----

export const summaryExportKind = pgEnum("summary_export_kind", SUMMARY_EXPORT_KINDS);
export const summaryExportStatus = pgEnum("summary_export_status", SUMMARY_EXPORT_STATUSES);

/**
 * A CSV summary an admin asked for, generated in the background (claimed with a lease so one
 * instance builds it) into the one file store; downloaded from /admin/summaryFiles.
 */
export const summaryExports = pgTable(
  "summary_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: summaryExportKind("kind").notNull(),
    status: summaryExportStatus("status").notNull().default("queued"),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    rowCount: integer("row_count"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("summary_exports_status_idx").on(t.status, t.createdAt)],
);

// ---- Scheduled jobs (issue 19; decision 0110) ----

/**
 * One row per daily job (the retention jobs, the upload sweep): an instance claims a run with one
 * upsert (`app/models/scheduled-runs.server.ts`) so that, with several instances sharing this
 * database, one does each day's run. `locked_until` is a lease: a run cut short by a crash is
 * taken over once it passes. `last_result` is what the last finished run did (counts, no data).
 */
export const scheduledJobRuns = pgTable("scheduled_job_runs", {
  name: text("name").primaryKey(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastResult: jsonb("last_result"),
});

// ---- Machine-to-machine API clients (issue 19; decision 0112) ----

/**
 * An integration's client at the embedded identity provider (OAuth 2.0 client credentials, RFC
 * 6749 §4.4): it gets access tokens for /api/v2 carrying `scopes`, which its registering admin
 * held. Only a SHA-256 hash of the secret is kept (the secret is 256 random bits, shown once);
 * `secret_version` goes up at each rotation and is a claim of every token, so a rotation or a
 * revocation ends the tokens issued before it (app/services/api/callers.server.ts).
 */
export const apiClients = pgTable(
  "api_clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: text("client_id").notNull(),
    name: text("name").notNull(),
    reason: text("reason").notNull(),
    scopes: adminScope("scopes").array().notNull(),
    secretHash: text("secret_hash").notNull(),
    secretVersion: integer("secret_version").notNull().default(1),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    secretRotatedAt: timestamp("secret_rotated_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: uuid("revoked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("api_clients_client_id_key").on(t.clientId),
    // Two standing clients never share a name, so the audit log's "API client <name>" is clear.
    uniqueIndex("api_clients_active_name_key")
      .on(sql`lower(${t.name})`)
      .where(sql`${t.revokedAt} IS NULL`),
  ],
);
