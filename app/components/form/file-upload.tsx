// File upload (spec §5 'File upload', §4 'File upload', §6 'Other rules', §3 'File-upload value').
// A real <input type="file"> (the form must be multipart/form-data) stretched over a drop zone,
// so clicking, and dropping files onto it, work without JavaScript. Posted as:
//   `${name}.files`         the new files
//   `${name}.storedFiles`   ids of the files stored before (hidden)
//   `${name}.deletedFiles`  ids of stored files removed (spec §3 'deletedFiles')
// Removing a stored file: with JavaScript a Remove button; without it a Remove checkbox.
import { useEffect, useRef, useState } from "react";
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

  const shownFiles = hydrated
    ? state.files
    : storedFiles.filter((file) => !removedByForm.includes(file.id));
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
          required={!optional && storedFiles.length === 0}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy(hintId, field.error && field.errorId)}
          className="kf-file__input"
          onChange={(event) => {
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
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}
