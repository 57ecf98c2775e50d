// The JSON of the evidence API (issue 16; decision 0079; spec §3
// 'Organisation' evidence with evidenceId, filePath, categories; 'File-upload value' files and
// deletedFiles). Pure: the routes answer with these. The answers are zod schemas too: the OpenAPI
// document shows them (decision 0111) and evidenceJson's return type is inferred from them, so
// tsc holds what the routes send and what the document says together.
import { z } from "zod";
import { storedFileHref } from "~/services/kit/forms/file-rules";
import { EVIDENCE_CATEGORIES, EVIDENCE_STATUSES, type EvidenceStatus } from "~/shared/evidence";
import { PRACTICES, type Practice } from "~/shared/practice";
import { EVIDENCE_DESCRIPTION_MAX, EVIDENCE_TITLE_MAX, WHOLE_FARM } from "./rules";
import { multiLineText, singleLineText } from "~/services/kit/forms/text-schema";

export interface EvidenceFileJsonInput {
  fileId: string;
  name: string;
  size: number;
  mimeType: string;
  capturedAt: Date | null;
  latitude: number | null;
  longitude: number | null;
  deletedAt: Date | null;
  deletedBy: string | null;
}

export interface EvidenceJsonInput {
  id: string;
  season: number;
  fieldId: string | null;
  practice: Practice | null;
  categories: string[];
  title: string;
  description: string | null;
  status: EvidenceStatus;
  submittedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  files: EvidenceFileJsonInput[];
  removedFiles: EvidenceFileJsonInput[];
}

/** A kept file of an item. */
export const evidenceFileJsonSchema = z.object({
  fileId: z.string().uuid(),
  /** spec §3 'filePath': where the file downloads from (members and admins only). */
  filePath: z.string(),
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  mimeType: z.string(),
  /** A photo's capture time (EXIF), when the file carries one. */
  capturedAt: z.string().datetime({ offset: true }).nullable(),
  /** A photo's GPS position (EXIF), when the file carries one. */
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});

/** A removed file, kept for the audit with when and by whom (spec §3 'deletedFiles'). */
export const deletedEvidenceFileJsonSchema = evidenceFileJsonSchema.extend({
  deletedAt: z.string().datetime({ offset: true }).nullable(),
  deletedBy: z.string().uuid().nullable(),
});

/** An evidence item (spec §3: evidenceId, filePath, categories; files and deletedFiles). */
export const evidenceJsonSchema = z.object({
  evidenceId: z.string().uuid(),
  season: z.number().int(),
  /** Null for an item about the whole farm. */
  fieldId: z.string().uuid().nullable(),
  practice: z.enum(PRACTICES).nullable(),
  /** Stored as given when the item was made, so an old value is still sent: strings here. */
  categories: z.array(z.string()),
  title: z.string(),
  description: z.string().nullable(),
  submitted: z.boolean(),
  status: z.enum(EVIDENCE_STATUSES),
  submittedAt: z.string().datetime({ offset: true }).nullable(),
  createdAt: z.string().datetime({ offset: true }),
  updatedAt: z.string().datetime({ offset: true }),
  files: z.array(evidenceFileJsonSchema),
  deletedFiles: z.array(deletedEvidenceFileJsonSchema),
});
export type EvidenceJson = z.infer<typeof evidenceJsonSchema>;

function fileJson(file: EvidenceFileJsonInput): z.infer<typeof evidenceFileJsonSchema> {
  return {
    fileId: file.fileId,
    // spec §3 'filePath': where the file downloads from (members and admins only).
    filePath: storedFileHref(file.fileId),
    name: file.name,
    size: file.size,
    mimeType: file.mimeType,
    capturedAt: file.capturedAt?.toISOString() ?? null,
    position:
      file.latitude !== null && file.longitude !== null
        ? { latitude: file.latitude, longitude: file.longitude }
        : null,
  };
}

/** An evidence item (spec §3: evidenceId, filePath, categories; files and deletedFiles). */
export function evidenceJson(item: EvidenceJsonInput): EvidenceJson {
  return {
    evidenceId: item.id,
    season: item.season,
    fieldId: item.fieldId,
    practice: item.practice,
    categories: item.categories,
    title: item.title,
    description: item.description,
    submitted: item.status === "submitted",
    status: item.status,
    submittedAt: item.submittedAt?.toISOString() ?? null,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    files: item.files.map(fileJson),
    deletedFiles: item.removedFiles.map((file) => ({
      ...fileJson(file),
      deletedAt: file.deletedAt?.toISOString() ?? null,
      deletedBy: file.deletedBy,
    })),
  };
}

/** PUT …/evidence/{evidenceId}/submitted: submitted (true) or back to draft (false). */
export const evidenceSubmittedBody = z.object({ submitted: z.boolean() }).strict();

/** PUT …/evidence/{evidenceId}/submitted: the flag, or the one sentence of the refusal. */
export function readSubmittedBody(body: Record<string, unknown>): boolean | string {
  const parsed = evidenceSubmittedBody.safeParse(body);
  return parsed.success
    ? parsed.data.submitted
    : 'Send { "submitted": true } or { "submitted": false }.';
}

/** ?season's form: a whole number of up to three digits. */
const SEASON_PARAM = /^\d{1,3}$/;

/**
 * GET …/evidence and …/submission: the query parameter practice/queries.ts seasonQuery reads, for the OpenAPI
 * document; a malformed one is a 400.
 */
export const seasonQueryDoc = z.object({
  season: z
    .string()
    .regex(SEASON_PARAM)
    .optional()
    .describe(
      "The season's start year − 2000 (26 for 2026/2027); the programme's first season when left out.",
    ),
});

/** GET …/evidence: the season the list is of. */
export const evidenceListMetadata = z.object({ season: z.number().int() });

/**
 * POST …/evidence: the text parts of the multipart/form-data upload, for the OpenAPI document
 * (the files are the parts named `files`). The handler reads these parts by name and checks them
 * with validateEvidenceInput (rules.ts), which is no schema: this object is written from the
 * handler's part names and the same rules' constants. It parses nothing.
 */
export const evidenceUploadPartsDoc = z.object({
  field: singleLineText()
    .optional()
    .describe(
      `One of the season's field ids; '${WHOLE_FARM}', empty or left out for the whole farm.`,
    ),
  practice: z.enum(PRACTICES).optional(),
  categories: z
    .array(z.enum(EVIDENCE_CATEGORIES))
    .min(1)
    .describe("One or more: the part repeated, once per category."),
  title: singleLineText().min(1).max(EVIDENCE_TITLE_MAX),
  description: multiLineText().max(EVIDENCE_DESCRIPTION_MAX).optional(),
  season: z
    .number()
    .int()
    .optional()
    .describe(
      "One of the programme's seasons: its start year − 2000 (26 for 2026/2027); the programme's first season when left out.",
    ),
});
