// Rules for organisations, their details, members and invites (spec §3 'Organisation /
// company', §6 'User roles', 'Company users join through invites'). Pure: pages, the API and
// tests share them.
import type { InviteStatus } from "~/shared/invites";
import type { LegalEntity, LegalEntityKey } from "~/shared/organisation-details";
import { MEMBER_ROLES, ROLE_LABELS, type MemberRole } from "~/shared/roles";
import { DAY_MS } from "~/shared/time";

/**
 * The longest search of the admin organisation list (its field's maxLength). Here, not beside
 * the query's schema: the page's form reads it, and the browser's modules carry no zod.
 */
export const ORGANISATION_SEARCH_MAX = 100;

/**
 * The userType values an invite may carry (spec §3: 'userType values for company invites: not
 * shown'; docs/decisions/0020): the member roles themselves, so the invitee joins with that role.
 */
export const INVITE_ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

/**
 * The people who prepare the organisation's journey: its details (the legal entity), the
 * eligibility and viability answers, the expression of interest, signatories, farms and
 * boundaries (docs/decisions/0054, which joins 0021, 0036 and 0044). In practice the farm manager
 * or the agri consultant prepares the paperwork; a signatory signs what they prepared, and other
 * members look.
 */
export const ORGANISATION_EDITOR_ROLES = [
  "OWNER",
  "STAFF",
  "CONSULTANT",
] as const satisfies readonly MemberRole[];

export function canEditOrganisation(role: string | null | undefined): boolean {
  return (ORGANISATION_EDITOR_ROLES as readonly string[]).includes(role ?? "");
}

/** The organisation's name is how its members and the programme know it: owners only (0054). */
export function canRenameOrganisation(role: string | null | undefined): boolean {
  return role === "OWNER";
}

/** Who may invite people, and revoke invites (docs/decisions/0021, 0054): owners only. */
export function canManageInvites(role: string | null | undefined): boolean {
  return role === "OWNER";
}

/** An invite can be answered for this long after it was sent (docs/decisions/0022). */
export const INVITE_TTL_DAYS = 14;

export function inviteExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INVITE_TTL_DAYS * DAY_MS);
}

export function isInviteExpired(createdAt: Date, now: Date = new Date()): boolean {
  return inviteExpiresAt(createdAt).getTime() <= now.getTime();
}

export type { InviteStatus };
export type InviteState = InviteStatus | "expired";

/** The state a person sees: a pending invite past its time is expired. */
export function inviteState(
  invite: { status: InviteStatus; createdAt: Date },
  now: Date = new Date(),
): InviteState {
  if (invite.status === "pending" && isInviteExpired(invite.createdAt, now)) return "expired";
  return invite.status;
}

export const INVITE_STATE_LABELS: Record<InviteState, string> = {
  pending: "Pending",
  accepted: "Accepted",
  declined: "Declined",
  revoked: "Revoked",
  expired: "Expired",
};

/** E-mail addresses compare without case or surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** One line of an address from its parts, skipping empty ones. */
export function formatAddress(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
}

/**
 * /profile pages a signed-in person without a Veld profile may open (spec §2: sign-up; the
 * POPIA export and the error page). Every other /profile page sends them to /profile/signup.
 */
export const PAGES_WITHOUT_PROFILE = ["/profile/signup", "/profile/data-export", "/profile/oops"];

export function isPageWithoutProfile(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  return PAGES_WITHOUT_PROFILE.some((page) => path === page || path.startsWith(`${page}/`));
}

/** Invites sent after this moment are still open at `now`. */
export function inviteValidSince(now: Date = new Date()): Date {
  return new Date(now.getTime() - INVITE_TTL_DAYS * DAY_MS);
}

/**
 * What the contract needs of the legal entity (docs/decisions/0054): its registered name and
 * number, and a street address with town and province. The VAT number, a second address line and
 * the postal code stay optional. The company page may keep a partial draft; the contracting
 * details ask for these, and the journey's 'Contracting details' step is done once they are there.
 */
export const CONTRACT_ENTITY_REQUIRED = [
  "legalName",
  "registrationNumber",
  "addressLine1",
  "town",
  "province",
] as const satisfies readonly LegalEntityKey[];

export function isLegalEntityComplete(entity: LegalEntity): boolean {
  return CONTRACT_ENTITY_REQUIRED.every((key) => !!entity[key]?.trim());
}
