// The herds, livestock numbers and grazing tabs rendered on the server from their real loaders'
// data (decision 0077), as a browser without JavaScript gets them: the herds as one line-item
// form (a row per herd, 'No items added' for none, a refused list with every value), the grid
// with a column per month July to June and the values stored, a refused grid with the error
// summary, the error beside the bad cell and every value typed, the grazing form's checkboxes
// and the LSU/ha table; a signatory sees no form.
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import {
  grazingEvents,
  herds,
  implementationPlans,
  livestockNumbers,
  pdOverrides,
} from "~/db/schema";
import * as grazingTab from "~/routes/profile.journey.practice_data.grazing/route";
import * as herdsTab from "~/routes/profile.journey.practice_data.herds/route";
import * as livestockTab from "~/routes/profile.journey.practice_data.livestock/route";
import { currentSeason } from "~/services/fields/seasons";
import { cellName } from "~/services/practice/livestock-forms";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";

const BASE = "http://localhost:3000";
const ctx = { cspNonce: "", requestId: "test" };
const S = currentSeason();
const Y = 2000 + S;
const cookies = {} as Record<"owner" | "viewer" | "empty", string>;
let herdId: string;
let camp: string;

type Tab = { loader: (args: never) => unknown; default: () => JSX.Element | null };

async function render(
  tab: Tab,
  path: string,
  who: "owner" | "viewer" | "empty",
  actionData?: unknown,
) {
  const answer = await tab.loader({
    request: new Request(`${BASE}${path}`, { headers: { Cookie: cookies[who] } }),
    params: {},
    context: ctx,
  } as never);
  const data = answer instanceof Response ? await answer.json() : answer;
  const pathname = path.split("?")[0]!;
  const Stub = createRemixStub([
    { id: "tab", path: pathname, Component: tab.default, loader: () => data },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      <Stub
        initialEntries={[path]}
        hydrationData={{
          loaderData: { tab: data },
          actionData: actionData ? { tab: actionData } : undefined,
        }}
      />,
    ).replaceAll("<!-- -->", "");
  } finally {
    quiet.mockRestore();
  }
}

beforeAll(async () => {
  const a = await insertPlanningOrganisation("Render Boerdery", S, [
    { farm: "Plaas", name: "Kamp Een", areaHectares: 100 },
  ]);
  camp = a.fieldIds["Kamp Een"]!;
  await db()
    .insert(implementationPlans)
    .values({ organisationId: a.organisationId, season: S, submittedAt: new Date() });
  cookies.owner = (await insertSignedInMember(a.organisationId, "OWNER")).cookie;
  cookies.viewer = (await insertSignedInMember(a.organisationId, "SIGNATORY")).cookie;
  const empty = await insertPlanningOrganisation("Leeg Boerdery", S, []);
  await db()
    .insert(implementationPlans)
    .values({ organisationId: empty.organisationId, season: S, submittedAt: new Date() });
  cookies.empty = (await insertSignedInMember(empty.organisationId, "OWNER")).cookie;
  const [herd] = await db()
    .insert(herds)
    .values({
      organisationId: a.organisationId,
      name: "Nguni cows",
      type: "beef",
      frameSize: "large",
    })
    .returning();
  herdId = herd!.id;
  await db().insert(livestockNumbers).values({
    organisationId: a.organisationId,
    herdId,
    year: Y,
    month: 6,
    mature: 120,
    juvenile: 0,
  });
  await db()
    .insert(grazingEvents)
    .values({
      organisationId: a.organisationId,
      season: S,
      herdId,
      fieldIds: [camp],
      startDate: `${Y}-07-01`,
      endDate: `${Y}-07-10`,
      hoursOnField: 12,
    });
});

