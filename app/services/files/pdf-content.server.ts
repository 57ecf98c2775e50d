// Whether a PDF can run code, start a program, carry other files or act by itself (issues 12 and
// 28; decisions docs/decisions/0064-upload-safety.md and 0114-pdf-actions.md). Read the way a
// viewer reads it: the objects of the file (ISO 32000-1 §7.2 lexical conventions, §7.3 objects),
// the objects packed inside compressed object streams (§7.5.7) and objects that only a
// cross-reference offset leads to, never the text on the pages, so a CV that says
// "HTML/JavaScript" passes while an action `<< /S /JavaScript /JS (…) >>` does not.
import { constants, inflateSync } from "node:zlib";

/**
 * The names that make a PDF active wherever they appear (ISO 32000-1 §12.6.4 action types,
 * §7.11.4 embedded file streams, §12.7.8 XFA forms; Adobe's RichMedia extension). Compared
 * without regard to case: a lenient viewer might accept a misspelt name, and no honest file
 * spells these another way.
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

/**
 * ISO 32000-1 §12.6.4 (Table 198) and ISO 32000-2 §12.6.4: the action types that keep the reader
 * inside this document, each with what it must also hold. Every other type (a link, a form sent
 * or data imported, another file opened or launched, a script, a sound, a movie, a rendition, a
 * 3D view, RichMedia, a type a later version adds, a misspelt one) is refused when it runs by
 * itself: this is an allow-list, so a new kind of action is refused without anyone naming it.
 */
const IN_DOCUMENT_ACTIONS = new Map<string, (namesUnder: NamesUnder) => boolean>([
  ["GoTo", () => true], // §12.6.4.2: a destination in this document
  ["GoToDp", () => true], // ISO 32000-2: a document part of this document
  ["Thread", () => true], // §12.6.4.6: an article; one in another file has /F (refused below)
  ["Hide", () => true], // §12.6.4.10: shows or hides annotations
  // §12.6.4.11, Table 212: the four names every viewer must know; others are viewer menu items.
  ["Named", (namesUnder) => isStandardNamedAction(namesUnder("N"))],
  ["ResetForm", () => true], // §12.7.5.3: clears this document's fields
  ["SetOCGState", () => true], // §12.6.4.12: shows or hides optional content
  ["Trans", () => true], // §12.6.4.14: a page transition
]);
/** The names an action holds under a key, references followed (null: a value that is no name). */
type NamesUnder = (key: string) => Array<string | null>;
const STANDARD_NAMED_ACTIONS: ReadonlySet<string> = new Set([
  "NextPage",
  "PrevPage",
  "FirstPage",
  "LastPage",
]);
const isStandardNamedAction = (names: Array<string | null>) =>
  names.length > 0 && names.every((name) => name !== null && STANDARD_NAMED_ACTIONS.has(name));

/** What inflating object streams may produce in all, against decompression bombs. */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;
/** Steps of following actions and references, against files built to make the check slow. */
const MAX_ACTION_STEPS = 1_000_000;
/** How many references to references are followed before one is called unresolvable. */
const MAX_REFERENCE_HOPS = 8;

export type PdfInspection =
  | { verdict: "plain" }
  /** The active names found, in ACTIVE_PDF_NAMES' spelling. */
  | { verdict: "active"; names: string[] }
  /**
   * Actions that run without a click and leave the document or cannot be told to stay in it,
   * as '<trigger>: <action type>' ('/OpenAction: URI', '/AA /O: SubmitForm').
   */
  | { verdict: "automatic-actions"; actions: string[] }
  /** Objects the check cannot read (encrypted or unknown encodings): refused, never assumed safe. */
  | { verdict: "uncheckable"; reason: string };

