// The person's file name is kept only as a label: it never becomes a path (the store uses
// generated keys) and it reaches a header only through attachmentDisposition().

const MAX_NAME_LENGTH = 200;

/** The name as stored: last path segment, no control characters, at most 200 characters. */
export function sanitiseFileName(name: string) {
  const base = name.split(/[/\\]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();
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
  const name = sanitiseFileName(originalName);
  if (name.toLowerCase().endsWith(extension)) return name;
  const stem = name.replace(/\.[^.]{1,10}$/, "") || "file";
  return stem + extension;
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
