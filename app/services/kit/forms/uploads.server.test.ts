import { describe, expect, it } from "vitest";
import * as fixture from "../../../../tests/support/file-fixtures";
import { checkUploadedFiles } from "./uploads.server";

describe("checking chosen files by their bytes (spec §5 'File upload')", () => {
  it("a real PDF passes", async () => {
    expect(await checkUploadedFiles([fixture.fileOf(fixture.pdf(), "plan.pdf")])).toBeNull();
  });
  it("a PNG renamed .pdf: 'Invalid file type: {type}' names what it is", async () => {
    expect(await checkUploadedFiles([fixture.fileOf(fixture.png(), "plan.pdf")])).toBe(
      "Invalid file type: .png",
    );
  });
  it("an empty file is refused", async () => {
    expect(await checkUploadedFiles([new File([], "plan.pdf")])).toBe(
      "The file is empty. Please choose another file.",
    );
  });
  it("a PDF with JavaScript is refused with a sentence (docs/decisions/0064)", async () => {
    expect(await checkUploadedFiles([fixture.fileOf(fixture.pdfWithScript(), "plan.pdf")])).toBe(
      "This PDF contains scripts or embedded files, which we do not accept. Please save it as a plain PDF (for example with 'Print to PDF') and try again.",
    );
  });
  it("the accepted list is the field's", async () => {
    expect(await checkUploadedFiles([fixture.fileOf(fixture.png(), "a.png")], [".png"])).toBeNull();
  });
});
