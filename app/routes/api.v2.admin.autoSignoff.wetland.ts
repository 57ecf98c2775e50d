// /api/v2/admin/autoSignoff/wetland (spec §7 admin calls 'GET auto signoff for wetland';
// decision 0072). write:signoff.
// - GET [?layerId=&companyId=]: runs the wetland auto signoff with the layer (the newest when
//   left out) on every field (of one organisation, or all). A GET that writes, because the spec
//   names the call a GET: it is idempotent, needs write:signoff, and /api/v2 takes bearer tokens
//   only, so no link or page can make a browser run it.
// - POST (multipart/form-data, `file` and an optional `name`): uploads a wetland layer (KML, KMZ,
//   GeoJSON or a zipped shapefile); 201 with the layer. The spec does not show how a layer gets
//   in; this is the API's way besides the admin page.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiOk,
  apiRefusal,
  readQuery,
  requireMultipart,
  apiRefused,
} from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { isUploadError } from "~/services/files/upload-error";
import { filesIn, parseUploadForm } from "~/services/files/upload-form.server";
import {
  wetlandLayerJson,
  wetlandLayerJsonSchema,
  wetlandLayerUploadPartsDoc,
  wetlandRunJsonSchema,
  wetlandRunQueryDoc,
} from "~/services/fields/signoff-api";
import { wetlandRunQuery } from "~/services/fields/queries";
import { autoSignOffWetland, uploadWetlandLayer } from "~/services/fields/signoff.server";

const MB = 1024 * 1024;
const MAX_FILE_MB = 50;

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:signoff"),
  GET: async ({ request, context, caller }) => {
    const { companyId = null, layerId = null } = readQuery(request, wetlandRunQuery);
    try {
      return apiOk(
        await autoSignOffWetland(auditActor(caller, context.requestId), layerId, companyId),
      );
    } catch (error) {
      apiRefused(error);
    }
  },
  POST: async ({ request, context, caller }) => {
    requireMultipart(request, "the wetland layer in the form field 'file'");
    let form: FormData;
    try {
      form = await parseUploadForm(request, { maxFiles: 1, maxFileBytes: MAX_FILE_MB * MB });
    } catch (error) {
      if (isUploadError(error)) throw apiRefusal(error);
      throw error;
    }
    const [file] = filesIn(form, "file");
    if (!file) {
      throw apiError(422, "Send the wetland layer in the form field 'file'.", {
        file: "Required",
      });
    }
    const name = form.get("name");
    try {
      const layer = await uploadWetlandLayer(
        auditActor(caller, context.requestId),
        file,
        typeof name === "string" ? name : null,
      );
      return apiCreated(wetlandLayerJson(layer));
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    GET: {
      summary: "Run the wetland auto signoff",
      description:
        "Every field of the current season against the wetland layer: one outside every wetland " +
        "passes, one meeting a wetland is flagged for a person. 409 before any layer is " +
        "uploaded. A GET that writes, as the spec names it; idempotent." +
        " `?layerId=` (the newest layer when left out) and `?companyId=` (every organisation " +
        "when left out; an unknown one is a 404). A field sharing less than 50 m² with every " +
        "wetland passes (`wetlandSignoff` true, `wetlandHectares` 0); one inside a wetland gets " +
        "its `wetlandHectares` and is left for a person. A criterion a person decided is never " +
        "changed. 429 when Veld's worker pool is busy (decision 0120).",
      query: wetlandRunQueryDoc,
      response: wetlandRunJsonSchema,
      errors: [400, 403, 404, 409, 429],
      scopes: ["write:signoff"],
    },
    POST: {
      summary: "Upload a wetland layer",
      description:
        `multipart/form-data: the layer in \`file\` (one file, ${MAX_FILE_MB} MB at most: KML, ` +
        "KMZ, GeoJSON or a zipped shapefile, every polygon a wetland) and an optional `name`. " +
        "The newest layer is the one GET runs with. 422 without a file, for a file that holds " +
        "no polygon or too many, or one of another type; 400 for a body that is not multipart.",
      body: wetlandLayerUploadPartsDoc,
      upload: { files: ["file"] },
      response: wetlandLayerJsonSchema,
      status: 201,
      errors: [400, 403, 422],
      scopes: ["write:signoff"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
