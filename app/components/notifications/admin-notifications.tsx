// The admin's notifications (issue 18; decision 0100): the "Check recipients" form (GET: the
// audience is the URL's), the message form that sends to that audience (intent 'send', posted to
// the page's URL with the audience checked), the list of sent notifications (kind, audience in
// words, recipients, read, withdrawn) and the withdraw dialog with a reason
// (?dialog=withdraw-notification&notificationId=; intent 'withdraw', the notification in its
// body: decision 0128). Real forms: they work without JavaScript.
import { intentName } from "~/services/kit/forms/intent";
import { Form } from "@remix-run/react";
import { AudienceFields } from "~/components/audience/audience-fields";
import { DialogLink, UrlDialog } from "~/components/dialog";
import { FormBuilder } from "~/components/form/form-builder";
import { ScrollRegion } from "~/components/scroll-region";
import type { AudienceOptions } from "~/services/audience/options";
import type { AudienceFilter } from "~/services/audience/rules";
import { formatDateTime } from "~/services/kit/format";
import type { AdminNotificationJson } from "~/services/notifications/api";
import {
  NOTIFICATION_FIELDS,
  NOTIFICATION_PARAM,
  WITHDRAW_DIALOG,
  WITHDRAW_FIELDS,
} from "~/services/notifications/forms";
import type { NotificationIntent } from "~/services/notifications/queries";
import { notificationFormValidator, withdrawFormValidator } from "./admin-notification-validators";
import { NOTIFICATION_MESSAGES } from "~/services/notifications/rules";

export function AudienceCheck({
  audience,
  choices,
  check,
}: {
  audience: AudienceFilter;
  choices: AudienceOptions;
  check: { count: number; countText: string; description: string; names: string[] } | null;
}) {
  return (
    <section className="nt-audience" aria-labelledby="audience-heading">
      <h2 id="audience-heading">1. Who gets it</h2>
      <Form method="get" preventScrollReset>
        <AudienceFields idPrefix="nt" chosen={audience} options={choices} />
        <p className="nt-check">
          <button type="submit" className="button">
            Check recipients
          </button>
        </p>
      </Form>
      {check ? (
        <div role="status" data-testid="recipient-check">
          {check.count === 0 ? (
            <p>{NOTIFICATION_MESSAGES.nobody}</p>
          ) : (
            <>
              <p>
                <strong>{check.countText}</strong>: {check.description}.
              </p>
              <p className="nt-muted">
                {check.names.join(", ")}
                {check.count > check.names.length
                  ? ` and ${check.count - check.names.length} more`
                  : ""}
                .
              </p>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}

export function ComposeForm({
  audienceSearch,
  countText,
}: {
  audienceSearch: string;
  countText: string;
}) {
  return (
    <section className="nt-audience" aria-labelledby="compose-heading">
      <h2 id="compose-heading">2. The message</h2>
      <p className="nt-muted">It goes to the {countText} checked above.</p>
      <FormBuilder
        intent={intentName<NotificationIntent>("send")}
        fields={NOTIFICATION_FIELDS}
        validator={notificationFormValidator}
        // The audience checked above, and no other page state (an open dialog's).
        action={`/admin/notifications${audienceSearch ? `?${audienceSearch}` : ""}`}
        defaultValues={{ kind: "message" }}
        submitLabel={`Send to ${countText}`}
      />
    </section>
  );
}

export function NotificationsTable({
  notifications,
  canWrite,
}: {
  notifications: AdminNotificationJson[];
  canWrite: boolean;
}) {
  if (notifications.length === 0) return <p>No notifications sent yet.</p>;
  return (
    <ScrollRegion className="nt-scroll" label="Sent notifications">
      <table className="nt-table" data-testid="notifications-table">
        <thead>
          <tr>
            <th scope="col">Notification</th>
            <th scope="col">Sent</th>
            <th scope="col">Audience</th>
            <th scope="col">Recipients</th>
            <th scope="col">Read</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {notifications.map((n) => (
            <tr key={n.notificationId} className={n.withdrawnAt ? "nt-withdrawn" : undefined}>
              <td>
                {n.title}
                <div className="nt-muted">
                  {n.kindLabel}
                  {n.emailed ? ", also e-mailed" : ""}
                  {n.link ? `, links to ${n.link}` : ""}
                </div>
              </td>
              <td>{formatDateTime(n.createdAt)}</td>
              <td>{n.audienceText}</td>
              <td>{n.recipientCount}</td>
              <td>{n.readCount}</td>
              <td>
                {n.withdrawnAt ? (
                  `Withdrawn ${formatDateTime(n.withdrawnAt)}`
                ) : canWrite ? (
                  <>
                    Sent{" "}
                    <DialogLink
                      name={WITHDRAW_DIALOG}
                      params={{ [NOTIFICATION_PARAM]: n.notificationId }}
                      className="button button--danger"
                    >
                      Withdraw<span className="visually-hidden"> {n.title}</span>
                    </DialogLink>
                  </>
                ) : (
                  "Sent"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function WithdrawDialog({ selected }: { selected: AdminNotificationJson }) {
  return (
    <UrlDialog
      name={WITHDRAW_DIALOG}
      title={`Withdraw '${selected.title}'`}
      clear={[NOTIFICATION_PARAM]}
    >
      {selected.withdrawnAt ? (
        <p>{NOTIFICATION_MESSAGES.alreadyWithdrawn}</p>
      ) : (
        <>
          <p>
            {selected.recipientCount === 1 ? "1 person" : `${selected.recipientCount} people`} got
            it; {selected.readCount} read it. Once withdrawn, nobody sees it any more.
          </p>
          <FormBuilder
            intent={intentName<NotificationIntent>("withdraw")}
            fields={WITHDRAW_FIELDS}
            validator={withdrawFormValidator}
            submitLabel="Withdraw the notification"
          >
            <input type="hidden" name={NOTIFICATION_PARAM} value={selected.notificationId} />
          </FormBuilder>
        </>
      )}
    </UrlDialog>
  );
}
