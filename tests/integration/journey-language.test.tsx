// The signed-in farmer's frame and the journey's first steps in the person's language (issue 33):
// each page rendered on the server from its real loaders' data, for a farmer whose saved language
// is isiZulu (or `?lang=zu`), shows the drafted isiZulu and no raw key of the frame's and the
// journey's namespaces (signed-in.po, journey.po); staff at /admin/userView get the same pages'
// words; and in English the pages read as before.
import { createRemixStub } from "@remix-run/testing";
import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { expressInterests, organisationDetails, userProfiles, users } from "~/db/schema";
import * as profileLayout from "~/routes/profile";
import * as home from "~/routes/profile.home/route";
import * as journeyLayout from "~/routes/profile.journey";
import * as journeyIndex from "~/routes/profile.journey._index";
import * as journeyStart from "~/routes/profile.journey_start/route";
import * as details from "~/routes/profile.journey.details/route";
import * as eligibility from "~/routes/profile.journey.eligibility";
import * as viability from "~/routes/profile.journey.viability";
import * as signup from "~/routes/profile.signup/route";
import {
  insertTestMembership,
  insertTestOrganisation,
  insertTestProfile,
} from "../support/model-fixtures";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const ctx = { cspNonce: "", requestId: "journey-language-test" };
/** A key of these namespaces left untranslated shows as itself: `journey.title`. */
const RAW_KEY =
  /(?<![\w/.@-])(?:app|home|journey|signup|details|eligibility|viability)\.[a-zA-Z]\w*/;

interface Level {
  id: string;
  /** The level's path, relative to the one above it. */
  path: string;
  module: { default: () => unknown; loader: (args: never) => unknown };
}

async function loaderData(level: Level, url: string, cookie: string) {
  const answer = await level.module.loader({
    request: new Request(`${BASE}${url}`, { headers: { Cookie: cookie } }),
    params: {},
    context: ctx,
  } as never);
  return answer instanceof Response ? await answer.json() : answer;
}

/** The page at `url`, each level's component with its loader's data, as text without tags. */
async function render(url: string, cookie: string, levels: Level[]) {
  const data = await Promise.all(levels.map((level) => loaderData(level, url, cookie)));
  const tree = levels.reduceRight<Record<string, unknown>[]>(
    (children, level, index) => [
      {
        id: level.id,
        path: level.path,
        Component: level.module.default,
        loader: () => data[index],
        ...(children.length ? { children } : {}),
      },
    ],
    [],
  );
  const Stub = createRemixStub(tree as never);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const html = renderToString(
      <Stub
        initialEntries={[url]}
        hydrationData={{
          loaderData: Object.fromEntries(levels.map((level, i) => [level.id, data[i]])),
        }}
      />,
    ).replaceAll("<!-- -->", "");
    return { html, text: html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ") };
  } finally {
    quiet.mockRestore();
  }
}

const PROFILE: Level = {
  id: "routes/profile",
  path: "/profile",
  module: profileLayout as never,
};
const JOURNEY: Level = { id: "journey", path: "journey", module: journeyLayout as never };
const page = (id: string, path: string, module: unknown): Level => ({
  id,
  path,
  module: module as never,
});

const cookies = {} as Record<"zu" | "en" | "admin" | "newcomer", string>;
let farmerId: string;

beforeAll(async () => {
  const organisation = await insertTestOrganisation("Umlando Farm");
  const person = async (key: "zu" | "en", language: string | null) => {
    const subject = `journey-language|${key}`;
    const email = `${key}@journey-language.example`;
    const [user] = await db().insert(users).values({ subject, email, name: "Thandi" }).returning();
    await insertTestProfile(user!.id);
    await db().update(userProfiles).set({ language }).where(eq(userProfiles.userId, user!.id));
    await insertTestMembership(user!.id, organisation.id, "OWNER");
    cookies[key] = await signInCookie(subject, email);
    return user!.id;
  };
  farmerId = await person("zu", "zu");
  await person("en", null);
  // Interest expressed and eligibility approved: viability is the step the farm is on.
  await db().insert(expressInterests).values({
    organisationId: organisation.id,
    requestedBy: farmerId,
    programme: "soil_carbon",
    hectares: "1234.5",
    regenStarted: true,
  });
  await db()
    .insert(organisationDetails)
    .values({ organisationId: organisation.id, eligibility: true });
  // Signed in, not signed up: no Veld account yet.
  cookies.newcomer = await signInCookie(
    "journey-language|newcomer",
    "new@journey-language.example",
  );
  cookies.admin = await signInCookie("journey-language|admin", "staff@journey-language.example", [
    "read:admin",
  ]);
});

function expectNoRawKey(html: string) {
  expect(html).not.toMatch(RAW_KEY);
}

