// The implementation plan through /api/v2 (spec §7 'Implementation plan: GET, POST, PUT',
// 'Actions'; issue 15; decision 0075), with bearer tokens from a test issuer: an editor creates
// the plan, adds, changes and deletes practices with the page's rules, and submits it (refused
// while a field has none); members read it; a signatory cannot write; another organisation's
// plan, field or practice is a 404.
import { beforeAll, describe, expect, it } from "vitest";
import * as actionOne from "~/routes/api.v2.company.$companyId.implementationPlan.actions.$actionId";
import * as actionList from "~/routes/api.v2.company.$companyId.implementationPlan.actions";
import * as planRoute from "~/routes/api.v2.company.$companyId.implementationPlan";
import { currentSeason } from "~/services/fields/seasons";
import { loadJourneyProgress } from "~/services/journey/progress.server";
import { currentStep } from "~/services/journey/steps";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";

trustTestTokens();

const season = currentSeason();
let orgA: string;
let orgB: string;
let ids: Record<string, string>;
let otherField: string;
const tokens = {} as Record<"owner" | "signer" | "outsider", string>;

const call = callRoute;

const planUrl = (org: string) => `/api/v2/company/${org}/implementationPlan`;
const actionsUrl = (org: string) => `${planUrl(org)}/actions`;

function plan(method: string, token: string, body?: unknown, org = orgA, search = "") {
  const fn = method === "GET" ? planRoute.loader : planRoute.action;
  return call(fn, apiRequest(`${planUrl(org)}${search}`, token, { method, body }), {
    companyId: org,
  });
}

function actions(method: string, token: string, body?: unknown, org = orgA) {
  const fn = method === "GET" ? actionList.loader : actionList.action;
  return call(fn, apiRequest(actionsUrl(org), token, { method, body }), { companyId: org });
}

function oneAction(method: string, token: string, actionId: string, body?: unknown, org = orgA) {
  const fn = method === "GET" ? actionOne.loader : actionOne.action;
  return call(fn, apiRequest(`${actionsUrl(org)}/${actionId}`, token, { method, body }), {
    companyId: org,
    actionId,
  });
}

beforeAll(async () => {
  const a = await insertPlanningOrganisation("Boplaas", season, [
    { farm: "Boplaas", name: "North Camp" },
    { farm: "Boplaas", name: "River Field" },
    { farm: "Boplaas", name: "Old Kraal", status: "NOT_INCLUDED" },
  ]);
  orgA = a.organisationId;
  ids = a.fieldIds;
  const b = await insertPlanningOrganisation("Elders", season, [
    { farm: "Elders", name: "Theirs" },
  ]);
  orgB = b.organisationId;
  otherField = b.fieldIds.Theirs!;
  tokens.owner = await mintAccessToken((await insertSignedInMember(orgA, "OWNER")).subject);
  tokens.signer = await mintAccessToken((await insertSignedInMember(orgA, "SIGNATORY")).subject);
  tokens.outsider = await mintAccessToken((await insertSignedInMember(orgB, "OWNER")).subject);
});

