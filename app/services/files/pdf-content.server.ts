// Whether a PDF can run code, start a program or carry other files (issue 12; decision
// docs/decisions/0064-upload-safety.md). Read the way a viewer reads it: the objects of the file
// (ISO 32000-1 §7.2 lexical conventions, §7.3 objects) and the objects packed inside compressed
// object streams (§7.5.7), never the text on the pages, so a CV that says "HTML/JavaScript"
// passes while an action `<< /S /JavaScript /JS (…) >>` does not, however it is hidden.
import { constants, inflateSync } from "node:zlib";

/**
 * The names that make a PDF active (ISO 32000-1 §12.6.4 action types, §7.11.4 embedded file
 * streams, §12.7.8 XFA forms; Adobe's RichMedia extension). Compared without regard to case:
 * a lenient viewer might accept a misspelt name, and no honest file spells these another way.
 */
export const ACTIVE_PDF_NAMES = [
  "JavaScript",
  "JS",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
] as const;

/** What inflating object streams may produce in all, against decompression bombs. */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;

export type PdfInspection =
  | { verdict: "plain" }
  /** The active names found, in ACTIVE_PDF_NAMES' spelling. */
  | { verdict: "active"; names: string[] }
  /** Objects the check cannot read (encrypted or unknown encodings): refused, never assumed safe. */
  | { verdict: "uncheckable"; reason: string };

class PdfName {
  constructor(readonly value: string) {}
}
interface PdfRef {
  ref: string;
}
type PdfDict = Map<string, PdfValue>;
// Strings and keywords are not needed to find actions: they are kept as null.
type PdfValue = number | PdfName | PdfRef | PdfDict | PdfValue[] | null;

class Uncheckable extends Error {}

// ISO 32000-1 §7.2.2: white-space and delimiter characters; everything else is regular.
const WHITE = 1;
const DELIMITER = 2;
const CHAR_CLASS = new Uint8Array(256);
for (const code of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CHAR_CLASS[code] = WHITE;
for (const char of "()<>[]{}/%") CHAR_CLASS[char.charCodeAt(0)] = DELIMITER;

// Written so that no input makes them backtrack (a hostile file may hold megabytes of digits).
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const MAX_NUMBER_LENGTH = 32;
const isRegular = (text: string, at: number) => CHAR_CLASS[text.charCodeAt(at)] === 0;

/** §7.3.5: '#' and two hex digits stand for a byte ('/J#61vaScript' is '/JavaScript'). */
function decodeName(raw: string) {
  return raw.includes("#")
    ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : raw;
}

/** §7.3.4.2: a literal string ends at its balancing ')'; '\' escapes the next character. */
function endOfLiteralString(text: string, from: number, end: number) {
  let depth = 0;
  for (let at = from; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code === 0x5c) at++;
    else if (code === 0x28) depth++;
    else if (code === 0x29 && --depth === 0) return at + 1;
  }
  return end;
}

function endOfLine(text: string, from: number, end: number) {
  for (let at = from; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code === 0x0a || code === 0x0d) return at;
  }
  return end;
}

/** Called at a `stream` keyword with the stream's dictionary; answers where to read on. */
type StreamHandler = (dict: PdfDict, afterKeyword: number) => number;

/**
 * Reads the objects in text[start, end): every name goes into `names` (lower case); streams are
 * handed to `onStream` (the top level of the file) or ignored (inside an object stream, where
 * §7.5.7 allows none). Tolerant of broken syntax, as viewers are.
 */
