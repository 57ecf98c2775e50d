// GET, POST /api/v2/admin/summaryFiles (issue 18; spec §7 'downloads of summary files'; decision
// 0102): read:admin lists the generated summaries (job applications ones only with
// write:application) and asks for one with { "kind": … } (202 queued; 200 with the one already
// being prepared; audited).
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import {
  summaryExportJson,
  summaryExportJsonSchema,
  summaryRequestBody,
} from "~/services/summaries/api";
import { isSummaryKind, SUMMARY_MESSAGES } from "~/services/summaries/rules";
import { findSummary, listSummaries, requestSummary } from "~/services/summaries/summaries.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: async ({ caller }) => {
    const rows = await listSummaries(caller.permissions);
    return apiOk(rows.map(summaryExportJson));
  },

  // { kind }: 202 with a new queued export, or 200 with the one already pending.
  POST: async ({ caller, request, context }) => {
    const body = await readJsonObject(request);
    if (!isSummaryKind(body.kind)) {
      return apiError(422, SUMMARY_MESSAGES.kind, { kind: SUMMARY_MESSAGES.kind });
    }
    const { export: row, created } = await requestSummary(
      auditActor(caller, context.requestId),
      caller.permissions,
      body.kind,
    );
    const view = await findSummary(caller.permissions, row.id);
    const data = summaryExportJson(view!);
    return created
      ? apiOk(data, { status: 202, message: "The summary is being prepared." })
      : apiOk(data, { message: "This summary is already being prepared." });
  },

  describe: {
    GET: {
      summary: "The generated summary files",
      description:
        "Job applications summaries only for a caller with write:application too." +
        " The latest 50, newest first.",
      response: z.array(summaryExportJsonSchema),
      errors: [403],
      scopes: ["read:admin"],
    },
    POST: {
      summary: "Ask for a summary file",
      description:
        "202 with the new export, queued; 200 with the one of that kind already being " +
        "prepared. A job applications summary needs write:application too (403). Audited.",
      body: summaryRequestBody,
      response: summaryExportJsonSchema,
      message: true,
      status: 202,
      alsoStatus: [200],
      errors: [400, 403, 422],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
