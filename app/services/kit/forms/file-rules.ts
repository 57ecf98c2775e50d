// The file upload field's rules in the browser and in the schema (spec §5 'File upload', §3
// 'File-upload value', §4 'File upload', §6 'Other rules'). The server's real type check is by
// the bytes (app/services/files/file-types.ts); this one judges by the name, so the person hears
// at once, before a slow upload, that a file will be refused.
import { DEFAULT_ACCEPT, extensionOf, FILE_KINDS } from "~/services/files/file-types";
import { invalidFileTypeMessage, TOO_MANY_FILES_MESSAGE } from "~/services/files/upload-error";

/** spec §5 'default maxFiles is 1'; §9 'Default maxFiles 1'. */
export const DEFAULT_MAX_FILES = 1;
export { DEFAULT_ACCEPT };

/** A file already stored, as the field lists it. */
export interface StoredFileRef {
  id: string;
  name: string;
}

/** spec §3 'File-upload value: files (list) and deletedFiles (previously stored files that were removed).' */
export interface FileUploadState {
  files: StoredFileRef[];
  deletedFiles: string[];
}

function normalise(ext: string) {
  return (ext.startsWith(".") ? ext : `.${ext}`).toLowerCase();
}

/** Every extension an accepted list takes: '.jpeg' also takes '.jpg', as the server does. */
export function acceptedExtensions(accept: readonly string[] = DEFAULT_ACCEPT): string[] {
  const wanted = accept.map(normalise);
  const kinds = Object.values(FILE_KINDS).filter((kind) =>
    kind.extensions.some((ext) => wanted.includes(ext)),
  );
  return [...new Set([...wanted, ...kinds.flatMap((kind) => [...kind.extensions])])];
}

/** The <input accept> value: '.pdf,.doc,.docx'. */
export function acceptAttribute(accept: readonly string[] = DEFAULT_ACCEPT) {
  return acceptedExtensions(accept).join(",");
}

/** spec §5: 'the hint reads 'Click to upload file, or drag & drop file here (Accepted file types: ...)''. */
export function uploadHint(accept: readonly string[] = DEFAULT_ACCEPT) {
  return `Click to upload file, or drag & drop file here (Accepted file types: ${accept.map(normalise).join(", ")})`;
}

/**
 * What is wrong with a choice of files, or null. spec §5: 'exceeding [maxFiles] gives 'Too many
 * files, please try again''; 'a type not in the accepted list gives 'Invalid file type: {type}''.
 * Stored files still kept count towards maxFiles.
 */
export function checkChosenFiles(
  names: readonly string[],
  options: { maxFiles?: number; accept?: readonly string[]; keptCount?: number } = {},
): string | null {
  const maxFiles = options.maxFiles ?? DEFAULT_MAX_FILES;
  if (names.length + (options.keptCount ?? 0) > maxFiles) return TOO_MANY_FILES_MESSAGE;
  const accepted = acceptedExtensions(options.accept);
  for (const name of names) {
    const ext = extensionOf(name);
    if (!accepted.includes(ext)) return invalidFileTypeMessage(ext || "unknown");
  }
  return null;
}

/**
 * spec §4 'File upload: removing a stored file adds it to deletedFiles. Removing the last file sets
 * the list to empty.' spec §6: 'Disabled ones do not [allow removing files].'
 */
export function removeStoredFile(
  state: FileUploadState,
  fileId: string,
  options: { disabled?: boolean } = {},
): FileUploadState {
  if (options.disabled || !state.files.some((file) => file.id === fileId)) return state;
  return {
    files: state.files.filter((file) => file.id !== fileId),
    deletedFiles: [...state.deletedFiles, fileId],
  };
}

/** spec §6 'Only users with isAdmin see a download button on uploaded files.' */
export function canDownloadStoredFile(viewer: { isAdmin: boolean }) {
  return viewer.isAdmin;
}

/** spec §6 'Non-disabled upload fields allow removing files. Disabled ones do not.' */
export function canRemoveStoredFile(field: { disabled?: boolean }) {
  return !field.disabled;
}

/** Where a stored file downloads from (app/routes/files.$fileId.ts). */
export function storedFileHref(fileId: string) {
  return `/files/${encodeURIComponent(fileId)}`;
}
