// The invites waiting for the signed-in person's answer (spec §6 'Company users join through
// invites'), on /profile/home and /profile/company. Each is a real form with Accept and Decline
// buttons (intent accept-invite / decline-invite) posting to the page it is on.
import { Form } from "@remix-run/react";
import { SpinnerButton } from "~/components/spinner-button";
import { formatDate } from "~/services/kit/format";
import { inviteExpiresAt } from "~/services/organisations/rules";
import { roleLabel } from "~/shared/roles";

export interface ReceivedInviteView {
  id: string;
  organisationName: string;
  role: string;
  createdAt: Date | string;
  invitedByName: string | null;
}

export function ReceivedInvites({
  invites,
  unconfirmed = 0,
  readOnly = false,
  headingLevel = 2,
}: {
  invites: readonly ReceivedInviteView[];
  /** Invites waiting until the person's e-mail address is confirmed: only their number shows. */
  unconfirmed?: number;
  /** Staff viewing someone's pages see the invites without the buttons. */
  readOnly?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (unconfirmed > 0) {
    return (
      <section className="org-panel" aria-labelledby="received-invites-heading">
        <Heading id="received-invites-heading">Invitations for you</Heading>
        <p>
          {unconfirmed === 1 ? "An invite is" : `${unconfirmed} invites are`} waiting for your
          e-mail address. Confirm the address to see {unconfirmed === 1 ? "it" : "them"}: open the
          link we e-mailed you when you created your account, or{" "}
          <a href="/verify">ask for a new link</a>.
        </p>
      </section>
    );
  }
  if (invites.length === 0) return null;
  return (
    <section className="org-panel" aria-labelledby="received-invites-heading">
      <Heading id="received-invites-heading">Invitations for you</Heading>
      <ul className="org-list">
        {invites.map((invite) => (
          <li key={invite.id} className="org-list__item">
            <div className="org-list__who">
              <span>
                Join <strong>{invite.organisationName}</strong> as{" "}
                <span className="org-role">{roleLabel(invite.role)}</span>
              </span>
              <span className="org-list__meta">
                {invite.invitedByName ? `Invited by ${invite.invitedByName}, ` : "Sent "}
                {formatDate(invite.createdAt)}; open until{" "}
                {formatDate(inviteExpiresAt(new Date(invite.createdAt)))}
              </span>
            </div>
            {readOnly ? null : (
              <Form method="post" className="org-list__actions" preventScrollReset>
                <input type="hidden" name="inviteId" value={invite.id} />
                <SpinnerButton
                  type="submit"
                  name="intent"
                  value="accept-invite"
                  className="button button--primary"
                  aria-label={`Accept the invite to join ${invite.organisationName}`}
                >
                  Accept
                </SpinnerButton>
                <SpinnerButton
                  type="submit"
                  name="intent"
                  value="decline-invite"
                  className="button"
                  aria-label={`Decline the invite to join ${invite.organisationName}`}
                >
                  Decline
                </SpinnerButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
