// The practice data pages rendered on the server from their real loaders' data (decision 0076):
// the frame's season links and tabs keep the season, the grid has a row per included field with
// its values, a refused grid shows the error summary and every value typed, the fertiliser tab
// shows each input's N/P/K and, for editors, a link per field opening its inputs in the
// add-line-item editor (one field at a time, ?field=<id>; a refused list with its values, errors
// and summary); a viewer sees no form.
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { fertiliserInputs, implementationPlans, users } from "~/db/schema";
import * as layout from "~/routes/profile.journey.practice_data";
import * as index from "~/routes/profile.journey.practice_data._index/route";
import * as fertiliserTab from "~/routes/profile.journey.practice_data.fertiliser/route";
import { currentSeason } from "~/services/fields/seasons";
import { insertTestProfile } from "../support/model-fixtures";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const PATH = "/profile/journey/practice_data";
const ctx = { cspNonce: "", requestId: "test" };
const S = currentSeason();
const cookies = {} as Record<"owner" | "viewer" | "staff", string>;
let ownerId: string;
let fieldIds: Record<string, string>;
let blendId: string;

async function loaderData(fn: (args: never) => unknown, url: string, who: keyof typeof cookies) {
  const answer = await fn({
    request: new Request(`${BASE}${url}`, { headers: { Cookie: cookies[who] } }),
    params: {},
    context: ctx,
  } as never);
  return answer instanceof Response ? await answer.json() : answer;
}

