// Which PDFs are active (issue 12, docs/decisions/0064-upload-safety.md): actions that run
// JavaScript or start programs, embedded files, RichMedia and XFA, wherever a viewer would find
// them, including packed in compressed object streams; and never the words on a page.
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import * as fixture from "../../../tests/support/file-fixtures";
import { inspectPdf, MAX_DECODED_BYTES } from "./pdf-content.server";

const catalog = (entries: string) => `<< /Type /Catalog /Pages 2 0 R ${entries} >>`;
const PAGES = "<< /Type /Pages /Kids [] /Count 0 >>";

describe("plain PDFs pass", () => {
  it.each([
    ["the smallest PDF", fixture.pdf()],
    ["a page of text", fixture.pdfSaying("Thandi Nkosi, field officer")],
    // A programmer's CV: the words are in strings, not names.
    ["a page that says 'HTML/JavaScript/JS'", fixture.pdfSaying("Skills: HTML/JavaScript/JS")],
    [
      "document information that says '/Launch' and '/JavaScript'",
      fixture.pdfOf({
        objects: [catalog(""), PAGES, "<< /Title (Product /Launch) /Keywords <2F4A53> >>"],
        trailer: "/Info 3 0 R",
      }),
    ],
    [
      "a comment that says /JavaScript",
      fixture.pdfOf({ objects: [catalog("% /JavaScript"), PAGES] }),
    ],
    [
      "links and go-to actions (spec-conforming, harmless)",
      fixture.pdfOf({
        objects: [
          catalog("/OpenAction << /S /GoTo /D [3 0 R /Fit] >>"),
          PAGES,
          "<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://veld.example) >> >>",
        ],
      }),
    ],
    [
      "a compressed object stream with ordinary objects",
      fixture.pdfOf({
        objects: [catalog("")],
        packed: { objects: [PAGES, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"] },
      }),
    ],
  ])("%s", (_, bytes) => {
    expect(inspectPdf(bytes)).toEqual({ verdict: "plain" });
  });

  it("a stream's bytes are not read as objects when its /Length holds (an image is not an action)", () => {
    const data = "binary /JavaScript /Launch data";
    const bytes = fixture.pdfOf({
      objects: [
        catalog(""),
        PAGES,
        `<< /Type /XObject /Subtype /Image /Length 4 0 R >>\nstream\n${data}\nendstream`,
        String(data.length),
      ],
    });
    expect(inspectPdf(bytes)).toEqual({ verdict: "plain" });
  });
});

describe("active PDFs are found", () => {
  it.each([
    [
      "JavaScript on opening",
      catalog("/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>"),
      ["JavaScript", "JS"],
    ],
    ["a document-level script", catalog("/Names << /JavaScript 3 0 R >>"), ["JavaScript"]],
    ["a Launch action", catalog("/OpenAction << /S /Launch /F (cmd.exe) >>"), ["Launch"]],
    ["an embedded file", catalog("/Names << /EmbeddedFiles 3 0 R >>"), ["EmbeddedFiles"]],
    ["an XFA form", catalog("/AcroForm << /Fields [] /XFA 3 0 R >>"), ["XFA"]],
    // ISO 32000-1 §7.3.5: '#61' is 'a'; a name written in hex is the same name.
    [
      "a name written with # escapes",
      catalog("/OpenAction << /S /J#61vaScript /J#53 (x) >>"),
      ["JavaScript", "JS"],
    ],
    [
      "a misspelt name a lenient viewer may accept",
      catalog("/OpenAction << /S /javascript >>"),
      ["JavaScript"],
    ],
  ])("%s", (_, catalogBody, names) => {
    expect(inspectPdf(fixture.pdfOf({ objects: [catalogBody, PAGES] }))).toEqual({
      verdict: "active",
      names,
    });
  });

  it("a RichMedia annotation and an embedded file stream in other objects", () => {
    const bytes = fixture.pdfOf({
      objects: [
        catalog(""),
        PAGES,
        "<< /Type /Annot /Subtype /RichMedia /RichMediaContent 4 0 R >>",
        "<< /Type /EmbeddedFile /Length 3 >>\nstream\nMZ!\nendstream",
      ],
    });
    expect(inspectPdf(bytes)).toEqual({ verdict: "active", names: ["EmbeddedFile", "RichMedia"] });
  });

  it("an action packed inside a FlateDecode object stream", () => {
    const bytes = fixture.pdfOf({
      objects: [catalog("/OpenAction 3 0 R")],
      packed: { objects: [PAGES, "<< /S /JavaScript /JS (app.launchURL\\('x'\\)) >>"] },
    });
    expect(inspectPdf(bytes)).toEqual({ verdict: "active", names: ["JavaScript", "JS"] });
  });

  it("an object stream without /Type /ObjStm (viewers need only /N and /First)", () => {
    const bytes = fixture.pdfOf({
      objects: [catalog("")],
      packed: { objects: ["<< /S /Launch /F (x.exe) >>"], typed: false },
    });
    expect(inspectPdf(bytes)).toMatchObject({ verdict: "active", names: ["Launch"] });
  });

  it("an uncompressed object stream", () => {
    const bytes = fixture.pdfOf({
      objects: [catalog("")],
      packed: { objects: ["<< /S /JavaScript /JS (1) >>"], filter: null },
    });
    expect(inspectPdf(bytes)).toMatchObject({ verdict: "active" });
  });

  it("objects hidden after a /Length that ends early are read as a viewer trusting it reads them", () => {
    const hidden = "endobj 9 0 obj << /S /Launch /F (x.exe) >> endobj ";
    const bytes = fixture.pdfOf({
      objects: [catalog(""), PAGES, `<< /Length 2 >>\nstream\nab ${hidden}\nendstream`],
    });
    expect(inspectPdf(bytes)).toEqual({ verdict: "active", names: ["Launch"] });
  });
});

describe("PDFs that cannot be checked are refused, never assumed plain", () => {
  it.each([
    [
      "an encrypted file with object streams (their bytes are encrypted)",
      {
        objects: [catalog("")],
        packed: { objects: [PAGES] },
        trailer: "/Encrypt << /Filter /Standard >>",
      },
      "encrypted object streams",
    ],
    [
      "an object stream in an encoding honest writers do not use",
      { objects: [catalog("")], packed: { objects: [PAGES], filter: "LZWDecode" } },
      "an object stream encoded with LZWDecode",
    ],
    [
      "an object stream that does not inflate",
      { objects: [catalog("")], packed: { objects: [PAGES], corrupt: true } },
      "an object stream that does not inflate",
    ],
  ] as const)("%s", (_, parts, reason) => {
    expect(inspectPdf(fixture.pdfOf(parts))).toEqual({
      verdict: "uncheckable",
      reason,
    });
  });

  it("a decompression bomb stops at the limit", () => {
    const bomb = deflateSync(Buffer.alloc(MAX_DECODED_BYTES + 1024, 0x20));
    const bytes = fixture.pdfOf({ objects: [catalog("")] });
    const objectStream = Buffer.concat([
      Buffer.from(
        `9 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`,
      ),
      bomb,
      Buffer.from("\nendstream\nendobj\n"),
    ]);
    expect(inspectPdf(Buffer.concat([bytes, objectStream]))).toEqual({
      verdict: "uncheckable",
      reason: "an object stream that does not inflate",
    });
  });

  it("an encrypted file without object streams is still read: its dictionaries are not encrypted", () => {
    const bytes = fixture.pdfOf({
      objects: [catalog("/OpenAction << /S /JavaScript /JS <9f3a> >>"), PAGES],
      trailer: "/Encrypt << /Filter /Standard >>",
    });
    expect(inspectPdf(bytes)).toMatchObject({ verdict: "active" });
  });
});

describe("hostile syntax never hangs or throws", () => {
  it.each([
    ["megabytes of digits", `%PDF-1.7\n${"1".repeat(2_000_000)}x 0 obj`],
    ["an unclosed string", `%PDF-1.7\n1 0 obj << /A (${"(".repeat(100_000)}`],
    ["deep nesting", `%PDF-1.7\n1 0 obj ${"<<[".repeat(100_000)} /JS`],
    ["a stream that never ends", "%PDF-1.7\n1 0 obj << /N 1 /First 0 /Length 999999 >> stream\nxx"],
  ])("%s", (_, text) => {
    const started = Date.now();
    expect(() => inspectPdf(new TextEncoder().encode(text))).not.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
