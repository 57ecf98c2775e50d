// A refused member form of /profile/company (decision 0145; the one action result of decision
// 0128): the owner's role change, removal or transfer, or leaving, refused by the rules (the only
// owner, no longer an owner, a member who has gone meanwhile). The page shows the sentence in an
// error summary at its top and beside the form, with what was posted filled in again.
import { useActionData } from "@remix-run/react";
import { actionResultOf } from "~/components/form/action-result";
import { MEMBER_INTENTS } from "~/services/organisations/member-rules";

export type MemberIntent = (typeof MEMBER_INTENTS)[number];

export interface MemberRefusal {
  intent: MemberIntent;
  message: string;
  /** As posted: the member the form was about, the role chosen, the removal reason typed. */
  memberId: string;
  role: string;
  reason: string;
}

const isMemberIntent = (value: unknown): value is MemberIntent =>
  typeof value === "string" && (MEMBER_INTENTS as readonly string[]).includes(value);

/** The refusal of a member form in an action's answer, or null. */
export function memberRefusalOf(raw: unknown): MemberRefusal | null {
  const formId = raw && typeof raw === "object" ? (raw as { formId?: unknown }).formId : null;
  if (!isMemberIntent(formId)) return null;
  const result = actionResultOf(raw, formId);
  if (!result.formError) return null;
  const text = (name: string) => {
    const value = result.values[name];
    return typeof value === "string" ? value : "";
  };
  return {
    intent: formId,
    message: result.formError,
    memberId: text("memberId"),
    role: text("role"),
    reason: text("reason"),
  };
}

/** The page's last post, when it was a refused member form. */
export function useMemberRefusal(): MemberRefusal | null {
  return memberRefusalOf(useActionData());
}
