// spec §6 'User roles': the roles a member of an organisation can hold, with the labels in
// brackets (OTHER has none in the spec). ADMIN_USER and ADMIN_USER_REMOVED are admin-side states,
// kept as admin grants, never as a membership.
export const MEMBER_ROLES = ["OWNER", "STAFF", "CONSULTANT", "SIGNATORY", "OTHER"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

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
