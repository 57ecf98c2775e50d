// The practice data step in the farmer's language (issue 33; decisions 0157, 0158): the frame and
// each tab (fields and crops, herds, livestock numbers, grazing, fertiliser), rendered on the
// server from their real loaders' data inside the layout, answer in isiZulu for `?lang=zu` and
// for a person whose saved language is zu, with no raw key of the step's namespaces; the option
// lists are translated by their stored values, which the forms still post as they are.
import { createRemixStub } from "@remix-run/testing";
import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import {
  fertiliserInputs,
  grazingEvents,
  herds,
  implementationPlans,
  userProfiles,
} from "~/db/schema";
import * as layout from "~/routes/profile.journey.practice_data";
import * as index from "~/routes/profile.journey.practice_data._index/route";
import * as fertiliserTab from "~/routes/profile.journey.practice_data.fertiliser/route";
import * as grazingTab from "~/routes/profile.journey.practice_data.grazing/route";
import * as herdsTab from "~/routes/profile.journey.practice_data.herds/route";
import * as livestockTab from "~/routes/profile.journey.practice_data.livestock/route";
import { currentSeason } from "~/services/fields/seasons";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";

const BASE = "http://localhost:3000";
const PATH = "/profile/journey/practice_data";
const ctx = { cspNonce: "", requestId: "practice-language-test" };
const S = currentSeason();
const Y = 2000 + S;
const cookies = {} as Record<"owner" | "zulu", string>;

/** A raw key of the step's namespaces: what a page shows for a key it was not sent. */
const RAW_KEY = /\b(practice|herds|livestock|grazing|fertiliser)\.[a-zA-Z]/;

type Tab = { loader: (args: never) => unknown; default: () => JSX.Element | null };

const TABS: Record<string, Tab> = {
  "": index as Tab,
  herds: herdsTab as Tab,
  livestock: livestockTab as Tab,
  grazing: grazingTab as Tab,
  fertiliser: fertiliserTab as Tab,
};

async function loaderData(fn: (args: never) => unknown, url: string, who: keyof typeof cookies) {
  const answer = await fn({
    request: new Request(`${BASE}${url}`, { headers: { Cookie: cookies[who] } }),
    params: {},
    context: ctx,
  } as never);
  return answer instanceof Response ? await answer.json() : answer;
}

/** The page at `tab` (the layout around the tab), as the server sends it. */
async function render(tab: keyof typeof TABS, query: string, who: keyof typeof cookies) {
  const path = tab ? `${PATH}/${tab}` : PATH;
  const url = `${path}?season=${S}${query}`;
  const layoutData = await loaderData(layout.loader, url, who);
  const tabData = await loaderData(TABS[tab]!.loader, url, who);
  const Stub = createRemixStub([
    {
      id: "routes/profile.journey.practice_data",
      path: PATH,
      Component: layout.default,
      loader: () => layoutData,
      children: [
        tab
          ? { id: "tab", path: tab, Component: TABS[tab]!.default, loader: () => tabData }
          : { id: "tab", index: true, Component: index.default, loader: () => tabData },
      ],
    },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      <Stub
        initialEntries={[url]}
        hydrationData={{
          loaderData: { "routes/profile.journey.practice_data": layoutData, tab: tabData },
        }}
      />,
    ).replaceAll("<!-- -->", "");
  } finally {
    quiet.mockRestore();
  }
}

