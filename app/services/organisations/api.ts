// The JSON shapes of the /api/v2 organisation calls (spec §7 'User and company calls'), so the
// routes stay thin and the answers stay the same wherever they are built. Each is the `data` of
// the envelope (app/services/api/envelope.ts).
import type { ApiSignedUpCaller } from "~/services/api/callers.server";
import { fieldErrorsOf } from "~/services/api/envelope";
import { formSchema } from "~/services/kit/forms/form-schema";
import type { DetailsChanges } from "~/services/organisations/details.server";
import { COMPANY_FIELDS } from "~/services/organisations/forms";
import { inviteExpiresAt, inviteState, type InviteStatus } from "~/services/organisations/rules";
import type {
  Actor,
  InviteAnswer,
  loadCompany,
} from "~/services/organisations/organisations.server";
import type { OrganisationDetails } from "~/shared/organisation-details";
import { roleLabel, type MemberRole } from "~/shared/roles";

type Company = NonNullable<Awaited<ReturnType<typeof loadCompany>>>;

export function apiActor(caller: ApiSignedUpCaller, requestId: string | null | undefined): Actor {
  const { user } = caller;
  const name = [user.name, user.surname].filter(Boolean).join(" ");
  return { userId: user.id, email: user.email, label: name || user.email, requestId };
}

/** GET /user/companies/{id}: the organisation, its info, its members and the caller's role. */
export function companyJson(company: Company, role: MemberRole) {
  const { id, name, ...info } = company.info;
  return {
    id,
    companyId: id,
    name,
    info: { name, ...info },
    role,
    roleLabel: roleLabel(role),
    members: company.members.map((m) => ({
      userId: m.userId,
      email: m.email,
      name: m.name,
      surname: m.surname,
      role: m.role,
      roleLabel: roleLabel(m.role),
      joinedAt: m.joinedAt.toISOString(),
    })),
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
}) {
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

export function inviteAnswerJson(answer: InviteAnswer) {
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
