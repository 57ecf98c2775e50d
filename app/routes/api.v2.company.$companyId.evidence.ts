// GET and POST /api/v2/company/{companyId}/evidence (issue 16; spec §7 'Evidence: GET, upload';
// decision 0079). GET (members): the organisation's evidence items of a
// season (?season=, default the programme's first season) with their files and deletedFiles.
// POST (owners, staff and consultants, the evidence step open): multipart/form-data with
// `field` (a field id, or 'farm' / none for the whole farm), `practice` (optional), `categories`
// (one or more), `title`, `description` (optional), `season` (optional) and the files in
// `files` (up to 10, 20 MB each): 201 with the item; 422 with the §5 messages ('Invalid file
// type: {type}', 'Too many files, please try again') or beside the field at fault.
import { requireApiMember } from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiOk,
  apiRefusal,
  readQuery,
  requireMultipart,
} from "~/services/api/envelope";
import { memberWrite } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import {
  evidenceJson,
  evidenceJsonSchema,
  evidenceListMetadata,
  evidenceUploadPartsDoc,
  seasonQueryDoc,
} from "~/services/evidence/api";
import {
  createEvidence,
  findEvidence,
  listEvidence,
  requireEvidenceWriter,
} from "~/services/evidence/evidence.server";
import { EVIDENCE_MAX_FILE_BYTES, EVIDENCE_MAX_FILES } from "~/services/evidence/rules";
import { isUploadError } from "~/services/files/upload-error";
import { filesIn, parseUploadForm } from "~/services/files/upload-form.server";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import { seasonQuery } from "~/services/practice/queries";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ request, caller }) => {
    const programme = await loadProgrammeSeasons(caller.organisationId);
    const season = readQuery(request, seasonQuery).season ?? programme.first;
    const items = await listEvidence(caller.organisationId, season);
    return apiOk(items.map(evidenceJson), { metadata: { season } });
  },

  POST: async ({ request, context, caller }) => {
    requireMultipart(request, "the evidence's fields and its files in the form field 'files'");
    let form: FormData;
    try {
      form = await parseUploadForm(request, {
        maxFiles: EVIDENCE_MAX_FILES,
        maxFileBytes: EVIDENCE_MAX_FILE_BYTES,
      });
    } catch (error) {
      if (isUploadError(error)) throw apiRefusal(error);
      throw error;
    }
    const who = memberWrite(caller, context.requestId);
    await requireEvidenceWriter(who);
    const programme = await loadProgrammeSeasons(caller.organisationId);
    const seasonText = form.get("season");
    const season =
      typeof seasonText === "string" && seasonText !== "" ? Number(seasonText) : programme.first;
    if (!Number.isInteger(season))
      throw apiError(422, "season must be a whole number.", { season: "Not a whole number" });
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : undefined;
    };
    const item = await createEvidence(
      who,
      season,
      {
        field: text("field"),
        practice: text("practice"),
        categories: form.getAll("categories").filter((v) => typeof v === "string"),
        title: text("title"),
        description: text("description"),
      },
      filesIn(form, "files"),
    );
    return apiCreated(evidenceJson((await findEvidence(caller.organisationId, item.id))!));
  },

  describe: {
    GET: {
      summary: "The organisation's evidence items of a season",
      description:
        "With their files and deletedFiles. Any member." +
        " `?season=` (default the programme's first season; 26 is 2026/2027). A photo's file " +
        "carries its EXIF capture date and position when it has them; `filePath` downloads for " +
        "the organisation's members and admins only.",
      query: seasonQueryDoc,
      response: z.array(evidenceJsonSchema),
      metadata: evidenceListMetadata,
      errors: [400, 404],
    },
    POST: {
      summary: "Add an evidence item with its files",
      description:
        "multipart/form-data: the item's values as text parts and up to " +
        `${EVIDENCE_MAX_FILES} files (${EVIDENCE_MAX_FILE_BYTES / (1024 * 1024)} MB each) in ` +
        "`files`. Owners, staff and consultants, once the evidence step is open (409 before). " +
        "422 with spec §5's sentences ('Invalid file type: {type}', 'Too many files, please " +
        "try again') or beside the part at fault; 400 for a body that is not multipart." +
        " Parts: `field` (a field included in the season, or `farm` or none for the whole farm), " +
        "`practice` (optional), `categories` (repeated: invoices, photos, grazingRecords, " +
        "soilSamples, contractorRecords, other), `title`, `description` (optional), `season` " +
        "(optional, one of the programme's seasons). Files .pdf, .jpg/.jpeg, .png, .mov, .avi, " +
        ".mp4, .xls, .xlsx, .csv, .doc, .docx, judged by their bytes.",
      body: evidenceUploadPartsDoc,
      upload: { files: ["files"], many: true },
      response: evidenceJsonSchema,
      status: 201,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