describe("the herds tab", () => {
  const path = `/profile/journey/practice_data/herds?season=${S}`;

  it("is one form: the line-item editor with a row per herd, its id hidden", async () => {
    const html = await render(herdsTab as Tab, path, "owner");
    expect(html.match(/<form/g)).toHaveLength(1);
    expect(html).toContain(`action="/profile/journey/practice_data/herds?season=${S}"`);
    expect(html).toContain('name="intent" value="save-herds"');
    expect(html).toContain("Herd 1");
    expect(html).toMatch(new RegExp(`type="hidden" name="herds\\[0\\]\\.id" value="${herdId}"`));
    expect(html).toMatch(/name="herds\[0\]\.name"[^>]*value="Nguni cows"/);
    expect(html).toContain("Herd name");
    expect(html).toContain("Species");
    expect(html).toContain("Frame size");
    // Without JavaScript the frame size says when it applies.
    expect(html).toContain("Only if ‘Species’ is ‘Beef cattle’ or ‘Dairy cattle’.");
    expect(html).toContain('value="duplicate-line-item:herds:0"');
    expect(html).toContain('value="remove-line-item:herds:0"');
    expect(html).toContain('value="add-line-item:herds"');
    expect(html).toContain("Add herd");
    expect(html).toContain("Save herds");
  });

  it("shows 'No items added' for an organisation without herds", async () => {
    const html = await render(herdsTab as Tab, path, "empty");
    expect(html).toContain("No items added");
    expect(html).toContain("Add herd");
  });

  it("shows a refused list: the summary, the form-wide error, every value typed", async () => {
    const html = await render(herdsTab as Tab, path, "owner", {
      fieldErrors: {
        _form: "Nguni cows has grazing events: delete or move them first.",
        "herds[1].frameSize": "Required",
      },
      repopulateFields: {
        herds: [
          { name: "Dohne ewes", type: "sheep" },
          { name: "Holsteins", type: "dairy" },
        ],
      },
      formId: "save-herds",
    });
    expect(html).toContain("There is a problem with 1 answer");
    expect(html).toContain("Nguni cows has grazing events: delete or move them first.");
    expect(html).toMatch(/name="herds\[0\]\.name"[^>]*value="Dohne ewes"/);
    expect(html).toMatch(/name="herds\[1\]\.name"[^>]*value="Holsteins"/);
    expect(html).not.toContain(`value="${herdId}"`);
    expect(html).toContain("Required");
  });

  it("shows a signatory the herds as a table, no form", async () => {
    const html = await render(herdsTab as Tab, "/profile/journey/practice_data/herds", "viewer");
    expect(html).toContain("Nguni cows");
    expect(html).toContain("Beef cattle");
    expect(html).toContain("Large (700+ kg)");
    expect(html).not.toContain("<form");
  });
});

describe("the livestock tab", () => {
  const path = `/profile/journey/practice_data/livestock?season=${S}`;

  it("renders the grid: months July to June, the stored numbers, the CSV form", async () => {
    const html = await render(livestockTab as Tab, path, "owner");
    expect(html).toContain(`July ${Y}`);
    expect(html).toContain(`June ${Y + 1}`);
    expect(html.indexOf(`July ${Y}`)).toBeLessThan(html.indexOf(`June ${Y + 1}`));
    expect(html).toContain(`name="${cellName("mature", herdId, Y, 6)}"`);
    expect(html).toMatch(new RegExp(`name="${cellName("mature", herdId, Y, 6)}"[^>]*value="120"`));
    expect(html).toContain("Download the template (CSV)");
    expect(html).toContain('accept=".csv"');
  });

  it("shows a refused grid with the summary, the error beside the cell and every value", async () => {
    const bad = cellName("juvenile", herdId, Y + 1, 0);
    const html = await render(livestockTab as Tab, path, "owner", {
      fieldErrors: { [bad]: "Enter a whole number from 0 to 100 000." },
      repopulateFields: { [bad]: "abc", [cellName("mature", herdId, Y, 6)]: "130" },
      formId: "save-grid",
    });
    expect(html).toContain("There is a problem with 1 answer");
    expect(html).toContain(`Nguni cows, January ${Y + 1}, juvenile`);
    expect(html).toContain("Enter a whole number from 0 to 100 000.");
    expect(html).toMatch(new RegExp(`name="${bad}"[^>]*value="abc"`));
    expect(html).toMatch(new RegExp(`name="${cellName("mature", herdId, Y, 6)}"[^>]*value="130"`));
  });

  it("lists every row's problem of a refused CSV", async () => {
    const html = await render(livestockTab as Tab, path, "owner", {
      fieldErrors: { file: "The file has 1 problem; nothing was saved." },
      repopulateFields: {},
      formId: "import-csv",
      problems: ["Row 4: mature must be a whole number from 0 to 100 000."],
    });
    expect(html).toContain("Row 4: mature must be a whole number from 0 to 100 000.");
    expect(html).toContain("nothing was saved");
  });

  it("shows a signatory the numbers without a form to save", async () => {
    const html = await render(livestockTab as Tab, path, "viewer");
    expect(html).toContain("disabled");
    expect(html).not.toContain("Save livestock numbers");
    expect(html).not.toContain("Download the template");
  });
});

