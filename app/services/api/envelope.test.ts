// The /api/v2 envelope (docs/api.md, decision 0055): the bodies, statuses and headers of every
// answer, and how a request's body and query are read.
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { q, querySchema } from "~/services/kit/query";
import {
  apiCreated,
  apiError,
  apiNoContent,
  apiOk,
  apiRefusal,
  readJsonObject,
  readQuery,
  requireMultipart,
} from "./envelope";
import { fieldErrorsOf } from "~/services/kit/field-errors";

async function refusalOf(run: () => unknown) {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.json() };
    throw thrown;
  }
  throw new Error("expected a refusal");
}

const post = (body: BodyInit | null, type?: string) =>
  new Request("http://localhost/api/v2/x", {
    method: "POST",
    body,
    headers: type ? { "Content-Type": type } : {},
  });

describe("answers", () => {
  it("success: { ok: true, data } with message and metadata only when given (spec §7)", async () => {
    const plain = apiOk({ id: 1 });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(plain.headers.get("Cache-Control")).toContain("no-store");
    expect(plain.headers.get("Pragma")).toBe("no-cache");
    expect(await plain.json()).toEqual({ ok: true, data: { id: 1 } });
    const list = apiOk([1, 2], { metadata: { totalApplications: 2, page: 0, limit: 0 } });
    expect(await list.json()).toEqual({
      ok: true,
      data: [1, 2],
      metadata: { totalApplications: 2, page: 0, limit: 0 },
    });
    const queued = apiOk({ status: "sent" }, { message: "Sent.", status: 202 });
    expect(queued.status).toBe(202);
    expect(await queued.json()).toEqual({ ok: true, message: "Sent.", data: { status: "sent" } });
  });

  it("created: 201 with the same body; empty: 204 with no body and the no-cache headers", async () => {
    const created = apiCreated({ id: 1 }, { message: "Sign up complete!" });
    expect(created.status).toBe(201);
    expect(created.headers.get("Cache-Control")).toContain("no-store");
    expect(await created.json()).toEqual({
      ok: true,
      message: "Sign up complete!",
      data: { id: 1 },
    });
    const empty = apiNoContent();
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe("");
    expect(empty.headers.get("Pragma")).toBe("no-cache");
  });

  it("error: { ok: false, message, errors? }, errors only when a field is at fault", async () => {
    expect(await apiError(409, "Taken.").json()).toEqual({ ok: false, message: "Taken." });
    expect(await apiError(422, "Fix it.", {}).json()).toEqual({ ok: false, message: "Fix it." });
    const withFields = apiError(422, "Fix it.", { "herds[0].species": "Required" }, { A: "b" });
    expect(withFields.status).toBe(422);
    expect(withFields.headers.get("A")).toBe("b");
    expect(await withFields.json()).toEqual({
      ok: false,
      message: "Fix it.",
      errors: { "herds[0].species": "Required" },
    });
  });

  it("a domain refusal keeps its status, and a 400 naming a field becomes a 422", async () => {
    const conflict = apiRefusal({ status: 409, message: "Member already.", field: "email" });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({
      ok: false,
      message: "Member already.",
      errors: { email: "Member already." },
    });
    expect(apiRefusal({ status: 400, message: "Unknown user.", field: "updatedBy" }).status).toBe(
      422,
    );
    expect(apiRefusal({ status: 400, message: "Unreadable upload." }).status).toBe(400);
  });
});

describe("fieldErrorsOf", () => {
  it("names fields as the request did, the first message each, and unknown fields by name", () => {
    const schema = z
      .object({
        name: z.string().min(1, "Required"),
        herds: z.array(z.object({ species: z.string() })),
      })
      .strict();
    const result = schema.safeParse({ name: "", herds: [{ species: 3 }], colour: "red" });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!.issues)).toEqual({
      name: "Required",
      "herds[0].species": "Expected string, received number",
      colour: "This field is not known.",
    });
  });
});

