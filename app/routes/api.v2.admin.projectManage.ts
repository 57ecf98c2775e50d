// GET /api/v2/admin/projectManage (issue 16; decision 0082): every organisation with its
// journey step, who it waits on (programme or farmer), its next action, how long it has waited
// and its assigned admin; oldest waiting first. Filters ?step=, ?admin= (an id, or 'none'),
// ?waitsOn=; pages ?page= (from 0) and ?size=. read:admin.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import {
  projectListMetadata,
  projectListQueryDoc,
  projectRowJsonSchema,
} from "~/services/project/api";
import { getProjectListApi } from "~/services/project/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: ({ request }) => getProjectListApi(request),

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
