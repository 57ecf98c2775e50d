// The practice data through /api/v2 (issue 15; decision 0076), with bearer tokens from a test
// issuer: the crop journey of a season (GET ?season, POST spec §7 'POST crop journey'),
// fertiliser inputs (GET, POST, PUT, DELETE, with N/P/K applied), the submit refused then
// accepted. A viewer reads but may not write (403); another organisation's field or input is a
// 404; a season not offered is a 400 (GET) or 422 (POST); before the plan is submitted, 409.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { implementationPlans, pdOverrides } from "~/db/schema";
import * as cropJourney from "~/routes/api.v2.company.$companyId.cropJourney";
import * as fertiliser from "~/routes/api.v2.company.$companyId.fertiliser";
import * as oneInput from "~/routes/api.v2.company.$companyId.fertiliser.$inputId";
import * as submit from "~/routes/api.v2.company.$companyId.practiceData.submit";
import { currentSeason } from "~/services/fields/seasons";
import { loadJourneyProgress } from "~/services/journey/progress.server";
import { currentStep } from "~/services/journey/steps";
import { nutrientsOfInput } from "~/services/practice/calculations";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";

trustTestTokens();

const S = currentSeason();
const tokens = {} as Record<"owner" | "viewer" | "other" | "early", string>;
let orgA: string;
let orgB: string;
let early: string;
let fields: Record<string, string>;
let otherField: string;

const call = callRoute;

type Body = { ok: boolean; data?: any; errors?: Record<string, string>; message?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Body };
}

const cropUrl = (org: string, search = "") => `/api/v2/company/${org}/cropJourney${search}`;

const postCrops = (who: keyof typeof tokens, org: string, body: unknown) =>
  call(cropJourney.action, apiRequest(cropUrl(org), tokens[who], { method: "POST", body }), {
    companyId: org,
  });

beforeAll(async () => {
  const a = await insertPlanningOrganisation("API Boerdery", S, [
    { farm: "Hoof", name: "Noord" },
    { farm: "Hoof", name: "Suid" },
  ]);
  orgA = a.organisationId;
  fields = a.fieldIds;
  const b = await insertPlanningOrganisation("API Ander", S, [{ farm: "B", name: "Hulle" }]);
  orgB = b.organisationId;
  otherField = b.fieldIds["Hulle"]!;
  early = (await insertPlanningOrganisation("API Vroeg", S, [{ farm: "E", name: "E1" }]))
    .organisationId;
  await db()
    .insert(implementationPlans)
    .values([
      { organisationId: orgA, season: S, submittedAt: new Date() },
      { organisationId: orgB, season: S, submittedAt: new Date() },
    ]);
  const owner = await insertSignedInMember(orgA, "OWNER");
  const viewer = await insertSignedInMember(orgA, "SIGNATORY");
  const other = await insertSignedInMember(orgB, "OWNER");
  const earlyOwner = await insertSignedInMember(early, "OWNER");
  tokens.owner = await mintAccessToken(owner.subject);
  tokens.viewer = await mintAccessToken(viewer.subject);
  tokens.other = await mintAccessToken(other.subject);
  tokens.early = await mintAccessToken(earlyOwner.subject);
});

