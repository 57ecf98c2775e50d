// The journey's later steps in isiZulu (issue 33): the implementation plan, evidence, contract
// and feedback pages answer a farmer in the language asked for (?lang=zu) with the drafted
// isiZulu texts and no raw key of their namespaces; English is unchanged. The contract stays
// English: in isiZulu a translated summary and the sentence that the English text governs come
// above it, and an English page has neither.
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { storedFiles } from "~/db/schema";
import * as complete from "~/routes/profile.journey.complete/route";
import * as contract from "~/routes/profile.journey.contract/route";
import * as evidence from "~/routes/profile.journey.evidence/route";
import * as implementation from "~/routes/profile.journey.implementation/route";
import { readCatalogues } from "~/services/i18n/catalogues.server";
import { currentSeason } from "~/services/fields/seasons";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";

const BASE = "http://localhost:3000";
const zu = readCatalogues().zu;
const en = readCatalogues().en;
const text = (catalogue: typeof zu, id: string) => catalogue.get(id)!.message;
/** A raw key of these pages' namespaces, shown where a text should be (not the file contract.pdf). */
const RAW_KEY = /\b(implementation|evidence|contract|complete)\.(?!pdf\b)[a-zA-Z]/;

let cookie: string;

interface Page {
  default: () => JSX.Element;
  loader: (args: never) => unknown;
}

async function html(page: Page, path: string, search = "") {
  const data = await callRoute(
    page.loader,
    new Request(`${BASE}${path}${search}`, { headers: { Cookie: cookie } }),
  );
  const Stub = createRemixStub([
    {
      id: "page",
      path,
      Component: page.default,
      loader: () => data as unknown as Record<string, unknown>,
    },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      <Stub initialEntries={[`${path}${search}`]} hydrationData={{ loaderData: { page: data } }} />,
    )
      .replaceAll("<!-- -->", "")
      .replaceAll("&#x27;", "'");
  } finally {
    quiet.mockRestore();
  }
}

beforeAll(async () => {
  const [file] = await db()
    .insert(storedFiles)
    .values({
      storageKey: `steps-language-${Date.now()}`,
      originalName: "contract.pdf",
      mimeType: "application/pdf",
      extension: "pdf",
      size: 4096,
      sha256: "2".repeat(64),
      purpose: "contract",
    })
    .returning();
  const { organisationId } = await insertPlanningOrganisation(
    "Zulu Steps Farm",
    currentSeason(),
    [{ farm: "Emakhaya", name: "Insimu Enkulu" }],
    {
      legalName: "Zulu Steps (Pty) Ltd",
      contractFileId: file!.id,
      contractSentAt: new Date("2026-09-06T08:00:00Z"),
    },
  );
  cookie = (await insertSignedInMember(organisationId, "OWNER")).cookie;
});

describe("the journey's later steps in isiZulu", () => {
  it("the implementation plan is in isiZulu, with no raw key", async () => {
    const page = await html(implementation, "/profile/journey/implementation", "?lang=zu");
    expect(page).toContain(text(zu, "implementation.title"));
    expect(page).toContain(text(zu, "implementation.submitHeading"));
    expect(page).not.toContain(">Implementation plan<");
    expect(page).not.toMatch(RAW_KEY);
  });

  it("the evidence page is in isiZulu, its form's labels and the season's submission too", async () => {
    const page = await html(evidence, "/profile/journey/evidence", "?lang=zu");
    expect(page).toContain(text(zu, "evidence.yourEvidence"));
    expect(page).toContain(text(zu, "evidence.fieldCategories"));
    expect(page).toContain(text(zu, "evidence.categoryInvoices"));
    expect(page).not.toMatch(RAW_KEY);
  });

  it("the feedback page is in isiZulu, with no raw key", async () => {
    const page = await html(complete, "/profile/journey/complete", "?lang=zu");
    expect(page).toContain(text(zu, "complete.title"));
    expect(page).toContain(text(zu, "complete.goToEvidence"));
    expect(page).not.toMatch(RAW_KEY);
  });

  it("the contract page: its frame in isiZulu, a summary and 'the English text governs' above the English contract", async () => {
    const page = await html(contract, "/profile/journey/contract", "?lang=zu");
    expect(page).toContain(text(zu, "contract.readyHeading"));
    expect(page).toContain(text(zu, "contract.summaryHeading"));
    expect(page).toContain(text(zu, "contract.englishGoverns"));
    expect(page).toContain(
      text(zu, "contract.summaryPayment").replace("{legalName}", "Zulu Steps (Pty) Ltd"),
    );
    expect(page).not.toContain(text(en, "contract.englishGoverns"));
    expect(page).not.toContain(text(en, "contract.summaryHeading"));
    // The contract itself (the PDF) is the English one.
    expect(page).toContain("contract.pdf");
    expect(page).not.toMatch(RAW_KEY);
  });

  it("in English the contract page is unchanged: no summary, and the English texts", async () => {
    const page = await html(contract, "/profile/journey/contract", "?lang=en");
    expect(page).toContain("Your contract is ready");
    expect(page).toContain(
      "The carbon-credit contract for Zulu Steps (Pty) Ltd was sent on 6 September 2026.",
    );
    expect(page).not.toContain('data-testid="contract-summary"');
    expect(page).not.toContain(text(en, "contract.englishGoverns"));
    expect(page).not.toMatch(RAW_KEY);
  });
});
