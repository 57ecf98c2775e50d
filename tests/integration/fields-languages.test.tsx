// The map step and My fields in the page's language (issue 33): rendered on the server from
// their real loaders' data, as a farmer without JavaScript gets them. `?lang=zu` shows the
// isiZulu drafts of the 'fields' and 'myFields' catalogues, the stored statuses in words and the
// areas in the language's number format; no key of those catalogues shows raw; English is as
// it was.
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as mapFields from "~/routes/profile.journey.map_fields/route";
import * as myFields from "~/routes/profile.my_fields";
import { hectaresIn } from "~/services/fields/hectares";
import { currentSeason } from "~/services/fields/seasons";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";

const BASE = "http://localhost:3000";
const ctx = { cspNonce: "", requestId: "test" };
const S = currentSeason();
let cookie: string;

type Page = { loader: (args: never) => unknown; default: () => JSX.Element | null };

async function render(page: Page, path: string) {
  const answer = await page.loader({
    request: new Request(`${BASE}${path}`, { headers: { Cookie: cookie } }),
    params: {},
    context: ctx,
  } as never);
  const data = answer instanceof Response ? await answer.json() : answer;
  const pathname = path.split("?")[0]!;
  const Stub = createRemixStub([
    { id: "page", path: pathname, Component: page.default, loader: () => data },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { page: data } }} />,
    )
      .replaceAll("<!-- -->", "")
      .replaceAll("&#x27;", "'");
  } finally {
    quiet.mockRestore();
  }
}

const RAW_KEY = /\b(fields|myFields)\.[A-Za-z]/;

beforeAll(async () => {
  // Mapped, not yet confirmed: the forms, the table and the submit section all show.
  const org = await insertPlanningOrganisation(
    "Ilanga Farming",
    S,
    [
      { farm: "Emabhodweni", name: "Insimu Enkulu", status: "UPLOADED", areaHectares: 1234.5 },
      { farm: "Emabhodweni", name: "Idlelo", status: "DRAWN", areaHectares: 20 },
    ],
    { fieldsComplete: false },
  );
  cookie = (await insertSignedInMember(org.organisationId, "OWNER")).cookie;
});

describe("the map step", () => {
  it("is in isiZulu with ?lang=zu: its texts, the forms, the statuses and the areas", async () => {
    const html = await render(mapFields as Page, "/profile/journey/map_fields?lang=zu");
    expect(html).toContain("<h1>Dweba amasimu ebalazweni</h1>");
    expect(html).toContain("Layisha amasimu efayeleni");
    expect(html).toContain("Noma faka insimu eyindilinga");
    expect(html).toContain("Okushiwo yisimo nokuhlolwa kwensimu");
    expect(html).toContain("Ilayishiwe");
    expect(html).toContain("Idwetshiwe");
    expect(html).toContain("Thumela amasimu ami");
    expect(html).toContain(hectaresIn("zu")(1234.5));
    expect(html).toContain(`kufakwe u-${hectaresIn("zu")(1254.5)}`);
    expect(html).not.toMatch(RAW_KEY);
    expect(html).not.toContain("Upload fields from a file");
  });

  it("is as it was in English", async () => {
    const html = await render(mapFields as Page, "/profile/journey/map_fields?lang=en");
    expect(html).toContain("<h1>Map fields</h1>");
    expect(html).toContain("Upload fields from a file");
    expect(html).toContain("2 fields mapped, all included: 1\u00a0254.50 ha.");
    expect(html).toContain("1\u00a0234.50 ha");
    expect(html).toContain("Submit my fields");
    expect(html).not.toMatch(RAW_KEY);
  });
});

describe("My fields", () => {
  it("is in isiZulu with ?lang=zu", async () => {
    const html = await render(myFields as Page, "/profile/my_fields?lang=zu");
    expect(html).toContain("<h1>Amasimu ami</h1>");
    expect(html).toContain("amasimu angu-2");
    expect(html).toContain("Dweba noma ushintshe amasimu akho");
    expect(html).toContain("Ilayishiwe");
    expect(html).not.toMatch(RAW_KEY);
  });

  it("is as it was in English", async () => {
    const html = await render(myFields as Page, "/profile/my_fields?lang=en");
    expect(html).toContain("<h1>My fields</h1>");
    expect(html).toMatch(/Season [^:]+: 2 fields, <strong>1\u00a0254.50 ha included<\/strong>\./);
    expect(html).toContain("Map or change your fields");
    expect(html).not.toMatch(RAW_KEY);
  });
});
