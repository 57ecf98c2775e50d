// File upload (spec §5 'File upload', §4 'File upload', §6 'Other rules', §3 'File-upload value').
// A real <input type="file"> (the form must be multipart/form-data) stretched over a drop zone,
// so clicking, and dropping files onto it, work without JavaScript. Posted as:
//   `${name}.files`         the new files
//   `${name}.storedFiles`   ids of the files stored before (hidden)
//   `${name}.deletedFiles`  ids of stored files removed (spec §3 'deletedFiles')
// Removing a stored file: with JavaScript a Remove button; without it a Remove checkbox.
// With `stageUrl` and JavaScript (decision 0088), each chosen file is uploaded on its own at once,
// with a progress bar, Cancel and Retry, and the form posts only their ids:
//   `${name}.stagedFiles`   ids of the files uploaded on their own ('uploading' / 'failed' for a
//                           file not uploaded yet, which the schema refuses with a sentence)
// so a slow link loses at most the one file, never the typed values.
import { useCallback, useEffect, useRef, useState } from "react";
import { useIsSubmitting, useIsValid } from "remix-validated-form";
import { useHydrated } from "~/components/use-hydrated";
import { asList } from "~/services/kit/forms/choice-rules";
import {
  acceptAttribute,
  canDownloadStoredFile,
  canRemoveStoredFile,
  DEFAULT_ACCEPT,
  DEFAULT_MAX_FILES,
  removeStoredFile,
  storedFileHref,
  uploadHint,
  type FileUploadState,
  type StoredFileRef,
} from "~/services/kit/forms/file-rules";
import {
  STAGED_FAILED_VALUE,
  STAGED_UPLOADING_VALUE,
  uploadPercent,
  uploadStatusText,
  type StagedUploadStatus,
} from "~/services/files/staged-uploads";
import { checkChosenFiles } from "~/services/kit/forms/file-rules";
import { stageFile, type StageHandle, type StagedFile } from "./staged-upload";
import {
  announceChange,
  describedBy,
  FieldError,
  OptionalTag,
  useKitField,
  useValueAtHydration,
  type CommonFieldProps,
} from "./field";

export interface FileUploadProps extends Omit<CommonFieldProps, "hint"> {
  /** spec §5 'default maxFiles is 1'. */
  maxFiles?: number;
  /** spec §5 'the default accepted type is .pdf'. */
  accept?: readonly string[];
  /** Files stored before, listed by name. */
  storedFiles?: readonly StoredFileRef[];
  /** spec §6 'Only users with isAdmin see a download button on uploaded files.' */
  isAdmin?: boolean;
  /**
   * Where each chosen file is uploaded on its own with JavaScript (decision 0088), e.g.
   * stageUrlFor('evidence'). Without it the files go with the form, as without JavaScript.
   */
  stageUrl?: string;
}

/** One file uploaded on its own (decision 0088). */
interface StagedEntry {
  key: number;
  file: File;
  status: StagedUploadStatus;
  loaded: number;
  total: number;
  error: string | null;
  staged: StagedFile | null;
}

/** The value a staged entry posts in `${name}.stagedFiles`. */
function stagedValue(entry: StagedEntry) {
  if (entry.status === "done" && entry.staged) return entry.staged.id;
  return entry.status === "failed" ? STAGED_FAILED_VALUE : STAGED_UPLOADING_VALUE;
}

/**
 * The uploads of a field with a stageUrl: add (starts at once), cancel, retry, remove. Uploads
 * still running when the field goes away are stopped.
 */