beforeAll(async () => {
  const a = await insertPlanningOrganisation("Ulwimi Farm", S, [
    { farm: "Plaas", name: "Kamp Een", areaHectares: 50 },
  ]);
  const camp = a.fieldIds["Kamp Een"]!;
  await db()
    .insert(implementationPlans)
    .values({ organisationId: a.organisationId, season: S, submittedAt: new Date() });
  cookies.owner = (await insertSignedInMember(a.organisationId, "OWNER")).cookie;
  const zulu = await insertSignedInMember(a.organisationId, "OWNER");
  await db()
    .update(userProfiles)
    .set({ language: "zu" })
    .where(eq(userProfiles.userId, zulu.userId));
  cookies.zulu = zulu.cookie;
  const [herd] = await db()
    .insert(herds)
    .values({
      organisationId: a.organisationId,
      name: "Nguni cows",
      type: "beef",
      frameSize: "large",
    })
    .returning();
  await db()
    .insert(grazingEvents)
    .values({
      organisationId: a.organisationId,
      season: S,
      herdId: herd!.id,
      fieldIds: [camp],
      startDate: `${Y}-07-01`,
      endDate: `${Y}-07-10`,
      hoursOnField: 12,
    });
  await db().insert(fertiliserInputs).values({
    organisationId: a.organisationId,
    fieldId: camp,
    season: S,
    product: "Urea",
    npkType: "nutrient",
    applicationRate: 100,
    nitrogen: 46,
    phosphorus: 0,
    potassium: 0,
  });
});

describe("the practice data step in isiZulu", () => {
  it("shows the frame and the fields-and-crops tab in isiZulu for ?lang=zu", async () => {
    const html = await render("", "&lang=zu", "owner");
    expect(html).toContain("Imininingwane yezindlela zokulima");
    expect(html).toContain(`Amasimu nezitshalo ku-${Y}/${Y + 1}`);
    expect(html).toContain("Okubhaliwe");
    // The tabs' names, and an option translated by its value, which the form still posts.
    expect(html).toContain(">Imihlambi<");
    expect(html).toContain('<option value="cropland">Insimu elinywayo</option>');
    expect(html).not.toMatch(RAW_KEY);
  });

  it("answers a person whose saved language is zu in isiZulu, without ?lang=", async () => {
    const html = await render("", "", "zulu");
    expect(html).toContain("Thumela imininingwane yezindlela zokulima");
    expect(html).not.toContain("Submit practice data");
    expect(html).not.toMatch(RAW_KEY);
  });

  it("shows the herds tab in isiZulu, species and frame sizes by their values", async () => {
    const html = await render("herds", "&lang=zu", "owner");
    expect(html).toContain("Imihlambi eklabisa emasimini akho.");
    expect(html).toContain("Londoloza imihlambi");
    expect(html).toContain('value="beef"');
    expect(html).toContain("Izinkomo zenyama");
    expect(html).not.toMatch(RAW_KEY);
  });

  it("shows the livestock numbers tab in isiZulu, with the months in isiZulu", async () => {
    const html = await render("livestock", "&lang=zu", "owner");
    expect(html).toContain(`Izibalo zemfuyo, ${Y}/${Y + 1}`);
    expect(html).toContain(`Julayi ${Y}`);
    expect(html).toContain("Nguni cows: ezikhulile");
    expect(html).not.toMatch(RAW_KEY);
  });

  it("shows the grazing tab in isiZulu, its dates in isiZulu", async () => {
    const html = await render("grazing", "&lang=zu", "zulu");
    expect(html).toContain(`Ukuklabisa, ${Y}/${Y + 1}`);
    expect(html).toContain("Amayunithi emfuyo ngehektha");
    expect(html).toContain(`Julayi 1, ${Y} kuya ku-Julayi 10, ${Y}`);
    expect(html).not.toMatch(RAW_KEY);
  });

  it("shows the fertiliser tab in isiZulu", async () => {
    const html = await render("fertiliser", "&lang=zu", "owner");
    expect(html).toContain(`Umanyolo ku-${Y}/${Y + 1}`);
    expect(html).toContain("Umsoco owodwa (njenge-urea, 46% N)");
    expect(html).toContain("Shintsha umanyolo ka-Kamp Een");
    expect(html).not.toMatch(RAW_KEY);
  });

  it("keeps every tab in English without a language", async () => {
    for (const tab of Object.keys(TABS)) {
      const html = await render(tab, "", "owner");
      expect(html).toContain("Submit practice data");
      expect(html).not.toMatch(RAW_KEY);
    }
  });
});
