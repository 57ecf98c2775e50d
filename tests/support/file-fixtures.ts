// Tiny real files for tests, built in code (no binary fixtures in the repository). Each has
// the header its format's specification requires, so file-type and Veld's checks see the
// real thing. Test-only: nothing in the app imports this module.
import { crc32, deflateSync } from "node:zlib";

const enc = new TextEncoder();
const bytesOf = (...parts: Array<string | number[] | Uint8Array>) => {
  const chunks = parts.map((p) =>
    typeof p === "string" ? enc.encode(p) : p instanceof Uint8Array ? p : Uint8Array.from(p),
  );
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};

const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

export function pdf() {
  return bytesOf(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n",
    "2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
}

const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, "latin1"));

export interface PdfParts {
  /** Bodies of top-level objects 1…n (object 1 is the catalog unless you say otherwise). */
  objects: readonly string[];
  /**
   * Bodies of objects packed into one object stream (ISO 32000-1 §7.5.7), numbered after
   * `objects`. `filter` null stores it uncompressed; `typed: false` leaves out /Type /ObjStm
   * (viewers need only /N and /First).
   */
  packed?: {
    objects: readonly string[];
    filter?: string | null;
    typed?: boolean;
    corrupt?: boolean;
  };
  /** Extra trailer entries, e.g. '/Encrypt 9 0 R'. */
  trailer?: string;
  /** The catalog's object number, when it is not 1 (e.g. packed in the object stream). */
  root?: number;
}

