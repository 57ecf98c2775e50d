import { roleLabel } from "~/shared/roles";
// The members of the active organisation with their roles (spec §6 'User roles' labels).

export interface MemberView {
  userId: string;
  email: string;
  name: string | null;
  surname: string | null;
  role: string;
}

export function MembersList({
  members,
  currentUserId,
}: {
  members: readonly MemberView[];
  currentUserId: string;
}) {
  return (
    <section className="org-panel" aria-labelledby="members-heading">
      <h2 id="members-heading">Members</h2>
      <ul className="org-list">
        {members.map((member) => {
          const name = [member.name, member.surname].filter(Boolean).join(" ") || member.email;
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
            </li>
          );
        })}
      </ul>
    </section>
  );
}
