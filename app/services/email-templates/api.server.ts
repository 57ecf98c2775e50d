// The /api/v2 calls of programme e-mails (issue 18; spec §7 'GET, POST email template
// endpoints', 'POST /admin/email/send templateId, userIds'; decision 0099). read:admin lists and
// reads; write:admin creates, edits and archives templates, sends and retries, each audited.
// The same services as /admin/doemails.
import { auditActor, type ApiCaller } from "~/services/api/callers.server";
import { apiCreated, apiOk, readJsonObject, apiRefused } from "~/services/api/envelope";
import { deliveryJson, sendJson, templateJson } from "./api";
import { listSends, loadSend, retrySend, sendTemplate } from "./sends.server";
import {
  archiveTemplate,
  createTemplate,
  editTemplate,
  listTemplates,
  requireTemplate,
} from "./templates.server";

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    apiRefused(error);
  }
}

/** GET /admin/email/templates: every template by name; archived ones with their archivedAt. */
export async function getTemplatesApi() {
  const rows = await listTemplates({ includeArchived: true });
  return apiOk({ templates: rows.map(templateJson) });
}

/** POST /admin/email/templates: name, kind, subject, body (201; audited). */
export async function postTemplateApi(
  caller: ApiCaller,
  request: Request,
  requestId: string | null,
) {
  const body = await readJsonObject(request);
  const row = await guarded(() => createTemplate(auditActor(caller, requestId), body));
  return apiCreated(templateJson(row));
}

export async function getTemplateApi(templateId: string) {
  return apiOk(templateJson(await guarded(() => requireTemplate(templateId))));
}

/** PUT /admin/email/templates/{templateId}: all of name, kind, subject, body (audited). */
export async function putTemplateApi(
  caller: ApiCaller,
  request: Request,
  templateId: string,
  requestId: string | null,
) {
  const body = await readJsonObject(request);
  const row = await guarded(() => editTemplate(auditActor(caller, requestId), templateId, body));
  return apiOk(templateJson(row));
}

/** POST /admin/email/templates/{templateId}/archive: { reason } (audited). */
export async function archiveTemplateApi(
  caller: ApiCaller,
  request: Request,
  templateId: string,
  requestId: string | null,
) {
  const body = await readJsonObject(request);
  const row = await guarded(() => archiveTemplate(auditActor(caller, requestId), templateId, body));
  return apiOk(templateJson(row));
}

async function sendBody(sendId: string) {
  const { send, deliveries } = await guarded(() => loadSend(sendId));
  return { ...sendJson(send), deliveries: deliveries.map(deliveryJson) };
}

/**
 * POST /admin/email/send: { templateId, userIds?, everyone?, organisationIds?, steps?,
 * provinces?, roles?, sendKey }. 201 with the send; 200 with the same send when the sendKey was
 * used before for the same request (nothing new queued); 409 when it was used for another.
 */
export async function postSendApi(caller: ApiCaller, request: Request, requestId: string | null) {
  const body = await readJsonObject(request);
  const { send, alreadySent } = await guarded(() =>
    sendTemplate(auditActor(caller, requestId), body),
  );
  const result = { ...(await sendBody(send.id)), alreadySent };
  return alreadySent ? apiOk(result) : apiCreated(result);
}

/** GET /admin/email/sends: the newest sends with their counts. */
export async function getSendsApi() {
  return apiOk({ sends: (await listSends()).map(sendJson) });
}

/** GET /admin/email/sends/{sendId}: the send, its counts and each person's e-mail. */
export async function getSendApi(sendId: string) {
  return apiOk(await sendBody(sendId));
}

/** POST /admin/email/sends/{sendId}/retry: queues the failed e-mails again (409 when none). */
export async function retrySendApi(
  caller: ApiCaller,
  request: Request,
  sendId: string,
  requestId: string | null,
) {
  await readJsonObject(request, { optional: true });
  const { requeued } = await guarded(() => retrySend(auditActor(caller, requestId), sendId));
  return apiOk({ ...(await sendBody(sendId)), requeued });
}
