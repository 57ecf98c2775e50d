// /admin/journey/onboarding: the organisations waiting for an admin, with the submitted answers
// and approve/decline forms (write:admin; read:admin sees the queue read-only). Farms and the
// contract are decided on the company view (/admin/journey/companies/$companyId).
import { Form, Link } from "@remix-run/react";
import { SpinnerButton } from "~/components/spinner-button";
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
}

function DecisionForms({ row, kind }: { row: QueueRow; kind: QuestionnaireKind }) {
  return (
    <div className="journey-admin__actions">
      {(["true", "false"] as const).map((value) => (
        <Form method="post" key={value}>
          <input type="hidden" name="organisationId" value={row.id} />
          <input type="hidden" name="value" value={value} />
          <SpinnerButton
            name="intent"
            value={kind}
            variant={value === "true" ? "primary" : "danger"}
            aria-label={`${value === "true" ? "Approve" : "Decline"} ${kind} of ${row.name}`}
          >
            {value === "true" ? "Approve" : "Decline"}
          </SpinnerButton>
        </Form>
      ))}
    </div>
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

export function ContractQueue({
  farms,
  contract,
}: {
  farms: readonly { id: string; name: string; href: string }[];
  contract: readonly { id: string; name: string; href: string }[];
}) {
  const list = (rows: readonly { id: string; name: string; href: string }[], empty: string) =>
    rows.length === 0 ? (
      <p>{empty}</p>
    ) : (
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={row.href}>{row.name}</Link>
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