describe("the grazing tab", () => {
  it("renders the events, the form's field checkboxes and the LSU/ha table", async () => {
    const html = await render(
      grazingTab as Tab,
      `/profile/journey/practice_data/grazing?season=${S}`,
      "owner",
    );
    expect(html).toContain("Nguni cows");
    expect(html).toContain('type="checkbox"');
    expect(html).toContain("Kamp Een (Plaas, 100 ha)");
    expect(html).toContain(`min="${Y}-07-01"`);
    expect(html).toContain("Livestock units per hectare");
    // 120 head × 10 days × 12/24 ÷ 100 ha = 6.
    expect(html).toMatch(new RegExp(`data-testid="lsu-${camp}-0">6<`));
  });

  it("shows eLSU with the factor used", async () => {
    const html = await render(
      grazingTab as Tab,
      `/profile/journey/practice_data/grazing?season=${S}&units=eLSU`,
      "viewer",
    );
    expect(html).toContain("Nguni cows: 1.557");
    // 6 × 1.557 = 9.342 → 9.34.
    expect(html).toMatch(new RegExp(`data-testid="lsu-${camp}-0">9.34<`));
    expect(html).not.toContain("Add grazing");
  });
});

describe("the programme's corrections (decision 0078)", () => {
  it("count in LSU/ha, and the farmer sees them beside the value typed", async () => {
    const [row] = await db().select().from(livestockNumbers);
    const [event] = await db().select().from(grazingEvents);
    await db()
      .insert(pdOverrides)
      .values([
        {
          organisationId: row!.organisationId,
          recordType: "livestock",
          recordId: row!.id,
          valueName: "mature",
          value: 60,
          reason: "Counted twice in the auction list",
        },
        {
          organisationId: row!.organisationId,
          recordType: "grazing",
          recordId: event!.id,
          valueName: "hoursOnField",
          value: 24,
          reason: "Kraaled on the field at night",
        },
      ]);
    const grid = await render(
      livestockTab as Tab,
      `/profile/journey/practice_data/livestock?season=${S}`,
      "owner",
    );
    expect(grid).toMatch(new RegExp(`name="${cellName("mature", herdId, Y, 6)}"[^>]*value="120"`));
    expect(grid).toContain(
      "Counts as 60. Corrected by the programme from 120: Counted twice in the auction list",
    );
    const grazing = await render(
      grazingTab as Tab,
      `/profile/journey/practice_data/grazing?season=${S}&dialog=edit-event&eventId=${event!.id}`,
      "owner",
    );
    expect(grazing).toContain("Corrected by the programme from 12: Kraaled on the field at night");
    // 60 head × 10 days × 24/24 ÷ 100 ha = 6.
    expect(grazing).toMatch(new RegExp(`data-testid="lsu-${camp}-0">6<`));
    // The edit form keeps the farmer's 12 hours.
    expect(grazing).toMatch(/name="hoursOnField"[^>]*value="12"/);
  });
});