describe("a farmer whose saved language is isiZulu", () => {
  it("reads the signed-in frame and /profile/home in isiZulu", async () => {
    const { html, text } = await render("/profile/home", cookies.zu, [
      PROFILE,
      page("home", "home", home),
    ]);
    // The frame: the side menu and the header's link.
    expect(text).toContain("Qala uhambo lwakho");
    expect(text).toContain("Amasimu ami");
    expect(text).toContain("Izaziso");
    expect(html).toContain('aria-label="Amakhasi akho"');
    // The page and its journey panel, with the step's name translated.
    expect(text).toContain("Sawubona, Thandi");
    expect(text).toContain("Inhlangano yakho");
    expect(text).toContain("Uhambo luka-Umlando Farm");
    expect(text).toContain("Isinyathelo 3 kwezingu-10: Ukusebenza");
    expect(text).toContain("Qedela imibuzo yokusebenza");
    expectNoRawKey(html);
  });

  it("reads the journey's overview in isiZulu", async () => {
    const { html, text } = await render("/profile/journey", cookies.zu, [
      PROFILE,
      JOURNEY,
      page("overview", "", journeyIndex),
    ]);
    expect(text).toContain("Uhambo lwakho");
    expect(text).toContain("Izinyathelo ezingu-10");
    expect(text).toContain("Imininingwane yenkontileka");
    expect(text).toContain("Qala uqedele futhi uthumele imibuzo yokusebenza.");
    expectNoRawKey(html);
  });

  it("reads the start page in isiZulu, with the hectares in its locale", async () => {
    const { html, text } = await render("/profile/journey_start", cookies.zu, [
      PROFILE,
      page("start", "journey_start", journeyStart),
    ]);
    expect(text).toContain("Kusebenza kanjani");
    expect(text).toContain("Izintshisekelo ozibonisile");
    expect(text).toMatch(/1[\s\u00a0\u202f,]?234[.,]5 ha/);
    expectNoRawKey(html);
  });

  it("reads the eligibility answers' decision and the viability form in isiZulu", async () => {
    const approved = await render("/profile/journey/eligibility", cookies.zu, [
      PROFILE,
      JOURNEY,
      page("eligibility", "eligibility", eligibility),
    ]);
    expect(approved.text).toContain("Kugunyaziwe: lesi sinyathelo siqediwe.");
    expectNoRawKey(approved.html);
    const form = await render("/profile/journey/viability", cookies.zu, [
      PROFILE,
      JOURNEY,
      page("viability", "viability", viability),
    ]);
    expect(form.text).toContain("Ukusebenza");
    expect(form.text).toContain("Gcina okusalungiswa");
    expect(form.text).toContain("Thumela ukuze kubuyekezwe");
    expectNoRawKey(form.html);
  });

  it("sees the contracting details locked, with the reason in isiZulu", async () => {
    const locked = await render("/profile/journey/details", cookies.zu, [
      PROFILE,
      JOURNEY,
      page("details", "details", details),
    ]);
    expect(locked.text).toContain("Kukhiyiwe");
    expect(locked.text).toContain("Qala uqedele futhi uthumele imibuzo yokusebenza.");
    expectNoRawKey(locked.html);
    // The page itself (the layout shows it once the step opens).
    const own = await render("/profile/journey/details", cookies.zu, [
      page("details", "/profile/journey/details", details),
    ]);
    expect(own.text).toContain("Imininingwane yenkontileka");
    expect(own.text).toContain(
      "Esikudingayo ukuze sibhale inkontileka yezikweletu zekhabhoni ka-Umlando Farm",
    );
    expectNoRawKey(own.html);
  });
});

describe("?lang=zu", () => {
  it("shows the sign-up form of a person without a profile in isiZulu", async () => {
    const { html, text } = await render("/profile/signup?lang=zu", cookies.newcomer, [
      page("signup", "/profile/signup", signup),
    ]);
    expect(text).toContain("Dala iphrofayela yakho");
    expect(text).toContain("Mayelana nawe");
    expect(text).toContain("Funda imigomo nemibandela kanye ne-inqubomgomo yobumfihlo");
    expectNoRawKey(html);
  });

  it("gives staff at /admin/userView the person's pages with their words", async () => {
    const search = `?userId=${farmerId}&lang=zu`;
    const overview = await render(`/admin/userView/journey${search}`, cookies.admin, [
      { ...JOURNEY, path: "/admin/userView/journey" },
      page("overview", "", journeyIndex),
    ]);
    expect(overview.text).toContain("Uhambo lwakho");
    expectNoRawKey(overview.html);
    for (const [path, module] of [
      ["home", home],
      ["journey_start", journeyStart],
      ["journey/viability", viability],
      ["journey/details", details],
    ] as const) {
      const shown = await render(`/admin/userView/${path}${search}`, cookies.admin, [
        page(path, `/admin/userView/${path}`, module),
      ]);
      expectNoRawKey(shown.html);
    }
  });
});

describe("in English", () => {
  it("reads the frame, home and the journey as before", async () => {
    const homePage = await render("/profile/home", cookies.en, [
      PROFILE,
      page("home", "home", home),
    ]);
    expect(homePage.text).toContain("Hello, Thandi");
    expect(homePage.text).toContain("You are working in Umlando Farm, as Farmer / Land Owner.");
    expect(homePage.text).toContain("Step 3 of 10: Viability");
    expect(homePage.text).toContain(
      "Change your details (name, phone, province, the mailing list)",
    );
    expect(homePage.html).toContain('aria-label="Your pages"');
    const overview = await render("/profile/journey", cookies.en, [
      PROFILE,
      JOURNEY,
      page("overview", "", journeyIndex),
    ]);
    expect(overview.text).toContain("The 10 steps");
    expect(overview.text).toContain("Step 4: Contracting details");
    expect(overview.text).toContain("Complete and submit the viability questions first.");
    const start = await render("/profile/journey_start", cookies.en, [
      PROFILE,
      page("start", "journey_start", journeyStart),
    ]);
    expect(start.text).toContain("1 234.5 ha");
    expect(start.text).toContain("Express interest: Tell us about your farm below.");
  });
});
