// Reading upload forms with Remix's multipart parser: limits hold while the body streams in,
// and every refusal is a sentence for the person (spec §5 'File upload'), never a 500.
import { describe, expect, it } from "vitest";
import { filesIn, parseUploadForm } from "./upload-form.server";
import * as fixture from "../../../tests/support/file-fixtures";
import { UploadError } from "./upload-error";

function post(form: FormData) {
  return new Request("http://veld.test/upload", { method: "POST", body: form });
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error("the form was accepted");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  const { code, message, status, field } = error as UploadError;
  return { code, message, status, field };
}

describe("parseUploadForm", () => {
  it("a chosen file and the text fields arrive as they were sent", async () => {
    const form = new FormData();
    form.append("title", "Field officer");
    form.append("leaflet", fixture.fileOf(fixture.pdf(), "Leaflet.pdf", "application/pdf"));
    const parsed = await parseUploadForm(post(form));
    expect(parsed.get("title")).toBe("Field officer");
    const [file] = filesIn(parsed, "leaflet");
    expect(file?.name).toBe("Leaflet.pdf");
    expect(new Uint8Array(await file!.arrayBuffer())).toEqual(fixture.pdf());
  });

  it("two files where one is allowed: 'Too many files, please try again'", async () => {
    const form = new FormData();
    form.append("cv", fixture.fileOf(fixture.pdf(), "a.pdf"));
    form.append("cv", fixture.fileOf(fixture.pdf(), "b.pdf"));
    expect(await refusal(parseUploadForm(post(form)))).toEqual({
      code: "too-many-files",
      message: "Too many files, please try again",
      status: 400,
      field: "cv",
    });
  });

  it("maxFiles counts per field", async () => {
    const form = new FormData();
    form.append("photos", fixture.fileOf(fixture.png(), "a.png"));
    form.append("photos", fixture.fileOf(fixture.png(), "b.png"));
    form.append("leaflet", fixture.fileOf(fixture.pdf(), "c.pdf"));
    const parsed = await parseUploadForm(post(form), { maxFiles: 2 });
    expect(filesIn(parsed, "photos")).toHaveLength(2);
    expect(filesIn(parsed, "leaflet")).toHaveLength(1);
  });

  it("a file over the limit is refused with the limit in MB", async () => {
    const form = new FormData();
    form.append("leaflet", fixture.fileOf(new Uint8Array(600 * 1024), "big.pdf"));
    expect(await refusal(parseUploadForm(post(form), { maxFileBytes: 512 * 1024 }))).toEqual({
      code: "too-large",
      message: "The file is too large. Please upload a file of at most 0.5 MB.",
      status: 422,
      field: "leaflet",
    });
  });

  it("a file input left empty sends no file", async () => {
    // As a browser sends it (undici's FormData would drop the empty filename).
    const boundary = "----veld";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="leaflet"; filename=""',
      "Content-Type: application/octet-stream",
      "",
      "",
      `--${boundary}`,
      'Content-Disposition: form-data; name="title"',
      "",
      "x",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const request = new Request("http://veld.test/upload", {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    const parsed = await parseUploadForm(request);
    expect(parsed.has("leaflet")).toBe(false);
    expect(parsed.get("title")).toBe("x");
  });

  it("an oversized text field is refused, not buffered", async () => {
    const form = new FormData();
    form.append("notes", "x".repeat(2048));
    expect((await refusal(parseUploadForm(post(form), { maxFieldBytes: 1024 }))).code).toBe(
      "field-too-long",
    );
  });

  it("a request that is not multipart is a 400, not a crash", async () => {
    const request = new Request("http://veld.test/upload", {
      method: "POST",
      body: new URLSearchParams({ a: "b" }),
    });
    expect(await refusal(parseUploadForm(request))).toMatchObject({
      code: "unreadable",
      status: 400,
    });
  });
});
