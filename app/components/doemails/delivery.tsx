// Delivery of programme e-mails (issue 18 'follow delivery (queued, sent, failed with the error,
// retry)'; decision 0099): the sends with their counts (the delivery tab of /admin/doemails) and
// each person's e-mail of one send (/admin/doemails/{sendId}).
import { Link } from "@remix-run/react";
import { ScrollRegion } from "~/components/scroll-region";
import type { DeliveryJson, SendJson } from "~/services/email-templates/api";
import { formatDateTime } from "~/services/kit/format";

export function SendsTable({ sends }: { sends: SendJson[] }) {
  if (sends.length === 0) return <p>No e-mails have been sent from this page yet.</p>;
  return (
    <ScrollRegion className="de-scroll" label="Sends">
      <table className="de-table" data-testid="sends-table">
        <thead>
          <tr>
            <th scope="col">Sent</th>
            <th scope="col">Template</th>
            <th scope="col">Recipients</th>
            <th scope="col">Queued</th>
            <th scope="col">Sent</th>
            <th scope="col">Failed</th>
          </tr>
        </thead>
        <tbody>
          {sends.map((s) => (
            <tr key={s.sendId}>
              <td>
                <Link to={`/admin/doemails/${s.sendId}`}>{formatDateTime(s.createdAt)}</Link>
                <div className="de-muted">{s.sentBy ?? "-"}</div>
              </td>
              <td>
                {s.templateName ?? "Template removed"}
                <div className="de-muted">{s.subject}</div>
              </td>
              <td>
                {s.recipientCount}
                {s.skippedCount > 0 ? (
                  <div className="de-muted">{s.skippedCount} skipped (not on the mailing list)</div>
                ) : null}
              </td>
              <td>{s.queued}</td>
              <td>{s.sent}</td>
              <td className={s.failed > 0 ? "de-failed" : undefined}>{s.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function DeliveriesTable({ deliveries }: { deliveries: DeliveryJson[] }) {
  if (deliveries.length === 0) return <p>No e-mails belong to this send.</p>;
  return (
    <ScrollRegion className="de-scroll" label="Each person's e-mail">
      <table className="de-table" data-testid="deliveries-table">
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Error</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.outboxId}>
              <td>
                {d.name ?? d.email}
                {d.name ? <div className="de-muted">{d.email}</div> : null}
              </td>
              <td className={d.status === "failed" ? "de-failed" : undefined}>
                {d.statusLabel}
                {d.sentAt ? <div className="de-muted">{formatDateTime(d.sentAt)}</div> : null}
              </td>
              <td>{d.attempts}</td>
              <td>{d.error ?? "-"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
