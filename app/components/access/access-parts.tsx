// The parts of /admin/userAccess (issue 18; decision 0096): the people with admin access and where
// each scope comes from, the "Grant access" form, the revoke dialog (a URL, so it works without
// JavaScript) and the recent access changes. Every form is a real post.
import { Form } from "@remix-run/react";
import { DialogCloseLink, DialogLink, UrlDialog } from "~/components/dialog";
import { SpinnerButton } from "~/components/spinner-button";
import {
  ADMIN_ROLE_LABELS,
  EMAIL_MAX,
  REASON_MAX,
  REVOKE_DIALOG,
  REVOKE_PERSON_PARAM,
  REVOKE_SCOPE_PARAM,
  type AdminRole,
} from "~/services/access/rules";
import { formatDate, formatDateTime } from "~/services/kit/format";
import { ADMIN_SCOPES } from "~/shared/scopes";
import { ScrollRegion } from "~/components/scroll-region";

export interface PersonScopeView {
  scope: string;
  source: "veld" | "provider";
  grantedBy: string | null;
  grantedAt: string | null;
}

export interface PersonView {
  userId: string;
  name: string;
  email: string;
  role: AdminRole | null;
  scopes: PersonScopeView[];
}

export interface FormReply {
  form: "grant" | "revoke";
  message: string;
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
}

function sourceText(s: PersonScopeView): string {
  if (s.source === "provider") return "From the identity provider";
  const by = s.grantedBy ?? "Veld (set up with the programme)";
  return `Granted in Veld by ${by}${s.grantedAt ? ` on ${formatDate(s.grantedAt)}` : ""}`;
}

export function ProviderNote({ provider }: { provider: "embedded" | "external" }) {
  return provider === "external" ? (
    <p data-testid="provider-note">
      Veld signs people in through an external identity provider. Scopes marked &ldquo;From the
      identity provider&rdquo; come with the person&apos;s sign-in (as Veld last saw it) and must be
      changed at the provider; only scopes granted in Veld can be removed here.
    </p>
  ) : (
    <p data-testid="provider-note">
      Veld signs people in itself. Scopes granted here take effect on the person&apos;s next
      request; scopes marked &ldquo;From the identity provider&rdquo; are set on the sign-in account
      and are not changed on this page.
    </p>
  );
}

