// Sends one file to a staging address (decision 0088) with XMLHttpRequest, the one browser API
// that reports upload progress (fetch does not). The answer is { id, name, size }, or a 4xx
// { error } with the sentence to show. Browser only; no library.
import { STAGED_UPLOAD_FAILED_MESSAGE } from "~/services/files/staged-uploads";

/** The part the staging route reads the file from (app/routes/uploads.staged.$purpose.ts). */
export const STAGED_FILE_PART = "file";

export interface StagedFile {
  id: string;
  name: string;
  size: number;
}

export type StageResult =
  { ok: true; file: StagedFile } | { ok: false; cancelled: boolean; error: string };

export interface StageHandle {
  /** Stops the upload; `done` then answers cancelled. */
  abort(): void;
  done: Promise<StageResult>;
}

/** Reads the route's answer; anything that is not ours (a proxy's page) is a failure. */
export function readStageAnswer(status: number, text: string): StageResult {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const record = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  if (
    status >= 200 &&
    status < 300 &&
    typeof record.id === "string" &&
    typeof record.name === "string" &&
    typeof record.size === "number"
  ) {
    return { ok: true, file: { id: record.id, name: record.name, size: record.size } };
  }
  const error =
    status >= 400 && status < 500 && typeof record.error === "string" && record.error !== ""
      ? record.error
      : STAGED_UPLOAD_FAILED_MESSAGE;
  return { ok: false, cancelled: false, error };
}

export function stageFile(
  url: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
): StageHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<StageResult>((resolve) => {
    xhr.upload.addEventListener("progress", (event) => {
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    });
    xhr.addEventListener("load", () => resolve(readStageAnswer(xhr.status, xhr.responseText)));
    xhr.addEventListener("error", () =>
      resolve({ ok: false, cancelled: false, error: STAGED_UPLOAD_FAILED_MESSAGE }),
    );
    xhr.addEventListener("timeout", () =>
      resolve({ ok: false, cancelled: false, error: STAGED_UPLOAD_FAILED_MESSAGE }),
    );
    xhr.addEventListener("abort", () => resolve({ ok: false, cancelled: true, error: "" }));
  });
  const body = new FormData();
  body.append(STAGED_FILE_PART, file, file.name);
  xhr.open("POST", url);
  xhr.setRequestHeader("Accept", "application/json");
  xhr.send(body);
  onProgress(0, file.size);
  return { abort: () => xhr.abort(), done };
}
