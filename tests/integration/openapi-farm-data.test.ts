// The OpenAPI contract of an organisation's farm data (issue 19, decision 0111): fields, the
// practice records (fertiliser, grazing, herds, livestock, crop journey), the implementation
// plan, tasks, samples and practice-data overrides. Every described operation of these paths is
// called for real here and its answer checked against the document
// (tests/support/openapi-contract.ts).
import { and, desc, eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { db } from "~/db/client.server";
import {
  fertiliserInputs,
  fields,
  grazingEvents,
  herds,
  implementationPlans,
  memberships,
  pdOverrides,
  planActions,
  soilSamples,
  tasks,
} from "~/db/schema";
import { addDrawnField } from "~/services/fields/fields.server";
import { currentSeason } from "~/services/fields/seasons";
import { addAction } from "~/services/practice/plan.server";
import {
  loadPracticeSeasons,
  saveCropJourneySeason,
} from "~/services/practice/practice-data.server";
import { apiRequest, trustTestTokens } from "../support/api-tokens";
import { boxRing } from "../support/boundary-fixtures";
import { contractFixture, describedOperationsSuite, type Call } from "../support/openapi-contract";
import { insertPlanningOrganisation } from "../support/practice-fixtures";

trustTestTokens();

const S = currentSeason();
const y = 2000 + S;

let fx: Awaited<ReturnType<typeof contractFixture>>;
/** The fields organisation's second field (deleted by the calls); the plan's and the data's. */
let spareFieldId: string;
let plan: { organisationId: string; fieldId: string };
let data: { organisationId: string; fieldId: string };
let taskId: string;

const actor = () => ({ userId: fx.ownerId, label: "owner@kontrak.example", requestId: null });

beforeAll(async () => {
  fx = await contractFixture();
  // Mapping is open (the contract is signed): a field the calls delete, beside the one they add.
  spareFieldId = (
    await addDrawnField(actor(), fx.organisationId, fx.farmId, {
      name: "Kontrak spare",
      geometry: JSON.stringify({
        type: "Polygon",
        coordinates: [boxRing(28.43, -28.36, 28.44, -28.35)],
      }),
    })
  ).id;
  const [task] = await db()
    .insert(tasks)
    .values({ organisationId: fx.organisationId, type: "ADMIN_REQUESTED", title: "Send the lab" })
    .returning();
  taskId = task!.id;

  // The plan's calls need the fields confirmed; the practice data's a submitted plan. Two more
  // organisations at those steps, the owner a member of each.
  const planned = await insertPlanningOrganisation("Kontrak Plan", S, [
    { farm: "Plan plaas", name: "Plan kamp" },
  ]);
  plan = { organisationId: planned.organisationId, fieldId: planned.fieldIds["Plan kamp"]! };
  const practising = await insertPlanningOrganisation("Kontrak Praktyk", S, [
    { farm: "Praktyk plaas", name: "Praktyk kamp" },
  ]);
  data = {
    organisationId: practising.organisationId,
    fieldId: practising.fieldIds["Praktyk kamp"]!,
  };
  await db()
    .insert(implementationPlans)
    .values({ organisationId: data.organisationId, season: S, submittedAt: new Date() });
  await db()
    .insert(memberships)
    .values([
      { userId: fx.ownerId, organisationId: plan.organisationId, role: "OWNER" },
      { userId: fx.ownerId, organisationId: data.organisationId, role: "OWNER" },
    ]);
  // Every required season but the current one recorded, so the calls' crop journey completes it.
  const seasons = await loadPracticeSeasons(data.organisationId);
  for (const season of seasons.required.filter((s) => s !== S)) {
    await saveCropJourneySeason(actor(), data.organisationId, seasons, season, [
      { fieldId: data.fieldId, landUse: "grazing", crops: [], tillage: null, residue: null },
    ]);
  }
});

const drawnField = () => ({
  farmId: fx.farmId,
  name: "Kontrak kamp",
  geometry: { type: "Polygon", coordinates: [boxRing(28.4, -28.36, 28.41, -28.35)] },
});

/** The field the calls added (POST …/fields). */
async function addedFieldId() {
  const [row] = await db()
    .select({ id: fields.id })
    .from(fields)
    .where(and(eq(fields.organisationId, fx.organisationId), eq(fields.name, "Kontrak kamp")));
  return row!.id;
}

/** The newest row of `table` of the organisation: what the calls' POST made. */
async function newest(
  table: typeof herds | typeof grazingEvents | typeof fertiliserInputs | typeof soilSamples,
  organisationId: string,
) {
  const [row] = await db()
    .select({ id: table.id })
    .from(table)
    .where(eq(table.organisationId, organisationId))
    .orderBy(desc(table.createdAt))
    .limit(1);
  return row!.id;
}

async function actionId() {
  const [row] = await db()
    .select({ id: planActions.id })
    .from(planActions)
    .where(eq(planActions.organisationId, plan.organisationId))
    .orderBy(desc(planActions.createdAt))
    .limit(1);
  return row!.id;
}

async function overrideId() {
  const [row] = await db()
    .select({ id: pdOverrides.id })
    .from(pdOverrides)
    .where(eq(pdOverrides.organisationId, data.organisationId));
  return row!.id;
}

const company = (organisationId: string, path = "") => ({
  url: `/api/v2/company/${organisationId}${path}`,
  params: { companyId: organisationId },
});

/** A call on `/company/{companyId}…` as the owner. */
function member(
  organisationId: () => string,
  path: () => Promise<string> | string,
  init: { method?: string; body?: unknown } = {},
  extra: () => Promise<Record<string, string>> | Record<string, string> = () => ({}),
): Call {
  return async () => {
    const { url, params } = company(organisationId(), await path());
    return {
      request: apiRequest(url, fx.tokens.owner, init),
      params: { ...params, ...(await extra()) },
    };
  };
}

const fieldsOrg = () => fx.organisationId;
const planOrg = () => plan.organisationId;
const dataOrg = () => data.organisationId;

const actionValues = {
  practice: "coverCrops",
  programmeTarget: "harvest",
  programmeLinkDirection: "after",
  programmeLinkDays: 14,
  notes: "Oats and vetch",
};

const grazing = () => ({
  fieldIds: [data.fieldId],
  startDate: `${y}-07-01`,
  endDate: `${y}-07-10`,
  hoursOnField: 12,
});

const fertiliserValues = {
  product: "2:3:2 (22)",
  npkType: "npk",
  applicationRate: 250,
  nutrientPercent: 22,
  nitrogen: 2,
  phosphorus: 3,
  potassium: 2,
};

// Keyed 'METHOD /path' as in the document, in the order they run.
const CALLS: Record<string, Call> = {
  // ---- Fields (the contract organisation, mapping open) ----
  "POST /company/{companyId}/fields": async () => ({
    request: apiRequest(`/api/v2/company/${fx.organisationId}/fields`, fx.tokens.owner, {
      method: "POST",
      body: drawnField(),
    }),
    params: { companyId: fx.organisationId },
  }),
  "GET /company/{companyId}/fields": async () => ({
    request: apiRequest(`/api/v2/company/${fx.organisationId}/fields`, fx.tokens.owner),
    params: { companyId: fx.organisationId },
  }),
  "GET /company/{companyId}/fields/{fieldId}": member(
    fieldsOrg,
    async () => `/fields/${await addedFieldId()}`,
    {},
    async () => ({ fieldId: await addedFieldId() }),
  ),
  "PUT /company/{companyId}/fields/{fieldId}": member(
    fieldsOrg,
    async () => `/fields/${await addedFieldId()}`,
    { method: "PUT", body: { included: true } },
    async () => ({ fieldId: await addedFieldId() }),
  ),
  "DELETE /company/{companyId}/fields/{fieldId}": member(
    fieldsOrg,
    () => `/fields/${spareFieldId}`,
    { method: "DELETE" },
    () => ({ fieldId: spareFieldId }),
  ),
  "POST /company/{companyId}/fields/submit": member(fieldsOrg, () => "/fields/submit", {
    method: "POST",
    body: {},
  }),

  // ---- Requests of the programme and soil samples (the contract organisation) ----
  "GET /company/{companyId}/tasks": member(fieldsOrg, () => "/tasks"),
  "PUT /company/{companyId}/tasks/{taskId}": member(
    fieldsOrg,
    () => `/tasks/${taskId}`,
    { method: "PUT", body: { status: "COMPLETE" } },
    () => ({ taskId }),
  ),
  // The owner belongs to three organisations: ?companyId= names one.
  "POST /samples": async () => ({
    request: apiRequest(`/api/v2/samples?companyId=${fx.organisationId}`, fx.tokens.owner, {
      method: "POST",
      body: {
        fieldId: await addedFieldId(),
        sampledOn: `${y - 1}-03-15`,
        depthCm: 30,
        socPercent: 1.8,
        bulkDensity: 1.3,
        lab: "Bemlab",
        reference: null,
      },
    }),
    params: {},
  }),
  "GET /samples": async () => ({
    request: apiRequest(`/api/v2/samples?companyId=${fx.organisationId}`, fx.tokens.owner),
    params: {},
  }),
  "DELETE /samples/{sampleId}": async () => {
    const sampleId = await newest(soilSamples, fx.organisationId);
    return {
      request: apiRequest(
        `/api/v2/samples/${sampleId}?companyId=${fx.organisationId}`,
        fx.tokens.owner,
        {
          method: "DELETE",
        },
      ),
      params: { sampleId },
    };
  },

  // ---- The implementation plan (an organisation whose fields are confirmed) ----
  "POST /company/{companyId}/implementationPlan": member(planOrg, () => "/implementationPlan", {
    method: "POST",
    body: {},
  }),
  "POST /company/{companyId}/implementationPlan/actions": async () => {
    const { url, params } = company(plan.organisationId, "/implementationPlan/actions");
    return {
      request: apiRequest(url, fx.tokens.owner, {
        method: "POST",
        body: { fieldId: plan.fieldId, ...actionValues },
      }),
      params,
    };
  },
  "GET /company/{companyId}/implementationPlan/actions": member(
    planOrg,
    () => `/implementationPlan/actions?fieldId=${plan.fieldId}`,
  ),
  "GET /company/{companyId}/implementationPlan/actions/{actionId}": member(
    planOrg,
    async () => `/implementationPlan/actions/${await actionId()}`,
    {},
    async () => ({ actionId: await actionId() }),
  ),
  "PUT /company/{companyId}/implementationPlan/actions/{actionId}": member(
    planOrg,
    async () => `/implementationPlan/actions/${await actionId()}`,
    { method: "PUT", body: { ...actionValues, programmeLinkDays: 21 } },
    async () => ({ actionId: await actionId() }),
  ),
  // A second practice, added as the page would, to delete: the field keeps the first.
  "DELETE /company/{companyId}/implementationPlan/actions/{actionId}": async () => {
    const added = await addAction(
      actor(),
      { organisationId: plan.organisationId, role: "OWNER" },
      plan.fieldId,
      { practice: "compost", programmeTarget: "none", date: `${y}-10-01` },
    );
    const { url, params } = company(plan.organisationId, `/implementationPlan/actions/${added.id}`);
    return {
      request: apiRequest(url, fx.tokens.owner, { method: "DELETE" }),
      params: { ...params, actionId: added.id },
    };
  },
  "PUT /company/{companyId}/implementationPlan": member(planOrg, () => "/implementationPlan", {
    method: "PUT",
    body: { submitted: true },
  }),
  "GET /company/{companyId}/implementationPlan": member(planOrg, () => "/implementationPlan"),

  // ---- Practice data (an organisation whose plan is submitted) ----
  "POST /company/{companyId}/herds": member(dataOrg, () => "/herds", {
    method: "POST",
    body: { name: "Nguni cows", type: "beef", frameSize: "medium" },
  }),
  "GET /company/{companyId}/herds": member(dataOrg, () => "/herds"),
  "GET /company/{companyId}/herds/{herdId}": member(
    dataOrg,
    async () => `/herds/${await newest(herds, data.organisationId)}`,
    {},
    async () => ({ herdId: await newest(herds, data.organisationId) }),
  ),
  "PUT /company/{companyId}/herds/{herdId}": member(
    dataOrg,
    async () => `/herds/${await newest(herds, data.organisationId)}`,
    { method: "PUT", body: { name: "Nguni herd", type: "beef", frameSize: "large" } },
    async () => ({ herdId: await newest(herds, data.organisationId) }),
  ),
  "PUT /company/{companyId}/livestockNumbers": async () => {
    const herdId = await newest(herds, data.organisationId);
    const { url, params } = company(data.organisationId, "/livestockNumbers");
    return {
      request: apiRequest(url, fx.tokens.owner, {
        method: "PUT",
        body: { season: S, numbers: [{ herdId, year: y, month: 6, mature: 40, juvenile: 12 }] },
      }),
      params,
    };
  },
  "GET /company/{companyId}/livestockNumbers": member(
    dataOrg,
    () => `/livestockNumbers?season=${S}`,
  ),
  "POST /company/{companyId}/grazingEvents": async () => {
    const herdId = await newest(herds, data.organisationId);
    const { url, params } = company(data.organisationId, "/grazingEvents");
    return {
      request: apiRequest(url, fx.tokens.owner, {
        method: "POST",
        body: { ...grazing(), herdId: [herdId] },
      }),
      params,
    };
  },
  "GET /company/{companyId}/grazingEvents": member(dataOrg, () => `/grazingEvents?season=${S}`),
  "GET /company/{companyId}/grazingEvents/{eventId}": member(
    dataOrg,
    async () => `/grazingEvents/${await newest(grazingEvents, data.organisationId)}`,
    {},
    async () => ({ eventId: await newest(grazingEvents, data.organisationId) }),
  ),
  "PUT /company/{companyId}/grazingEvents/{eventId}": async () => {
    const herdId = await newest(herds, data.organisationId);
    const eventId = await newest(grazingEvents, data.organisationId);
    const { url, params } = company(data.organisationId, `/grazingEvents/${eventId}`);
    return {
      request: apiRequest(url, fx.tokens.owner, {
        method: "PUT",
        body: { ...grazing(), herdId, hoursOnField: 10 },
      }),
      params: { ...params, eventId },
    };
  },
  "DELETE /company/{companyId}/grazingEvents/{eventId}": member(
    dataOrg,
    async () => `/grazingEvents/${await newest(grazingEvents, data.organisationId)}`,
    { method: "DELETE" },
    async () => ({ eventId: await newest(grazingEvents, data.organisationId) }),
  ),
  // No grazing event uses the herd any more.
  "DELETE /company/{companyId}/herds/{herdId}": member(
    dataOrg,
    async () => `/herds/${await newest(herds, data.organisationId)}`,
    { method: "DELETE" },
    async () => ({ herdId: await newest(herds, data.organisationId) }),
  ),
  "POST /company/{companyId}/fertiliser": async () => {
    const { url, params } = company(data.organisationId, "/fertiliser");
    return {
      request: apiRequest(url, fx.tokens.owner, {
        method: "POST",
        body: { fieldId: data.fieldId, season: S, ...fertiliserValues },
      }),
      params,
    };
  },
  "GET /company/{companyId}/fertiliser/{inputId}": member(
    dataOrg,
    async () => `/fertiliser/${await newest(fertiliserInputs, data.organisationId)}`,
    {},
    async () => ({ inputId: await newest(fertiliserInputs, data.organisationId) }),
  ),
  "PUT /company/{companyId}/fertiliser/{inputId}": member(
    dataOrg,
    async () => `/fertiliser/${await newest(fertiliserInputs, data.organisationId)}`,
    { method: "PUT", body: { ...fertiliserValues, applicationRate: 200 } },
    async () => ({ inputId: await newest(fertiliserInputs, data.organisationId) }),
  ),

  // ---- The programme's corrections (an admin holding every scope) ----
  "POST /pd/{id}/overrides": async () => ({
    request: apiRequest(`/api/v2/pd/${data.organisationId}/overrides`, fx.tokens.owner, {
      method: "POST",
      body: {
        recordType: "fertiliser",
        recordId: await newest(fertiliserInputs, data.organisationId),
        valueName: "applicationRate",
        value: 180,
        reason: "The invoice shows 180 kg/ha",
      },
    }),
    params: { id: data.organisationId },
  }),
  "GET /pd/{id}/overrides": async () => ({
    request: apiRequest(`/api/v2/pd/${data.organisationId}/overrides`, fx.tokens.owner),
    params: { id: data.organisationId },
  }),
  // The season's list with the correction counted (`corrections` names it).
  "GET /company/{companyId}/fertiliser": member(dataOrg, () => `/fertiliser?season=${S}`),
  "PUT /pd/{id}/overrides": async () => ({
    request: apiRequest(`/api/v2/pd/${data.organisationId}/overrides`, fx.tokens.owner, {
      method: "PUT",
      body: { overrideId: await overrideId(), value: 190, reason: "The second invoice: 190" },
    }),
    params: { id: data.organisationId },
  }),
  "DELETE /pd/{id}/overrides": async () => ({
    request: apiRequest(`/api/v2/pd/${data.organisationId}/overrides`, fx.tokens.owner, {
      method: "DELETE",
      body: { overrideId: await overrideId(), reason: "The farmer's value was right" },
    }),
    params: { id: data.organisationId },
  }),
  "DELETE /company/{companyId}/fertiliser/{inputId}": member(
    dataOrg,
    async () => `/fertiliser/${await newest(fertiliserInputs, data.organisationId)}`,
    { method: "DELETE" },
    async () => ({ inputId: await newest(fertiliserInputs, data.organisationId) }),
  ),
  "POST /company/{companyId}/cropJourney": async () => {
    const { url, params } = company(data.organisationId, "/cropJourney");
    return {
      request: apiRequest(url, fx.tokens.owner, {
        method: "POST",
        body: {
          season: S,
          fields: [
            {
              fieldId: data.fieldId,
              landUse: "cropland",
              crops: [
                { crop: "Maize", cover: false },
                { crop: "Vetch", cover: true },
              ],
              tillage: "none",
              residue: "retained",
            },
          ],
        },
      }),
      params,
    };
  },
  "GET /company/{companyId}/cropJourney": member(dataOrg, () => `/cropJourney?season=${S}`),
  // Every required season is recorded now (beforeAll and the call above).
  "POST /company/{companyId}/practiceData/submit": member(dataOrg, () => "/practiceData/submit", {
    method: "POST",
  }),
};

describedOperationsSuite("openapi-farm-data.test.ts", CALLS, {
  member: () => ({ token: fx.tokens.owner, organisationId: fx.organisationId }),
});
