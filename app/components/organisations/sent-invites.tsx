// An owner's side of invites (spec §7 POST /user/company/invite: email, companyId, userType):
// the form to invite someone by e-mail with a role, and the invites not answered yet, each with
// a Revoke button.
import { intentName } from "~/services/kit/forms/intent";
import { Form } from "@remix-run/react";
import { FormBuilder } from "~/components/form/form-builder";
import { SpinnerButton } from "~/components/spinner-button";
import { formatDate } from "~/services/kit/format";
import { inviteState, INVITE_STATE_LABELS } from "~/services/organisations/rules";
import { INVITE_FIELDS } from "~/services/organisations/forms";
import type { CompanyIntent } from "~/services/organisations/queries";
import { inviteValidator } from "~/components/organisations/company-validators";
import type { InviteStatus } from "~/shared/invites";
import { roleLabel } from "~/shared/roles";

export interface SentInviteView {
  id: string;
  email: string;
  role: string;
  status: InviteStatus;
  createdAt: Date | string;
  invitedByName: string | null;
}

export function SentInvites({
  organisationName,
  invites,
}: {
  organisationName: string;
  invites: readonly SentInviteView[];
}) {
  return (
    <section className="org-panel" aria-labelledby="invites-heading">
      <h2 id="invites-heading">Invite someone</h2>
      <p>
        We will e-mail them a link to sign in. Once signed in with that e-mail address they can join{" "}
        {organisationName} with the role you choose.
      </p>
      <FormBuilder
        intent={intentName<CompanyIntent>("company-invite")}
        fields={INVITE_FIELDS}
        validator={inviteValidator}
        submitLabel="Send invite"
        resetAfterSubmit
      />
      <h3>Invites not answered yet</h3>
      {invites.length === 0 ? (
        <p>No invites are waiting for an answer.</p>
      ) : (
        <ul className="org-list" aria-label="Invites not answered yet">
          {invites.map((invite) => {
            const state = inviteState({ ...invite, createdAt: new Date(invite.createdAt) });
            return (
              <li key={invite.id} className="org-list__item">
                <div className="org-list__who">
                  <strong>{invite.email}</strong>
                  <span className="org-list__meta">
                    {roleLabel(invite.role)}; sent {formatDate(invite.createdAt)}
                    {invite.invitedByName ? ` by ${invite.invitedByName}` : ""}
                  </span>
                </div>
                <span className="org-status">{INVITE_STATE_LABELS[state]}</span>
                <Form method="post" className="org-list__actions" preventScrollReset>
                  <input type="hidden" name="inviteId" value={invite.id} />
                  <SpinnerButton
                    type="submit"
                    name="intent"
                    value={intentName<CompanyIntent>("revoke-invite")}
                    className="button"
                    aria-label={`Revoke the invite to ${invite.email}`}
                  >
                    Revoke
                  </SpinnerButton>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