describe("the crop journey through the API", () => {
  it("reads a season: every included field, recorded or not; a bad season is a 400", async () => {
    const { status, body } = await answer(
      await call(cropJourney.loader, apiRequest(cropUrl(orgA), tokens.viewer), { companyId: orgA }),
    );
    expect(status).toBe(200);
    expect(body.data.season).toBe(S);
    expect(body.data.fields.map((f: { fieldName: string }) => f.fieldName)).toEqual([
      "Noord",
      "Suid",
    ]);
    expect(body.data.fields.every((f: { recorded: boolean }) => !f.recorded)).toBe(true);
    for (const bad of ["abc", "9999", `${S + 3}`]) {
      const refused = await call(
        cropJourney.loader,
        apiRequest(cropUrl(orgA, `?season=${bad}`), tokens.owner),
        { companyId: orgA },
      );
      expect(refused.status).toBe(400);
    }
  });

  it("saves a season in one post, keeping the crops' ids", async () => {
    const id = crypto.randomUUID();
    const { status, body } = await answer(
      await postCrops("owner", orgA, {
        season: S,
        fields: [
          {
            fieldId: fields["Noord"],
            landUse: "cropland",
            crops: [
              { id, crop: "Maize", cover: false },
              { crop: "Vetch", cover: true },
            ],
            tillage: "none",
            residue: "retained",
          },
          { fieldId: fields["Suid"], landUse: "grazing" },
        ],
      }),
    );
    expect(status).toBe(200);
    const noord = body.data.fields.find((f: { fieldId: string }) => f.fieldId === fields["Noord"]);
    expect(noord.recorded).toBe(true);
    expect(noord.crops[0]).toEqual({ id, crop: "Maize", cover: false });
    expect(noord.crops[1].cover).toBe(true);
  });

  it("refuses bad entries with errors by name, and a season not offered", async () => {
    const refused = await answer(
      await postCrops("owner", orgA, {
        season: S,
        fields: [{ fieldId: fields["Noord"], crops: [{ crop: "Wheat" }] }],
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors!["fields[0].landUse"]).toBe(
      "Choose how the field was used this season.",
    );
    const enumBad = await postCrops("owner", orgA, {
      season: S,
      fields: [{ fieldId: fields["Noord"], landUse: "moon" }],
    });
    expect(enumBad.status).toBe(422);
    const season = await answer(await postCrops("owner", orgA, { season: S + 4, fields: [] }));
    expect(season.status).toBe(422);
    expect(season.body.errors!.season).toBeDefined();
    const notObject = await call(
      cropJourney.action,
      new Request(`http://localhost:3000${cropUrl(orgA)}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${tokens.owner}`, "Content-Type": "application/json" },
        body: "[1,2]",
      }),
      { companyId: orgA },
    );
    expect(notObject.status).toBe(400);
  });

  it("answers 404 for another organisation's field, 403 for a viewer, 409 before the plan", async () => {
    const theirs = await postCrops("owner", orgA, {
      season: S,
      fields: [{ fieldId: otherField, landUse: "grazing" }],
    });
    expect(theirs.status).toBe(404);
    const viewer = await postCrops("viewer", orgA, { season: S, fields: [] });
    expect(viewer.status).toBe(403);
    const outsider = await call(cropJourney.loader, apiRequest(cropUrl(orgA), tokens.other), {
      companyId: orgA,
    });
    expect(outsider.status).toBe(404);
    const locked = await postCrops("early", early, { season: S, fields: [] });
    expect(locked.status).toBe(409);
  });
});

