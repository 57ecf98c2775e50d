// The public pages in the visitor's language (issue 33; decision 0161), through the real app
// (its page cache keeps one copy per language, decision 0158): `?lang=zu` and Accept-Language: af
// give the drafted translations and no raw key of the pages' namespaces; English is unchanged;
// the terms and the privacy policy carry a translated summary and say the English text governs,
// in every language but English.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as faqs from "~/routes/_public.faqs";
import * as jobs from "~/routes/_public.jobs/route";
import * as partners from "~/routes/_public.partners";
import * as privacy from "~/routes/_public.privacy-policy";
import * as terms from "~/routes/_public.terms-and-conditions";
import * as verify from "~/routes/_public.verify";
import { startTestApp, testBuild, type RunningApp } from "../support/express-app";

const RAW_KEY =
  /\b(faqs|partners|jobs|earnings|verify|unsubscribe|terms|privacy|auth)\.[a-z][A-Za-z]*\.?[A-Za-z]*\b(?![.-]?example)/;

let app: RunningApp;

beforeAll(async () => {
  app = await startTestApp(
    testBuild({
      faqs: { path: "faqs", module: faqs },
      partners: { path: "partners", module: partners },
      jobs: { path: "jobs", module: jobs },
      terms: { path: "terms-and-conditions", module: terms },
      privacy: { path: "privacy-policy", module: privacy },
      verify: { path: "verify", module: verify },
    }),
  );
});

afterAll(async () => {
  await app?.close();
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.origin}${path}`, { headers });
  expect(response.status).toBe(200);
  return response.text();
}

/** The page's visible text and attributes, without its tags' names. */
const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/&#x27;|&#39;/g, "'");

describe("public pages in isiZulu (?lang=zu) and Afrikaans (Accept-Language)", () => {
  const cases: [path: string, zu: string, af: string][] = [
    ["/faqs", "Imibuzo evame ukubuzwa", "Gereelde vrae"],
    ["/partners", "Abalingani bethu", "Ons vennote"],
    ["/jobs", "Sebenza nabalimi baseNingizimu Afrika", "Werk saam met Suid-Afrikaanse boere"],
    ["/verify", "Qinisekisa ikheli lakho le-imeyili", "Bevestig jou e-posadres"],
    ["/terms-and-conditions", "Imigomo nemibandela", "Bepalings en voorwaardes"],
    ["/privacy-policy", "Inqubomgomo yobumfihlo", "Privaatheidsbeleid"],
  ];
  it.each(cases)("%s shows its translation and no raw key", async (path, zu, af) => {
    const zuHtml = text(await page(`${path}?lang=zu`));
    expect(zuHtml).toContain(zu);
    expect(zuHtml).not.toMatch(RAW_KEY);
    const afHtml = text(await page(path, { "Accept-Language": "af-ZA,af;q=0.9,en;q=0.5" }));
    expect(afHtml).toContain(af);
    expect(afHtml).not.toMatch(RAW_KEY);
  });

  it("keeps the English pages' words", async () => {
    expect(text(await page("/faqs"))).toContain("Frequently asked questions");
    expect(text(await page("/jobs"))).toContain(
      "Choose a position to read more and apply: you need no account, just your CV.",
    );
    expect(text(await page("/partners"))).toContain(
      "Farmers in the programme are not on their own.",
    );
  });

  it("keeps one copy per language in the page cache: two languages, two bodies", async () => {
    const en = await page("/partners", { "Accept-Language": "en" });
    const zu = await page("/partners", { "Accept-Language": "zu" });
    const enAgain = await page("/partners", { "Accept-Language": "en" });
    expect(zu).not.toBe(en);
    expect(zu).toContain("Abalingani bethu");
    expect(enAgain).toBe(en);
  });
});

describe("the terms and the privacy policy: the English text governs", () => {
  it.each([
    ["/terms-and-conditions", "Umbhalo wesiNgisi ongezansi kuphela osebenza ngokomthetho"],
    ["/privacy-policy", "Umbhalo wesiNgisi ongezansi kuphela onegunya"],
  ])(
    "%s in isiZulu has the summary, says English governs, then the English text",
    async (path, governs) => {
      const html = await page(`${path}?lang=zu`);
      expect(text(html)).toContain("Isifinyezo ngolimi lwakho");
      expect(text(html)).toContain(governs);
      expect(html).toContain('lang="en-ZA"');
      expect(text(html)).toContain("Last updated:");
    },
  );

  it.each(["/terms-and-conditions", "/privacy-policy"])(
    "%s in English has no summary",
    async (path) => {
      const html = text(await page(path));
      expect(html).not.toContain("A summary in your language");
      expect(html).not.toContain("the English text governs");
      expect(html).toContain("Last updated:");
    },
  );
});
