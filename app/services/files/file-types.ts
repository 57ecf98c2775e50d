// Which uploads Veld accepts, decided from the bytes, not from the name or the browser's claim
// (spec §5 'File upload'). Pure: the caller sniffs with file-type and passes what it found.
import { invalidFileTypeMessage, UploadError } from "./upload-error";

export interface FileKind {
  /** Extensions this kind is saved under; the first is the canonical one. */
  extensions: readonly string[];
  /** The type stored and sent back on download. */
  mime: string;
  /**
   * What file-type's magic-byte sniffing must answer (its `ext`); `null` means "nothing
   * recognised", which is what text formats and dBase tables get.
   */
  sniffedAs: readonly (string | null)[];
  /** A content check for formats that file-type cannot prove on its own. */
  verify?: (bytes: Uint8Array) => boolean;
  /**
   * The bytes alone cannot tell this kind apart from its siblings (OLE containers, plain
   * text): the file's own extension must say it, and the check only rules out disguised files.
   */
  needsMatchingExtension?: boolean;
}

/** spec §5: 'recognised types: pdf, jpeg/png images, quicktime/avi/mp4 video, xls, xlsx, csv,
 * doc, docx, pptx, pptm, kml, shp, dbf, zip'. */
export const FILE_KINDS = {
  pdf: { extensions: [".pdf"], mime: "application/pdf", sniffedAs: ["pdf"] },
  jpeg: { extensions: [".jpg", ".jpeg"], mime: "image/jpeg", sniffedAs: ["jpg"] },
  png: { extensions: [".png"], mime: "image/png", sniffedAs: ["png"] },
  mov: { extensions: [".mov"], mime: "video/quicktime", sniffedAs: ["mov"] },
  avi: { extensions: [".avi"], mime: "video/x-msvideo", sniffedAs: ["avi"] },
  mp4: { extensions: [".mp4"], mime: "video/mp4", sniffedAs: ["mp4"] },
  // .doc and .xls are both OLE compound files ('cfb'); telling them apart means reading the
  // container's directory. Both are legacy Office files with the same risk, so the name decides.
  xls: {
    extensions: [".xls"],
    mime: "application/vnd.ms-excel",
    sniffedAs: ["cfb"],
    needsMatchingExtension: true,
  },
  doc: {
    extensions: [".doc"],
    mime: "application/msword",
    sniffedAs: ["cfb"],
    needsMatchingExtension: true,
  },
  xlsx: {
    extensions: [".xlsx"],
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    sniffedAs: ["xlsx"],
  },
  docx: {
    extensions: [".docx"],
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    sniffedAs: ["docx"],
  },
  pptx: {
    extensions: [".pptx"],
    mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    sniffedAs: ["pptx"],
  },
  pptm: {
    extensions: [".pptm"],
    mime: "application/vnd.ms-powerpoint.presentation.macroEnabled.12",
    sniffedAs: ["pptm"],
  },
  csv: {
    extensions: [".csv"],
    mime: "text/csv",
    sniffedAs: [null],
    verify: isPlainText,
    needsMatchingExtension: true,
  },
  // file-type answers 'xml' when there is an XML declaration, nothing when there is none.
  kml: {
    extensions: [".kml"],
    mime: "application/vnd.google-earth.kml+xml",
    sniffedAs: [null, "xml"],
    verify: isKml,
  },
  // file-type knows the shapefile header; files it misses still get the same header check.
  shp: {
    extensions: [".shp"],
    mime: "application/vnd.shp",
    sniffedAs: ["shp", null],
    verify: isShapefile,
  },
  dbf: {
    extensions: [".dbf"],
    mime: "application/vnd.dbf",
    sniffedAs: [null],
    verify: isDbaseTable,
    needsMatchingExtension: true,
  },
  zip: { extensions: [".zip"], mime: "application/zip", sniffedAs: ["zip"] },
  // Farm boundaries (issue 6, docs/decisions/0043): a KMZ is a zip holding a KML, GeoJSON is
  // JSON text; neither has a signature of its own, so the name must say it and the boundary
  // parser checks the content.
  kmz: {
    extensions: [".kmz"],
    mime: "application/vnd.google-earth.kmz",
    sniffedAs: ["zip"],
    needsMatchingExtension: true,
  },
  geojson: {
    extensions: [".geojson", ".json"],
    mime: "application/geo+json",
    sniffedAs: [null],
    verify: (bytes) =>
      isPlainText(bytes) && /^\s*\{/.test(new TextDecoder().decode(bytes.subarray(0, 64))),
    needsMatchingExtension: true,
  },
} as const satisfies Record<string, FileKind>;

export type FileKindId = keyof typeof FILE_KINDS;

/** spec §5 'the default accepted type is .pdf'. */
export const DEFAULT_ACCEPT: readonly string[] = [".pdf"];

/** The extension of a file name, lower-case with its dot ('' when it has none). */
export function extensionOf(fileName: string) {
  const match = /\.[^./\\]+$/.exec(fileName);
  return match ? match[0].toLowerCase() : "";
}

function kindsFor(accept: readonly string[]): Array<[FileKindId, FileKind]> {
  const wanted = accept.map((ext) => (ext.startsWith(".") ? ext : `.${ext}`).toLowerCase());
  const kinds = Object.entries(FILE_KINDS) as Array<[FileKindId, FileKind]>;
  for (const ext of wanted) {
    // A programming error, not the uploader's: fail loudly.
    if (!kinds.some(([, kind]) => kind.extensions.includes(ext)))
      throw new Error(`No recognised file type has the extension ${ext} (spec §5)`);
  }
  return kinds.filter(([, kind]) => kind.extensions.some((ext) => wanted.includes(ext)));
}

export interface ClassifiedFile {
  kind: FileKindId;
  mime: string;
  /** The extension the file is stored and downloaded with. */
  extension: string;
}

/**
 * Decides which accepted kind a file is, or throws UploadError('invalid-type').
 * `sniffed` is file-type's `ext` for the bytes (undefined when it recognised nothing).
 */
export function classifyFile(input: {
  bytes: Uint8Array;
  fileName: string;
  sniffed: string | undefined;
  accept?: readonly string[];
}): ClassifiedFile {
  const accept = input.accept ?? DEFAULT_ACCEPT;
  const claimed = extensionOf(input.fileName);
  const sniffed = input.sniffed ?? null;
  const matches = kindsFor(accept).filter(
    ([, kind]) =>
      kind.sniffedAs.includes(sniffed) &&
      (!kind.needsMatchingExtension || kind.extensions.includes(claimed)) &&
      (!kind.verify || kind.verify(input.bytes)),
  );
  // Several matches only for siblings (e.g. .jpg/.jpeg); prefer the one the name says.
  const match = matches.find(([, kind]) => kind.extensions.includes(claimed)) ?? matches[0];
  if (!match) throw new UploadError("invalid-type", invalidFileTypeMessage(typeLabel(input)));
  const [id, kind] = match;
  return {
    kind: id,
    mime: kind.mime,
    extension: kind.extensions.includes(claimed) ? claimed : kind.extensions[0]!,
  };
}

/**
 * The {type} of 'Invalid file type: {type}': what the person sent, in the accepted list's own
 * terms (extensions). A name outside the list names itself; otherwise what the bytes really are;
 * and a file whose bytes match nothing we know is 'unknown' (its name would mislead: a text
 * file renamed .pdf is not a PDF).
 */
function typeLabel(input: {
  fileName: string;
  sniffed: string | undefined;
  accept?: readonly string[];
}) {
  const claimed = extensionOf(input.fileName);
  const accepted = kindsFor(input.accept ?? DEFAULT_ACCEPT).flatMap(([, k]) => k.extensions);
  if (claimed && !accepted.includes(claimed)) return claimed;
  if (input.sniffed) return `.${input.sniffed}`;
  return "unknown";
}

// ---- Content checks for formats without a reliable signature ----

/**
 * CSV has no signature: accept text, refuse binaries. A binary almost always holds NUL or other
 * C0 control bytes; text never does. Deliberately not "valid UTF-8 only": Excel's
 * 'CSV (Comma delimited)' on Windows writes Windows-1252, and Afrikaans names (ê, ë, ô) would
 * make a farmer's honest export fail (docs/decisions/0005-file-storage.md).
 */
export function isPlainText(bytes: Uint8Array) {
  if (bytes.length === 0) return false;
  for (const byte of bytes) {
    // Allowed controls: tab, line feed, form feed, carriage return, and DOS end-of-file (0x1A).
    if (
      byte < 0x20 &&
      byte !== 0x09 &&
      byte !== 0x0a &&
      byte !== 0x0c &&
      byte !== 0x0d &&
      byte !== 0x1a
    )
      return false;
    if (byte === 0x7f) return false;
  }
  return true;
}

/** KML is XML whose root element is <kml> (OGC KML 2.2), possibly after a declaration,
 * comments or a BOM; the rest must be text. */
export function isKml(bytes: Uint8Array) {
  if (!isPlainText(bytes)) return false;
  const head = new TextDecoder("utf-8").decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  return /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:[A-Za-z_][\w.-]*:)?kml[\s>/]/.test(
    head,
  );
}

