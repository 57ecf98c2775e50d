// Rules for organisations, their members and invites (spec §3 'Organisation / company', §6 'User
// roles', 'Company users join through invites'). Pure: pages, the API and tests share them.

/** spec §6 'User roles' that a member of an organisation can hold (ADMIN_USER* are admin-side). */
export const MEMBER_ROLES = ["OWNER", "STAFF", "CONSULTANT", "SIGNATORY", "OTHER"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** spec §6 'User roles': the labels in brackets. OTHER has none in the spec. */
export const ROLE_LABELS: Record<MemberRole, string> = {
  OWNER: "Farmer / Land Owner",
  STAFF: "Farm Manager / Staff / Associate",
  CONSULTANT: "Agri Consultant / Representative",
  SIGNATORY: "Signatory to Contract",
  OTHER: "Other",
};

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === "string" && (MEMBER_ROLES as readonly string[]).includes(value);
}

export function roleLabel(role: string): string {
  return isMemberRole(role) ? ROLE_LABELS[role] : role;
}

/**
 * The userType values an invite may carry (spec §3: 'userType values for company invites: not
 * shown'; docs/decisions/0020): the member roles themselves, so the invitee joins with that role.
 */
export const INVITE_ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

/** Who may change the company info (docs/decisions/0021): owners only. */
export function canEditCompany(role: string | null | undefined): boolean {
  return role === "OWNER";
}

/** Who may invite people, and revoke invites (docs/decisions/0021): owners only. */
export function canManageInvites(role: string | null | undefined): boolean {
  return role === "OWNER";
}

/** An invite can be answered for this long after it was sent (docs/decisions/0022). */
export const INVITE_TTL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export function inviteExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INVITE_TTL_DAYS * DAY_MS);
}

export function isInviteExpired(createdAt: Date, now: Date = new Date()): boolean {
  return inviteExpiresAt(createdAt).getTime() <= now.getTime();
}

export type InviteStatus = "pending" | "accepted" | "declined" | "revoked";
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

/** spec §3 'Province': codes and labels. */
export const PROVINCES = [
  { value: "EC", label: "Eastern Cape" },
  { value: "FS", label: "Free State" },
  { value: "GT", label: "Gauteng" },
  { value: "NL", label: "KwaZulu-Natal" },
  { value: "LP", label: "Limpopo" },
  { value: "MP", label: "Mpumalanga" },
  { value: "NC", label: "Northern Cape" },
  { value: "NW", label: "North West" },
  { value: "WC", label: "Western Cape" },
] as const;

export function provinceLabel(code: string | null | undefined): string {
  if (!code) return "";
  return PROVINCES.find((p) => p.value === code)?.label ?? code;
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