class PdfName {
  constructor(readonly value: string) {}
}
class PdfRef {
  constructor(
    readonly number: number,
    readonly generation: number,
  ) {}
}
/** A dictionary with every entry as written: a repeated key is kept, since viewers differ on which wins. */
class PdfDict {
  readonly entries: Array<readonly [key: string, value: PdfValue]> = [];
  /** The last value under `key` (for stream dictionaries, where honest files never repeat keys). */
  get(key: string): PdfValue | undefined {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const [name, value] = this.entries[i]!;
      if (name === key) return value;
    }
    return undefined;
  }
  has(key: string) {
    return this.get(key) !== undefined;
  }
  /** Every value under `key` in any case, each being what some viewer may read. */
  all(key: string): PdfValue[] {
    const lower = key.toLowerCase();
    const values: PdfValue[] = [];
    for (const [name, value] of this.entries)
      if (name.length === key.length && name.toLowerCase() === lower) values.push(value);
    return values;
  }
}
/** A string, or a keyword that is not a value: what it says does not matter to the check. */
class PdfOther {
  readonly kind = "other";
}
const OTHER = new PdfOther();
type PdfValue = number | boolean | PdfName | PdfRef | PdfDict | PdfValue[] | PdfOther | null;

class Uncheckable extends Error {}

/** What reading the file found. */
interface Found {
  names: Set<string>;
  /** Every definition of each object number (§7.3.10), wherever it was found. */
  objects: Map<number, PdfValue[]>;
  /** Where the reader met an object's `n g obj`, so the search for hidden objects skips them. */
  objectStarts: Set<number>;
  /** Dictionaries with an /OpenAction or an /AA entry (§7.7.2 Table 28, §12.6.3). */
  triggers: PdfDict[];
}

function define(found: Found, number: number, value: PdfValue) {
  const definitions = found.objects.get(number);
  if (definitions) definitions.push(value);
  else found.objects.set(number, [value]);
}

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
 * How far to read: to the end; one value (an object packed in an object stream, §7.5.7); or one
 * object from its `n g obj` (one that a cross-reference offset may lead a viewer to).
 */
type ReadUntil = "end" | "value" | "object";

/**
 * Reads the objects in text[start, end): every name goes into `found.names` (lower case), every
 * `n g obj … endobj` into `found.objects`, every dictionary with /OpenAction or /AA into
 * `found.triggers`; streams are handed to `onStream` (the top level of the file) or ignored
 * (inside an object stream, where §7.5.7 allows none). Tolerant of broken syntax, as viewers
 * are. Answers the first value read at the top level and where reading stopped.
 */
