// Account deletion's rules (issue 19 'a person can ask for their account to be deleted';
// decision 0110): when it is refused, and the form. Pure: the route and the service share them.
import { roleLabel } from "~/shared/roles";

export const DELETE_ACCOUNT_PATH = "/profile/delete-account";

/** The confirmation form's intent (decision 0128): the page's one form. */
export const DELETE_ACCOUNT_INTENT = "delete-account";
export const REASON_MAX_LENGTH = 1000;

export interface MembershipForDeletion {
  name: string;
  role: string;
  /** How many OWNERs the organisation has, this person included if they are one. */
  owners: number;
  /** How many members it has, this person included. */
  members: number;
}

/**
 * Organisations the person may not leave behind: they are its only OWNER and others remain, who
 * would be left without anyone able to invite, rename or sign (decision 0054). An organisation
 * where they are the only member stays without members, for the records its contract needs.
 */
export function organisationsNeedingAnotherOwner<M extends MembershipForDeletion>(
  list: readonly M[],
): M[] {
  return list.filter((m) => m.role === "OWNER" && m.owners <= 1 && m.members > 1);
}

/** The sentence refusing deletion, or null when the account may be deleted. */
export function deletionRefusal(list: readonly MembershipForDeletion[]): string | null {
  const blocking = organisationsNeedingAnotherOwner(list);
  if (blocking.length === 0) return null;
  const names = blocking.map((m) => `"${m.name}"`).join(", ");
  return (
    `You are the only ${roleLabel("OWNER")} (OWNER) of ${names}, which has other members. ` +
    "Transfer ownership to one of them below (or remove the other members), then delete your account."
  );
}

export type DeletionForm =
  | { ok: true; reason: string | null }
  | { ok: false; errors: { confirm?: string; reason?: string }; reason: string };

/** The confirmation form: the box must be ticked; a reason is optional and kept short. */
export function parseDeletionForm(values: { confirm: unknown; reason: unknown }): DeletionForm {
  const reason = typeof values.reason === "string" ? values.reason.trim() : "";
  const errors: { confirm?: string; reason?: string } = {};
  if (values.confirm !== "yes")
    errors.confirm = "Tick the box to confirm that you want your account deleted.";
  if (reason.length > REASON_MAX_LENGTH)
    errors.reason = `Please keep the reason to ${REASON_MAX_LENGTH} characters or fewer.`;
  if (errors.confirm || errors.reason) return { ok: false, errors, reason };
  return { ok: true, reason: reason === "" ? null : reason };
}
