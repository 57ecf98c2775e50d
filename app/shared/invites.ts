// The states of an invite to join an organisation (spec §6 'Company users join through invites';
// §7 PUT /user/company/invite accepts or declines; an owner may revoke, decision 0022).
export const INVITE_STATUSES = ["pending", "accepted", "declined", "revoked"] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
