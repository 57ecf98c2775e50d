// The members of the active organisation with their roles (spec §6 'User roles' labels). An owner
// changes a member's role here, and opens the confirmation step (an address, decision 0145) of
// removing a member or transferring ownership to them; every form works without JavaScript. A
// refused role change comes back beside that member's form with the role as chosen; a refusal
// whose form is no longer on the page (the member has gone, the owner is no longer one) is said
// at the top of the list.
import { Form, Link } from "@remix-run/react";
import type { MemberRefusal } from "~/components/organisations/member-refusal";
import { SpinnerButton } from "~/components/spinner-button";
import { intentName } from "~/services/kit/forms/intent";
import type { CompanyIntent } from "~/services/organisations/queries";
import { INVITE_ROLE_OPTIONS } from "~/services/organisations/rules";
import { roleLabel } from "~/shared/roles";

export interface MemberView {
  userId: string;
  email: string;
  name: string | null;
  surname: string | null;
  role: string;
}

export function memberName(member: MemberView) {
  return [member.name, member.surname].filter(Boolean).join(" ") || member.email;
}

export function MembersList({
  members,
  currentUserId,
  canManage = false,
  refusal = null,
}: {
  members: readonly MemberView[];
  currentUserId: string;
  canManage?: boolean;
  /** A refused member form whose sentence belongs here (not on a confirmation step). */
  refusal?: MemberRefusal | null;
}) {
  const besideRow =
    refusal?.intent === "member-role" &&
    canManage &&
    refusal.memberId !== currentUserId &&
    members.some((member) => member.userId === refusal.memberId)
      ? refusal
      : null;
  return (
    <section className="org-panel" aria-labelledby="members-heading">
      <h2 id="members-heading">Members</h2>
      {refusal && !besideRow ? (
        <p id="members-error" className="kf-field__error">
          {refusal.message}
        </p>
      ) : null}
      <ul className="org-list">
        {members.map((member) => {
          const name = memberName(member);
          const other = canManage && member.userId !== currentUserId;
          const selectId = `role-${member.userId}`;
          const refused = besideRow?.memberId === member.userId ? besideRow : null;
          const errorId = `${selectId}-error`;
          return (
            <li key={member.userId} className="org-list__item">
              <div className="org-list__who">
                <span>
                  <strong>{name}</strong>
                  {member.userId === currentUserId ? " (you)" : null}
                </span>
                <span className="org-list__meta">{member.email}</span>
              </div>
              <span className="org-role">{roleLabel(member.role)}</span>
              {other ? (
                <div className="org-list__actions">
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="memberId" value={member.userId} />
                    <label htmlFor={selectId}>Role of {name}</label>{" "}
                    <select
                      id={selectId}
                      name="role"
                      defaultValue={refused?.role || member.role}
                      aria-invalid={refused ? true : undefined}
                      aria-describedby={refused ? errorId : undefined}
                    >
                      {INVITE_ROLE_OPTIONS.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>{" "}
                    <SpinnerButton
                      type="submit"
                      name="intent"
                      value={intentName<CompanyIntent>("member-role")}
                      className="button"
                      aria-label={`Change the role of ${name}`}
                    >
                      Change role
                    </SpinnerButton>
                    {refused ? (
                      <p id={errorId} className="kf-field__error">
                        {refused.message}
                      </p>
                    ) : null}
                  </Form>
                  {member.role !== "OWNER" ? (
                    <Link
                      className="button"
                      to={`?confirm=transfer&member=${member.userId}`}
                      aria-label={`Transfer ownership to ${name}`}
                    >
                      Transfer ownership
                    </Link>
                  ) : null}
                  <Link
                    className="button button--danger"
                    to={`?confirm=remove&member=${member.userId}`}
                    aria-label={`Remove ${name}`}
                  >
                    Remove
                  </Link>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