/**
 * ESRI Shapefile technical description (1998), 'Main file header': file code 9994 big-endian at
 * byte 0, version 1000 little-endian at byte 28, file length in 16-bit words big-endian at 24.
 */
export function isShapefile(bytes: Uint8Array) {
  if (bytes.length < 100) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return (
    view.getInt32(0, false) === 9994 &&
    view.getInt32(28, true) === 1000 &&
    view.getInt32(24, false) * 2 === bytes.length
  );
}

// dBase version bytes seen in the wild: III (0x03), IV, FoxPro/Visual FoxPro, with memo flags.
const DBASE_VERSIONS = new Set([
  0x02, 0x03, 0x04, 0x05, 0x30, 0x31, 0x32, 0x43, 0x63, 0x83, 0x8b, 0x8e, 0xcb, 0xf5, 0xfb,
]);

/**
 * A dBase table (the attribute table beside a .shp) has no magic number, only a header:
 * version byte, last-update date (YY MM DD), record count (uint32 LE at 4), header length
 * (uint16 LE at 8, ends with the 0x0D terminator), record length (uint16 LE at 10); the file
 * must be long enough to hold every record. Enough to refuse a renamed binary.
 */
export function isDbaseTable(bytes: Uint8Array) {
  if (bytes.length < 33) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const month = bytes[2]!;
  const day = bytes[3]!;
  const records = view.getUint32(4, true);
  const headerLength = view.getUint16(8, true);
  const recordLength = view.getUint16(10, true);
  return (
    DBASE_VERSIONS.has(bytes[0]!) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= 31 &&
    headerLength >= 33 &&
    recordLength >= 1 &&
    bytes[headerLength - 1] === 0x0d &&
    bytes.length >= headerLength + records * recordLength
  );
}
