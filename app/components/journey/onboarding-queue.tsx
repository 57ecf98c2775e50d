// /admin/journey/onboarding: the organisations waiting for an admin, with the submitted answers
// and approve forms and decline confirm steps with a reason (write:admin; read:admin sees the
// queue read-only; decision 0066). Farms and the
// contract are decided on the company view (/admin/journey/companies/$companyId).
import { Form, Link } from "@remix-run/react";
import { useActionResult } from "~/components/form/action-result";
import { DialogCloseLink, DialogLink, UrlDialog } from "~/components/dialog";
import { SpinnerButton } from "~/components/spinner-button";
import {
  DECLINE_DIALOG,
  DECLINE_KIND_PARAM,
  DECLINE_ORGANISATION_PARAM,
  REASON_MAX_LENGTH,
} from "~/services/journey/admin-decision-texts";
import { formatDate } from "~/services/kit/format";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import type { QuestionnaireKind } from "~/shared/questionnaires";
import { SubmittedAnswers } from "./questionnaire";

export interface QueueRow {
  id: string;
  name: string;
  href: string;
  submittedAt: string | null;
  answers: Record<string, unknown> | null;
  concerns: string[];
  /** The admin who looks after the organisation (issue 18; decision 0101); null: nobody. */
  assignedAdmin: string | null;
}

/** Who looks after an organisation, as the queue says it. */
export function assignedText(assignedAdmin: string | null): string {
  return assignedAdmin ? `Assigned to ${assignedAdmin}` : "Nobody assigned";
}

/** "Assigned to me" (?assigned=me): a GET form, so it works without JavaScript. */
export function AssignedFilter({ onlyMine }: { onlyMine: boolean }) {
  return (
    <Form method="get" className="journey-queue__filter">
      <label>
        <input type="checkbox" name="assigned" value="me" defaultChecked={onlyMine} /> Only
        organisations assigned to me
      </label>{" "}
      <button type="submit" className="button">
        Show
      </button>
      {onlyMine ? (
        <>
          {" "}
          <Link to="/admin/journey/onboarding">Show every organisation</Link>
        </>
      ) : null}
    </Form>
  );
}

function DecisionForms({ row, kind }: { row: QueueRow; kind: QuestionnaireKind }) {
  return (
    <div className="journey-admin__actions">
      <Form method="post">
        <input type="hidden" name="organisationId" value={row.id} />
        <input type="hidden" name="value" value="true" />
        <SpinnerButton
          name="intent"
          value={kind}
          variant="primary"
          aria-label={`Approve ${kind} of ${row.name}`}
        >
          Approve
        </SpinnerButton>
      </Form>
      {/* A decline is a confirm step with the reason the farmer will read (decision 0066): a URL
          dialog, so it works without JavaScript. */}
      <DialogLink
        name={DECLINE_DIALOG}
        params={{ [DECLINE_KIND_PARAM]: kind, [DECLINE_ORGANISATION_PARAM]: row.id }}
        className="button button--danger"
      >
        Decline<span className="visually-hidden">{` ${kind} of ${row.name}`}</span>
      </DialogLink>
    </div>
  );
}

/** The decline's confirm step: the reason (required), then a final Decline. */
export function DeclineDialog({
  kind,
  row,
}: {
  kind: QuestionnaireKind;
  row: { id: string; name: string };
}) {
  // A refused decline (the one action result): the error beside the reason, the text as typed.
  const refusal = useActionResult(kind);
  const error = refusal.fieldErrors.reason;
  return (
    <UrlDialog
      name={DECLINE_DIALOG}
      title={`Decline the ${kind} of ${row.name}?`}
      clear={[DECLINE_KIND_PARAM, DECLINE_ORGANISATION_PARAM]}
    >
      <p>
        The owners are e-mailed at once with your reason, and {row.name} sees it on its journey page
        with our contact details. The next steps stay closed until an admin reopens the decision on
        the organisation&apos;s page.
      </p>
      <Form method="post" className="kit-form">
        <input type="hidden" name="organisationId" value={row.id} />
        <input type="hidden" name="value" value="false" />
        <label className="kf-field">
          <span className="kf-field__label">Reason (the farmer reads this)</span>
          <textarea
            name="reason"
            rows={4}
            required
            maxLength={REASON_MAX_LENGTH}
            defaultValue={typeof refusal.values.reason === "string" ? refusal.values.reason : ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "decline-reason-error" : undefined}
          />
        </label>
        {error ? (
          <p id="decline-reason-error" className="kf-field__error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="button-row">
          <DialogCloseLink className="button">Cancel</DialogCloseLink>
          <SpinnerButton name="intent" value={kind} variant="danger">
            Decline {kind}
          </SpinnerButton>
        </p>
      </Form>
    </UrlDialog>
  );
}

export function DecisionQueue({
  kind,
  title,
  rows,
  fields,
  canDecide,
}: {
  kind: QuestionnaireKind;
  title: string;
  rows: readonly QueueRow[];
  fields: readonly FieldSpec[];
  canDecide: boolean;
}) {
  return (
    <section aria-labelledby={`${kind}-queue`}>
      <h2 id={`${kind}-queue`}>
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p>
          No organisation is waiting for {kind === "eligibility" ? "an" : "a"} {kind} decision.
        </p>
      ) : (
        rows.map((row) => (
          <article key={row.id} className="journey-queue__item" aria-label={row.name}>
            <h3>
              <Link to={row.href}>{row.name}</Link>
            </h3>
            <p>Submitted on {row.submittedAt ? formatDate(row.submittedAt) : "-"}.</p>
            <p data-testid="assigned-admin">{assignedText(row.assignedAdmin)}.</p>
            {row.concerns.length > 0 ? (
              <ul className="journey-queue__concerns" aria-label="Answers to check">
                {row.concerns.map((concern) => (
                  <li key={concern}>{concern}</li>
                ))}
              </ul>
            ) : null}
            <details>
              <summary>The answers</summary>
              <SubmittedAnswers fields={fields} answers={row.answers ?? {}} />
            </details>
            {canDecide ? <DecisionForms row={row} kind={kind} /> : null}
          </article>
        ))
      )}
    </section>
  );
}

interface ContractRow {
  id: string;
  name: string;
  href: string;
  assignedAdmin: string | null;
}

export function ContractQueue({
  farms,
  contract,
}: {
  farms: readonly ContractRow[];
  contract: readonly ContractRow[];
}) {
  const list = (rows: readonly ContractRow[], empty: string) =>
    rows.length === 0 ? (
      <p>{empty}</p>
    ) : (
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={row.href}>{row.name}</Link>{" "}
            <span data-testid="assigned-admin">({assignedText(row.assignedAdmin)})</span>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="contract-queue">
      <h2 id="contract-queue">Contracting ({farms.length + contract.length})</h2>
      <p>Check the farms, upload the contract and mark it sent on each organisation&apos;s page.</p>
      <h3>Contracting details complete: check the farms ({farms.length})</h3>
      {list(farms, "No organisation is waiting for its farms to be checked.")}
      <h3>Farms complete: upload and send the contract ({contract.length})</h3>
      {list(contract, "No organisation is waiting for its contract.")}
    </section>
  );
}
