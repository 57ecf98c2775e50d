// Reading upload forms with @remix-run/form-data-parser: limits hold while the body streams in,
// and every refusal is a sentence for the person (spec §5 'File upload'), never a 500.
import { describe, expect, it } from "vitest";
import { getEnv } from "~/env.server";
import { filesIn, formOfRefusal, parseUploadForm } from "./upload-form.server";
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

  it("a file over the limit is skipped: the text fields after it are still read (decision 0088)", async () => {
    const form = new FormData();
    form.append("title", "Before");
    form.append("leaflet", fixture.fileOf(new Uint8Array(600 * 1024), "big.pdf"));
    form.append("description", "After the file");
    const error = await parseUploadForm(post(form), { maxFileBytes: 512 * 1024 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UploadError);
    const rest = formOfRefusal(error as UploadError);
    expect(rest?.get("title")).toBe("Before");
    expect(rest?.get("description")).toBe("After the file");
    expect(rest?.has("leaflet")).toBe(false);
  });

  it("too many files: the files beyond the limit are skipped, the rest of the form is read", async () => {
    const form = new FormData();
    form.append("cv", fixture.fileOf(fixture.pdf(), "a.pdf"));
    form.append("cv", fixture.fileOf(fixture.pdf(), "b.pdf"));
    form.append("name", "Thandi");
    const error = (await parseUploadForm(post(form)).catch((e: unknown) => e)) as UploadError;
    expect(error.code).toBe("too-many-files");
    expect(formOfRefusal(error)?.get("name")).toBe("Thandi");
  });

  it("a refusal that stops the body carries no form", async () => {
    const form = new FormData();
    form.append("notes", "x".repeat(2048));
    const error = (await parseUploadForm(post(form), { maxFieldBytes: 1024 }).catch(
      (e: unknown) => e,
    )) as UploadError;
    expect(formOfRefusal(error)).toBeUndefined();
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

/** A multipart body as a browser writes it, by hand: FormData would tidy hostile names away. */
function rawMultipart(
  parts: Array<{ disposition: string; type?: string; body: string | Uint8Array }>,
) {
  const boundary = "----veld-names";
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; ${part.disposition}\r\n${
      part.type ? `Content-Type: ${part.type}\r\n` : ""
    }\r\n`;
    chunks.push(
      enc.encode(head),
      typeof part.body === "string" ? enc.encode(part.body) : part.body,
    );
    chunks.push(enc.encode("\r\n"));
  }
  chunks.push(enc.encode(`--${boundary}--\r\n`));
  return new Request("http://veld.test/upload", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: new Blob(chunks as BlobPart[]),
  });
}

/** One file named `fileName` (as it appears in the header) between two text fields. */
function withFileNamed(headerName: string) {
  return rawMultipart([
    { disposition: 'name="before"', body: "one" },
    {
      disposition: `name="cv"; filename="${headerName}"`,
      type: "application/pdf",
      body: fixture.pdf(),
    },
    { disposition: 'name="after"', body: "two" },
  ]);
}

describe("file names that broke Remix v2's parser, parsed by @remix-run/form-data-parser (issue 12)", () => {
  it.each([
    ["a;b=c.pdf", "a;b=c.pdf"],
    ["x=1; filename=evil.pdf", "x=1; filename=evil.pdf"],
    ["Thandi; CV (2025) = final.pdf", "Thandi; CV (2025) = final.pdf"],
    // WHATWG HTML: browsers send '"' in a file name as %22; the person's name has it back.
    ["say %22hi%22.pdf", 'say "hi".pdf'],
    ["Vlêiland – oorsig 地图 🐄.pdf", "Vlêiland – oorsig 地图 🐄.pdf"],
    [`${"ş".repeat(300)}.pdf`, `${"ş".repeat(300)}.pdf`],
  ])("%j arrives as %j, with its bytes and the fields around it", async (sent, received) => {
    const parsed = await parseUploadForm(withFileNamed(sent));
    const [file] = filesIn(parsed, "cv");
    expect(file?.name).toBe(received);
    expect(new Uint8Array(await file!.arrayBuffer())).toEqual(fixture.pdf());
    expect(parsed.get("before")).toBe("one");
    expect(parsed.get("after")).toBe("two");
  });

  it("a name with quotes and semicolons survives a real FormData post (undici encodes it as browsers do)", async () => {
    const form = new FormData();
    form.append("cv", fixture.fileOf(fixture.pdf(), 'CV "Thabo"; v=2.pdf', "application/pdf"));
    form.append("title", "x");
    const [file] = filesIn(await parseUploadForm(post(form)), "cv");
    expect(file?.name).toBe('CV "Thabo"; v=2.pdf');
  });

  it("filename* (RFC 8187) is preferred to filename, as RFC 6266 says", async () => {
    const request = rawMultipart([
      {
        disposition: `name="cv"; filename="fallback.pdf"; filename*=UTF-8''Vl%C3%AAiland%3B%20plan.pdf`,
        body: fixture.pdf(),
      },
    ]);
    const [file] = filesIn(await parseUploadForm(request), "cv");
    expect(file?.name).toBe("Vlêiland; plan.pdf");
  });

  it("a field whose name holds ';' and '=' keeps it", async () => {
    const parsed = await parseUploadForm(
      rawMultipart([{ disposition: 'name="notes;a=b"', body: "kept" }]),
    );
    expect(parsed.get("notes;a=b")).toBe("kept");
  });

  it("a file name longer than any file system allows is a 400 with a sentence, not a crash", async () => {
    expect(await refusal(parseUploadForm(withFileNamed(`${"a".repeat(10_000)}.pdf`)))).toEqual({
      code: "name-too-long",
      message: "The file name is too long. Please give the file a shorter name and try again.",
      status: 400,
      field: undefined,
    });
  });

  it("a NUL in a file name is refused beside its field (PostgreSQL cannot store it)", async () => {
    const refused = await refusal(parseUploadForm(withFileNamed("cv\u0000.pdf")));
    expect(refused).toMatchObject({ code: "unstorable-text", status: 422, field: "cv" });
  });

  it("a part header that is not UTF-8 is a 400", async () => {
    const request = rawMultipart([
      { disposition: 'name="cv"; filename="ok.pdf"', body: fixture.pdf() },
    ]);
    const bytes = new Uint8Array(await request.arrayBuffer());
    const at = bytes.indexOf("o".charCodeAt(0), bytes.indexOf("filename".charCodeAt(0)));
    bytes[at] = 0xff;
    const broken = new Request(request.url, {
      method: "POST",
      headers: request.headers,
      body: bytes,
    });
    expect(await refusal(parseUploadForm(broken))).toMatchObject({
      code: "unreadable",
      status: 400,
    });
  });
});

describe("limits with the new parser (UPLOAD_MAX_BYTES, spec §5 maxFiles)", () => {
  it("a body larger than the form could ever need is refused as too large while it streams", async () => {
    const form = new FormData();
    form.append("leaflet", fixture.fileOf(new Uint8Array(3 * 1024 * 1024), "huge.pdf"));
    expect(await refusal(parseUploadForm(post(form), { maxFileBytes: 512 * 1024 }))).toMatchObject({
      code: "too-large",
      message: "The file is too large. Please upload a file of at most 0.5 MB.",
      status: 422,
    });
  });

  it("files spread over many fields are bounded for the whole request", async () => {
    const form = new FormData();
    for (const name of ["a", "b", "c", "d", "e"])
      form.append(name, fixture.fileOf(fixture.pdf(), `${name}.pdf`));
    expect(await refusal(parseUploadForm(post(form)))).toMatchObject({
      code: "too-many-files",
      status: 400,
    });
  });

  it("the size limit is UPLOAD_MAX_BYTES by default", async () => {
    const form = new FormData();
    form.append("cv", fixture.fileOf(new Uint8Array(getEnv().UPLOAD_MAX_BYTES + 1), "cv.pdf"));
    expect((await refusal(parseUploadForm(post(form)))).field).toBe("cv");
  });
});
