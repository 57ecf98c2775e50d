// The members of the active organisation with their roles (spec §6 'User roles' labels). An owner
// changes a member's role here, and opens the confirmation step (an address, decision 0145) of
// removing a member or transferring ownership to them; every form works without JavaScript.
import { Form, Link } from "@remix-run/react";
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
}: {
  members: readonly MemberView[];
  currentUserId: string;
  canManage?: boolean;
}) {
  return (
    <section className="org-panel" aria-labelledby="members-heading">
      <h2 id="members-heading">Members</h2>
      <ul className="org-list">
        {members.map((member) => {
          const name = memberName(member);
          const other = canManage && member.userId !== currentUserId;
          const selectId = `role-${member.userId}`;
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
                    <select id={selectId} name="role" defaultValue={member.role}>
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
