// Soil samples (issue 17; decision 0092): /profile/calc/samples (add with the kit form, delete
// after a confirm, CSV import with per-row errors, the template; a field named like a formula
// goes out inert and comes back matched, decision 0115), who may change them, another
// organisation's field or sample a 404, and /api/v2/samples with bearer tokens.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { listSoilSamples } from "~/models/soil-samples.server";
import * as page from "~/routes/profile.calc_.samples/route";
import * as template from "~/routes/profile.calc_.samples_.template[.csv]";
import * as samplesApi from "~/routes/api.v2.samples";
import * as sampleApi from "~/routes/api.v2.samples.$sampleId";
import { SAMPLE_CSV_HEADER, SAMPLE_MESSAGES } from "~/services/calculations/samples";
import { apiRequest, trustTestTokens } from "../support/api-tokens";
import {
  insertCalculationOrganisation,
  loadPage,
  postForm as post,
  renderPage as render,
} from "../support/calculation-fixture";
import { callRoute } from "../support/route-call";

trustTestTokens();

const PAGE = "http://localhost:3000/profile/calc/samples";
let orgA: string;
let fieldA: string;
let fieldB: string;
let deletedField: string;
const cookies = {} as Record<"owner" | "signatory" | "other", string>;
const tokens = {} as Record<"owner" | "signatory" | "other", string>;

const postForm = (cookie: string, search: string, values: Record<string, string>) =>
  post(page.action, `${PAGE}?${search}`, cookie, values);

const sample = (fieldId: string, extra: Record<string, string> = {}) => ({
  intent: "add",
  fieldId,
  sampledOn: "2025-03-15",
  depthCm: "30",
  socPercent: "1.2",
  bulkDensity: "1.35",
  lab: "Bemlab",
  reference: "B-77",
  ...extra,
});

function postCsv(cookie: string, text: string) {
  const form = new FormData();
  form.append("file.files", new File([text], "samples.csv", { type: "text/csv" }));
  form.append("intent", "import-csv");
  return callRoute(
    page.action,
    new Request(PAGE, {
      method: "POST",
      body: form,
      headers: { Cookie: cookie },
    }),
  );
}

beforeAll(async () => {
  const a = await insertCalculationOrganisation(
    "Samples A",
    26,
    [
      { farm: "Boplaas", name: "Rivier" },
      { farm: "Boplaas", name: "Kop" },
      { farm: "Boplaas", name: "Weg", status: "DELETED" },
    ],
    { roles: ["OWNER", "SIGNATORY"] },
  );
  const b = await insertCalculationOrganisation("Samples B", 26, [{ farm: "Elders", name: "Ver" }]);
  orgA = a.organisationId;
  fieldA = a.fieldIds["Rivier"]!;
  deletedField = a.fieldIds["Weg"]!;
  fieldB = b.fieldIds["Ver"]!;
  const signedIn = {
    owner: a.members.OWNER!,
    signatory: a.members.SIGNATORY!,
    other: b.members.OWNER!,
  };
  for (const who of ["owner", "signatory", "other"] as const) {
    cookies[who] = signedIn[who].cookie;
    tokens[who] = signedIn[who].token;
  }
});

