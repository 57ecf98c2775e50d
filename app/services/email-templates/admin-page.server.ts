// /admin/doemails and /admin/doemails/{sendId}: loader data and the page's posts (issue 18
// 'E-mail'; decision 0099). Tabs are URLs (?tab=templates|send|delivery). Templates: ?do=create
// (?dialog=new-template), ?do=edit&templateId= (?dialog=edit-template), ?do=archive&templateId=
// with a reason (?dialog=archive-template); ?dialog=preview-template&templateId= shows it for
// the sample person. Send: a GET form chooses the template and recipients and shows the count,
// the first recipients and the first one's e-mail; its "Send to N people" posts ?do=send with
// the choice and a one-time sendKey. A send's page retries its failed e-mails (?do=retry).
// The route checks who is asking; every change is audited by the services.
import { actorOf } from "~/services/auth/session.server";
import { randomUUID } from "node:crypto";
import { data } from "@remix-run/node";
import { validationError } from "remix-validated-form";
import { audienceOptions } from "~/services/audience/options";
import { listAudienceRows } from "~/models/audience.server";
import type { Viewer } from "~/services/auth/guards.server";
import { type Actor } from "~/services/contracting/common.server";
import { readFormOrRefuse, validateForm } from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import { isUuid } from "~/shared/ids";
import { deliveryJson, recipientJson, sendJson, templateJson } from "./api";
import {
  ARCHIVE_TEMPLATE_FORM_ID,
  archiveTemplateValidator,
  TEMPLATE_FORM_ID,
  TEMPLATE_PARAM,
  templateFormValidator,
} from "./forms";
import {
  DOEMAILS_TABS,
  doEmailsPageQuery,
  doEmailsPostQuery,
  type DoEmailsPageQuery,
} from "./queries";
import { peopleText, sendOutcomeText, TEMPLATE_MESSAGES } from "./rules";
import { listSends, loadSend, previewSend, retrySend, sendTemplate } from "./sends.server";
import {
  archiveTemplate,
  createTemplate,
  editTemplate,
  listTemplates,
  samplePreview,
} from "./templates.server";
import { isRefusal } from "~/services/kit/refusal";

export const DOEMAILS_PATH = "/admin/doemails";
export { DOEMAILS_TABS };
export type DoEmailsTab = (typeof DOEMAILS_TABS)[number];

/** The names the send form posts (and its GET preview reads): the spec's and the audience's. */
const LIST_NAMES = ["userIds", "organisationIds", "steps", "provinces", "roles"] as const;

export function doEmailsActor(viewer: Viewer, requestId: string | null | undefined): Actor {
  return actorOf(viewer, requestId);
}

function notFound(message: string = TEMPLATE_MESSAGES.notFound): never {
  throw new Response(message, { status: 404 });
}

/** The send form's choice as the post carries it. */
function choiceOf(values: FormData) {
  const choice: Record<string, unknown> = {
    templateId: values.get("templateId") ?? undefined,
    everyone: values.get("everyone") ?? undefined,
  };
  for (const name of LIST_NAMES) choice[name] = values.getAll(name).filter((v) => v !== "");
  return choice;
}

/** The options of the send form: journey steps, provinces, roles, organisations, people. */
async function sendOptions() {
  return audienceOptions(await listAudienceRows());
}

async function loadSendTab(query: DoEmailsPageQuery) {
  const lists = Object.fromEntries(LIST_NAMES.map((n) => [n, query[n] ?? []])) as Record<
    (typeof LIST_NAMES)[number],
    string[]
  >;
  const choice = { templateId: query.templateId, everyone: query.everyone, ...lists };
  // The GET form was sent: a template, or somebody chosen (the preview then asks for a template).
  const chosen =
    query.templateId !== undefined ||
    query.everyone ||
    LIST_NAMES.some((name) => lists[name].length > 0);
  const base = {
    choice: { ...choice, templateId: query.templateId ?? "" },
    options: await sendOptions(),
  };
  if (!chosen) return { ...base, errors: null, preview: null };
  try {
    const p = await previewSend(choice);
    return {
      ...base,
      errors: null,
      preview: {
        template: templateJson(p.template),
        recipientCount: p.recipientCount,
        skippedCount: p.skippedCount,
        recipients: p.recipients.map(recipientJson),
        email: p.email,
        // A new one each time the preview is shown: posting this form twice sends once.
        sendKey: randomUUID(),
        sendLabel: `Send to ${peopleText(p.recipientCount)}`,
      },
    };
  } catch (error) {
    if (!isRefusal(error) || error.status === 400) throw error;
    return { ...base, errors: { [error.field || "templateId"]: error.message }, preview: null };
  }
}