function readObjects(
  text: string,
  start: number,
  end: number,
  names: Set<string>,
  onStream: StreamHandler | null,
) {
  const open: Array<{ isDict: boolean; items: PdfValue[] }> = [];
  let topLevel: PdfValue[] = [];
  const current = () => open.at(-1)?.items ?? topLevel;
  const push = (value: PdfValue) => {
    current().push(value);
    if (open.length === 0 && topLevel.length > 32) topLevel = topLevel.slice(-4);
  };
  const close = (isDict: boolean) => {
    // Close what is open up to the nearest container of this kind; a stray closer is ignored.
    if (!open.some((container) => container.isDict === isDict)) return;
    let container = open.pop()!;
    while (container.isDict !== isDict) {
      const inner: PdfValue = container.isDict ? toDict(container.items) : container.items;
      container = open.pop()!;
      container.items.push(inner);
    }
    push(isDict ? toDict(container.items) : container.items);
  };

  let at = start;
  while (at < end) {
    const code = text.charCodeAt(at);
    const kind = CHAR_CLASS[code];
    if (kind === WHITE) {
      at++;
      continue;
    }
    if (kind === DELIMITER) {
      switch (code) {
        case 0x25: // '%' comment
          at = endOfLine(text, at, end);
          break;
        case 0x28: // '(' literal string
          at = endOfLiteralString(text, at, end);
          push(null);
          break;
        case 0x3c: // '<<' dictionary, or '<' hexadecimal string
          if (text.charCodeAt(at + 1) === 0x3c) {
            open.push({ isDict: true, items: [] });
            at += 2;
          } else {
            const closing = text.indexOf(">", at + 1);
            at = closing < 0 || closing >= end ? end : closing + 1;
            push(null);
          }
          break;
        case 0x3e: // '>>'
          if (text.charCodeAt(at + 1) === 0x3e) {
            close(true);
            at += 2;
          } else at++;
          break;
        case 0x5b: // '['
          open.push({ isDict: false, items: [] });
          at++;
          break;
        case 0x5d: // ']'
          close(false);
          at++;
          break;
        case 0x2f: {
          // '/' name
          let after = at + 1;
          while (after < end && isRegular(text, after)) after++;
          const name = decodeName(text.slice(at + 1, after));
          names.add(name.toLowerCase());
          push(new PdfName(name));
          at = after;
          break;
        }
        default: // ')', '{', '}': nothing to read
          at++;
      }
      continue;
    }
    let after = at + 1;
    while (after < end && isRegular(text, after)) after++;
    const token = text.slice(at, after);
    at = after;
    if (token.length <= MAX_NUMBER_LENGTH && NUMBER.test(token)) {
      push(Number(token));
    } else if (token === "R") {
      // §7.3.10 'n g R': an indirect reference.
      const items = current();
      const [number, generation] = items.slice(-2);
      if (isObjectNumber(number) && isObjectNumber(generation)) {
        items.splice(-2, 2, { ref: `${number} ${generation}` });
      }
    } else if (token === "stream" && onStream) {
      const last = topLevel.at(-1);
      open.length = 0;
      at = onStream(last instanceof Map ? last : new Map(), at);
    } else if (token === "obj" || token === "endobj") {
      // A new object: whatever a broken one left open is closed.
      open.length = 0;
    }
  }
}

function isObjectNumber(value: PdfValue | undefined): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

function toDict(items: PdfValue[]): PdfDict {
  const dict: PdfDict = new Map();
  for (let i = 0; i < items.length; i++) {
    const key = items[i];
    if (key instanceof PdfName) dict.set(key.value, items[++i] ?? null);
  }
  return dict;
}

const nameOf = (value: PdfValue | undefined) => (value instanceof PdfName ? value.value : null);

/** Integers stored as objects of their own ('12 0 obj 4711 endobj'), for indirect /Length. */
function indirectIntegers(text: string) {
  const integers = new Map<string, number>();
  const pattern = /(\d{1,10})\s{1,8}(\d{1,5})\s{1,8}obj\s{0,8}(\d{1,12})\s{0,8}endobj/g;
  for (const match of text.matchAll(pattern)) {
    integers.set(`${match[1]} ${match[2]}`, Number(match[3]));
  }
  return integers;
}

/**
 * §7.5.7: an object stream holds objects a viewer reads like any other. Viewers find one through
 * the cross-reference stream and need only /N and /First, so either marks one here.
 */
function isObjectStream(dict: PdfDict) {
  return nameOf(dict.get("Type")) === "ObjStm" || (dict.has("N") && dict.has("First"));
}

