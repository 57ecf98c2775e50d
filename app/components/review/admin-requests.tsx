// The organisation's requests on the admin's review page (issue 16; decision 0086): what the
// programme asked for (ADMIN_REQUESTED) and what a review opened (FARM, PRACTICE_DATA), open
// ones with 'Close', and for write:admin the 'Request something specific' form. Real posts.
import { Form } from "@remix-run/react";
import { FormBuilder } from "~/components/form/form-builder";
import { SpinnerButton } from "~/components/spinner-button";
import { formatDateTime } from "~/services/kit/format";
import {
  CLOSE_REQUEST_INTENT,
  REQUEST_FIELDS,
  REQUEST_INTENT,
} from "~/services/review/admin-forms";
import { requestValidator } from "./admin-review-validators";
import { TASK_TYPE_LABELS, type TaskType } from "~/shared/review";

export interface RequestView {
  id: string;
  type: string;
  status: string;
  title: string;
  description: string | null;
  createdAt: string;
  completedAt: string | null;
}

export function RequestsSection({
  organisationName,
  requests,
  canWrite,
}: {
  organisationName: string;
  requests: readonly RequestView[];
  canWrite: boolean;
}) {
  const open = requests.filter((r) => r.status === "IN_PROGRESS");
  const done = requests.filter((r) => r.status !== "IN_PROGRESS");
  return (
    <section className="ct-section" aria-labelledby="requests-heading">
      <h2 id="requests-heading">Requests to {organisationName}</h2>
      <p>Open requests show on the members&apos; home page; each was e-mailed to them.</p>
      {open.length === 0 ? (
        <p className="ct-empty">No open request.</p>
      ) : (
        <ul className="review-requests" data-testid="open-requests">
          {open.map((request) => (
            <li key={request.id}>
              <strong>{request.title}</strong> (
              {TASK_TYPE_LABELS[request.type as TaskType] ?? request.type},{" "}
              {formatDateTime(request.createdAt)})
              {request.description ? <p>{request.description}</p> : null}
              {canWrite ? (
                <Form method="post">
                  <input type="hidden" name="intent" value={CLOSE_REQUEST_INTENT} />
                  <input type="hidden" name="taskId" value={request.id} />
                  <SpinnerButton variant="secondary">
                    Close<span className="visually-hidden"> the request {request.title}</span>
                  </SpinnerButton>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {done.length > 0 ? (
        <details>
          <summary>Done ({done.length})</summary>
          <ul>
            {done.map((request) => (
              <li key={request.id}>
                {request.title} (done {formatDateTime(request.completedAt)})
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {canWrite ? (
        <>
          <h3>Request something specific</h3>
          <FormBuilder
            intent={REQUEST_INTENT}
            fields={REQUEST_FIELDS}
            validator={requestValidator}
            defaultValues={{ title: "", description: "" }}
            submitLabel="Send request"
            resetAfterSubmit
          />
        </>
      ) : null}
    </section>
  );
}
