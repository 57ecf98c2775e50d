import { describe, expect, it } from "vitest";
import {
  acceptAttribute,
  canDownloadStoredFile,
  canRemoveStoredFile,
  checkChosenFiles,
  removeStoredFile,
  storedFileHref,
  uploadHint,
  type FileUploadState,
} from "./file-rules";

describe("spec §5 'File upload'", () => {
  it("'default maxFiles is 1'", () => {
    expect(checkChosenFiles(["a.pdf"])).toBeNull();
    expect(checkChosenFiles(["a.pdf", "b.pdf"])).toBe("Too many files, please try again");
  });

  it("'exceeding it gives 'Too many files, please try again'', counting stored files still kept", () => {
    expect(checkChosenFiles(["b.pdf"], { keptCount: 1 })).toBe("Too many files, please try again");
    expect(checkChosenFiles(["b.pdf", "c.pdf"], { maxFiles: 3, keptCount: 1 })).toBeNull();
  });

  it("'the default accepted type is .pdf'", () => {
    expect(checkChosenFiles(["photo.png"])).toBe("Invalid file type: .png");
  });

  it.each<[string, string[], string | null]>([
    ["CV.PDF", [".pdf"], null],
    ["cv.docx", [".pdf", ".doc", ".docx"], null],
    ["photo.jpg", [".jpeg"], null],
    ["camps.shp", ["shp"], null],
    ["cv.txt", [".pdf", ".doc", ".docx"], "Invalid file type: .txt"],
    ["README", [".pdf"], "Invalid file type: unknown"],
  ])(
    "'a type not in the accepted list gives 'Invalid file type: {type}'': %s in %j",
    (name, accept, message) => {
      expect(checkChosenFiles([name], { accept })).toBe(message);
    },
  );

  it("'the hint reads 'Click to upload file, or drag & drop file here (Accepted file types: ...)''", () => {
    expect(uploadHint()).toBe(
      "Click to upload file, or drag & drop file here (Accepted file types: .pdf)",
    );
    expect(uploadHint([".pdf", "doc", ".DOCX"])).toBe(
      "Click to upload file, or drag & drop file here (Accepted file types: .pdf, .doc, .docx)",
    );
  });

  it("the browser's file chooser offers the same types", () => {
    expect(acceptAttribute()).toBe(".pdf");
    expect(acceptAttribute([".jpeg", ".png"])).toBe(".jpeg,.png,.jpg");
  });
});

describe("spec §4 'File upload: removing a stored file adds it to deletedFiles'", () => {
  const two: FileUploadState = {
    files: [
      { id: "f1", name: "plan.pdf" },
      { id: "f2", name: "map.pdf" },
    ],
    deletedFiles: [],
  };

  it("removing one moves it to deletedFiles", () => {
    expect(removeStoredFile(two, "f1")).toEqual({
      files: [{ id: "f2", name: "map.pdf" }],
      deletedFiles: ["f1"],
    });
  });

  it("'Removing the last file sets the list to empty.'", () => {
    const after = removeStoredFile(removeStoredFile(two, "f1"), "f2");
    expect(after.files).toEqual([]);
    expect(after.deletedFiles).toEqual(["f1", "f2"]);
  });

  it("removing a file that is not there changes nothing", () => {
    expect(removeStoredFile(two, "nope")).toBe(two);
  });

  it("spec §6 'Disabled ones do not [allow removing files]'", () => {
    expect(removeStoredFile(two, "f1", { disabled: true })).toBe(two);
    expect(canRemoveStoredFile({ disabled: true })).toBe(false);
    expect(canRemoveStoredFile({})).toBe(true);
  });
});

describe("spec §6 'Only users with isAdmin see a download button on uploaded files.'", () => {
  it.each([
    [true, true],
    [false, false],
  ])("isAdmin %s → download button %s", (isAdmin, shown) => {
    expect(canDownloadStoredFile({ isAdmin })).toBe(shown);
  });
  it("the button links to the file download route", () => {
    expect(storedFileHref("0b6c-1")).toBe("/files/0b6c-1");
  });
});