function readObjects(
  text: string,
  start: number,
  end: number,
  found: Found,
  onStream: StreamHandler | null,
  until: ReadUntil = "end",
): { value: PdfValue | undefined; end: number } {
  const open: Array<{ isDict: boolean; items: PdfValue[] }> = [];
  let topLevel: PdfValue[] = [];
  /** The number of the object being read, between its `obj` and its `endobj`. */
  let object: number | null = null;
  /** Where the last two numbers began, to know where an `n g obj` starts. */
  let numberStarts = [-1, -1];
  const current = () => open.at(-1)?.items ?? topLevel;
  const push = (value: PdfValue) => {
    current().push(value);
    // The first value is the object's (or the packed value); the last few may be 'n g R'.
    if (open.length === 0 && topLevel.length > 32) topLevel = [topLevel[0]!, ...topLevel.slice(-4)];
  };
  const close = (isDict: boolean) => {
    // Close what is open up to the nearest container of this kind; a stray closer is ignored.
    if (!open.some((container) => container.isDict === isDict)) return;
    let container = open.pop()!;
    while (container.isDict !== isDict) {
      const inner: PdfValue = container.isDict ? toDict(container.items, found) : container.items;
      container = open.pop()!;
      container.items.push(inner);
    }
    push(isDict ? toDict(container.items, found) : container.items);
  };
  /** What a broken object left open is closed, so that its entries still count. */
  const closeAll = () => {
    while (open.length > 0) {
      const container = open.pop()!;
      const value = container.isDict ? toDict(container.items, found) : container.items;
      current().push(value);
    }
  };
  const endObject = () => {
    closeAll();
    if (object !== null) define(found, object, topLevel[0] ?? null);
    object = null;
  };
  /** A value at the top level is complete once what follows it cannot make it 'n g R'. */
  const valueIsComplete = () => {
    if (open.length > 0 || topLevel.length === 0) return false;
    if (typeof topLevel[0] !== "number") return true;
    return topLevel.length >= 3 || (topLevel.length === 2 && typeof topLevel[1] !== "number");
  };
  const finish = (at: number) => {
    endObject();
    return { value: topLevel[0], end: at };
  };

  let at = start;
  while (at < end) {
    if (until === "value" && valueIsComplete()) return finish(at);
    // One object: its value and what could still belong to it ('R', 'stream', 'endobj').
    if (until === "object" && object !== null && open.length === 0 && topLevel.length >= 4)
      return finish(at);
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
          push(OTHER);
          break;
        case 0x3c: // '<<' dictionary, or '<' hexadecimal string
          if (text.charCodeAt(at + 1) === 0x3c) {
            open.push({ isDict: true, items: [] });
            at += 2;
          } else {
            const closing = text.indexOf(">", at + 1);
            at = closing < 0 || closing >= end ? end : closing + 1;
            push(OTHER);
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
          found.names.add(name.toLowerCase());
          push(new PdfName(name));
          at = after;
          break;
        }
        default: // ')', '{', '}': nothing to read
          at++;
      }
      continue;
    }
    const tokenStart = at;
    let after = at + 1;
    while (after < end && isRegular(text, after)) after++;
    const token = text.slice(at, after);
    at = after;
    if (token.length <= MAX_NUMBER_LENGTH && NUMBER.test(token)) {
      push(Number(token));
      numberStarts = [numberStarts[1]!, tokenStart];
    } else if (token === "R") {
      // §7.3.10 'n g R': an indirect reference.
      const items = current();
      const [number, generation] = items.slice(-2);
      if (items.length >= 2 && isObjectNumber(number) && isObjectNumber(generation)) {
        items.splice(-2, 2, new PdfRef(number, generation));
      } else push(OTHER);
    } else if (token === "stream" && onStream) {
      closeAll();
      const last = topLevel.at(-1);
      at = onStream(last instanceof PdfDict ? last : new PdfDict(), at);
      if (until === "object") return finish(at);
    } else if (token === "obj") {
      // §7.3.10 'n g obj': a new object; whatever a broken one left open is closed.
      const items = current();
      const [number, generation] = items.slice(-2);
      const numbered = items.length >= 2 && isObjectNumber(number) && isObjectNumber(generation);
      if (numbered) items.splice(-2, 2);
      if (until === "object" && object !== null) return finish(tokenStart);
      endObject();
      topLevel = [];
      if (numbered) {
        object = number;
        found.objectStarts.add(numberStarts[0]!);
      }
    } else if (token === "endobj") {
      endObject();
      topLevel = [];
      if (until === "object") return finish(at);
    } else if (token === "true" || token === "false") {
      push(token === "true");
    } else if (token === "null") {
      push(null);
    } else {
      push(OTHER);
    }
  }
  return finish(at);
}

function isObjectNumber(value: PdfValue | undefined): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