describe("readJsonObject", () => {
  it("reads a JSON object", async () => {
    expect(await readJsonObject(post('{"a":1}', "application/json"))).toEqual({ a: 1 });
    // Clients that send no Content-Type are not refused for it.
    expect(await readJsonObject(post('{"a":1}'))).toEqual({ a: 1 });
  });

  it("refuses with 400 what cannot be read as one: not JSON, an array, nothing, a form", async () => {
    for (const body of ["{nope", "[1,2]", "null", "3", ""]) {
      expect(await refusalOf(() => readJsonObject(post(body, "application/json"))), body).toEqual({
        status: 400,
        body: { ok: false, message: "The request body must be a JSON object." },
      });
    }
    const form = await refusalOf(() =>
      readJsonObject(post("a=1", "application/x-www-form-urlencoded")),
    );
    expect(form.status).toBe(400);
    expect(form.body.message).toMatch(/Content-Type: application\/json/);
    const multipart = new FormData();
    multipart.set("a", "1");
    expect((await refusalOf(() => readJsonObject(post(multipart)))).status).toBe(400);
  });

  it.each([
    ["a NUL in a value", '{"name":"Farm\\u0000"}', "(at name) cannot be stored. It contains a NUL"],
    ["a lone surrogate deep down", '{"farms":[{"name":"\\ud800"}]}', "(at farms.0.name)"],
    ["a NUL in a key", '{"na\\u0000me":"x"}', "A field name cannot be stored."],
    ["__proto__", '{"__proto__":{"isAdmin":true}}', "The field name '__proto__' is not allowed."],
    ["constructor, nested", '{"a":{"constructor":{}}}', "'constructor' (at a) is not allowed."],
    ["nesting without end", `{"a":${"[".repeat(40)}${"]".repeat(40)}}`, "nested too deeply"],
  ])("refuses %s with a 400 that says so", async (_name, body, words) => {
    const refusal = await refusalOf(() => readJsonObject(post(body, "application/json")));
    expect(refusal.status).toBe(400);
    expect(refusal.body.message).toContain(words);
  });

  it("keeps an emoji, accents and a key that merely contains 'proto'", async () => {
    expect(
      await readJsonObject(post('{"name":"🌾 Zoë","protocol":"x"}', "application/json")),
    ).toEqual({ name: "🌾 Zoë", protocol: "x" });
  });

  it("optional: an empty body is {}, a body that is not JSON is still a 400", async () => {
    expect(await readJsonObject(post(null), { optional: true })).toEqual({});
    expect(await readJsonObject(post(" ", "application/json"), { optional: true })).toEqual({});
    expect((await refusalOf(() => readJsonObject(post("{no"), { optional: true }))).status).toBe(
      400,
    );
  });
});

describe("requireMultipart and readQuery", () => {
  it("requireMultipart refuses anything but multipart/form-data with a 400 saying what to send", async () => {
    const form = new FormData();
    form.set("file", new File(["%PDF"], "x.pdf"));
    expect(() => requireMultipart(post(form), "the PDF")).not.toThrow();
    expect(
      await refusalOf(() => requireMultipart(post("{}", "application/json"), "the PDF")),
    ).toEqual({
      status: 400,
      body: { ok: false, message: "Send the PDF as multipart/form-data." },
    });
  });

  it("readQuery gives the parsed query, or a 400 naming the parameter at fault", async () => {
    const schema = querySchema({ page: q.int({ min: 0, max: 99, fallback: 0 }) });
    expect(readQuery(new Request("http://localhost/x?page=2"), schema)).toEqual({ page: 2 });
    expect(
      await refusalOf(() => readQuery(new Request("http://localhost/x?page=two"), schema)),
    ).toEqual({
      status: 400,
      body: {
        ok: false,
        message: "The address's 'page' parameter must be a whole number from 0 to 99.",
      },
    });
  });
});
