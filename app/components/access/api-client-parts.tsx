// The parts of /admin/userAccess/apiClients (issue 19; decision 0112): the tabs shared with
// /admin/userAccess, the clients table, the "Register an API client" form, the panel showing a new
// secret once, the rotate and revoke dialogs (URLs, so they work without JavaScript) and the
// recent changes. Every form is a real post.
import { Form, NavLink } from "@remix-run/react";
import { DialogCloseLink, DialogLink, UrlDialog } from "~/components/dialog";
import { SpinnerButton } from "~/components/spinner-button";
import {
  CLIENT_PARAM,
  NAME_MAX,
  REVOKE_CLIENT_DIALOG,
  ROTATE_DIALOG,
} from "~/services/api-clients/rules";
import { formatDateTime } from "~/services/kit/format";
import { ScrollRegion } from "~/components/scroll-region";
import { ChangeLogTable, FieldError, ReasonField, ScopeChoices } from "./access-parts";

export interface ApiClientViewData {
  id: string;
  clientId: string;
  name: string;
  scopes: string[];
  reason: string;
  status: "active" | "revoked";
  createdAt: string;
  createdBy: string | null;
  secretRotatedAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}

export interface ApiClientReplyData {
  form: "create" | "rotate" | "revoke";
  message: string;
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
  issued?: { client: ApiClientViewData; clientSecret: string; rotated: boolean };
}