function useStagedUploads(stageUrl: string | undefined, onSettled: (entry: StagedEntry) => void) {
  const [entries, setEntries] = useState<StagedEntry[]>([]);
  const handles = useRef(new Map<number, StageHandle>());
  const nextKey = useRef(1);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    const running = handles.current;
    return () => {
      for (const handle of running.values()) handle.abort();
      running.clear();
    };
  }, []);

  const change = (key: number, next: Partial<StagedEntry>) =>
    setEntries((current) => current.map((e) => (e.key === key ? { ...e, ...next } : e)));

  const start = useCallback(
    (key: number, file: File) => {
      if (!stageUrl) return;
      const handle = stageFile(stageUrl, file, (loaded, total) => change(key, { loaded, total }));
      handles.current.set(key, handle);
      void handle.done.then((result) => {
        if (handles.current.get(key) !== handle) return;
        handles.current.delete(key);
        if (result.ok) {
          const next = { status: "done" as const, staged: result.file, error: null };
          change(key, { ...next, loaded: file.size, total: file.size });
          settled.current({ key, file, loaded: 0, total: 0, ...next });
        } else if (!result.cancelled) {
          change(key, { status: "failed", error: result.error });
          settled.current({
            key,
            file,
            loaded: 0,
            total: 0,
            staged: null,
            status: "failed",
            error: result.error,
          });
        }
      });
    },
    [stageUrl],
  );

  /** Forgets every file: after the form was saved (the files are attached) or reset. */
  const clear = useCallback(() => {
    for (const handle of handles.current.values()) handle.abort();
    handles.current.clear();
    setEntries([]);
  }, []);

  return {
    entries,
    add(files: readonly File[]) {
      const added = files.map((file) => ({
        key: nextKey.current++,
        file,
        status: "uploading" as const,
        loaded: 0,
        total: file.size,
        error: null,
        staged: null,
      }));
      setEntries((current) => [...current, ...added]);
      for (const entry of added) start(entry.key, entry.file);
    },
    retry(key: number) {
      const entry = entries.find((e) => e.key === key);
      if (!entry) return;
      change(key, { status: "uploading", loaded: 0, total: entry.file.size, error: null });
      start(key, entry.file);
    },
    clear,
    /** Cancel while uploading, or take a file out of the form (the sweep removes its row). */
    remove(key: number) {
      handles.current.get(key)?.abort();
      handles.current.delete(key);
      setEntries((current) => current.filter((e) => e.key !== key));
    },
  };
}

const NO_FILES: readonly StoredFileRef[] = [];