describe("the implementation plan API", () => {
  it("has no plan before one is created; POST creates the programme season's plan once", async () => {
    const none = await plan("GET", tokens.owner);
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toMatch(/no implementation plan/);
    expect((await plan("POST", tokens.signer, {})).status).toBe(403);
    expect((await plan("POST", tokens.owner, { season: season - 1 })).status).toBe(422);
    const created = await plan("POST", tokens.owner, {});
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      ok: true,
      data: {
        season,
        submitted: false,
        complete: false,
        fieldsWithoutPractices: [ids["North Camp"], ids["River Field"]],
        fieldsLeftOut: [ids["Old Kraal"]],
        actions: [],
      },
    });
    expect((await plan("POST", tokens.owner, {})).status).toBe(409);
    expect((await plan("GET", tokens.outsider)).status).toBe(404);
  });

  it("adds, changes and deletes practices with the page's rules", async () => {
    const added = await actions("POST", tokens.owner, {
      fieldId: ids["North Camp"],
      practice: "coverCrops",
      programmeTarget: "harvest",
      programmeLinkDirection: "after",
      programmeLinkDays: 14,
      notes: "Oats and vetch",
    });
    expect(added.status).toBe(201);
    const action = ((await added.json()) as { data: { id: string; timing: string } }).data;
    expect(action).toMatchObject({ timing: "14 days after harvest" });

    const twice = await actions("POST", tokens.owner, {
      fieldId: ids["North Camp"],
      practice: "coverCrops",
      programmeTarget: "none",
      date: "2026-10-01",
    });
    expect(twice.status).toBe(422);
    expect(((await twice.json()) as { errors: object }).errors).toEqual({
      practice: "Cover crops is already planned for this field. Plan each practice once.",
    });
    const tillage = [
      { practice: "noTillage", programmeTarget: "none", date: "2026-10-01" },
      { practice: "reducedTillage", programmeTarget: "planting", programmeLinkDirection: "on" },
    ];
    expect(
      (await actions("POST", tokens.owner, { fieldId: ids["North Camp"], ...tillage[0] })).status,
    ).toBe(201);
    const both = await actions("POST", tokens.owner, { fieldId: ids["North Camp"], ...tillage[1] });
    expect(both.status).toBe(422);
    expect(((await both.json()) as { message: string }).message).toBe(
      "A field cannot have both reduced tillage and no tillage.",
    );
    const noDate = await actions("POST", tokens.owner, {
      fieldId: ids["River Field"],
      practice: "compost",
      programmeTarget: "none",
    });
    expect(noDate.status).toBe(422);
    expect(((await noDate.json()) as { errors: object }).errors).toEqual({
      date: "Give the date the practice starts.",
    });
    const badBody = await actions("POST", tokens.owner, {
      fieldId: ids["River Field"],
      practice: "ploughing",
      programmeTarget: "none",
      colour: "red",
    });
    expect(badBody.status).toBe(422);
    expect(Object.keys(((await badBody.json()) as { errors: object }).errors).sort()).toEqual([
      "colour",
      "practice",
    ]);
    expect(
      (
        await actions("POST", tokens.owner, {
          fieldId: ids["Old Kraal"],
          practice: "compost",
          programmeTarget: "none",
          date: "2026-10-01",
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await actions("POST", tokens.owner, {
          fieldId: otherField,
          practice: "compost",
          programmeTarget: "none",
          date: "2026-10-01",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await actions("POST", tokens.signer, {
          fieldId: ids["River Field"],
          practice: "compost",
          programmeTarget: "none",
          date: "2026-10-01",
        })
      ).status,
    ).toBe(403);

    const changed = await oneAction("PUT", tokens.owner, action.id, {
      practice: "coverCrops",
      programmeTarget: "none",
      programmeLinkDirection: "after",
      programmeLinkDays: 14,
      date: "2026-11-15",
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      data: {
        id: action.id,
        programmeTarget: "none",
        programmeLinkDirection: null,
        programmeLinkDays: null,
        date: "2026-11-15",
        notes: null,
      },
    });
    expect((await oneAction("GET", tokens.signer, action.id)).status).toBe(200);
    expect((await oneAction("GET", tokens.outsider, action.id, undefined, orgB)).status).toBe(404);
    expect(
      (
        await oneAction("PUT", tokens.signer, action.id, {
          practice: "compost",
          programmeTarget: "none",
          date: "2026-10-01",
        })
      ).status,
    ).toBe(403);
    expect((await oneAction("DELETE", tokens.owner, "not-a-uuid")).status).toBe(404);
    const list = await actions("GET", tokens.signer);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: unknown[] }).data).toHaveLength(2);

    const nul = await oneAction("PUT", tokens.owner, action.id, {
      practice: "coverCrops",
      programmeTarget: "none",
      date: "2026-11-15",
      notes: "bad\u0000",
    });
    expect(nul.status).toBe(400);
  });

  it("refuses to submit while a field has no practices, then submits; the journey moves on", async () => {
    const refused = await plan("PUT", tokens.owner, { submitted: true });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "This field has no practices yet: River Field.",
    );
    expect((await plan("PUT", tokens.owner, { submitted: false })).status).toBe(422);
    const added = await actions("POST", tokens.owner, {
      fieldId: ids["River Field"],
      practice: "adaptiveGrazing",
      programmeTarget: "seasonStart",
      programmeLinkDirection: "on",
    });
    expect(added.status).toBe(201);
    const submitted = await plan("PUT", tokens.owner, { submitted: true });
    expect(submitted.status).toBe(200);
    expect(await submitted.json()).toMatchObject({
      ok: true,
      data: { submitted: true, complete: true, season },
    });
    expect(currentStep(await loadJourneyProgress(orgA))).toBe("PRACTICE_DATA");
    expect((await plan("PUT", tokens.owner, { submitted: true })).status).toBe(409);

    // Still editable: a practice deleted.
    const list = (
      (await (await actions("GET", tokens.owner)).json()) as {
        data: { id: string; practice: string }[];
      }
    ).data;
    const deleted = await oneAction(
      "DELETE",
      tokens.owner,
      list.find((a) => a.practice === "noTillage")!.id,
    );
    expect(deleted.status).toBe(204);
    const read = await plan("GET", tokens.signer, undefined, orgA, `?season=${season}`);
    expect(((await read.json()) as { data: { actions: unknown[] } }).data.actions).toHaveLength(2);
  });
});
