// The JSON of the evidence API (issue 16; decision 0079; docs/api.md 'Evidence'; spec §3
// 'Organisation' evidence with evidenceId, filePath, categories; 'File-upload value' files and
// deletedFiles). Pure: the routes answer with these.
import { storedFileHref } from "~/services/kit/forms/file-rules";

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
  practice: string | null;
  categories: string[];
  title: string;
  description: string | null;
  status: string;
  submittedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  files: EvidenceFileJsonInput[];
  removedFiles: EvidenceFileJsonInput[];
}

function fileJson(file: EvidenceFileJsonInput) {
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
export function evidenceJson(item: EvidenceJsonInput) {
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

/** PUT …/evidence/{evidenceId}/submitted: { submitted: boolean }; the error, or the flag. */
export function readSubmittedBody(body: Record<string, unknown>): boolean | string {
  const keys = Object.keys(body);
  if (typeof body.submitted !== "boolean" || keys.some((k) => k !== "submitted"))
    return 'Send { "submitted": true } or { "submitted": false }.';
  return body.submitted;
}

/** ?season: a whole number, one of the programme's seasons (checked by the caller). */
export function readSeasonParam(search: URLSearchParams, fallback: number): number | string {
  const raw = search.get("season");
  if (raw === null || raw === "") return fallback;
  const season = Number(raw);
  return /^\d{1,3}$/.test(raw) && Number.isInteger(season)
    ? season
    : "season must be a whole number (the season's start year − 2000, e.g. 26 for 2026/2027).";
}
