// GET /api/v2/admin/projectManage (issue 16; decision 0082): every organisation with its
// journey step, who it waits on (programme or farmer), its next action, how long it has waited
// and its assigned admin; oldest waiting first. Filters ?step=, ?admin= (an id, or 'none'),
// ?waitsOn=; pages ?page= (from 0) and ?size=. read:admin.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiOk, readQuery } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import { tableStateOf } from "~/services/kit/table-query";
import {
  projectListMetadata,
  projectListQueryDoc,
  projectRowJson,
  projectRowJsonSchema,
} from "~/services/project/api";
import { loadProjectList } from "~/services/project/project.server";
import { projectApiQuery, projectFiltersOf } from "~/services/project/queries";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: async ({ request }) => {
    const query = readQuery(request, projectApiQuery);
    // `limit` as the other admin lists name it (docs/api.md); `size` as the page does.
    const table = tableStateOf({ ...query, size: query.size ?? query.limit });
    const list = await loadProjectList(projectFiltersOf(query), table);
    return apiOk(list.rows.map(projectRowJson), {
      metadata: {
        total: list.pageInfo.total,
        page: list.pageInfo.page,
        limit: list.pageInfo.size,
        pageCount: list.pageInfo.pageCount,
        stepCounts: list.stepCounts.map(({ step, count }) => ({ step, count })),
      },
    });
  },

  describe: {
    GET: {
      summary: "Every organisation with who it waits on, since when, and its admin",
      description:
        "Oldest waiting first." +
        " `admin=none` lists the organisations nobody looks after; `metadata` counts the " +
        "organisations per step (`stepCounts`).",
      query: projectListQueryDoc,
      response: z.array(projectRowJsonSchema),
      metadata: projectListMetadata,
      errors: [400, 403],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
