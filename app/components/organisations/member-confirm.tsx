// The confirmation steps of the company page (decision 0145): removing a member, transferring
// ownership, leaving. Each is an address (?confirm=remove&member=<id>), so it works without
// JavaScript and survives a reload; Cancel goes back to the page. The form posts to its own
// address, so a refusal comes back on this step with its sentence and the reason as typed.
import { Form, Link } from "@remix-run/react";
import { SpinnerButton } from "~/components/spinner-button";
import { memberName, type MemberView } from "~/components/organisations/members-list";
import type { MemberRefusal } from "~/components/organisations/member-refusal";
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
  refusal = null,
}: {
  step: ConfirmStep;
  member: MemberView | null;
  organisationName: string;
  isOnlyOwner: boolean;
  /** This step's post, refused. */
  refusal?: MemberRefusal | null;
}) {
  const onlyOwnerLeaving = step === "leave" && isOnlyOwner;
  const address = `/profile/company?confirm=${step}${member ? `&member=${member.userId}` : ""}`;
  // The only owner's step already says why it has no form.
  const error =
    refusal && !(onlyOwnerLeaving && refusal.message === MEMBER_MESSAGES.onlyOwnerLeave)
      ? refusal.message
      : null;
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
      {error ? (
        <p id="confirm-error" className="kf-field__error">
          {error}
        </p>
      ) : null}
      {onlyOwnerLeaving ? (
        <p>{MEMBER_MESSAGES.onlyOwnerLeave}</p>
      ) : (
        <Form method="post" action={address}>
          {member ? <input type="hidden" name="memberId" value={member.userId} /> : null}
          {step === "remove" ? (
            <>
              <p>Are you sure? They lose access to the organisation&apos;s data at once.</p>
              <label htmlFor="removal-reason">Reason (optional)</label>
              <input
                id="removal-reason"
                name="reason"
                maxLength={REMOVAL_REASON_MAX}
                defaultValue={refusal?.reason ?? ""}
                aria-describedby={error ? "confirm-error" : undefined}
              />
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
      {onlyOwnerLeaving ? (
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
