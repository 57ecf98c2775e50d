// /admin/doemails/{sendId} (issue 18 'follow delivery (queued, sent, failed with the error,
// retry)'; decision 0099): one send of a template, its recipients' e-mails with their status and
// the error of a failed one. read:admin reads; write:admin retries the failed ones (audited).
import { pageRefused, readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { DeliveriesTable } from "~/components/doemails/delivery";
import { EmailPreview } from "~/components/doemails/templates";
import { requirePermission } from "~/services/auth/guards.server";
import { actorOf } from "~/services/auth/session.server";
import { DOEMAILS_PATH, loadSendPage } from "~/services/email-templates/admin-view.server";
import { peopleText, TEMPLATE_MESSAGES } from "~/services/email-templates/rules";
import { retrySend } from "~/services/email-templates/sends.server";
import { formatDateTime } from "~/services/kit/format";
import { redirectWithToast } from "~/services/kit/toast.server";
import { isUuid } from "~/shared/ids";
import styles from "~/styles/doemails.css?url";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.send.templateName ?? "Send"} · E-mails · Admin · Veld` },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  try {
    return await loadSendPage(params.sendId ?? "", viewer);
  } catch (error) {
    pageRefused(error);
  }
}

/** Retry puts the send's failed e-mails back in the queue. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  const sendId = params.sendId ?? "";
  if (!isUuid(sendId)) throw new Response(TEMPLATE_MESSAGES.sendNotFound, { status: 404 });
  const form = await readFormOrRefuse(request);
  if (form.get("intent") !== "retry")
    throw new Response("This form is not known on this page.", { status: 400 });
  try {
    const { requeued } = await retrySend(actorOf(viewer, context.requestId), sendId);
    return await redirectWithToast(`${DOEMAILS_PATH}/${sendId}`, {
      type: "success",
      text: `${requeued === 1 ? "1 failed e-mail is" : `${requeued} failed e-mails are`} queued again.`,
    });
  } catch (error) {
    pageRefused(error);
  }
}

export default function EmailSend() {
  const { send, deliveries, canWrite } = useLoaderData<typeof loader>();
  return (
    <div className="de-page">
      <p>
        <Link to="/admin/doemails?tab=delivery">Back to all sends</Link>
      </p>
      <div>
        <h1>{send.templateName ?? "E-mail send"}</h1>
        <p className="page-lead">
          {send.kindLabel} sent on {formatDateTime(send.createdAt)} by {send.sentBy ?? "-"} to{" "}
          {peopleText(send.recipientCount)}.
          {send.skippedCount > 0
            ? ` ${peopleText(send.skippedCount)} not on the mailing list ${send.skippedCount === 1 ? "was" : "were"} skipped.`
            : ""}
        </p>
      </div>
      <dl className="de-facts" data-testid="send-counts">
        <dt>Queued</dt>
        <dd>{send.queued}</dd>
        <dt>Sent</dt>
        <dd>{send.sent}</dd>
        <dt>Failed</dt>
        <dd>{send.failed}</dd>
      </dl>
      {canWrite && send.failed > 0 ? (
        <Form method="post">
          <button type="submit" name="intent" value="retry" className="button button--primary">
            Retry the failed e-mails
          </button>
        </Form>
      ) : null}
      <section aria-labelledby="deliveries-heading" className="de-page">
        <h2 id="deliveries-heading">Each person&rsquo;s e-mail</h2>
        <DeliveriesTable deliveries={deliveries} />
      </section>
      <section aria-labelledby="text-heading" className="de-page">
        <h2 id="text-heading">The template as it was sent</h2>
        <EmailPreview email={{ subject: send.subject, text: send.body }} />
      </section>
    </div>
  );
}
