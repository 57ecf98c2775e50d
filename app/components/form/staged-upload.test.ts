// Reading the staging route's answer in the browser (decision 0088): a staged file, the route's
// sentence, or a failure to retry for anything that is not the route's JSON.
import { describe, expect, it } from "vitest";
import { STAGED_UPLOAD_FAILED_MESSAGE } from "~/services/files/staged-uploads";
import { readStageAnswer } from "./staged-upload";

const A = "0b6f2f4e-5a1c-4d7e-9f3a-1c2b3d4e5f60";

describe("the staging route's answer as the field reads it", () => {
  it("201 with an id, a name and a size is the staged file", () => {
    expect(readStageAnswer(201, JSON.stringify({ id: A, name: "heap.jpg", size: 12 }))).toEqual({
      ok: true,
      file: { id: A, name: "heap.jpg", size: 12 },
    });
  });

  it("a 4xx shows the route's sentence", () => {
    expect(readStageAnswer(422, JSON.stringify({ error: "Invalid file type: .exe" }))).toEqual({
      ok: false,
      cancelled: false,
      error: "Invalid file type: .exe",
    });
  });

  it.each([
    ["a proxy's HTML page", 413, "<html>Request Entity Too Large</html>"],
    ["a server error", 500, JSON.stringify({ error: "internal" })],
    ["a 200 that is not a staged file", 200, "<!doctype html><title>Sign in</title>"],
  ])("%s is a failure to retry", (_name, status, text) => {
    expect(readStageAnswer(status, text)).toEqual({
      ok: false,
      cancelled: false,
      error: STAGED_UPLOAD_FAILED_MESSAGE,
    });
  });
});
