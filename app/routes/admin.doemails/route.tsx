// /admin/doemails (issue 18 'E-mail'; spec §3 'email template', §7; decision 0099): programme
// e-mail templates, sending one to people chosen by journey step, province, role, organisation,
// one by one or everyone, and following delivery. Tabs are URLs (?tab=templates|send|delivery);
// read:admin reads and previews, write:admin creates, edits and archives templates (URL dialogs)
// and sends, each change audited (app/services/email-templates). A send's delivery:
// /admin/doemails/{sendId}.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DialogLink } from "~/components/dialog";
import { SendsTable } from "~/components/doemails/delivery";
import { SendChoiceForm, SendPreview } from "~/components/doemails/send-form";
import { TemplateDialogs, TemplatesTable } from "~/components/doemails/templates";
import { TabStrip } from "~/components/tab-strip";
import { requirePermission } from "~/services/auth/guards.server";
import { actorOf } from "~/services/auth/session.server";
import { NEW_TEMPLATE_DIALOG } from "~/services/email-templates/forms";
import styles from "~/styles/doemails.css?url";
import { doEmailsPage, handleDoEmailsPost } from "./data.server";

export const meta: MetaFunction = () => [{ title: "E-mails · Admin · Veld" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return doEmailsPage(request, viewer);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  return handleDoEmailsPost(request, actorOf(viewer, context.requestId));
}

const TABS = [
  { value: "templates", label: "Templates" },
  { value: "send", label: "Send" },
  { value: "delivery", label: "Delivery" },
] as const;

export default function DoEmails() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="de-page">
      <div>
        <h1>E-mails</h1>
        <p className="page-lead">
          Templates for programme e-mails, sending one to the people you choose (by journey step,
          province, role, organisation or one by one), and what became of each e-mail. A marketing
          e-mail goes only to people on the mailing list and ends with an unsubscribe link. Every
          change and send is kept in the audit log.
          {page.canWrite ? "" : " Changing templates and sending needs write:admin."}
        </p>
      </div>
      <TabStrip label="E-mail sections" tabs={TABS} />
      {page.tab === "templates" ? (
        <section aria-label="Templates" className="de-page">
          {page.canWrite ? (
            <p>
              <DialogLink name={NEW_TEMPLATE_DIALOG} className="button button--primary">
                New template
              </DialogLink>
            </p>
          ) : null}
          <TemplatesTable
            templates={page.templates}
            canWrite={page.canWrite}
            versionLanguages={page.versionLanguages}
          />
        </section>
      ) : null}
      {page.tab === "send" && page.send ? (
        <section aria-label="Send an e-mail" className="de-page">
          <SendChoiceForm data={page.send} templates={page.templates} />
          {page.send.preview ? (
            <SendPreview data={page.send.preview} canWrite={page.canWrite} />
          ) : null}
        </section>
      ) : null}
      {page.tab === "delivery" ? (
        <section aria-label="Delivery" className="de-page">
          <p>
            Each send with how many of its e-mails are queued, sent and failed. Open one to see each
            person&rsquo;s e-mail, the error of a failed one, and to retry.
          </p>
          <SendsTable sends={page.sends} />
        </section>
      ) : null}
      <TemplateDialogs selected={page.selected} canWrite={page.canWrite} />
    </div>
  );
}
