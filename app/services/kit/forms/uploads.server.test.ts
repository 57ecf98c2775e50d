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
  it("the accepted list is the field's", async () => {
    expect(await checkUploadedFiles([fixture.fileOf(fixture.png(), "a.png")], [".png"])).toBeNull();
  });
});