describe("fertiliser through the API", () => {
  const url = (org: string) => `/api/v2/company/${org}/fertiliser`;
  let inputId: string;

  it("adds an input and answers the N, P and K it applied", async () => {
    const body = {
      fieldId: fields["Noord"],
      season: S,
      product: "2:3:2 (22)",
      npkType: "npk",
      applicationRate: 250,
      nutrientPercent: 22,
      nitrogen: 2,
      phosphorus: 3,
      potassium: 2,
    };
    const created = await answer(
      await call(fertiliser.action, apiRequest(url(orgA), tokens.owner, { method: "POST", body }), {
        companyId: orgA,
      }),
    );
    expect(created.status).toBe(201);
    inputId = created.body.data.id;
    expect(created.body.data.applied).toEqual(nutrientsOfInput(body as never));
    const list = await answer(
      await call(fertiliser.loader, apiRequest(`${url(orgA)}?season=${S}`, tokens.viewer), {
        companyId: orgA,
      }),
    );
    const noord = list.body.data.fields.find(
      (f: { fieldId: string }) => f.fieldId === fields["Noord"],
    );
    expect(noord.inputs).toHaveLength(1);
    expect(noord.applied).toEqual(nutrientsOfInput(body as never));
  });

  it("refuses a blend without its nutrient %, and a field of another organisation", async () => {
    const refused = await answer(
      await call(
        fertiliser.action,
        apiRequest(url(orgA), tokens.owner, {
          method: "POST",
          body: {
            fieldId: fields["Noord"],
            season: S,
            npkType: "npk",
            applicationRate: 100,
            nitrogen: 1,
          },
        }),
        { companyId: orgA },
      ),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors!.nutrientPercent).toBeDefined();
    const theirs = await call(
      fertiliser.action,
      apiRequest(url(orgA), tokens.owner, {
        method: "POST",
        body: {
          fieldId: otherField,
          season: S,
          npkType: "nutrient",
          applicationRate: 100,
          nitrogen: 46,
        },
      }),
      { companyId: orgA },
    );
    expect(theirs.status).toBe(404);
  });

  it("changes and deletes an input; another organisation's or a non-UUID id is a 404", async () => {
    const put = await answer(
      await call(
        oneInput.action,
        apiRequest(`${url(orgA)}/${inputId}`, tokens.owner, {
          method: "PUT",
          body: { npkType: "nutrient", applicationRate: 100, nutrientPercent: 30, nitrogen: 46 },
        }),
        { companyId: orgA, inputId },
      ),
    );
    expect(put.status).toBe(200);
    expect(put.body.data.nutrientPercent).toBeNull();
    expect(put.body.data.applied).toEqual({ nitrogen: 46, phosphorus: 0, potassium: 0 });
    const viewer = await call(
      oneInput.action,
      apiRequest(`${url(orgA)}/${inputId}`, tokens.viewer, { method: "DELETE" }),
      { companyId: orgA, inputId },
    );
    expect(viewer.status).toBe(403);
    const theirs = await call(
      oneInput.loader,
      apiRequest(`${url(orgB)}/${inputId}`, tokens.other),
      { companyId: orgB, inputId },
    );
    expect(theirs.status).toBe(404);
    const bad = await call(oneInput.loader, apiRequest(`${url(orgA)}/not-a-uuid`, tokens.owner), {
      companyId: orgA,
      inputId: "not-a-uuid",
    });
    expect(bad.status).toBe(404);
    // A correction of the input goes with it (none is left pointing at nothing).
    await db().insert(pdOverrides).values({
      organisationId: orgA,
      recordType: "fertiliser",
      recordId: inputId,
      valueName: "applicationRate",
      value: 90,
      reason: "Weighed",
    });
    const del = await call(
      oneInput.action,
      apiRequest(`${url(orgA)}/${inputId}`, tokens.owner, { method: "DELETE" }),
      { companyId: orgA, inputId },
    );
    expect(del.status).toBe(204);
    expect(await db().select().from(pdOverrides).where(eq(pdOverrides.recordId, inputId))).toEqual(
      [],
    );
  });
});

describe("submitting through the API", () => {
  const submitUrl = (org: string) => `/api/v2/company/${org}/practiceData/submit`;

  it("is refused with what is missing, then accepted: the journey moves to EVIDENCE", async () => {
    const refused = await answer(
      await call(submit.action, apiRequest(submitUrl(orgA), tokens.owner, { method: "POST" }), {
        companyId: orgA,
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("(baseline)");
    for (const season of [S - 3, S - 2, S - 1, S]) {
      const saved = await postCrops("owner", orgA, {
        season,
        fields: [
          { fieldId: fields["Noord"], landUse: "grazing" },
          { fieldId: fields["Suid"], landUse: "fallow" },
        ],
      });
      expect(saved.status).toBe(200);
    }
    const accepted = await answer(
      await call(submit.action, apiRequest(submitUrl(orgA), tokens.owner, { method: "POST" }), {
        companyId: orgA,
      }),
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.practiceDataSubmitted).toBe(true);
    expect(currentStep(await loadJourneyProgress(orgA))).toBe("EVIDENCE");
    const plans = await db()
      .select()
      .from(implementationPlans)
      .where(eq(implementationPlans.organisationId, orgA));
    expect(plans).toHaveLength(1);
  });
});