/** The bytes of an object stream as a viewer decodes them; anything unusual is uncheckable. */
function decodeObjectStream(dict: PdfDict, raw: Uint8Array, budget: number): Uint8Array {
  const filter = dict.get("Filter") ?? null;
  const filters = Array.isArray(filter) ? filter : filter === null ? [] : [filter];
  const parms = dict.get("DecodeParms") ?? null;
  for (const parm of Array.isArray(parms) ? parms : [parms]) {
    const predictor = parm instanceof Map ? parm.get("Predictor") : undefined;
    if (parm !== null && !(parm instanceof Map))
      throw new Uncheckable("indirect decode parameters");
    if (typeof predictor === "number" && predictor > 1) throw new Uncheckable("a predictor");
  }
  let data = raw;
  for (const item of filters) {
    const name = nameOf(item);
    // Honest writers compress object streams with Flate only; other filters would only hide.
    if (name !== "FlateDecode" && name !== "Fl")
      throw new Uncheckable(`an object stream encoded with ${name ?? "an indirect filter"}`);
    if (budget <= 0) throw new Uncheckable("object streams larger than the limit");
    try {
      // Z_SYNC_FLUSH: viewers read a stream cut short; maxOutputLength stops a bomb.
      data = inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: budget });
    } catch {
      throw new Uncheckable("an object stream that does not inflate");
    }
  }
  return data;
}

/**
 * Looks for active content in a PDF. A stream's extent comes from its /Length when that is
 * followed by `endstream`, else from the next `endstream` (what viewers fall back to); bytes a
 * viewer trusting a wrong /Length would read as objects are read as objects here too.
 */
export function inspectPdf(bytes: Uint8Array): PdfInspection {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const names = new Set<string>();
  const objectStreams: Array<{ dict: PdfDict; start: number; end: number }> = [];
  const lengths = indirectIntegers(text);

  const onStream: StreamHandler = (dict, afterKeyword) => {
    // §7.3.8.1: the keyword is followed by CR LF or LF (a lone CR is tolerated).
    let start = afterKeyword;
    if (text.charCodeAt(start) === 0x0d) start++;
    if (text.charCodeAt(start) === 0x0a) start++;
    const declared = dict.get("Length");
    const length =
      typeof declared === "number"
        ? declared
        : declared && typeof declared === "object" && "ref" in declared
          ? (lengths.get(declared.ref) ?? null)
          : null;
    const found = text.indexOf("endstream", start);
    const fallbackEnd = found < 0 ? text.length : found;
    let end = fallbackEnd;
    if (length !== null && Number.isInteger(length) && length >= 0) {
      let next = start + length;
      while (next < text.length && CHAR_CLASS[text.charCodeAt(next)] === WHITE) next++;
      if (text.startsWith("endstream", next)) end = start + length;
      else if (start + length < fallbackEnd) {
        // A /Length that ends before `endstream`: a viewer trusting it reads the rest as objects.
        readObjects(text, start + length, fallbackEnd, names, null);
      }
    }
    if (isObjectStream(dict)) objectStreams.push({ dict, start, end });
    const resume = text.indexOf("endstream", end);
    return resume < 0 ? text.length : resume + "endstream".length;
  };

  readObjects(text, 0, text.length, names, onStream);

  try {
    // Encryption (§7.6) covers stream bytes but not dictionaries: only packed objects are hidden.
    if (objectStreams.length > 0 && names.has("encrypt"))
      throw new Uncheckable("encrypted object streams");
    let budget = MAX_DECODED_BYTES;
    for (const stream of objectStreams) {
      const decoded = decodeObjectStream(
        stream.dict,
        bytes.subarray(stream.start, stream.end),
        budget,
      );
      budget -= decoded.byteLength;
      const inner = Buffer.from(decoded.buffer, decoded.byteOffset, decoded.byteLength);
      readObjects(inner.toString("latin1"), 0, inner.byteLength, names, null);
    }
  } catch (error) {
    if (error instanceof Uncheckable) return { verdict: "uncheckable", reason: error.message };
    throw error;
  }

  const active = ACTIVE_PDF_NAMES.filter((name) => names.has(name.toLowerCase()));
  return active.length > 0 ? { verdict: "active", names: active } : { verdict: "plain" };
}