export function FileUpload({
  name,
  label,
  optional,
  disabled,
  className,
  maxFiles = DEFAULT_MAX_FILES,
  accept = DEFAULT_ACCEPT,
  storedFiles = NO_FILES,
  isAdmin = false,
  stageUrl,
}: FileUploadProps) {
  const hydrated = useHydrated();
  const field = useKitField(name);
  const removedByForm = asList(
    (field.defaultValue as { deletedFiles?: unknown } | undefined)?.deletedFiles,
  );
  const root = useRef<HTMLDivElement>(null);
  // Remove boxes ticked before the JavaScript arrived.
  const tickedBefore = useValueAtHydration(hydrated, () =>
    [
      ...(root.current?.querySelectorAll<HTMLInputElement>(
        `input[name="${name}.deletedFiles"]:checked`,
      ) ?? []),
    ].map((box) => box.value),
  );
  const [state, setState] = useState<FileUploadState>(() => ({
    files: storedFiles.filter((file) => !removedByForm.includes(file.id)),
    deletedFiles: removedByForm.filter((id) => storedFiles.some((file) => file.id === id)),
  }));
  const [chosen, setChosen] = useState<string[]>([]);
  // Uploads on their own (decision 0088): only with JavaScript, and never in a disabled field.
  const staging = hydrated && Boolean(stageUrl) && !disabled;
  const [stageProblem, setStageProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const uploads = useStagedUploads(stageUrl, (entry) => {
    setAnnouncement(
      entry.status === "done"
        ? `${entry.file.name} uploaded.`
        : `${entry.file.name} was not uploaded: ${entry.error ?? ""}`,
    );
    requestAnimationFrame(() => {
      if (field.touched) field.validate();
    });
  });

  useEffect(() => {
    if (!tickedBefore?.length) return;
    setState((current) => tickedBefore.reduce((next, id) => removeStoredFile(next, id), current));
  }, [tickedBefore]);

  const removable = canRemoveStoredFile({ disabled });
  const downloadable = canDownloadStoredFile({ isAdmin });
  const inputId = field.id;
  const hintId = field.hintId;
  const listId = `${field.id}-stored`;

  const remove = (file: StoredFileRef) => {
    // spec §4: 'removing a stored file adds it to deletedFiles. Removing the last file sets the list to empty.'
    setState((current) => removeStoredFile(current, file.id, { disabled }));
    // Focus stays in the field: on the next Remove button, or else the file input.
    requestAnimationFrame(() => {
      const next =
        root.current?.querySelector<HTMLElement>(".kf-file__remove") ??
        document.getElementById(inputId);
      next?.focus();
      announceChange(root.current);
      if (field.touched) field.validate();
    });
  };

  // Saved: the staged files are attached now, so the field starts empty again (a form that
  // stays on the page, such as 'Add evidence'). A refused post keeps them for the next try.
  const isSubmitting = useIsSubmitting();
  const isValid = useIsValid();
  const wasSubmitting = useRef(false);
  const clearUploads = uploads.clear;
  useEffect(() => {
    if (isSubmitting) {
      wasSubmitting.current = true;
      return;
    }
    if (!wasSubmitting.current) return;
    wasSubmitting.current = false;
    if (isValid) clearUploads();
  }, [isSubmitting, isValid, clearUploads]);
  useEffect(() => {
    const form = root.current?.closest("form");
    if (!form || !stageUrl) return;
    form.addEventListener("reset", clearUploads);
    return () => form.removeEventListener("reset", clearUploads);
  }, [stageUrl, clearUploads]);

  const shownFiles = hydrated
    ? state.files
    : storedFiles.filter((file) => !removedByForm.includes(file.id));
  const stagedCount = uploads.entries.length;

  const chooseForStaging = (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    // The browser posts nothing from the input: the files go on their own.
    input.value = "";
    if (files.length === 0) return;
    const problem = checkChosenFiles(
      files.map((file) => file.name),
      { maxFiles, accept, keptCount: state.files.length + stagedCount },
    );
    setStageProblem(problem);
    if (!problem) uploads.add(files);
  };

  // Files chosen before the JavaScript arrived go on their own too, as if chosen now.
  const stagingStarted = useRef(false);
  useEffect(() => {
    if (!staging || stagingStarted.current) return;
    stagingStarted.current = true;
    const input = document.getElementById(inputId);
    if (input instanceof HTMLInputElement && input.files?.length) chooseForStaging(input);
    // Only once, when staging starts: chooseForStaging reads the state of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when staging starts
  }, [staging, inputId]);

  const removeStaged = (key: number) => {
    uploads.remove(key);
    requestAnimationFrame(() => {
      document.getElementById(inputId)?.focus();
      if (field.touched) field.validate();
    });
  };
  return (
    <div
      ref={root}
      className={["kf-field", "kf-field--file", field.error && "kf-field--invalid", className]
        .filter(Boolean)
        .join(" ")}
    >
      <label htmlFor={inputId} className="kf-field__label">
        {label}
        <OptionalTag optional={optional} />
      </label>

      {storedFiles.map((file) => (
        <input key={file.id} type="hidden" name={`${name}.storedFiles`} value={file.id} />
      ))}
      {hydrated
        ? state.deletedFiles.map((id) => (
            <input key={id} type="hidden" name={`${name}.deletedFiles`} value={id} />
          ))
        : null}

      {shownFiles.length > 0 ? (
        <ul id={listId} className="kf-file__stored" aria-label={`${label}: uploaded files`}>
          {shownFiles.map((file) => (
            <li key={file.id} className="kf-file__item">
              <span className="kf-file__name">{file.name}</span>
              <span className="kf-file__actions">
                {downloadable ? (
                  <a className="button kf-file__download" href={storedFileHref(file.id)} download>
                    Download<span className="visually-hidden"> {file.name}</span>
                  </a>
                ) : null}
                {removable && hydrated ? (
                  <button
                    type="button"
                    className="button kf-file__remove"
                    onClick={() => remove(file)}
                  >
                    Remove<span className="visually-hidden"> {file.name}</span>
                  </button>
                ) : null}
                {removable && !hydrated ? (
                  <span className="kf-checkbox kf-file__remove-box">
                    <input
                      type="checkbox"
                      id={`${inputId}-remove-${file.id}`}
                      name={`${name}.deletedFiles`}
                      value={file.id}
                      className="kf-checkbox__input"
                    />
                    <label htmlFor={`${inputId}-remove-${file.id}`} className="kf-checkbox__label">
                      Remove<span className="visually-hidden"> {file.name}</span>
                    </label>
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {staging
        ? uploads.entries.map((entry) => (
            <input
              key={entry.key}
              type="hidden"
              name={`${name}.stagedFiles`}
              value={stagedValue(entry)}
            />
          ))
        : null}
      {staging && uploads.entries.length > 0 ? (
        <ul className="kf-file__uploads" aria-label={`${label}: files being uploaded`}>
          {uploads.entries.map((entry) => {
            const progressId = `${inputId}-upload-${entry.key}`;
            return (
              <li key={entry.key} className="kf-file__item kf-file__upload">
                <label htmlFor={progressId} className="kf-file__name">
                  {entry.file.name}
                </label>
                <progress
                  id={progressId}
                  className="kf-file__progress"
                  max={100}
                  value={entry.status === "failed" ? 0 : uploadPercent(entry.loaded, entry.total)}
                />
                <span
                  className={[
                    "kf-file__status",
                    entry.status === "failed" && "kf-file__status--failed",
                  ]
                    .filter(Boolean)
                    .join(" ")}
                >
                  {uploadStatusText(entry.status, entry, entry.error)}
                </span>
                <span className="kf-file__actions">
                  {entry.status === "failed" ? (
                    <button
                      type="button"
                      className="button kf-file__retry"
                      onClick={() => uploads.retry(entry.key)}
                    >
                      Retry<span className="visually-hidden"> {entry.file.name}</span>
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button kf-file__remove"
                    onClick={() => removeStaged(entry.key)}
                  >
                    {entry.status === "uploading" ? "Cancel" : "Remove"}
                    <span className="visually-hidden"> {entry.file.name}</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {staging ? (
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      ) : null}
      {hydrated && state.deletedFiles.length > 0 ? (
        <p className="kf-file__note" role="status">
          {state.deletedFiles.length === 1 ? "1 file" : `${state.deletedFiles.length} files`} will
          be removed when you save.
        </p>
      ) : null}

      <div className={["kf-file__drop", disabled && "is-disabled"].filter(Boolean).join(" ")}>
        <input
          id={inputId}
          type="file"
          name={`${name}.files`}
          accept={acceptAttribute(accept)}
          multiple={maxFiles > 1}
          disabled={disabled}
          required={!optional && storedFiles.length === 0 && stagedCount === 0}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy(hintId, field.error && field.errorId)}
          className="kf-file__input"
          onChange={(event) => {
            if (staging) {
              chooseForStaging(event.target);
              field.setTouched(true);
              return;
            }
            setChosen([...(event.target.files ?? [])].map((file) => file.name));
            field.setTouched(true);
            // The schema checks the count and the names' types at once (spec §5 messages).
            field.validate();
          }}
        />
        <p id={hintId} className="kf-file__hint" aria-hidden="true">
          {uploadHint(accept)}
        </p>
        {chosen.length > 0 ? (
          <p className="kf-file__chosen" aria-hidden="true">
            {chosen.join(", ")}
          </p>
        ) : null}
      </div>
      {stageProblem ? (
        <p className="kf-field__error" role="alert">
          {stageProblem}
        </p>
      ) : null}
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}