function toDict(items: PdfValue[], found: Found): PdfDict {
  const dict = new PdfDict();
  let triggers = false;
  for (let i = 0; i < items.length; i++) {
    const key = items[i];
    if (!(key instanceof PdfName)) continue;
    dict.entries.push([key.value, items[++i] ?? null]);
    const { length } = key.value;
    if (length === 2 || length === 10) {
      const lower = key.value.toLowerCase();
      if (lower === "openaction" || lower === "aa") triggers = true;
    }
  }
  if (triggers) found.triggers.push(dict);
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
    const predictor = parm instanceof PdfDict ? parm.get("Predictor") : undefined;
    if (parm !== null && !(parm instanceof PdfDict))
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
 * §7.5.7: the decoded stream starts with /N pairs 'object-number offset', offsets counted from
 * /First; each object is read from its offset as a viewer reads it, as one value.
 */
function readPackedObjects(text: string, dict: PdfDict, found: Found) {
  const count = dict.get("N");
  const first = dict.get("First");
  if (!isObjectNumber(count) || !isObjectNumber(first) || first > text.length)
    throw new Uncheckable("an object stream whose header cannot be read");
  const header = text
    .slice(0, first)
    .split(/[\0\t\n\f\r ]+/)
    .filter(Boolean)
    .slice(0, 2 * count);
  if (header.length < 2 * count || header.some((token) => !/^\d{1,10}$/.test(token)))
    throw new Uncheckable("an object stream whose header cannot be read");
  const numbersAt = new Map<number, number[]>();
  for (let i = 0; i < header.length; i += 2) {
    const offset = first + Number(header[i + 1]);
    numbersAt.set(offset, [...(numbersAt.get(offset) ?? []), Number(header[i])]);
  }
  let read = 0;
  for (const [offset, numbers] of numbersAt) {
    const { value, end } = readObjects(text, offset, text.length, found, null, "value");
    // Honest objects follow one another; offsets into each other's middles would read them again.
    read += end - offset;
    if (read > 2 * text.length + 1024)
      throw new Uncheckable("object streams whose objects overlap");
    if (value !== undefined) for (const number of numbers) define(found, number, value);
  }
}

/**
 * 'n g obj' where reading the file in order did not meet an object: inside a comment, a string
 * or a stream's data. A viewer follows the cross-reference table's offsets (§7.5.4) to such a
 * place and reads the object there, so it is read here too. Comments may stand between tokens.
 */
const OBJECT_HEADER =
  /(?<![0-9])\d{1,10}(?:[\0\t\n\f\r ]|%[^\r\n]*[\r\n])+\d{1,5}(?:[\0\t\n\f\r ]|%[^\r\n]*[\r\n])+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/g;

function readHiddenObjects(text: string, found: Found, onStream: StreamHandler) {
  let read = 0;
  for (const match of text.matchAll(OBJECT_HEADER)) {
    if (found.objectStarts.has(match.index)) continue;
    const { end } = readObjects(text, match.index, text.length, found, onStream, "object");
    read += end - match.index;
    if (read > text.length + 1024 * 1024)
      throw new Uncheckable("objects hidden inside other objects, past the limit");
  }
}

/**
 * §12.6.3 and §7.7.2: the actions that run without a click (/OpenAction, and every entry of
 * every /AA: page open and close, focus, mouse-over, document close, save and print, a field's
 * keystroke, format, validate and calculate…) and their /Next chains (§12.6.2), wherever a
 * dictionary holds them. Answers those that are not in IN_DOCUMENT_ACTIONS, and the references
 * that lead nowhere (§7.3.10 would read them as null; here nothing unseen is assumed safe).
 */
function findAutomaticActions(found: Found) {
  const refused = new Set<string>();
  const unresolved = new Set<string>();
  let steps = 0;
  const step = () => {
    if (++steps > MAX_ACTION_STEPS) throw new Uncheckable("too many actions to check");
  };

  const definitions = (number: number, trigger: string): PdfValue[] => {
    let values: PdfValue[] = [new PdfRef(number, 0)];
    for (let hop = 0; hop < MAX_REFERENCE_HOPS; hop++) {
      const next: PdfValue[] = [];
      for (const value of values) {
        step();
        if (!(value instanceof PdfRef)) next.push(value);
        else {
          const defined = found.objects.get(value.number);
          if (defined) next.push(...defined);
          else unresolved.add(`${trigger}: object ${value.number}, which is not in the file`);
        }
      }
      values = next;
      if (!values.some((value) => value instanceof PdfRef)) return values;
    }
    unresolved.add(`${trigger}: object ${number}, a chain of references`);
    return [];
  };
  const resolve = (value: PdfValue | undefined, trigger: string): PdfValue[] =>
    value === undefined
      ? []
      : value instanceof PdfRef
        ? definitions(value.number, trigger)
        : [value];

  type Role = "open" | "additional" | "action";
  const work: Array<{ value: PdfValue; role: Role; trigger: string }> = [];
  for (const dict of found.triggers) {
    for (const value of dict.all("OpenAction"))
      work.push({ value, role: "open", trigger: "/OpenAction" });
    for (const value of dict.all("AA")) work.push({ value, role: "additional", trigger: "/AA" });
  }
  // Each object is followed once in each role, so cycles and shared objects end.
  const followed = {
    open: new Set<number>(),
    additional: new Set<number>(),
    action: new Set<number>(),
  };

  for (let item = work.pop(); item; item = work.pop()) {
    const { role, trigger } = item;
    if (item.value instanceof PdfRef) {
      if (followed[role].has(item.value.number)) continue;
      followed[role].add(item.value.number);
    }
    for (const value of resolve(item.value, trigger)) {
      step();
      // §7.3.9: null is an absent entry.
      if (value === null) continue;
      if (Array.isArray(value)) {
        // §7.7.2: an /OpenAction array is a destination in this document; /Next may be an array
        // of actions (§12.6.2), and a lenient viewer may run an array wherever an action goes.
        if (role !== "open")
          for (const action of value) work.push({ value: action, role: "action", trigger });
      } else if (!(value instanceof PdfDict)) {
        refused.add(`${trigger}: ${role === "additional" ? "not a dictionary" : "not an action"}`);
      } else if (role === "additional") {
        for (const [event, action] of value.entries)
          work.push({ value: action, role: "action", trigger: `${trigger} /${event}` });
      } else {
        const namesUnder: NamesUnder = (key) =>
          value.all(key).flatMap((entry) => resolve(entry, trigger).map(nameOf));
        const types = namesUnder("S");
        if (types.length === 0) refused.add(`${trigger}: an action without a type`);
        for (const name of types) {
          const allowed = name === null ? undefined : IN_DOCUMENT_ACTIONS.get(name);
          // §12.6.4.3–.6: /F names another file (GoToR, GoToE, Launch, a Thread elsewhere);
          // no action that stays in this document has one.
          const namesFile = value.all("F").some((file) => file !== null);
          if (!allowed || namesFile || !allowed(namesUnder))
            refused.add(`${trigger}: ${name === null ? "a type that is not a name" : name}`);
        }
        for (const next of value.all("Next")) work.push({ value: next, role: "action", trigger });
      }
    }
  }
  return { refused: [...refused].sort(), unresolved: [...unresolved].sort() };
}

/**
 * Looks for active content in a PDF. A stream's extent comes from its /Length when that is
 * followed by `endstream`, else from the next `endstream` (what viewers fall back to); bytes a
 * viewer trusting a wrong /Length would read as objects are read as objects here too.
 */
export function inspectPdf(bytes: Uint8Array): PdfInspection {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const found: Found = {
    names: new Set(),
    objects: new Map(),
    objectStarts: new Set(),
    triggers: [],
  };
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
        : declared instanceof PdfRef
          ? (lengths.get(`${declared.number} ${declared.generation}`) ?? null)
          : null;
    const endstreamAt = text.indexOf("endstream", start);
    const fallbackEnd = endstreamAt < 0 ? text.length : endstreamAt;
    let end = fallbackEnd;
    if (length !== null && Number.isInteger(length) && length >= 0) {
      let next = start + length;
      while (next < text.length && CHAR_CLASS[text.charCodeAt(next)] === WHITE) next++;
      if (text.startsWith("endstream", next)) end = start + length;
      else if (start + length < fallbackEnd) {
        // A /Length that ends before `endstream`: a viewer trusting it reads the rest as objects.
        readObjects(text, start + length, fallbackEnd, found, null);
      }
    }
    if (isObjectStream(dict)) objectStreams.push({ dict, start, end });
    const resume = text.indexOf("endstream", end);
    return resume < 0 ? text.length : resume + "endstream".length;
  };

  readObjects(text, 0, text.length, found, onStream);

  let actions: ReturnType<typeof findAutomaticActions>;
  try {
    readHiddenObjects(text, found, onStream);
    // Encryption (§7.6) covers stream bytes but not dictionaries: only packed objects are hidden.
    if (objectStreams.length > 0 && found.names.has("encrypt"))
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
      const innerText = inner.toString("latin1");
      readObjects(innerText, 0, inner.byteLength, found, null);
      readPackedObjects(innerText, stream.dict, found);
    }
    actions = findAutomaticActions(found);
  } catch (error) {
    if (error instanceof Uncheckable) return { verdict: "uncheckable", reason: error.message };
    throw error;
  }

  const active = ACTIVE_PDF_NAMES.filter((name) => found.names.has(name.toLowerCase()));
  if (active.length > 0) return { verdict: "active", names: active };
  if (actions.refused.length > 0) return { verdict: "automatic-actions", actions: actions.refused };
  if (actions.unresolved.length > 0)
    return { verdict: "uncheckable", reason: actions.unresolved.join("; ") };
  return { verdict: "plain" };
}
