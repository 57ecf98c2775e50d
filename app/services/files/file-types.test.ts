// spec §5 'File upload': the accepted types are judged by the bytes (file-type's magic-byte
// sniffing plus Veld's checks for formats without a signature), never by the name alone.
import { fileTypeFromBuffer } from "file-type";
import { describe, expect, it } from "vitest";
import {
  classifyFile,
  extensionOf,
  FILE_KINDS,
  isDbaseTable,
  isKml,
  isPlainText,
  isShapefile,
} from "./file-types";
import * as fixture from "../../../tests/support/file-fixtures";
import { UploadError } from "./upload-error";

async function classify(bytes: Uint8Array, fileName: string, accept?: string[]) {
  const sniffed = await fileTypeFromBuffer(bytes);
  return classifyFile({ bytes, fileName, sniffed: sniffed?.ext, accept });
}

async function refusal(bytes: Uint8Array, fileName: string, accept?: string[]) {
  try {
    await classify(bytes, fileName, accept);
  } catch (error) {
    if (error instanceof UploadError)
      return { code: error.code, message: error.message, status: error.status };
    throw error;
  }
  throw new Error(`${fileName} was accepted`);
}

describe("every type the spec recognises is accepted when its bytes are real", () => {
  const everything = Object.values(FILE_KINDS).flatMap((kind) => [...kind.extensions]);
  it.each([
    ["report.pdf", fixture.pdf(), "application/pdf", ".pdf"],
    ["photo.jpg", fixture.jpeg(), "image/jpeg", ".jpg"],
    ["photo.jpeg", fixture.jpeg(), "image/jpeg", ".jpeg"],
    ["camp.png", fixture.png(), "image/png", ".png"],
    ["walk.mov", fixture.isoMedia("qt  "), "video/quicktime", ".mov"],
    ["walk.avi", fixture.avi(), "video/x-msvideo", ".avi"],
    ["walk.mp4", fixture.isoMedia("isom"), "video/mp4", ".mp4"],
    ["herd.xls", fixture.compoundFile(), "application/vnd.ms-excel", ".xls"],
    ["cv.doc", fixture.compoundFile(), "application/msword", ".doc"],
    ["herd.xlsx", fixture.officeOpenXml("xlsx"), FILE_KINDS.xlsx.mime, ".xlsx"],
    ["cv.docx", fixture.officeOpenXml("docx"), FILE_KINDS.docx.mime, ".docx"],
    ["pitch.pptx", fixture.officeOpenXml("pptx"), FILE_KINDS.pptx.mime, ".pptx"],
    ["pitch.pptm", fixture.officeOpenXml("pptm"), FILE_KINDS.pptm.mime, ".pptm"],
    ["herd.csv", fixture.csv(), "text/csv", ".csv"],
    ["plaas.csv", fixture.csvWindows1252(), "text/csv", ".csv"],
    ["farm.kml", fixture.kml(), FILE_KINDS.kml.mime, ".kml"],
    ["farm-no-declaration.kml", fixture.kml(false), FILE_KINDS.kml.mime, ".kml"],
    ["camps.shp", fixture.shapefile(), FILE_KINDS.shp.mime, ".shp"],
    ["camps.dbf", fixture.dbase(), FILE_KINDS.dbf.mime, ".dbf"],
    ["camps.zip", fixture.zip({ "camps.shp": "x", "camps.dbf": "y" }), "application/zip", ".zip"],
  ])("%s", async (name, bytes, mime, extension) => {
    expect(await classify(bytes, name, everything)).toMatchObject({ mime, extension });
  });
});