/** The two views of access: people, and the integrations' API clients. */
export function AccessTabs() {
  const tab = ({ isActive }: { isActive: boolean }) =>
    `tab-strip__tab${isActive ? " is-current" : ""}`;
  return (
    <nav className="tab-strip" aria-label="Access">
      <ul className="tab-strip__list">
        <li>
          <NavLink to="/admin/userAccess" end className={tab}>
            People
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/userAccess/apiClients" className={tab}>
            API clients
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

export function TokenHowTo({
  endpoint,
}: {
  endpoint: { tokenUrl: string; audience: string | null };
}) {
  return (
    <p data-testid="token-how-to">
      A client asks for an access token at <code>{endpoint.tokenUrl}</code> with{" "}
      <code>grant_type=client_credentials</code> and its client id and secret (HTTP Basic, or{" "}
      <code>client_id</code> and <code>client_secret</code> in the form body); the token is for{" "}
      <code>{endpoint.audience ?? "the API"}</code>, carries the client&apos;s scopes and lasts at
      most 10 minutes. See &ldquo;API clients&rdquo; in the API guide.
    </p>
  );
}

export function ExternalProviderNote() {
  return (
    <p data-testid="external-provider-note">
      Veld signs people in through an external identity provider, which also issues the API&apos;s
      tokens: register machine-to-machine clients there (for Auth0, a Machine to Machine application
      authorised for Veld&apos;s API with its permissions). Their tokens must carry{" "}
      <code>gty: client-credentials</code> and the admin scopes in <code>permissions</code> or{" "}
      <code>scope</code>.
    </p>
  );
}

export function IssuedSecretPanel({
  issued,
  message,
}: {
  issued: NonNullable<ApiClientReplyData["issued"]>;
  message: string;
}) {
  return (
    <section
      className="ct-section"
      aria-labelledby="issued-heading"
      data-testid="issued-secret"
      role="status"
    >
      <h2 id="issued-heading">
        {issued.rotated ? "New secret for " : "Registered: "}
        {issued.client.name}
      </h2>
      <p>{message}</p>
      <dl>
        <dt>Client id</dt>
        <dd>
          <code data-testid="issued-client-id">{issued.client.clientId}</code>
        </dd>
        <dt>Client secret</dt>
        <dd>
          <code data-testid="issued-client-secret" className="access-email">
            {issued.clientSecret}
          </code>
        </dd>
        <dt>Scopes</dt>
        <dd>{issued.client.scopes.join(", ")}</dd>
      </dl>
    </section>
  );
}

function lastUsed(client: ApiClientViewData) {
  return client.lastUsedAt ? formatDateTime(client.lastUsedAt) : "Never";
}

export function ApiClientsTable({
  clients,
  canChange,
}: {
  clients: readonly ApiClientViewData[];
  canChange: boolean;
}) {
  if (clients.length === 0) return <p>No API clients have been registered.</p>;
  return (
    <ScrollRegion className="access-scroll" label="API clients">
      <table className="ct-table access-table">
        <caption>API clients, standing ones first</caption>
        <thead>
          <tr>
            <th scope="col">Client</th>
            <th scope="col">Scopes</th>
            <th scope="col">Registered</th>
            <th scope="col">Last used</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <tr key={client.id} data-testid={`api-client-${client.name}`}>
              <th scope="row">
                {client.name}
                <br />
                <code className="access-email">{client.clientId}</code>
              </th>
              <td>{client.scopes.join(", ")}</td>
              <td>
                {formatDateTime(client.createdAt)}
                {client.createdBy ? ` by ${client.createdBy}` : ""}
                <br />
                <span className="access-email">{client.reason}</span>
              </td>
              <td>{lastUsed(client)}</td>
              <td>
                {client.status === "revoked" ? (
                  `Revoked${client.revokedAt ? ` ${formatDateTime(client.revokedAt)}` : ""}${
                    client.revokedBy ? ` by ${client.revokedBy}` : ""
                  }`
                ) : (
                  <>
                    Active
                    {client.secretRotatedAt
                      ? `, secret rotated ${formatDateTime(client.secretRotatedAt)}`
                      : ""}
                    {canChange ? (
                      <>
                        <br />
                        <DialogLink name={ROTATE_DIALOG} params={{ [CLIENT_PARAM]: client.id }}>
                          Rotate secret
                          <span className="visually-hidden">{` of ${client.name}`}</span>
                        </DialogLink>{" "}
                        <DialogLink
                          name={REVOKE_CLIENT_DIALOG}
                          params={{ [CLIENT_PARAM]: client.id }}
                        >
                          Revoke
                          <span className="visually-hidden">{` ${client.name}`}</span>
                        </DialogLink>
                      </>
                    ) : null}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function RegisterClientForm({
  reply,
  heldScopes,
}: {
  reply: ApiClientReplyData | null;
  heldScopes: readonly string[];
}) {
  const mine = reply?.form === "create" && !reply.issued ? reply : null;
  const errors = mine?.errors ?? {};
  const values = mine?.values ?? {};
  const ticked = Array.isArray(values.scopes) ? values.scopes : [];
  return (
    <Form method="post" className="kit-form" aria-labelledby="register-heading">
      <label className="kf-field">
        <span className="kf-field__label">Name</span>
        <input
          type="text"
          name="name"
          required
          maxLength={NAME_MAX}
          defaultValue={typeof values.name === "string" ? values.name : ""}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "register-name-error" : "register-name-hint"}
        />
        <span id="register-name-hint" className="kf-field__hint">
          The integration it is for, as the audit log will name it.
        </span>
      </label>
      <FieldError id="register-name-error" text={errors.name} />
      <ScopeChoices
        offered={heldScopes}
        ticked={ticked}
        error={errors.scopes}
        errorId="register-scopes-error"
        hint={{ id: "register-scopes-hint", text: "Only scopes you hold yourself." }}
      />
      <ReasonField value={values.reason} error={errors.reason} errorId="register-reason-error" />
      <p className="button-row">
        <SpinnerButton name="intent" value="create">
          Register client
        </SpinnerButton>
      </p>
    </Form>
  );
}

export function ClientChangeDialog({
  dialog,
  reply,
}: {
  dialog: { kind: "rotate" | "revoke"; client: ApiClientViewData };
  reply: ApiClientReplyData | null;
}) {
  const { kind, client } = dialog;
  const mine = reply?.form === kind && !reply.issued ? reply : null;
  const error = mine?.errors.reason ?? (mine ? mine.message : undefined);
  const errorId = `${kind}-reason-error`;
  const isRotate = kind === "rotate";
  return (
    <UrlDialog
      name={isRotate ? ROTATE_DIALOG : REVOKE_CLIENT_DIALOG}
      title={isRotate ? `Rotate the secret of ${client.name}?` : `Revoke ${client.name}?`}
      clear={[CLIENT_PARAM]}
    >
      <p>
        {isRotate
          ? "A new secret is shown once. The old secret, and every token issued with it, stop working at once."
          : "The client's secret, and every token it holds, stop working at once. This cannot be undone."}{" "}
        Your reason is kept in the audit log.
      </p>
      <Form method="post" className="kit-form">
        <input type="hidden" name="clientId" value={client.id} />
        <ReasonField value={mine?.values.reason} error={error} errorId={errorId} />
        <p className="button-row">
          <DialogCloseLink className="button">Cancel</DialogCloseLink>
          <SpinnerButton name="intent" value={kind} variant={isRotate ? "primary" : "danger"}>
            {isRotate ? "Rotate secret" : "Revoke client"}
          </SpinnerButton>
        </p>
      </Form>
    </UrlDialog>
  );
}

export interface ApiClientChangeData {
  id: number;
  at: string;
  by: string;
  action: string;
  name: string;
  clientId: string;
  scopes: string[];
  reason: string;
}

const CHANGE_TEXT: Record<string, string> = {
  "apiClient.create": "Registered",
  "apiClient.rotate": "Rotated the secret of",
  "apiClient.revoke": "Revoked",
};

export function ApiClientChangesTable({ changes }: { changes: readonly ApiClientChangeData[] }) {
  return (
    <ChangeLogTable
      label="Recent API client changes"
      empty="No API client changes yet."
      rows={changes.map((c) => ({
        id: c.id,
        at: c.at,
        by: c.by,
        what:
          `${CHANGE_TEXT[c.action] ?? c.action} ${c.name}` +
          `${c.action === "apiClient.create" ? ` with ${c.scopes.join(", ")}` : ""}.`,
        why: c.reason,
      }))}
    />
  );
}
