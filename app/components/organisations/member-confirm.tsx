// The confirmation steps of the company page (decision 0145): removing a member, transferring
// ownership, leaving. Each is an address (?confirm=remove&member=<id>), so it works without
// JavaScript and survives a reload; Cancel goes back to the page.
import { Form, Link } from "@remix-run/react";
import { SpinnerButton } from "~/components/spinner-button";
import { memberName, type MemberView } from "~/components/organisations/members-list";
import { intentName } from "~/services/kit/forms/intent";
import {
  FORMER_OWNER_ROLE,
  MEMBER_MESSAGES,
  REMOVAL_REASON_MAX,
} from "~/services/organisations/member-rules";
import type { CompanyIntent, ConfirmStep } from "~/services/organisations/queries";
import { roleLabel } from "~/shared/roles";

export function MemberConfirm({
  step,
  member,
  organisationName,
  isOnlyOwner,
}: {
  step: ConfirmStep;
  member: MemberView | null;
  organisationName: string;
  isOnlyOwner: boolean;
}) {
  const name = member ? memberName(member) : "";
  const heading =
    step === "remove"
      ? `Remove ${name} from ${organisationName}?`
      : step === "transfer"
        ? `Transfer ownership of ${organisationName} to ${name}?`
        : `Leave ${organisationName}?`;
  return (
    <section className="org-panel org-next" aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">{heading}</h2>
      {step === "leave" && isOnlyOwner ? (
        <p>{MEMBER_MESSAGES.onlyOwnerLeave}</p>
      ) : (
        <Form method="post" action="/profile/company">
          {member ? <input type="hidden" name="memberId" value={member.userId} /> : null}
          {step === "remove" ? (
            <>
              <p>Are you sure? They lose access to the organisation&apos;s data at once.</p>
              <label htmlFor="removal-reason">Reason (optional)</label>
              <input id="removal-reason" name="reason" maxLength={REMOVAL_REASON_MAX} />
            </>
          ) : step === "transfer" ? (
            <p>
              Are you sure? {name} becomes the owner, and your role becomes{" "}
              {roleLabel(FORMER_OWNER_ROLE)}.
            </p>
          ) : (
            <p>Are you sure? You will no longer see the organisation&apos;s data.</p>
          )}
          <div className="org-list__actions">
            <SpinnerButton
              type="submit"
              name="intent"
              value={intentName<CompanyIntent>(
                step === "remove"
                  ? "remove-member"
                  : step === "transfer"
                    ? "transfer-ownership"
                    : "leave-organisation",
              )}
              className={step === "transfer" ? "button button--primary" : "button button--danger"}
            >
              {step === "remove"
                ? "Remove member"
                : step === "transfer"
                  ? "Transfer ownership"
                  : "Leave this organisation"}
            </SpinnerButton>
            <Link className="button button--quiet" to="/profile/company">
              Cancel
            </Link>
          </div>
        </Form>
      )}
      {step === "leave" && isOnlyOwner ? (
        <Link className="button button--quiet" to="/profile/company">
          Back
        </Link>
      ) : null}
    </section>
  );
}

/** 'Leave this organisation' (any member) and a further organisation (anyone signed up). */
export function LeaveOrganisation() {
  return (
    <section className="org-panel" aria-labelledby="leave-heading">
      <h2 id="leave-heading">Leave this organisation</h2>
      <p>You stop seeing its data at once. An owner can invite you again.</p>
      <Link className="button button--danger" to="?confirm=leave">
        Leave this organisation
      </Link>
    </section>
  );
}