describe("what the person sees when a file is refused", () => {
  it("the default accepted type is .pdf: a PNG is refused naming its type", async () => {
    expect(await refusal(fixture.png(), "camp.png")).toEqual({
      code: "invalid-type",
      message: "Invalid file type: .png",
      status: 422,
    });
  });

  it("a program renamed to .pdf is refused for what it really is", async () => {
    expect((await refusal(fixture.windowsExecutable(), "cv.pdf")).message).toBe(
      "Invalid file type: .exe",
    );
  });

  it("a text file renamed to .pdf is refused as unknown, not as a PDF", async () => {
    expect((await refusal(fixture.csv(), "cv.pdf")).message).toBe("Invalid file type: unknown");
  });

  it("a Word document where only .pdf is accepted names .docx", async () => {
    expect((await refusal(fixture.officeOpenXml("docx"), "cv.docx")).message).toBe(
      "Invalid file type: .docx",
    );
  });

  it("a zip renamed to .docx is not a Word document", async () => {
    expect((await refusal(fixture.zip({ "a.txt": "a" }), "cv.docx", [".docx"])).message).toBe(
      "Invalid file type: .zip",
    );
  });

  it("an OLE container that does not say it is .doc or .xls is refused by its name", async () => {
    expect((await refusal(fixture.compoundFile(), "setup.msi", [".doc", ".xls"])).message).toBe(
      "Invalid file type: .msi",
    );
  });

  it("a binary renamed to .csv is refused", async () => {
    expect((await refusal(fixture.shapefile(), "herd.csv", [".csv"])).code).toBe("invalid-type");
  });

  it("a text file is not a CSV just because CSV is accepted: the name must say .csv", async () => {
    expect((await refusal(fixture.csv(), "notes.txt", [".csv"])).message).toBe(
      "Invalid file type: .txt",
    );
  });

  it("XML that is not KML is refused as a .kml", async () => {
    const gpx = new TextEncoder().encode('<?xml version="1.0"?><gpx version="1.1"></gpx>');
    expect((await refusal(gpx, "track.kml", [".kml"])).code).toBe("invalid-type");
  });
});

describe("a file's real type wins over its name", () => {
  it("a PDF named .doc, where both are accepted, is stored as a PDF", async () => {
    expect(await classify(fixture.pdf(), "cv.doc", [".pdf", ".doc", ".docx"])).toEqual({
      kind: "pdf",
      mime: "application/pdf",
      extension: ".pdf",
    });
  });

  it("the CV's accepted types (.pdf, .doc, .docx; spec §5) take a real .doc", async () => {
    expect((await classify(fixture.compoundFile(), "CV.DOC", [".pdf", ".doc", ".docx"])).kind).toBe(
      "doc",
    );
  });

  it("accepted extensions may be written without a dot or in capitals", async () => {
    expect((await classify(fixture.pdf(), "a.pdf", ["PDF"])).kind).toBe("pdf");
  });

  it("an accepted list naming a type the spec does not recognise is a programming error", async () => {
    await expect(classify(fixture.pdf(), "a.pdf", [".exe"])).rejects.toThrow(
      /No recognised file type/,
    );
  });
});

describe("content checks for formats without a signature", () => {
  it.each([
    ["empty", new Uint8Array(), false],
    ["UTF-8 with accents", new TextEncoder().encode("Vlêiland,Môreson\r\n"), true],
    ["a NUL byte", Uint8Array.from([0x61, 0x00, 0x62]), false],
    ["a bell character", Uint8Array.from([0x61, 0x07]), false],
  ])("plain text: %s", (_, bytes, expected) => {
    expect(isPlainText(bytes)).toBe(expected);
  });

  it("KML: the root element must be <kml>, after optional declaration, BOM and comments", () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(isKml(text('\uFEFF<?xml version="1.0"?>\n<!-- exported --><kml xmlns="x"/>'))).toBe(
      true,
    );
    expect(isKml(text("<kml:kml xmlns:kml='x'></kml:kml>"))).toBe(true);
    expect(isKml(text("<kmlish/>"))).toBe(false);
    expect(isKml(text("<Document><kml/></Document>"))).toBe(false);
  });

  it("shapefile: file code 9994, version 1000 and a length matching the file", () => {
    expect(isShapefile(fixture.shapefile())).toBe(true);
    const truncated = fixture.shapefile().subarray(0, 99);
    expect(isShapefile(truncated)).toBe(false);
    const wrongCode = fixture.shapefile();
    wrongCode[3] = 0;
    expect(isShapefile(wrongCode)).toBe(false);
  });

  it("dBase: a header whose lengths fit the file", () => {
    expect(isDbaseTable(fixture.dbase())).toBe(true);
    const cut = fixture.dbase().subarray(0, 60);
    expect(isDbaseTable(cut)).toBe(false);
    const badMonth = fixture.dbase();
    badMonth[2] = 13;
    expect(isDbaseTable(badMonth)).toBe(false);
  });
});

it.each([
  ["cv.PDF", ".pdf"],
  ["archive.tar.gz", ".gz"],
  ["README", ""],
  [".hidden", ".hidden"],
])("the extension of %s is %j", (name, ext) => {
  expect(extensionOf(name)).toBe(ext);
});