export async function loadDoEmailsPage(url: URL, viewer: Viewer) {
  const query = readQuery(url, doEmailsPageQuery);
  const tab = query.tab;
  const canWrite = viewer.permissions.includes("write:admin");
  const rows = await listTemplates({ includeArchived: true });
  const selectedId = query.templateId ?? null;
  const selected = selectedId ? rows.find((row) => row.id === selectedId) : null;
  if (selectedId && !selected) notFound();
  return {
    tab,
    canWrite,
    templates: rows.map(templateJson),
    selected: selected ? { ...templateJson(selected), sample: samplePreview(selected) } : null,
    send: tab === "send" ? await loadSendTab(query) : null,
    sends: tab === "delivery" ? (await listSends()).map(sendJson) : [],
  };
}

export async function loadSendPage(sendId: string, viewer: Viewer) {
  if (!isUuid(sendId)) notFound(TEMPLATE_MESSAGES.sendNotFound);
  try {
    const { send, deliveries } = await loadSend(sendId);
    return {
      canWrite: viewer.permissions.includes("write:admin"),
      send: sendJson(send),
      deliveries: deliveries.map(deliveryJson),
    };
  } catch (error) {
    if (isRefusal(error)) throw new Response(error.message, { status: error.status });
    throw error;
  }
}

function afterPost(request: Request): string {
  const url = new URL(request.url);
  for (const name of ["do", "dialog", TEMPLATE_PARAM]) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

function refusedOn(formId: string, error: unknown, submitted: Record<string, unknown>) {
  if (!isRefusal(error)) throw error;
  if (error.status === 422) {
    return validationError(
      { fieldErrors: { [error.field || "name"]: error.message }, formId },
      submitted,
      { status: 422 },
    );
  }
  throw new Response(error.message, { status: error.status });
}

function requireTemplateId(templateId: string | undefined): string {
  return templateId ?? notFound();
}

/** The send's post: the choice and its sendKey; a refusal is shown above the button (422). */
async function handleSend(request: Request, actor: Actor) {
  const form = await readFormOrRefuse(request);
  const input = { ...choiceOf(form), sendKey: form.get("sendKey") ?? undefined };
  try {
    const { send, alreadySent } = await sendTemplate(actor, input);
    return await redirectWithToast(`${DOEMAILS_PATH}/${send.id}`, {
      type: alreadySent ? "message" : "success",
      text: sendOutcomeText({ ...send, alreadySent }),
    });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    if (error.status === 422 || error.status === 409 || error.status === 404)
      return data({ sendError: error.message }, { status: 422 });
    throw new Response(error.message, { status: error.status });
  }
}

export async function handleDoEmailsPost(request: Request, actor: Actor) {
  const url = new URL(request.url);
  const done = (text: string) => redirectWithToast(afterPost(request), { type: "success", text });
  const query = readQuery(url, doEmailsPostQuery);
  switch (query.do) {
    case "create": {
      const result = await validateForm(request, templateFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await createTemplate(actor, result.data);
        return await done(`The template '${row.name}' is saved.`);
      } catch (error) {
        return refusedOn(TEMPLATE_FORM_ID, error, result.submittedData);
      }
    }
    case "edit": {
      const templateId = requireTemplateId(query.templateId);
      const result = await validateForm(request, templateFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await editTemplate(actor, templateId, result.data);
        return await done(`The template '${row.name}' is saved.`);
      } catch (error) {
        return refusedOn(TEMPLATE_FORM_ID, error, result.submittedData);
      }
    }
    case "archive": {
      const templateId = requireTemplateId(query.templateId);
      const result = await validateForm(request, archiveTemplateValidator);
      if (result instanceof Response) return result;
      try {
        const row = await archiveTemplate(actor, templateId, result.data);
        return await done(`The template '${row.name}' is archived.`);
      } catch (error) {
        return refusedOn(ARCHIVE_TEMPLATE_FORM_ID, error, result.submittedData);
      }
    }
    case "send":
      return handleSend(request, actor);
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}

/** /admin/doemails/{sendId}: Retry puts the send's failed e-mails back in the queue. */
export async function handleSendPost(request: Request, actor: Actor, sendId: string) {
  if (!isUuid(sendId)) notFound(TEMPLATE_MESSAGES.sendNotFound);
  const form = await readFormOrRefuse(request);
  if (form.get("intent") !== "retry")
    throw new Response("This form is not known on this page.", { status: 400 });
  try {
    const { requeued } = await retrySend(actor, sendId);
    return await redirectWithToast(`${DOEMAILS_PATH}/${sendId}`, {
      type: "success",
      text: `${requeued === 1 ? "1 failed e-mail is" : `${requeued} failed e-mails are`} queued again.`,
    });
  } catch (error) {
    if (isRefusal(error)) throw new Response(error.message, { status: error.status });
    throw error;
  }
}
