// The person's file name is kept only as a label: it never becomes a path (the store uses
// generated keys) and it reaches a header only through attachmentDisposition().

const MAX_NAME_LENGTH = 200;

/**
 * The name as stored: last path segment, no control characters and no bidirectional controls
 * ('cv\u202Efdp.exe' would show as 'cvexe.pdf'), at most 200 characters.
 */
export function sanitiseFileName(name: string) {
  const base = name.split(/[/\\]/).pop() ?? "";
  const clean = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  if (!clean) return "file";
  if (clean.length <= MAX_NAME_LENGTH) return clean;
  const ext = /\.[^.]{1,10}$/.exec(clean)?.[0] ?? "";
  return clean.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
}

/**
 * The name a download is saved under (spec §7 'File download': saved under the file name). The
 * extension is the one Veld verified, so a PDF uploaded as 'cv.doc' comes back as 'cv.pdf'.
 */
export function downloadName(originalName: string, extension: string) {
  return nameWithExtension(originalName, extension);
}

// An extension as people's files have them: letters and digits only, so 'Thandi M. Nkosi' keeps
// its last part ('. Nkosi' is not an extension).
const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;
const TRAILING_DOTS = /[.\s]+$/;

/**
 * The name a file is stored under: its own name with the extension of the type its bytes were
 * checked to be (issue 12: 'contract.exe' holding a PDF is kept as 'contract.pdf', 'cv.pdf.exe'
 * as 'cv.pdf'), so no label ever claims another type. Case of a matching extension is kept.
 */
export function nameWithExtension(name: string, extension: string) {
  const clean = sanitiseFileName(name);
  const wanted = extension.toLowerCase();
  if (clean.toLowerCase().endsWith(wanted)) return clean;
  // Windows drops trailing dots and spaces: 'cv.exe.' is 'cv.exe'.
  let stem = clean.replace(TRAILING_DOTS, "").replace(EXTENSION, "").replace(TRAILING_DOTS, "");
  if (stem.toLowerCase().endsWith(wanted)) return stem;
  stem ||= "file";
  return stem.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** RFC 5987 value-chars: encodeURIComponent leaves ' ( ) * unescaped, which attr-char forbids. */
function encodeRfc5987(value: string) {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `Content-Disposition: attachment` per RFC 6266: a plain `filename` every browser reads
 * (accents folded, anything else outside printable ASCII, quotes and backslashes replaced), plus
 * `filename*` in UTF-8 when the real name is not plain ASCII.
 */
export function attachmentDisposition(fileName: string) {
  const name = sanitiseFileName(fileName);
  const fallback = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const header = `attachment; filename="${fallback}"`;
  return fallback === name ? header : `${header}; filename*=UTF-8''${encodeRfc5987(name)}`;
}
