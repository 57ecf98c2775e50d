// The views of /admin/doemails and /admin/doemails/{sendId} (issue 18 'E-mail'; decision 0099).
// Tabs are URLs (?tab=templates|send|delivery); ?dialog=preview-template&templateId= shows a
// template for the sample person. Send: a GET form chooses the template and recipients and
// shows the count, the first recipients and the first one's e-mail, with a one-time sendKey for
// its "Send to N people" post. The routes guard, read the query string and the posts; an
// unknown template or send is a 404 Refusal.
import { randomUUID } from "node:crypto";
import { audienceOptions } from "~/services/audience/options";
import { listAudienceRows } from "~/models/audience.server";
import type { Viewer } from "~/services/auth/session.server";
import { isRefusal, Refusal } from "~/services/kit/refusal";
import { isUuid } from "~/shared/ids";
import { deliveryJson, recipientJson, sendJson, templateJson } from "./api";
import type { DoEmailsPageQuery } from "./queries";
import { peopleText, TEMPLATE_MESSAGES } from "./rules";
import { listSends, loadSend, previewSend } from "./sends.server";
import { listTemplates, listVersions, samplePreview } from "./templates.server";
import { LANGUAGE_INFO } from "~/services/i18n/languages";
import { TEMPLATE_VERSION_LANGUAGES } from "~/shared/email-templates";

export const DOEMAILS_PATH = "/admin/doemails";

/** The names the send form posts (and its GET preview reads): the spec's and the audience's. */
export const SEND_LIST_NAMES = [
  "userIds",
  "organisationIds",
  "steps",
  "provinces",
  "roles",
] as const;

/** The options of the send form: journey steps, provinces, roles, organisations, people. */
async function sendOptions() {
  return audienceOptions(await listAudienceRows());
}

async function loadSendTab(query: DoEmailsPageQuery) {
  const lists = Object.fromEntries(SEND_LIST_NAMES.map((n) => [n, query[n] ?? []])) as Record<
    (typeof SEND_LIST_NAMES)[number],
    string[]
  >;
  const choice = { templateId: query.templateId, everyone: query.everyone, ...lists };
  // The GET form was sent: a template, or somebody chosen (the preview then asks for a template).
  const chosen =
    query.templateId !== undefined ||
    query.everyone ||
    SEND_LIST_NAMES.some((name) => lists[name].length > 0);
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

/** /admin/doemails: the tab the query names; a templateId of no template is a 404. */
export async function loadDoEmailsPage(query: DoEmailsPageQuery, viewer: Viewer) {
  const tab = query.tab;
  const canWrite = viewer.permissions.includes("write:admin");
  const rows = await listTemplates({ includeArchived: true });
  const selectedId = query.templateId ?? null;
  const selected = selectedId ? rows.find((row) => row.id === selectedId) : null;
  if (selectedId && !selected) throw new Refusal(404, TEMPLATE_MESSAGES.notFound);
  const versions = await listVersions(rows.map((row) => row.id));
  return {
    tab,
    canWrite,
    templates: rows.map(templateJson),
    // Which languages each template has a version in (decision 0160).
    versionLanguages: Object.fromEntries(
      rows.map((row) => [
        row.id,
        versions.filter((v) => v.templateId === row.id).map((v) => v.language),
      ]),
    ),
    selected: selected
      ? {
          ...templateJson(selected),
          sample: samplePreview(selected),
          // Each language: its version (null: the English is sent) and the sample's e-mail of it.
          versions: TEMPLATE_VERSION_LANGUAGES.map((language) => {
            const version = versions.find(
              (v) => v.templateId === selected.id && v.language === language,
            );
            return {
              language,
              languageName: LANGUAGE_INFO[language].name,
              subject: version?.subject ?? null,
              body: version?.body ?? null,
              sample: version ? samplePreview({ kind: selected.kind, ...version }, language) : null,
            };
          }),
          language: query.language ?? TEMPLATE_VERSION_LANGUAGES[0],
        }
      : null,
    send: tab === "send" ? await loadSendTab(query) : null,
    sends: tab === "delivery" ? (await listSends()).map(sendJson) : [],
  };
}

/** /admin/doemails/{sendId}: the send and its e-mails; not an id, or no such send, is a 404. */
export async function loadSendPage(sendId: string, viewer: Viewer) {
  if (!isUuid(sendId)) throw new Refusal(404, TEMPLATE_MESSAGES.sendNotFound);
  const { send, deliveries } = await loadSend(sendId);
  return {
    canWrite: viewer.permissions.includes("write:admin"),
    send: sendJson(send),
    deliveries: deliveries.map(deliveryJson),
  };
}
