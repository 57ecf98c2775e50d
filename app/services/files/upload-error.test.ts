import { describe, expect, it } from "vitest";
import {
  fileTooLargeMessage,
  formatMegabytes,
  invalidFileTypeMessage,
  UploadError,
} from "./upload-error";

describe("upload messages", () => {
  it("quote the spec (§5 'File upload')", () => {
    expect(invalidFileTypeMessage(".png")).toBe("Invalid file type: .png");
  });

  it.each([
    [10 * 1024 * 1024, "10 MB"],
    [2.5 * 1024 * 1024, "2.5 MB"],
    [512 * 1024, "0.5 MB"],
    [1024, "0.00098 MB"],
  ])("a limit of %i bytes reads %j", (bytes, text) => {
    expect(formatMegabytes(bytes)).toBe(text);
  });

  it("a too-large file is told the limit in MB", () => {
    expect(fileTooLargeMessage(10 * 1024 * 1024)).toBe(
      "The file is too large. Please upload a file of at most 10 MB.",
    );
  });

  it("wrong files are 422 and malformed requests 400, never 500", () => {
    expect(new UploadError("invalid-type", "x").status).toBe(422);
    expect(new UploadError("too-large", "x").status).toBe(422);
    expect(new UploadError("too-many-files", "x").status).toBe(400);
    expect(new UploadError("unreadable", "x").status).toBe(400);
    expect(new UploadError("active-content", "x").status).toBe(422);
    expect(new UploadError("uncheckable-content", "x").status).toBe(422);
    expect(new UploadError("name-too-long", "x").status).toBe(400);
  });
});