describe("/profile/calc/samples", () => {
  it("adds a sample for an owner, with an audit entry, and lists it with its stock", async () => {
    const response = await postForm(cookies.owner, "", sample(fieldA));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile/calc/samples");
    const [row] = await listSoilSamples(orgA);
    expect(row).toMatchObject({ fieldId: fieldA, depthCm: 30, socPercent: 1.2, lab: "Bemlab" });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "soilSample.create"), eq(auditLog.entityId, row!.id)));
    expect(entry).toBeDefined();
    const data = await loadPage(page.loader, PAGE, cookies.owner);
    expect(data.canEdit).toBe(true);
    const html = render(
      page,
      "/profile/calc/samples",
      "/profile/calc/samples?dialog=add-sample",
      data,
    );
    expect(html).toContain("Boplaas · Rivier");
    expect(html).toContain(">48.6<");
    // The add form posts to the page as it is, so a refused sample keeps its dialog open.
    expect(html).toContain('action="/profile/calc/samples?dialog=add-sample"');
    expect(html).toContain('name="intent" value="add"');
    expect(html).toContain('href="/profile/calc/samples/template.csv"');
    const confirm = render(
      page,
      "/profile/calc/samples",
      `/profile/calc/samples?dialog=delete-sample&sampleId=${data.samples[0]!.id}`,
      data,
    );
    expect(confirm).toContain(`value="${data.samples[0]!.id}"`);
    expect(data.samples[0]).toMatchObject({
      fieldLabel: "Boplaas · Rivier",
      socStockTonnesPerHectare: 48.6,
    });
  });

  it("refuses a bad value with the sentence beside its field, keeping what was typed", async () => {
    const response = await postForm(cookies.owner, "", sample(fieldA, { socPercent: "0" }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, string>;
    };
    expect(body.fieldErrors.socPercent).toBe(SAMPLE_MESSAGES.soc);
    expect(body.repopulateFields.reference).toBe("B-77");
  });

  it("answers another organisation's field with a 404, and stores nothing", async () => {
    const before = (await listSoilSamples(orgA)).length;
    const response = await postForm(cookies.owner, "", sample(fieldB));
    expect(response.status).toBe(404);
    // A field the farmer deleted takes no new samples either.
    expect((await postForm(cookies.owner, "", sample(deletedField))).status).toBe(404);
    expect(await listSoilSamples(orgA)).toHaveLength(before);
  });

  it("lets a signatory read but not change the samples", async () => {
    expect((await postForm(cookies.signatory, "", sample(fieldA))).status).toBe(403);
  });

  it("imports a CSV file, or lists every bad row and stores nothing", async () => {
    const before = (await listSoilSamples(orgA)).length;
    const bad = [
      SAMPLE_CSV_HEADER,
      "Rivier,2024-03-15,30,1.1,1.3,Bemlab,X1",
      "Nowhere,2024-03-15,30,1.1,1.3,,",
      "Kop,15/03/2024,30,abc,1.3,,",
    ].join("\n");
    const refused = await postCsv(cookies.owner, bad);
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { formId: string; problems: string[] };
    expect(body.formId).toBe("import-csv");
    expect(body.problems).toEqual([
      'Row 3: "Nowhere" is not one of your fields.',
      `Row 4: ${SAMPLE_MESSAGES.soc}`,
    ]);
    expect(await listSoilSamples(orgA)).toHaveLength(before);

    const good = [
      SAMPLE_CSV_HEADER,
      "Rivier,2024-03-15,30,1.1,1.3,Bemlab,X1",
      'Kop,15/03/2024,30,"0,9",1.4,,',
      "Kop,,,,,,",
    ].join("\n");
    const imported = await postCsv(cookies.owner, good);
    expect(imported.status).toBe(302);
    const rows = await listSoilSamples(orgA);
    expect(rows).toHaveLength(before + 2);
    expect(rows.some((r) => r.socPercent === 0.9 && r.sampledOn === "2024-03-15")).toBe(true);
  });

  it("serves the template with a row per field", async () => {
    const response = await callRoute(
      template.loader,
      new Request(`${PAGE}/template.csv`, { headers: { Cookie: cookies.owner } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    const text = await response.text();
    expect(text).toContain(SAMPLE_CSV_HEADER);
    expect(text).toContain("Rivier,,,,,,");
  });

  it("writes a field named like a formula inert, and matches it when the file comes back", async () => {
    // decision 0115: the writer puts a quote before such a name; the import takes it off again.
    const names = ["=Camp", "\u00a0-North", "'+South"];
    const hostile = await insertCalculationOrganisation(
      "Samples Formula",
      26,
      names.map((name) => ({ farm: "Boplaas", name })),
    );
    const cookie = hostile.members.OWNER!.cookie;
    const response = await callRoute(
      template.loader,
      new Request(`${PAGE}/template.csv`, { headers: { Cookie: cookie } }),
    );
    const text = await response.text();
    for (const name of names) expect(text.split("\n")).toContain(`'${name},,,,,,`);
    const imported = await postCsv(cookie, text.replace(/,,,,,,$/gm, ",2024-03-15,30,1.1,1.3,,"));
    expect(imported.status).toBe(302);
    const rows = await listSoilSamples(hostile.organisationId);
    expect(rows.map((row) => row.fieldId).sort()).toEqual(
      names.map((name) => hostile.fieldIds[name]!).sort(),
    );
  });

  it("deletes a sample after the confirm; another organisation's owner gets a 404", async () => {
    const [row] = await listSoilSamples(orgA);
    const probe = await postForm(cookies.other, "", { intent: "delete", sampleId: row!.id });
    expect(probe.status).toBe(404);
    // A sampleId that is not an id is the post's own field at fault: a 400 naming it.
    const malformed = await postForm(cookies.owner, "", {
      intent: "delete",
      sampleId: "not-a-uuid",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("'sampleId'");
    const response = await postForm(cookies.owner, `dialog=delete-sample&sampleId=${row!.id}`, {
      sampleId: row!.id,
      intent: "delete",
    });
    expect(response.status).toBe(302);
    // The confirm's dialog closes: the page without its state.
    expect(response.headers.get("Location")).toBe("/profile/calc/samples");
    expect((await listSoilSamples(orgA)).some((r) => r.id === row!.id)).toBe(false);
  });
});

describe("/api/v2/samples", () => {
  const API = "http://localhost:3000/api/v2/samples";
  const call = (fn: (args: never) => unknown, request: Request, params = {}) =>
    callRoute(fn, request, params);
  /** A sample posted to the API by `token`: a good one for field A unless `body` says otherwise. */
  const postSample = (token: string, body: Record<string, unknown> = {}) =>
    call(
      samplesApi.action,
      apiRequest(API, token, {
        method: "POST",
        body: {
          fieldId: fieldA,
          sampledOn: "2025-03-01",
          depthCm: 30,
          socPercent: 1,
          bulkDensity: 1.3,
          ...body,
        },
      }),
    );

  it("lists the caller's organisation's samples and adds one (201)", async () => {
    const created = await postSample(tokens.owner, { socPercent: 1.5 });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as {
      data: { id: string; socStockTonnesPerHectare: number };
    };
    expect(data.socStockTonnesPerHectare).toBe(58.5);
    const listed = await call(samplesApi.loader, apiRequest(API, tokens.owner));
    const body = (await listed.json()) as {
      data: { companyId: string; samples: { id: string }[] };
    };
    expect(body.data.companyId).toBe(orgA);
    expect(body.data.samples.map((s) => s.id)).toContain(data.id);

    // Another organisation: its list does not show it, its DELETE is a 404.
    const other = await call(
      sampleApi.action,
      apiRequest(`${API}/${data.id}`, tokens.other, { method: "DELETE" }),
      { sampleId: data.id },
    );
    expect(other.status).toBe(404);
    const deleted = await call(
      sampleApi.action,
      apiRequest(`${API}/${data.id}`, tokens.owner, { method: "DELETE" }),
      { sampleId: data.id },
    );
    expect(deleted.status).toBe(204);
  });

  it("refuses bad values (422), another organisation's field (404), a signatory (403)", async () => {
    const bad = await postSample(tokens.owner, { depthCm: 500 });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.depthCm).toBe(
      SAMPLE_MESSAGES.depth,
    );
    const foreign = await postSample(tokens.owner, { fieldId: fieldB });
    expect(foreign.status).toBe(404);
    const signatory = await postSample(tokens.signatory);
    expect(signatory.status).toBe(403);
    expect(
      (await call(samplesApi.loader, apiRequest(`${API}?companyId=${orgA}`, tokens.other))).status,
    ).toBe(404);
    expect(
      (await call(samplesApi.loader, apiRequest(`${API}?companyId=nope`, tokens.owner))).status,
    ).toBe(400);
  });
});
