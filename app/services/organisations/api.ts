// The JSON shapes of the /api/v2 organisation calls (spec §7 'User and company calls'), so the
// routes stay thin and the answers stay the same wherever they are built. Each is the `data` of
// the envelope (app/services/api/envelope.ts).
import { z } from "zod";
import { fieldErrorsOf } from "~/services/kit/field-errors";
import { fieldListDocSchema } from "~/services/kit/forms/field-docs";
import { formSchema } from "~/services/kit/forms/form-schema";
import type { DetailsChanges } from "~/services/organisations/details.server";
import { COMPANY_FIELDS, ORGANISATION_NAME_FIELD } from "~/services/organisations/forms";
import { REMOVAL_REASON_MAX } from "~/services/organisations/member-rules";
import type { MemberChangeResult } from "~/services/organisations/members.server";
import type { Member } from "~/models/memberships.server";
import { inviteExpiresAt, inviteState, type InviteStatus } from "~/services/organisations/rules";
import type { InviteAnswer, loadCompany } from "~/services/organisations/organisations.server";
import { INVITE_STATUSES } from "~/shared/invites";
import {
  LEGAL_ENTITY_KEYS,
  type LegalEntityKey,
  type OrganisationDetails,
} from "~/shared/organisation-details";
import { MEMBER_ROLES, roleLabel, type MemberRole } from "~/shared/roles";
import { singleLineText } from "~/services/kit/forms/text-schema";

type Company = NonNullable<Awaited<ReturnType<typeof loadCompany>>>;

// The answers as zod schemas: the OpenAPI document shows them (decision 0111) and the JSON
// functions' return types are inferred from them, so tsc holds the two together.

/**
 * An invite. `email` only where the caller may see whom it was sent to (an owner's list);
 * an invite past its time reads `expired`.
 */
export const inviteJsonSchema = z.object({
  id: z.string().uuid(),
  /** The invite's id again: what PUT /user/company/invite takes as `userId` (decision 0023). */
  userId: z.string().uuid(),
  companyId: z.string().uuid(),
  email: z.string().optional(),
  userType: z.enum(MEMBER_ROLES),
  userTypeLabel: z.string(),
  status: z.enum([...INVITE_STATUSES, "expired"]),
  createdAt: z.string().datetime(),
  expiresAt: z.string().datetime(),
});

/** A member of an organisation (GET /user/companies/{id}, …/members/{userId}). */
export const memberJsonSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  role: z.enum(MEMBER_ROLES),
  roleLabel: z.string(),
  joinedAt: z.string().datetime(),
});

export function memberJson(m: Member): z.infer<typeof memberJsonSchema> {
  return {
    userId: m.userId,
    email: m.email,
    name: m.name,
    surname: m.surname,
    role: m.role,
    roleLabel: roleLabel(m.role),
    joinedAt: m.joinedAt.toISOString(),
  };
}

/** PATCH /user/companies/{id}/members/{userId} (decision 0145). */
export const memberRoleBody = z
  .object({ role: z.enum(MEMBER_ROLES).describe("The member's new role.") })
  .strict();

/** DELETE /user/companies/{id}/members/{userId}: an optional reason, kept in the audit log. */
export const memberRemovalBody = z
  .object({
    reason: singleLineText()
      .max(REMOVAL_REASON_MAX)
      .optional()
      .describe("Why the member is removed (the audit log keeps it)."),
  })
  .strict();

/** POST /user/companies/{id}/transferOwnership. */
export const transferOwnershipBody = z
  .object({ userId: z.string().uuid().describe("The member who becomes the owner.") })
  .strict();

/** POST /user/companies: a further organisation, the caller its OWNER. */
export const newCompanyBody = z
  .object({
    name: singleLineText()
      .min(1, "The organisation's name is required.")
      .max(ORGANISATION_NAME_FIELD.maxLength)
      .describe("The organisation's name."),
  })
  .strict();

export const newCompanyJsonSchema = z.object({
  id: z.string().uuid(),
  companyId: z.string().uuid(),
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
  roleLabel: z.string(),
});

/** What a change to an organisation's memberships did: each membership before and after. */
export const memberChangeJsonSchema = z.object({
  companyId: z.string().uuid(),
  companyName: z.string(),
  changed: z.array(
    z.object({
      userId: z.string().uuid(),
      from: z.enum(MEMBER_ROLES),
      /** null: no longer a member. */
      to: z.enum(MEMBER_ROLES).nullable(),
    }),
  ),
});

export function memberChangeJson(
  result: MemberChangeResult,
): z.infer<typeof memberChangeJsonSchema> {
  return {
    companyId: result.organisationId,
    companyName: result.organisationName,
    changed: result.changed.map(({ userId, from, to }) => ({ userId, from, to })),
  };
}

/** GET /user/companies/{id}. */
export const memberCompanyJsonSchema = z.object({
  id: z.string().uuid(),
  companyId: z.string().uuid(),
  name: z.string(),
  /** The name and the legal entity's parts (spec §3 'Organisation / company': info). */
  info: z.object({
    name: z.string(),
    ...(Object.fromEntries(LEGAL_ENTITY_KEYS.map((key) => [key, z.string().nullable()])) as Record<
      LegalEntityKey,
      z.ZodNullable<z.ZodString>
    >),
  }),
  role: z.enum(MEMBER_ROLES),
  roleLabel: z.string(),
  members: z.array(memberJsonSchema),
  /** Open invites; owners only (empty for everyone else). */
  invites: z.array(inviteJsonSchema),
});

