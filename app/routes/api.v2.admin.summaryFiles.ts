// GET, POST /api/v2/admin/summaryFiles (issue 18; spec §7 'downloads of summary files'; decision
// 0102): read:admin lists the generated summaries (job applications ones only with
// write:application) and asks for one with { "kind": … } (202 queued; 200 with the one already
// being prepared; audited).
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import { summaryExportJsonSchema, summaryRequestBody } from "~/services/summaries/api";
import { getSummariesApi, postSummaryApi } from "~/services/summaries/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: ({ caller }) => getSummariesApi(caller),
  POST: ({ caller, request, context }) => postSummaryApi(caller, request, context.requestId),

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
