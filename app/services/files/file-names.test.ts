// The person's file name is a label only: safe to store and to put in a header (RFC 6266).
import { describe, expect, it } from "vitest";
import {
  attachmentDisposition,
  downloadName,
  nameWithExtension,
  sanitiseFileName,
} from "./file-names";

describe("the name a file is kept under", () => {
  it.each([
    ["C:\\Users\\Jan\\cv.pdf", "cv.pdf"],
    ["../../etc/passwd", "passwd"],
    ["cv\r\n.pdf", "cv.pdf"],
    ["   ", "file"],
    ["", "file"],
    [`${"a".repeat(300)}.pdf`, `${"a".repeat(196)}.pdf`],
    // Bidirectional controls would make 'cv\u202Efdp.exe' look like 'cvexe.pdf' (issue 12).
    ["cv\u202Efdp.exe", "cvfdp.exe"],
    ["\u2067report\u2069.pdf", "report.pdf"],
  ])("%j is kept as %j", (name, kept) => {
    expect(sanitiseFileName(name)).toBe(kept);
  });
});

describe("the name a download is saved under (spec §7 'File download')", () => {
  it.each([
    ["Leaflet.pdf", ".pdf", "Leaflet.pdf"],
    ["Leaflet.PDF", ".pdf", "Leaflet.PDF"],
    ["cv.doc", ".pdf", "cv.pdf"],
    ["scan", ".png", "scan.png"],
  ])("%j stored as %s downloads as %j", (name, ext, saved) => {
    expect(downloadName(name, ext)).toBe(saved);
  });
});

describe("the stored name carries the checked type's extension (issue 12)", () => {
  it.each([
    ["contract.exe", ".pdf", "contract.pdf"],
    ["contract.pdf.exe", ".pdf", "contract.pdf"],
    ["contract.exe. ", ".pdf", "contract.pdf"],
    ["contract", ".pdf", "contract.pdf"],
    [".exe", ".pdf", "file.pdf"],
    ["CV.PDF", ".pdf", "CV.PDF"],
    ["photo.jpeg", ".jpeg", "photo.jpeg"],
    ["Thandi M. Nkosi", ".pdf", "Thandi M. Nkosi.pdf"],
    ["a;b=c.exe", ".pdf", "a;b=c.pdf"],
    [`${"x".repeat(250)}.exe`, ".docx", `${"x".repeat(195)}.docx`],
  ])("%j holding %s is kept as %j", (name, extension, kept) => {
    expect(nameWithExtension(name, extension)).toBe(kept);
  });
});

describe("Content-Disposition", () => {
  it("an ASCII name is sent as a plain filename", () => {
    expect(attachmentDisposition("Farm plan 2025.pdf")).toBe(
      'attachment; filename="Farm plan 2025.pdf"',
    );
  });

  it("an Afrikaans name keeps its accents in filename* and folds them in the fallback", () => {
    expect(attachmentDisposition("Vlêiland-oorsig.pdf")).toBe(
      "attachment; filename=\"Vleiland-oorsig.pdf\"; filename*=UTF-8''Vl%C3%AAiland-oorsig.pdf",
    );
  });

  it("quotes, backslashes and percent signs cannot break out of the header value", () => {
    expect(attachmentDisposition("a\"b%20c'(1).pdf")).toBe(
      "attachment; filename=\"a_b_20c'(1).pdf\"; filename*=UTF-8''a%22b%2520c%27%281%29.pdf",
    );
  });

  it("characters with no ASCII form become underscores in the fallback", () => {
    expect(attachmentDisposition("地图.kml")).toBe(
      "attachment; filename=\"__.kml\"; filename*=UTF-8''%E5%9C%B0%E5%9B%BE.kml",
    );
  });
});
