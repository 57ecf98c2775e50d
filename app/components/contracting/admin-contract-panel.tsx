// The admin company view's journey flags and contract actions (spec §3 'Company progress
// steps', §7 'POST /admin/company/{id}/contract/upload', '/admin/update/{id}/farmsComplete',
// '/admin/update/{id}/contractSent'). Real forms: they work without JavaScript. Each posts to
// the page as it is and names itself in its body's `intent` (decision 0128).
import { intentName } from "~/services/kit/forms/intent";
import { Form, Link } from "@remix-run/react";
import { ADMIN_FIELDS_PATH, FIELD_RECORDS_PATH } from "~/services/fields/admin-paths";
import { FormBuilder } from "~/components/form/form-builder";
import { SpinnerButton } from "~/components/spinner-button";
import { formatDateTime } from "~/services/kit/format";
import {
  CONTRACT_FIELDS,
  SIGNED_CONTRACT_FIELDS,
  type AdminCompanyIntent,
} from "~/services/contracting/forms";
import { contractValidator, signedContractValidator } from "./contract-validators";

export interface AdminCompanyFlags {
  eligibility: boolean | null;
  viability: boolean | null;
  farmsComplete: boolean;
  contractSent: boolean;
  contractSentAt: Date | string | null;
  fieldsComplete: boolean;
  contractFileId: string | null;
  contractFileName: string | null;
  signedContractFileId: string | null;
  signedContractUploadedAt: Date | string | null;
  contractSigned: boolean;
  contractSignedAt: Date | string | null;
  fieldsSubmittedAt: Date | string | null;
  fieldsCompleteAt: Date | string | null;
}

/** A plain form's name for the action (decision 0128). */
function IntentField({ intent }: { intent: AdminCompanyIntent }) {
  return <input type="hidden" name="intent" value={intent} />;
}

const decision = (value: boolean | null) =>
  value === null ? "Not decided" : value ? "Approved" : "Declined";
const yesNo = (value: boolean) => (value ? "Yes" : "No");

export function JourneyFlags({
  flags,
  stepLabel,
}: {
  flags: AdminCompanyFlags;
  stepLabel: string;
}) {
  return (
    <dl className="ct-facts" aria-label="Journey progress">
      <div>
        <dt>Current step</dt>
        <dd>{stepLabel}</dd>
      </div>
      <div>
        <dt>Eligibility</dt>
        <dd>{decision(flags.eligibility)}</dd>
      </div>
      <div>
        <dt>Viability</dt>
        <dd>{decision(flags.viability)}</dd>
      </div>
      <div>
        <dt>Farms complete</dt>
        <dd data-testid="flag-farms-complete">{yesNo(flags.farmsComplete)}</dd>
      </div>
      <div>
        <dt>Contract sent</dt>
        <dd data-testid="flag-contract-sent">
          {flags.contractSent ? `Yes, ${formatDateTime(flags.contractSentAt)}` : "No"}
        </dd>
      </div>
      <div>
        <dt>Contract signed</dt>
        <dd data-testid="flag-contract-signed">
          {flags.contractSigned
            ? `Yes, ${formatDateTime(flags.contractSignedAt)}`
            : flags.signedContractFileId
              ? `Signed copy returned ${formatDateTime(flags.signedContractUploadedAt)}, not confirmed`
              : "No"}
        </dd>
      </div>
      <div>
        <dt>Fields complete</dt>
        <dd data-testid="flag-fields-complete">
          {flags.fieldsComplete
            ? `Yes, ${formatDateTime(flags.fieldsCompleteAt)}`
            : flags.fieldsSubmittedAt
              ? `Submitted ${formatDateTime(flags.fieldsSubmittedAt)}, not confirmed`
              : yesNo(false)}
        </dd>
      </div>
    </dl>
  );
}