/** GET /user/company/invite: the caller's open invites, with the organisation's name. */
export const openInviteJsonSchema = inviteJsonSchema.extend({ companyName: z.string() });

/** POST /user/company/invite (the route checks these fields by hand, with the same names). */
export const inviteBodyDoc = z.object({
  email: singleLineText().max(254).describe("The invitee's e-mail address."),
  companyId: z.string().uuid().describe("The organisation to join; the caller must own it."),
  userType: z.enum(MEMBER_ROLES).describe("The role the invitee will hold."),
});

/** PUT /user/company/invite (checked by hand in the route, with the same names). */
export const inviteAnswerBodyDoc = z.object({
  userId: z
    .string()
    .uuid()
    .describe("The invite's id; or the caller's own user id with companyId (decision 0023)."),
  accept: z.boolean(),
  companyId: singleLineText()
    .optional()
    .describe("The organisation of the invite, when userId is the caller's own id."),
});

/** PUT /user/company/invite: the invite answered, and the membership an acceptance made. */
export const inviteAnswerJsonSchema = z.object({
  invite: z.object({
    id: z.string().uuid(),
    userId: z.string().uuid(),
    companyId: z.string().uuid(),
    companyName: z.string(),
    userType: z.enum(MEMBER_ROLES),
    status: z.enum(["accepted", "declined"]),
  }),
  membership: z
    .object({
      userId: z.string().uuid(),
      companyId: z.string().uuid(),
      role: z.enum(MEMBER_ROLES),
      roleLabel: z.string(),
      createdAt: z.string().datetime(),
    })
    .nullable(),
});

/** GET /user/companies/{id}: the organisation, its info, its members and the caller's role. */
export function companyJson(
  company: Company,
  role: MemberRole,
): z.infer<typeof memberCompanyJsonSchema> {
  const { id, name, ...info } = company.info;
  return {
    id,
    companyId: id,
    name,
    info: { name, ...info },
    role,
    roleLabel: roleLabel(role),
    members: company.members.map(memberJson),
    // Owners only (the list is empty for everyone else).
    invites: company.invites.map((i) => inviteJson({ ...i, organisationId: id })),
  };
}

/**
 * An invite. `userId` repeats the invite's id: it is what PUT /user/company/invite takes as
 * `userId` (docs/decisions/0023).
 */
export function inviteJson(invite: {
  id: string;
  organisationId: string;
  email?: string;
  role: MemberRole;
  status: InviteStatus;
  createdAt: Date;
}): z.infer<typeof inviteJsonSchema> {
  return {
    id: invite.id,
    userId: invite.id,
    companyId: invite.organisationId,
    ...(invite.email === undefined ? {} : { email: invite.email }),
    userType: invite.role,
    userTypeLabel: roleLabel(invite.role),
    status: inviteState(invite),
    createdAt: invite.createdAt.toISOString(),
    expiresAt: inviteExpiresAt(invite.createdAt).toISOString(),
  };
}

export function inviteAnswerJson(answer: InviteAnswer): z.infer<typeof inviteAnswerJsonSchema> {
  const { invite, membership } = answer;
  return {
    invite: {
      id: invite.id,
      userId: invite.id,
      companyId: invite.organisationId,
      companyName: invite.organisationName,
      userType: invite.role,
      status: invite.status,
    },
    membership: membership
      ? {
          userId: membership.userId,
          companyId: membership.organisationId,
          role: membership.role,
          roleLabel: roleLabel(membership.role),
          createdAt: membership.createdAt.toISOString(),
        }
      : null,
  };
}

const DETAILS_FIELD_NAMES: readonly string[] = COMPANY_FIELDS.map((field) => field.name);
const detailsSchema = formSchema(COMPANY_FIELDS);

/**
 * PUT /company/{id}: any of the company form's fields, for the OpenAPI document (decision 0111);
 * parseDetailsBody checks them with the form's own schema, laid over the stored details, so each
 * may be left out.
 */
export const companyDetailsBodyDoc = fieldListDocSchema(COMPANY_FIELDS).partial();

/**
 * PUT /company/{id}: the body changes some of the organisation's details (a part left out stays
 * as it is; null clears it). The details as they would be after the change are checked with the
 * company form's own schema, so the API and the page accept exactly the same values (decision
 * 0054). Returns the changes, or an error per field (a 422).
 */
export async function parseDetailsBody(
  body: Record<string, unknown>,
  current: OrganisationDetails,
): Promise<{ changes: DetailsChanges } | { errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!DETAILS_FIELD_NAMES.includes(key)) errors[key] = "This field is not known.";
    else if (value !== null && typeof value !== "string")
      errors[key] = "Send text, or null to clear it.";
  }
  if (Object.keys(errors).length > 0) return { errors };
  const merged = { ...current, ...body };
  const result = await detailsSchema.safeParseAsync(merged);
  if (!result.success) return { errors: fieldErrorsOf(result.error.issues) };
  const changes: DetailsChanges = {};
  for (const key of Object.keys(body)) {
    (changes as Record<string, unknown>)[key] = result.data[key as keyof typeof result.data];
  }
  return { changes };
}