/** A PDF put together from object bodies, with a classic cross-reference table. */
export function pdfOf(parts: PdfParts) {
  const chunks: Uint8Array[] = [latin1("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")];
  let size = chunks[0]!.length;
  const offsets: number[] = [];
  const add = (chunk: Uint8Array) => {
    chunks.push(chunk);
    size += chunk.length;
  };
  parts.objects.forEach((body, i) => {
    offsets.push(size);
    add(latin1(`${i + 1} 0 obj\n${body}\nendobj\n`));
  });
  if (parts.packed) {
    const first = parts.objects.length + 1;
    let header = "";
    let content = "";
    parts.packed.objects.forEach((body, i) => {
      header += `${first + i} ${content.length} `;
      content += `${body}\n`;
    });
    const plain = latin1(header + content);
    const filter = parts.packed.filter === undefined ? "FlateDecode" : parts.packed.filter;
    let data = filter === "FlateDecode" ? Uint8Array.from(deflateSync(plain)) : plain;
    if (parts.packed.corrupt) data = data.map((byte, i) => (i < 2 ? byte : byte ^ 0x5a));
    const dict = [
      parts.packed.typed === false ? "" : "/Type /ObjStm",
      `/N ${parts.packed.objects.length} /First ${header.length} /Length ${data.length}`,
      filter ? `/Filter /${filter}` : "",
    ].join(" ");
    offsets.push(size);
    add(latin1(`${first + parts.packed.objects.length} 0 obj\n<< ${dict} >>\nstream\n`));
    add(data);
    add(latin1("\nendstream\nendobj\n"));
  }
  const xref = size;
  const entries = offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  add(
    latin1(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${entries}` +
        `trailer\n<< /Size ${offsets.length + 1} /Root ${parts.root ?? 1} 0 R ${parts.trailer ?? ""} >>\n` +
        `startxref\n${xref}\n%%EOF\n`,
    ),
  );
  return bytesOf(...chunks);
}

/** A one-page PDF whose page says `text` (an uncompressed content stream, as simple tools write). */
export function pdfSaying(text: string, extra: { catalog?: string; objects?: string[] } = {}) {
  const content = `BT /F1 12 Tf 56 780 Td (${text.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`;
  return pdfOf({
    objects: [
      `<< /Type /Catalog /Pages 2 0 R ${extra.catalog ?? ""} >>`,
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
      ...(extra.objects ?? []),
    ],
  });
}

/** A PDF that runs JavaScript when it is opened (ISO 32000-1 §12.6.4.16). */
export function pdfWithScript() {
  return pdfSaying("Curriculum vitae", {
    catalog: "/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>",
  });
}

/**
 * A one-page PDF whose catalog says what to do when it is opened (ISO 32000-1 §7.7.2): a
 * destination array or an action dictionary, e.g. a fetch from a network share.
 */
export function pdfOpening(openAction: string) {
  return pdfSaying("Curriculum vitae", { catalog: `/OpenAction ${openAction}` });
}

function pngChunk(type: string, data: Uint8Array) {
  const body = bytesOf(type, data);
  return bytesOf(u32be(data.length), body, u32be(crc32(body)));
}

/** A 1×1 PNG: signature, IHDR, IDAT, IEND. */
export function png() {
  const ihdr = Uint8Array.from([...u32be(1), ...u32be(1), 8, 2, 0, 0, 0]);
  // zlib stream of one scanline: filter 0 + RGB (stored block, no compression needed).
  const idat = Uint8Array.from([
    0x78, 0x01, 0x01, 0x04, 0x00, 0xfb, 0xff, 0, 255, 0, 0, 0x03, 0x00, 0x01, 0x00,
  ]);
  return bytesOf(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", idat),
    pngChunk("IEND", new Uint8Array()),
  );
}

/** JPEG/JFIF: SOI, APP0 'JFIF', EOI. */
export function jpeg() {
  return bytesOf(
    [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
    "JFIF",
    [0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9],
  );
}

/** ISO base media: an 'ftyp' box with the given major brand ('isom' → mp4, 'qt  ' → mov). */
export function isoMedia(brand: "isom" | "qt  ") {
  return bytesOf(u32be(24), "ftyp", brand, u32be(0x200), brand, "mp41", u32be(8), "free");
}

/** RIFF 'AVI ' with an empty LIST. */
export function avi() {
  return bytesOf("RIFF", u32le(16), "AVI ", "LIST", u32le(4), "hdrl");
}

/** An OLE compound file header (what .doc and .xls are), padded to one 512-byte sector. */
export function compoundFile() {
  const out = new Uint8Array(512);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  out.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00], 24);
  return out;
}

/** A zip with stored (uncompressed) entries: local headers, central directory, end record. */
export function zip(entries: Record<string, string>) {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = enc.encode(content);
    const nameBytes = enc.encode(name);
    const crc = crc32(data);
    const common = [
      ...u16le(20),
      ...u16le(0),
      ...u16le(0),
      ...u16le(0),
      ...u16le(0x21),
      ...u32le(crc),
      ...u32le(data.length),
      ...u32le(data.length),
      ...u16le(nameBytes.length),
      ...u16le(0),
    ];
    const local = bytesOf([0x50, 0x4b, 0x03, 0x04], common, nameBytes, data);
    centrals.push(
      bytesOf(
        [0x50, 0x4b, 0x01, 0x02],
        u16le(20),
        common,
        [...u16le(0), ...u16le(0), ...u16le(0), ...u32le(0), ...u32le(offset)],
        nameBytes,
      ),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = bytesOf(...centrals);
  const count = Object.keys(entries).length;
  const end = bytesOf(
    [0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0],
    u16le(count),
    u16le(count),
    u32le(central.length),
    u32le(offset),
    u16le(0),
  );
  return bytesOf(...locals, central, end);
}

const CONTENT_TYPES = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
  pptm: "application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml",
};

/** An Office Open XML package: [Content_Types].xml naming its main part's type. */
export function officeOpenXml(kind: keyof typeof CONTENT_TYPES) {
  const part = {
    docx: "/word/document.xml",
    xlsx: "/xl/workbook.xml",
    pptx: "/ppt/presentation.xml",
    pptm: "/ppt/presentation.xml",
  }[kind];
  return zip({
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="${part}" ContentType="${CONTENT_TYPES[kind]}"/></Types>`,
    [part.slice(1)]: "<x/>",
  });
}

export function csv() {
  return enc.encode("farm,hectares\nBoplaas,120.5\n");
}

/** Windows-1252 text as Excel writes it: 'ê' is the single byte 0xEA, not valid UTF-8. */
export function csvWindows1252() {
  return bytesOf("naam,plaas\nHendrik,Vl", [0xea], "iland\n");
}

export function kml(withDeclaration = true) {
  return enc.encode(
    `${withDeclaration ? '<?xml version="1.0" encoding="UTF-8"?>\n' : ""}<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Camp 1</name></Placemark></Document></kml>\n`,
  );
}

/** A shapefile main file with a header and no records (100 bytes = 50 16-bit words). */
export function shapefile() {
  const out = new Uint8Array(100);
  const view = new DataView(out.buffer);
  view.setInt32(0, 9994, false);
  view.setInt32(24, 50, false);
  view.setInt32(28, 1000, true);
  view.setInt32(32, 5, true); // polygon
  return out;
}

/** A dBase III table: one character field 'NAME' (10 wide), one record. */
export function dbase() {
  const header = new Uint8Array(32);
  const view = new DataView(header.buffer);
  header.set([0x03, 124, 6, 15]); // dBase III, 2024-06-15
  view.setUint32(4, 1, true);
  view.setUint16(8, 32 + 32 + 1, true);
  view.setUint16(10, 1 + 10, true);
  const field = new Uint8Array(32);
  field.set(enc.encode("NAME"));
  field[11] = "C".charCodeAt(0);
  field[16] = 10;
  return bytesOf(header, field, [0x0d], " Boplaas   ", [0x1a]);
}

/** A Windows executable header: what a disguised upload would start with. */
export function windowsExecutable() {
  const out = new Uint8Array(128);
  out.set(enc.encode("MZ"));
  new DataView(out.buffer).setUint32(0x3c, 64, true);
  out.set(enc.encode("PE\0\0"), 64);
  return out;
}

export function fileOf(bytes: Uint8Array<ArrayBuffer>, name: string, type = "") {
  return new File([bytes], name, { type });
}