export function AdminContractPanel({
  flags,
  companyId,
}: {
  flags: AdminCompanyFlags;
  companyId: string;
}) {
  return (
    <div className="ct-admin-actions">
      <section aria-labelledby="admin-contract-file">
        <h3 id="admin-contract-file">Contract PDF</h3>
        {flags.contractFileId ? (
          <p>
            Uploaded:{" "}
            <a href={`/files/${flags.contractFileId}`} download>
              {flags.contractFileName ?? "contract.pdf"}
            </a>
          </p>
        ) : (
          <p>No contract uploaded yet.</p>
        )}
        <FormBuilder
          intent={intentName<AdminCompanyIntent>("contract-upload")}
          fields={CONTRACT_FIELDS}
          validator={contractValidator}
          submitLabel={flags.contractFileId ? "Replace contract" : "Upload contract"}
        />
      </section>
      <section aria-labelledby="admin-farms-complete">
        <h3 id="admin-farms-complete">Farms</h3>
        <p>
          Mark the farms complete once the boundaries, ERF / title-deed numbers and locations are
          checked. This completes the contracting-details steps.
        </p>
        <Form method="post">
          <IntentField intent="farms-complete" />
          <input type="hidden" name="value" value={flags.farmsComplete ? "false" : "true"} />
          <SpinnerButton variant={flags.farmsComplete ? "secondary" : "primary"}>
            {flags.farmsComplete ? "Mark farms not complete" : "Mark farms complete"}
          </SpinnerButton>
        </Form>
      </section>
      <section aria-labelledby="admin-contract-sent">
        <h3 id="admin-contract-sent">Send the contract</h3>
        <p>
          Marking the contract as sent shows it to the organisation&apos;s members and e-mails its
          signatories and owners.
        </p>
        {flags.contractFileId ? (
          <Form method="post">
            <IntentField intent="contract-sent" />
            <SpinnerButton>
              {flags.contractSent ? "Send the contract again" : "Mark contract as sent"}
            </SpinnerButton>
          </Form>
        ) : (
          <p className="notice">Upload the contract PDF first.</p>
        )}
      </section>
      {flags.contractSent ? (
        <section aria-labelledby="admin-contract-signed">
          <h3 id="admin-contract-signed">Signed contract</h3>
          {flags.signedContractFileId ? (
            <p>
              Returned {formatDateTime(flags.signedContractUploadedAt)}:{" "}
              <a href={`/files/${flags.signedContractFileId}`} download>
                the signed contract (PDF)
              </a>
            </p>
          ) : (
            <p>The organisation has not uploaded its signed contract yet.</p>
          )}
          {flags.contractSigned ? (
            <Form method="post">
              <IntentField intent="contract-signed" />
              <input type="hidden" name="value" value="false" />
              <SpinnerButton variant="secondary">Take back the confirmation</SpinnerButton>
            </Form>
          ) : (
            <>
              <FormBuilder
                intent={intentName<AdminCompanyIntent>("signed-contract")}
                fields={SIGNED_CONTRACT_FIELDS}
                validator={signedContractValidator}
                submitLabel="Upload the signed copy we received"
              />
              {flags.signedContractFileId ? (
                <Form method="post">
                  <IntentField intent="contract-signed" />
                  <input type="hidden" name="value" value="true" />
                  <p>
                    Confirming opens mapping fields for the organisation and e-mails its signatories
                    and owners.
                  </p>
                  <SpinnerButton>Confirm the signed contract</SpinnerButton>
                </Form>
              ) : null}
            </>
          )}
        </section>
      ) : null}
      {flags.contractSigned ? (
        <section aria-labelledby="admin-fields-complete">
          <h3 id="admin-fields-complete">Fields</h3>
          <p>
            {flags.fieldsSubmittedAt
              ? `The organisation submitted its fields ${formatDateTime(flags.fieldsSubmittedAt)}.`
              : "The organisation has not submitted its fields yet."}{" "}
            Confirming them opens the implementation plan; their records then start as &lsquo;Not
            started&rsquo;.
          </p>
          <p>
            <Link to={`${ADMIN_FIELDS_PATH}?companyIds=${companyId}`}>See its fields</Link> ·{" "}
            <Link to={`${FIELD_RECORDS_PATH}?companyIds=${companyId}`}>Sign off its fields</Link>
          </p>
          <Form method="post">
            <IntentField intent="fields-complete" />
            <input type="hidden" name="value" value={flags.fieldsComplete ? "false" : "true"} />
            <SpinnerButton variant={flags.fieldsComplete ? "secondary" : "primary"}>
              {flags.fieldsComplete ? "Mark fields not complete" : "Confirm the fields complete"}
            </SpinnerButton>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
