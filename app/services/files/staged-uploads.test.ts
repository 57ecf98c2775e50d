// The pure parts of staged uploads (decision 0088): reading posted ids, the progress text, the
// values that stop a post while a file is not uploaded, the staging address.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  STAGED_FAILED_VALUE,
  STAGED_UPLOAD_FAILED_IN_FORM_MESSAGE,
  STAGED_UPLOAD_FAILED_MESSAGE,
  STAGED_UPLOAD_PENDING_MESSAGE,
  STAGED_UPLOADING_VALUE,
  stagedIdsOf,
  stagedValuesProblem,
  stageUrlFor,
  uploadPercent,
  uploadStatusText,
} from "./staged-uploads";

const A = "0b6f2f4e-5a1c-4d7e-9f3a-1c2b3d4e5f60";
const B = "7d1e2f3a-4b5c-4d6e-8f9a-0b1c2d3e4f50";

describe("stagedIdsOf", () => {
  it.each([
    ["nothing posted", undefined, { ids: [], invalid: 0 }],
    ["one id", A, { ids: [A], invalid: 0 }],
    ["two ids, in the order sent", [B, A], { ids: [B, A], invalid: 0 }],
    ["the same id twice counts once", [A, A.toUpperCase()], { ids: [A], invalid: 0 }],
    ["an empty value is left out", ["", A], { ids: [A], invalid: 0 }],
    ["a non-UUID is counted as invalid", ["../etc/passwd", A], { ids: [A], invalid: 1 }],
    ["a file is not an id", [new Blob(["x"])], { ids: [], invalid: 1 }],
  ])("%s", (_name, raw, expected) => {
    expect(stagedIdsOf(raw)).toEqual(expected);
  });

  it("every id it keeps is a lower-case UUID, once", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.uuid(), fc.string())), (values) => {
        const { ids, invalid } = stagedIdsOf(values);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(ids.length + invalid).toBeLessThanOrEqual(values.length);
      }),
    );
  });
});

describe("upload progress text", () => {
  it.each([
    [0, 100, 0],
    [42, 100, 42],
    [999, 1000, 99],
    [100, 100, 100],
    [150, 100, 100],
    [-5, 100, 0],
    [0, 0, 100],
  ])("%i of %i bytes is %i%%", (loaded, total, percent) => {
    expect(uploadPercent(loaded, total)).toBe(percent);
  });

  it("is always a whole percent from 0 to 100", () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (loaded, total) => {
        const percent = uploadPercent(loaded, total);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it.each([
    ["uploading", { loaded: 21, total: 50 }, null, "Uploading 42%"],
    ["done", { loaded: 50, total: 50 }, null, "Uploaded"],
    [
      "failed",
      { loaded: 0, total: 50 },
      "Invalid file type: .exe",
      "Not uploaded: Invalid file type: .exe",
    ],
    ["failed", { loaded: 0, total: 50 }, null, `Not uploaded: ${STAGED_UPLOAD_FAILED_MESSAGE}`],
    ["cancelled", { loaded: 5, total: 50 }, null, "Cancelled"],
  ] as const)("%s → %s", (status, progress, error, text) => {
    expect(uploadStatusText(status, progress, error)).toBe(text);
  });
});

describe("a post with a file not uploaded yet", () => {
  it.each([
    [[A], null],
    [[A, STAGED_UPLOADING_VALUE], STAGED_UPLOAD_PENDING_MESSAGE],
    [[STAGED_FAILED_VALUE, A], STAGED_UPLOAD_FAILED_IN_FORM_MESSAGE],
    [[STAGED_FAILED_VALUE, STAGED_UPLOADING_VALUE], STAGED_UPLOAD_PENDING_MESSAGE],
  ])("%j → %s", (values, problem) => {
    expect(stagedValuesProblem(values)).toBe(problem);
  });
});

it("the staging address names the purpose", () => {
  expect(stageUrlFor("evidence")).toBe("/uploads/staged/evidence");
});