async function render(url: string, who: keyof typeof cookies, actionData?: unknown, path = PATH) {
  const tab = url.includes("/fertiliser") ? "fertiliser" : "index";
  const layoutData = await loaderData(layout.loader, url, who);
  const tabData = await loaderData(
    tab === "fertiliser" ? fertiliserTab.loader : index.loader,
    url,
    who,
  );
  const Stub = createRemixStub([
    {
      id: "routes/profile.journey.practice_data",
      path,
      Component: layout.default,
      loader: () => layoutData,
      children: [
        { id: "index", index: true, Component: index.default, loader: () => tabData },
        {
          id: "fertiliser",
          path: "fertiliser",
          Component: fertiliserTab.default,
          loader: () => tabData,
        },
      ],
    },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    // React's text separators (<!-- -->) left out, so sentences can be matched whole.
    return renderToString(
      <Stub
        initialEntries={[url]}
        hydrationData={{
          loaderData: { "routes/profile.journey.practice_data": layoutData, [tab]: tabData },
          actionData: actionData ? { [tab]: actionData } : undefined,
        }}
      />,
    ).replaceAll("<!-- -->", "");
  } finally {
    quiet.mockRestore();
  }
}

beforeAll(async () => {
  const a = await insertPlanningOrganisation("Render Plaas", S, [
    { farm: "Plaas", name: "Kamp Een" },
    { farm: "Plaas", name: "Kamp Twee" },
  ]);
  fieldIds = a.fieldIds;
  await db()
    .insert(implementationPlans)
    .values({ organisationId: a.organisationId, season: S, submittedAt: new Date() });
  await db().insert(fertiliserInputs).values({
    organisationId: a.organisationId,
    fieldId: fieldIds["Kamp Een"]!,
    season: S,
    product: "Ureum",
    npkType: "nutrient",
    applicationRate: 100,
    nitrogen: 46,
    phosphorus: 0,
    potassium: 0,
  });
  const [blend] = await db()
    .insert(fertiliserInputs)
    .values({
      organisationId: a.organisationId,
      fieldId: fieldIds["Kamp Een"]!,
      season: S,
      product: "Vita 2:3:2 (22)",
      npkType: "npk",
      applicationRate: 200,
      nutrientPercent: 22,
      nitrogen: 2,
      phosphorus: 3,
      potassium: 2,
      createdAt: new Date(Date.now() - 60_000),
    })
    .returning();
  blendId = blend!.id;
  const owner = await insertSignedInMember(a.organisationId, "OWNER");
  cookies.owner = owner.cookie;
  ownerId = owner.userId;
  const [staff] = await db()
    .insert(users)
    .values({ subject: "pdr|staff", email: "staff@veld.example" })
    .returning();
  await insertTestProfile(staff!.id);
  cookies.staff = await signInCookie("pdr|staff", "staff@veld.example", ["read:admin"]);
  cookies.viewer = (await insertSignedInMember(a.organisationId, "SIGNATORY")).cookie;
});

describe("the practice data pages as HTML", () => {
  it("draws the frame, the season links and tabs keeping the season, and the grid", async () => {
    const html = await render(`${PATH}?season=${S - 1}`, "owner");
    expect(html).toContain("<h1>Practice data</h1>");
    expect(html).toContain(`href="${PATH}/herds?season=${S - 1}"`);
    expect(html).toContain(`href="${PATH}/fertiliser?season=${S - 1}"`);
    expect(html).toMatch(/aria-current="page"[^>]*>Fields and crops|Fields and crops<\/a>/);
    expect(html).toContain("(baseline)");
    expect(html).toContain(`name="rows[0].fieldId" value="${fieldIds["Kamp Een"]}"`);
    expect(html).toContain('name="rows[1].landUse"');
    expect(html).toContain("0 of 2 fields have their season recorded");
    expect(html).toContain("Submit practice data");
    expect(html).toContain("Copy the season before");
  });

  it("shows a refused grid's values and errors with the error summary", async () => {
    // The one action result (decision 0128) of the grid's intent.
    const html = await render(`${PATH}?season=${S}`, "owner", {
      formId: "crop-journey",
      repopulateFields: {
        [fieldIds["Kamp Een"]!]: {
          landUse: "",
          crops: "Koring",
          cover: "",
          tillage: "",
          residue: "",
        },
      },
      fieldErrors: { "rows[0].landUse": "Choose how Kamp Een was used this season." },
    });
    expect(html).toContain("There is a problem with 1 answer");
    expect(html).toContain('value="Koring"');
    expect(html).toContain("Choose how Kamp Een was used this season.");
    expect(html).toContain('aria-invalid="true"');
  });

  it("shows the fertiliser inputs with their N, P and K, and for editors a link to each field's editor", async () => {
    const kampEen = fieldIds["Kamp Een"]!;
    const kampTwee = fieldIds["Kamp Twee"]!;
    const html = await render(`${PATH}/fertiliser?season=${S}`, "owner");
    expect(html).toContain("Ureum");
    expect(html).toContain("N 46 · P 0 · K 0 kg/ha");
    // 200 kg/ha of 2:3:2 (22): the ratio read as shares of 22% (decision 0074).
    expect(html).toContain("N 12.6 · P 18.9 · K 12.6 kg/ha");
    expect(html).toMatch(
      new RegExp(
        `data-testid="fertiliser-total-${kampEen}"[^>]*>Applied this season: <span[^>]*>N 58.6 · P 18.9 · K 12.6 kg/ha`,
      ),
    );
    // No editor open (decision 0076: one at a time, as a URL): no form, a link per field.
    expect(html).not.toMatch(/<form[^>]*id="save-fertiliser:/);
    expect(html).not.toContain('name="inputs[0].product"');
    expect(html).toContain(
      `href="${PATH}/fertiliser?season=${S}&amp;field=${kampEen}#pd-fert-${kampEen}">Change the fertiliser of Kamp Een</a>`,
    );
    expect(html).toContain(
      `href="${PATH}/fertiliser?season=${S}&amp;field=${kampTwee}#pd-fert-${kampTwee}">Record the fertiliser of Kamp Twee</a>`,
    );
    expect(html).toContain("No fertiliser recorded.");
    const viewer = await render(`${PATH}/fertiliser?season=${S}`, "viewer");
    expect(viewer).toContain("N 46 · P 0 · K 0 kg/ha");
    expect(viewer).toContain("No fertiliser recorded.");
    expect(viewer).not.toContain("the fertiliser of Kamp");
    const grid = await render(`${PATH}?season=${S}`, "viewer");
    expect(grid).not.toContain('name="rows[0].landUse"');
    expect(grid).toContain("Not recorded");
  });

  it("opens exactly the field named by ?field= in the list editor, with a Cancel link", async () => {
    const kampEen = fieldIds["Kamp Een"]!;
    const kampTwee = fieldIds["Kamp Twee"]!;
    const html = await render(`${PATH}/fertiliser?season=${S}&field=${kampEen}`, "owner");
    // One real form, its rows the stored inputs with their ids.
    expect(html.match(/<form[^>]*id="save-fertiliser:/g)).toHaveLength(1);
    // Posted to the tab as it is (the editor stays open after a refusal), the field in the body.
    expect(html).toContain(`action="${PATH}/fertiliser?season=${S}&amp;field=${kampEen}"`);
    expect(html).toContain('name="intent" value="save-fertiliser"');
    expect(html).toContain(`name="fieldId" value="${kampEen}"`);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain(`name="inputs[0].id" value="${blendId}"`);
    expect(html).toContain('name="inputs[1].product"');
    expect(html).toContain("Fertiliser on Kamp Een");
    expect(html).toContain("Fertiliser 1");
    expect(html).toContain("Total nutrient % of the blend");
    expect(html).toContain("Add fertiliser</button>");
    expect(html).toContain("Save the fertiliser of Kamp Een");
    expect(html).toContain(`href="${PATH}/fertiliser?season=${S}#pd-fert-${kampEen}">Cancel</a>`);
    expect(html).not.toContain("Change the fertiliser of Kamp Een");
    // The other field: its summary and its link, no editor.
    expect(html).not.toContain("Save the fertiliser of Kamp Twee");
    expect(html).toContain("Record the fertiliser of Kamp Twee");
    // Kamp Twee's editor open: its optional list says it is empty.
    const twee = await render(`${PATH}/fertiliser?season=${S}&field=${kampTwee}`, "owner");
    expect(twee.match(/<form[^>]*id="save-fertiliser:/g)).toHaveLength(1);
    expect(twee).toContain("No items added");
    expect(twee).toContain("Save the fertiliser of Kamp Twee");
    expect(twee).toContain("Change the fertiliser of Kamp Een");
    // A viewer, or a field that is not one of the season's: no editor, no error.
    const viewer = await render(`${PATH}/fertiliser?season=${S}&field=${kampEen}`, "viewer");
    expect(viewer).not.toMatch(/<form[^>]*id="save-fertiliser:/);
    for (const bad of ["abc", "00000000-0000-4000-8000-000000000000", `${kampEen}x`]) {
      const page = await render(`${PATH}/fertiliser?season=${S}&field=${bad}`, "owner");
      expect(page).not.toMatch(/<form[^>]*id="save-fertiliser:/);
      expect(page).toContain("Change the fertiliser of Kamp Een");
    }
  });

  it("shows a refused list with every value, the error beside each bad cell and the summary", async () => {
    const kampTwee = fieldIds["Kamp Twee"]!;
    const body = new URLSearchParams({
      intent: "save-fertiliser",
      fieldId: kampTwee,
      "inputs[0].product": "Mystery",
      "inputs[0].npkType": "npk",
      "inputs[0].applicationRate": "abc",
      "inputs[0].nutrientPercent": "",
      "inputs[0].nitrogen": "2",
    });
    const refused = await fertiliserTab.action({
      request: new Request(`${BASE}${PATH}/fertiliser?season=${S}&field=${kampTwee}`, {
        method: "POST",
        body,
        headers: {
          Cookie: cookies.owner,
          "Content-Type": "application/x-www-form-urlencoded",
        },
      }),
      params: {},
      context: ctx,
    } as never);
    expect(refused).toBeInstanceOf(Response);
    const response = refused as Response;
    expect(response.status).toBe(422);
    const actionData = (await response.json()) as { formId: string };
    // The refusal goes to Kamp Twee's form and no other (a form per field).
    expect(actionData.formId).toBe(`save-fertiliser:${kampTwee}`);
    // The page at the URL posted to: Kamp Twee's editor open, with every value typed.
    const html = await render(
      `${PATH}/fertiliser?season=${S}&field=${kampTwee}`,
      "owner",
      actionData,
    );
    expect(html.match(/<form[^>]*id="save-fertiliser:/g)).toHaveLength(1);
    expect(html).toContain("Save the fertiliser of Kamp Twee");
    expect(html).toContain("There is a problem with 2 answers");
    expect(html).toContain("Fertiliser 1: Application rate (kg/ha)");
    expect(html).toContain('value="Mystery"');
    expect(html).toContain('value="abc"');
    expect(html).toContain("Enter the total nutrient % of the blend: the number in brackets.");
    expect(html).toContain('aria-invalid="true"');
  });

  it("keeps staff under /admin/userView, read-only, with the person in every link", async () => {
    const base = "/admin/userView/journey/practice_data";
    const url = `${base}?userId=${ownerId}&season=${S - 2}`;
    const data = (await loaderData(layout.loader, url, "staff")) as { canEdit: boolean };
    expect(data.canEdit).toBe(false);
    const html = await render(url, "staff", undefined, base);
    expect(html).toContain(`href="${base}/herds?userId=${ownerId}&amp;season=${S - 2}"`);
    expect(html).toContain(`href="${base}?userId=${ownerId}&amp;season=${S}"`);
    expect(html).not.toContain("Submit practice data</span>");
    expect(html).not.toContain('name="rows[0].landUse"');
  });
});
