// The hand-over on /profile/delete-account (decision 0145): each organisation the person is the
// only owner of, with a form per other member to transfer ownership to them; the person then
// stays as staff until their account goes. Works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { SpinnerButton } from "~/components/spinner-button";
import { memberName, type MemberView } from "~/components/organisations/members-list";

export interface HandoverView {
  organisationId: string;
  name: string;
  members: readonly Omit<MemberView, "role">[];
}

export function OwnershipHandover({ organisations }: { organisations: readonly HandoverView[] }) {
  return (
    <section aria-labelledby="handover-heading">
      <h2 id="handover-heading">Hand your organisations over</h2>
      {organisations.map((organisation) => (
        <div key={organisation.organisationId} className="org-panel">
          <h3>{organisation.name}</h3>
          <p>Transfer ownership to one of its members. Your role becomes staff.</p>
          <ul className="org-list">
            {organisation.members.map((member) => (
              <li key={member.userId} className="org-list__item">
                <span>
                  <strong>{memberName({ ...member, role: "" })}</strong>
                  <span className="org-list__meta"> {member.email}</span>
                </span>
                <Form method="post" className="org-list__actions">
                  <input type="hidden" name="organisationId" value={organisation.organisationId} />
                  <input type="hidden" name="memberId" value={member.userId} />
                  <SpinnerButton
                    type="submit"
                    name="intent"
                    value="transfer-ownership"
                    className="button"
                    aria-label={`Transfer ownership of ${organisation.name} to ${memberName({ ...member, role: "" })}`}
                  >
                    Transfer ownership
                  </SpinnerButton>
                </Form>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p>
        Or <Link to="/profile/company">go to your organisation</Link> to remove its other members.
      </p>
    </section>
  );
}