export function AccessPeopleTable({
  people,
  canChange,
}: {
  people: readonly PersonView[];
  canChange: boolean;
}) {
  if (people.length === 0) return <p>Nobody has admin access yet.</p>;
  return (
    <ScrollRegion className="access-scroll" label="People with admin access">
      <table className="ct-table access-table">
        <caption>People with admin access, and where each scope comes from</caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Role</th>
            <th scope="col">Scopes</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.userId} data-testid={`access-${person.email}`}>
              <th scope="row">
                {person.name}
                <br />
                <span className="access-email">{person.email}</span>
              </th>
              <td>{person.role ? ADMIN_ROLE_LABELS[person.role] : ""}</td>
              <td>
                {person.scopes.length === 0 ? (
                  "No admin scopes."
                ) : (
                  <ul className="access-scopes">
                    {person.scopes.map((s) => (
                      <li key={s.scope}>
                        <code>{s.scope}</code>: {sourceText(s)}.{" "}
                        {canChange && s.source === "veld" ? (
                          <DialogLink
                            name={REVOKE_DIALOG}
                            params={{
                              [REVOKE_PERSON_PARAM]: person.userId,
                              [REVOKE_SCOPE_PARAM]: s.scope,
                            }}
                          >
                            Remove
                            <span className="visually-hidden">{` ${s.scope} from ${person.email}`}</span>
                          </DialogLink>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="kf-field__error" role="alert">
      {text}
    </p>
  ) : null;
}

/** The reason every access change asks for (kept in the audit log), its error beside it. */
export function ReasonField({
  value,
  error,
  errorId,
}: {
  value: unknown;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <>
      <label className="kf-field">
        <span className="kf-field__label">Reason</span>
        <textarea
          name="reason"
          rows={3}
          required
          maxLength={REASON_MAX}
          defaultValue={typeof value === "string" ? value : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      <FieldError id={errorId} text={error} />
    </>
  );
}

/** A checkbox per admin scope offered (spec §6's order), ticked as posted, its error beside it. */
export function ScopeChoices({
  offered,
  ticked,
  error,
  errorId,
  hint,
}: {
  offered: readonly string[];
  ticked: readonly unknown[];
  error: string | undefined;
  errorId: string;
  hint?: { id: string; text: string };
}) {
  return (
    <>
      <fieldset className="kf-field" aria-describedby={hint?.id}>
        <legend className="kf-field__label">Scopes</legend>
        {hint ? (
          <span id={hint.id} className="kf-field__hint">
            {hint.text}
          </span>
        ) : null}
        {ADMIN_SCOPES.filter((scope) => offered.includes(scope)).map((scope) => (
          <label key={scope} className="access-scope-choice">
            <input
              type="checkbox"
              name="scopes"
              value={scope}
              defaultChecked={ticked.includes(scope)}
            />{" "}
            {scope}
          </label>
        ))}
      </fieldset>
      <FieldError id={errorId} text={error} />
    </>
  );
}

export function GrantAccessForm({ reply }: { reply: FormReply | null }) {
  const mine = reply?.form === "grant" ? reply : null;
  const errors = mine?.errors ?? {};
  const values = mine?.values ?? {};
  const ticked = Array.isArray(values.scopes) ? values.scopes : [];
  return (
    <Form method="post" className="kit-form" aria-labelledby="grant-heading">
      <label className="kf-field">
        <span className="kf-field__label">E-mail address</span>
        <input
          type="email"
          name="email"
          required
          maxLength={EMAIL_MAX}
          defaultValue={typeof values.email === "string" ? values.email : ""}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "grant-email-error" : "grant-email-hint"}
        />
        <span id="grant-email-hint" className="kf-field__hint">
          The person must have signed up to Veld and confirmed this address.
        </span>
      </label>
      <FieldError id="grant-email-error" text={errors.email} />
      <ScopeChoices
        offered={ADMIN_SCOPES}
        ticked={ticked}
        error={errors.scopes}
        errorId="grant-scopes-error"
      />
      <ReasonField value={values.reason} error={errors.reason} errorId="grant-reason-error" />
      <p className="button-row">
        <SpinnerButton name="intent" value="grant">
          Grant access
        </SpinnerButton>
      </p>
    </Form>
  );
}

export function RevokeDialog({
  revoke,
  reply,
}: {
  revoke: { userId: string; name: string; email: string; scope: string };
  reply: FormReply | null;
}) {
  const mine = reply?.form === "revoke" ? reply : null;
  const error = mine?.errors.reason ?? (mine ? mine.message : undefined);
  return (
    <UrlDialog
      name={REVOKE_DIALOG}
      title={`Remove ${revoke.scope} from ${revoke.name}?`}
      clear={[REVOKE_PERSON_PARAM, REVOKE_SCOPE_PARAM]}
    >
      <p>
        {revoke.email} loses {revoke.scope} on their next request. The change and your reason are
        kept in the audit log.
      </p>
      <Form method="post" className="kit-form">
        <input type="hidden" name="userId" value={revoke.userId} />
        <input type="hidden" name="scope" value={revoke.scope} />
        <ReasonField value={mine?.values.reason} error={error} errorId="revoke-reason-error" />
        <p className="button-row">
          <DialogCloseLink className="button">Cancel</DialogCloseLink>
          <SpinnerButton name="intent" value="revoke" variant="danger">
            Remove {revoke.scope}
          </SpinnerButton>
        </p>
      </Form>
    </UrlDialog>
  );
}

export interface ChangeView {
  id: number;
  at: string;
  by: string;
  email: string;
  added: string[];
  removed: string[];
  reason: string;
}

/** A row of an audit table: when, who, what was done, and the reason given. */
export interface ChangeLogRow {
  id: number;
  at: string;
  by: string;
  what: string;
  why: string;
}

/** The recent changes of an access page, newest first, in a focusable scroll region. */
export function ChangeLogTable({
  label,
  rows,
  empty,
}: {
  label: string;
  rows: readonly ChangeLogRow[];
  empty: string;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <ScrollRegion className="access-scroll" label={label}>
      <table className="ct-table access-table">
        <caption>{label}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatDateTime(row.at)}</td>
              <td>{row.by}</td>
              <td>{row.what}</td>
              <td>{row.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function AccessChangesTable({ changes }: { changes: readonly ChangeView[] }) {
  return (
    <ChangeLogTable
      label="Recent access changes"
      empty="No access changes have been made in Veld yet."
      rows={changes.map((c) => ({
        id: c.id,
        at: c.at,
        by: c.by,
        what: [
          c.added.length ? `Granted ${c.added.join(", ")} to ${c.email}.` : "",
          c.removed.length ? `Removed ${c.removed.join(", ")} from ${c.email}.` : "",
        ]
          .filter(Boolean)
          .join(" "),
        why: c.reason,
      }))}
    />
  );
}
