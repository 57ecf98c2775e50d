import { describe, expect, it } from "vitest";
import { checkChosenFiles } from "~/services/kit/forms/file-rules";
import {
  EVIDENCE_ACCEPT,
  EVIDENCE_MAX_FILES,
  EVIDENCE_MESSAGES,
  evidenceFileCountProblem,
  evidencePermissions,
  formatFileSize,
  submittedChange,
  validateEvidenceInput,
  WHOLE_FARM,
} from "./rules";

const FIELD = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";

describe("validateEvidenceInput", () => {
  it("takes a field of the season or the whole farm, a practice, categories in list order", () => {
    const result = validateEvidenceInput(
      { field: FIELD, practice: "compost", categories: ["photos", "invoices"], title: " Compost " },
      [FIELD],
    );
    expect(result).toEqual({
      ok: true,
      input: {
        fieldId: FIELD,
        practice: "compost",
        categories: ["invoices", "photos"],
        title: "Compost",
        description: null,
      },
    });
    const farm = validateEvidenceInput({ field: WHOLE_FARM, categories: "other", title: "x" }, []);
    expect(farm.ok && farm.input.fieldId).toBeNull();
  });

  it("refuses other fields, unknown practices and categories, no title", () => {
    const result = validateEvidenceInput(
      { field: "other", practice: "dancing", categories: ["bribes"], title: "" },
      [FIELD],
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        field: EVIDENCE_MESSAGES.field,
        practice: EVIDENCE_MESSAGES.practice,
        categories: EVIDENCE_MESSAGES.categoryUnknown,
        title: EVIDENCE_MESSAGES.title,
      },
    });
    const none = validateEvidenceInput(
      { title: "x".repeat(121), description: "y".repeat(2001) },
      [],
    );
    expect(none.ok ? {} : none.errors).toEqual({
      categories: EVIDENCE_MESSAGES.category,
      title: EVIDENCE_MESSAGES.titleLong,
      description: EVIDENCE_MESSAGES.descriptionLong,
    });
  });
});

describe("what may change when", () => {
  it("lets a draft change and a submitted item only go back to draft", () => {
    expect(evidencePermissions("draft")).toEqual({
      edit: true,
      addFiles: true,
      removeFiles: true,
      delete: true,
      markSubmitted: true,
      backToDraft: false,
      replaceFiles: false,
    });
    expect(evidencePermissions("submitted")).toEqual({
      edit: false,
      addFiles: false,
      removeFiles: false,
      delete: false,
      markSubmitted: false,
      backToDraft: true,
      replaceFiles: false,
    });
  });

  it("lets the files of a submitted item be replaced in place once changes are asked (issue 31)", () => {
    const asked = { inSubmission: true, locked: false, changesAsked: true };
    expect(evidencePermissions("submitted", asked).replaceFiles).toBe(true);
    // A draft is edited in its form; an item not asked to change is not replaced.
    expect(evidencePermissions("draft", asked).replaceFiles).toBe(false);
    expect(
      evidencePermissions("submitted", { inSubmission: true, locked: true }).replaceFiles,
    ).toBe(false);
  });

  it("needs a kept file to submit; the same state is no change", () => {
    expect(submittedChange("draft", true, 0)).toEqual({ refusal: EVIDENCE_MESSAGES.noFiles });
    expect(submittedChange("draft", true, 1)).toEqual({ change: "submitted" });
    expect(submittedChange("submitted", false, 0)).toEqual({ change: "draft" });
    expect(submittedChange("submitted", true, 1)).toEqual({ change: null });
    expect(submittedChange("draft", false, 1)).toEqual({ change: null });
  });
});

describe("files", () => {
  it("counts kept and new files against the limit (spec §5)", () => {
    expect(evidenceFileCountProblem(4, 6)).toBeNull();
    expect(evidenceFileCountProblem(4, 7)).toBe("Too many files, please try again");
    expect(evidenceFileCountProblem(0, 0)).toBe("Required");
    expect(
      checkChosenFiles(["a.pdf", "b.jpg", "c.MOV", "d.xlsx", "e.csv", "f.docx"], {
        maxFiles: EVIDENCE_MAX_FILES,
        accept: EVIDENCE_ACCEPT,
      }),
    ).toBeNull();
    expect(checkChosenFiles(["deck.pptx"], { maxFiles: 10, accept: EVIDENCE_ACCEPT })).toBe(
      "Invalid file type: .pptx",
    );
  });

  it("formats sizes", () => {
    expect(formatFileSize(820)).toBe("820 bytes");
    expect(formatFileSize(14 * 1024)).toBe("14 KB");
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe("2.5 MB");
  });
});

describe("evidence under review (decision 0080)", () => {
  it("an item in a submission cannot be deleted, even as a draft again", () => {
    expect(evidencePermissions("draft", { inSubmission: true, locked: false }).delete).toBe(false);
    expect(evidencePermissions("draft").delete).toBe(true);
  });
  it("a locked item cannot go back to draft; one that needs changes can", () => {
    expect(evidencePermissions("submitted", { inSubmission: true, locked: true }).backToDraft).toBe(
      false,
    );
    expect(
      evidencePermissions("submitted", { inSubmission: true, locked: false }).backToDraft,
    ).toBe(true);
  });
});
