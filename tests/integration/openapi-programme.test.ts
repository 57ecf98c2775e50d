// The OpenAPI contract of an organisation's programme journey (issue 19, decision 0111): the
// organisation, eligibility, viability, interest, signatories, the contract, evidence, the
// season's submission and its resubmissions, reports, and the calculator, checker, constants and
// credits calls. Every described operation of these paths is called for real here and its answer
// checked against the document (tests/support/openapi-contract.ts). The uploads (evidence, the
// signed contract) are multipart/form-data requests built here (`upload`).
import { and, eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { db } from "~/db/client.server";
import { writeJourneyForm } from "~/models/journey-forms.server";
import {
  evidenceItems,
  implementationPlans,
  issuedCredits,
  organisationDetails,
  organisations,
  reportFiles,
  signatories,
  storedFiles,
  submissionItems,
  submissions,
} from "~/db/schema";
import { createEvidence } from "~/services/evidence/evidence.server";
import { currentSeason } from "~/services/fields/seasons";
import { loadSeasonSubmission, submitSeason } from "~/services/review/submission.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { jpegWithExif } from "../support/exif-fixtures";
import { fileOf, pdf } from "../support/file-fixtures";
import { contractFixture, describedOperationsSuite, type Call } from "../support/openapi-contract";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";

trustTestTokens();

const S = currentSeason();
let fx: Awaited<ReturnType<typeof contractFixture>>;

/**
 * A second organisation further on, at the evidence step (the plan and the practice data of the
 * season submitted), for the evidence and submission calls: the contract fixture's organisation
 * is only as far as mapping.
 */
const journey = { organisationId: "", fieldId: "", token: "", evidenceId: "" };
/**
 * Organisations at the start of the journey, each with an owner: one before its eligibility
 * answers are decided, one eligible before its viability answers are.
 */
const starting = {
  eligibility: { organisationId: "", userId: "", token: "" },
  viability: { organisationId: "", userId: "", token: "" },
};

/** What the submission calls make, for the next ones. */
const made = { submissionId: "", planItemId: "", addedEvidenceId: "" };

const who = (role = "OWNER") => ({
  actor: { userId: journeyOwnerId, label: "openapi-journey", requestId: "test" },
  organisationId: journey.organisationId,
  role,
});
let journeyOwnerId = "";

async function insertEvidence(title: string, status: "draft" | "submitted") {
  const [row] = await db()
    .insert(evidenceItems)
    .values({
      organisationId: journey.organisationId,
      season: S,
      categories: ["invoices"],
      title,
      status,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  fx = await contractFixture();
  // The contract an admin sent, which GET /company/{companyId} names.
  const [contract] = await db()
    .insert(storedFiles)
    .values({
      storageKey: `openapi/contract-${Date.now()}.pdf`,
      originalName: "Kontrak.pdf",
      mimeType: "application/pdf",
      extension: "pdf",
      size: 4096,
      sha256: "1".repeat(64),
      purpose: "contract",
      organisationId: fx.organisationId,
    })
    .returning();
  await db()
    .update(organisationDetails)
    .set({ contractFileId: contract!.id })
    .where(eq(organisationDetails.organisationId, fx.organisationId));

  for (const kind of ["eligibility", "viability"] as const) {
    const [organisation] = await db()
      .insert(organisations)
      .values({ name: `Begin Boerdery (${kind})` })
      .returning();
    if (kind === "viability")
      await db()
        .insert(organisationDetails)
        .values({ organisationId: organisation!.id, eligibility: true });
    const owner = await insertSignedInMember(organisation!.id, "OWNER");
    starting[kind] = {
      organisationId: organisation!.id,
      userId: owner.userId,
      token: await mintAccessToken(owner.subject),
    };
  }

  const organisation = await insertPlanningOrganisation(
    "Bewys Boerdery",
    S,
    [{ farm: "Bewys", name: "Kamp 1" }],
    { practiceDataSubmittedAt: new Date() },
  );
  journey.organisationId = organisation.organisationId;
  journey.fieldId = organisation.fieldIds["Kamp 1"]!;
  await db()
    .insert(implementationPlans)
    .values({ organisationId: journey.organisationId, season: S, submittedAt: new Date() });
  const owner = await insertSignedInMember(journey.organisationId, "OWNER");
  journeyOwnerId = owner.userId;
  journey.token = await mintAccessToken(owner.subject);
  // A photo with its date and place, and a PDF: the files' schema with and without EXIF.
  const item = await createEvidence(
    who(),
    S,
    { field: journey.fieldId, categories: ["invoices", "photos"], title: "Kunsmis op Kamp 1" },
    [fileOf(jpegWithExif(), "heap.jpg", "image/jpeg"), fileOf(pdf(), "invoice.pdf")],
  );
  journey.evidenceId = item.id;
});

const company = (path = "") => `/api/v2/company/${journey.organisationId}${path}`;

/** A multipart/form-data POST with the bearer token as apiRequest sends it; files as given. */
function upload(url: string, token: string, parts: readonly (readonly [string, string | File])[]) {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  return new Request(new URL(url, "http://localhost:3000"), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}
const contracting = (path = "") => `/api/v2/company/${fx.organisationId}${path}`;

/** The contract fixture's signatory, named by the POST call. */
async function signatoryId() {
  const [row] = await db()
    .select({ id: signatories.id })
    .from(signatories)
    .where(eq(signatories.organisationId, fx.organisationId));
  return row!.id;
}

// Keyed 'METHOD /path' as in the document, in the order they run.
const CALLS: Record<string, Call> = {
  "GET /company/{companyId}": async () => ({
    request: apiRequest(contracting(), fx.tokens.owner),
    params: { companyId: fx.organisationId },
  }),
  "PUT /company/{companyId}": async () => ({
    request: apiRequest(contracting(), fx.tokens.owner, {
      method: "PUT",
      body: { legalName: "Kontrak Boerdery (Edms) Bpk", town: "Bothaville" },
    }),
    params: { companyId: fx.organisationId },
  }),

  // The journey's start: interest expressed (which opens the eligibility check), then the
  // questionnaires read, their first answers saved (201) and the saved draft changed.
  "POST /company/{companyId}/expressInterest": async () => ({
    request: apiRequest(
      `/api/v2/company/${starting.eligibility.organisationId}/expressInterest`,
      starting.eligibility.token,
      {
        method: "POST",
        body: {
          programme: "soilCarbonGrazing",
          hectares: 300,
          regenStarted: false,
          description: "Veld and a few lands of maize.",
        },
      },
    ),
    params: { companyId: starting.eligibility.organisationId },
  }),
  "GET /company/{companyId}/expressInterest": async () => ({
    request: apiRequest(
      `/api/v2/company/${starting.eligibility.organisationId}/expressInterest`,
      starting.eligibility.token,
    ),
    params: { companyId: starting.eligibility.organisationId },
  }),
  "GET /company/{companyId}/eligibility": async () => ({
    request: apiRequest(
      `/api/v2/company/${starting.eligibility.organisationId}/eligibility`,
      starting.eligibility.token,
    ),
    params: { companyId: starting.eligibility.organisationId },
  }),
  "POST /company/{companyId}/eligibility": async () => ({
    request: apiRequest(
      `/api/v2/company/${starting.eligibility.organisationId}/eligibility`,
      starting.eligibility.token,
      { method: "POST", body: { answers: { landUse: "grassland" }, intent: "save" } },
    ),
    params: { companyId: starting.eligibility.organisationId },
  }),
  "PUT /company/{companyId}/eligibility": async () => {
    const { organisationId, userId, token } = starting.eligibility;
    await writeJourneyForm({
      organisationId,
      kind: "eligibility",
      answers: { landUse: "grassland" },
      userId,
      submit: false,
    });
    return {
      request: apiRequest(`/api/v2/company/${organisationId}/eligibility`, token, {
        method: "PUT",
        body: { answers: { landUse: "grassland", landTenure: "own" }, intent: "save" },
      }),
      params: { companyId: organisationId },
    };
  },
  "GET /company/{companyId}/viability": async () => ({
    request: apiRequest(
      `/api/v2/company/${starting.viability.organisationId}/viability`,
      starting.viability.token,
    ),
    params: { companyId: starting.viability.organisationId },
  }),
  "POST /company/{companyId}/viability": async () => ({
    request: apiRequest(
      `/api/v2/company/${starting.viability.organisationId}/viability`,
      starting.viability.token,
      { method: "POST", body: { answers: { keepsLivestock: "yes" }, intent: "save" } },
    ),
    params: { companyId: starting.viability.organisationId },
  }),
  "PUT /company/{companyId}/viability": async () => {
    const { organisationId, userId, token } = starting.viability;
    await writeJourneyForm({
      organisationId,
      kind: "viability",
      answers: { keepsLivestock: "yes" },
      userId,
      submit: false,
    });
    return {
      request: apiRequest(`/api/v2/company/${organisationId}/viability`, token, {
        method: "PUT",
        body: { answers: { keepsLivestock: "yes", tillage: "minimum" }, intent: "save" },
      }),
      params: { companyId: organisationId },
    };
  },

  // Signatories: name one, list, read, change, remove.
  "POST /company/{companyId}/signatories": async () => ({
    request: apiRequest(contracting("/signatories"), fx.tokens.owner, {
      method: "POST",
      body: {
        name: "Pieter",
        surname: "Botha",
        email: "pieter@kontrak.example",
        phoneNumber: "082 555 1234",
        designation: "Director",
      },
    }),
    params: { companyId: fx.organisationId },
  }),
  "GET /company/{companyId}/signatories": async () => ({
    request: apiRequest(contracting("/signatories"), fx.tokens.owner),
    params: { companyId: fx.organisationId },
  }),
  "GET /company/{companyId}/signatories/{signatoryId}": async () => {
    const id = await signatoryId();
    return {
      request: apiRequest(contracting(`/signatories/${id}`), fx.tokens.owner),
      params: { companyId: fx.organisationId, signatoryId: id },
    };
  },
  "PUT /company/{companyId}/signatories/{signatoryId}": async () => {
    const id = await signatoryId();
    return {
      request: apiRequest(contracting(`/signatories/${id}`), fx.tokens.owner, {
        method: "PUT",
        body: { name: "Pieter", surname: "Botha", email: "pieter@kontrak.example" },
      }),
      params: { companyId: fx.organisationId, signatoryId: id },
    };
  },
  "DELETE /company/{companyId}/signatories/{signatoryId}": async () => {
    const id = await signatoryId();
    return {
      request: apiRequest(contracting(`/signatories/${id}`), fx.tokens.owner, {
        method: "DELETE",
      }),
      params: { companyId: fx.organisationId, signatoryId: id },
    };
  },
  // The signed copy comes back to an organisation whose contract is sent and not yet confirmed
  // (the contract fixture's is confirmed already, which refuses another copy).
  "POST /company/{companyId}/contract/signed": async () => {
    const [organisation] = await db()
      .insert(organisations)
      .values({ name: "Teken Boerdery" })
      .returning();
    const organisationId = organisation!.id;
    await db().insert(organisationDetails).values({
      organisationId,
      eligibility: true,
      viability: true,
      farmsComplete: true,
      contractSent: true,
    });
    const owner = await insertSignedInMember(organisationId, "OWNER");
    const token = await mintAccessToken(owner.subject);
    return {
      request: upload(`/api/v2/company/${organisationId}/contract/signed`, token, [
        ["file", fileOf(pdf(), "Kontrak geteken.pdf", "application/pdf")],
      ]),
      params: { companyId: organisationId },
    };
  },

  "GET /company/{companyId}/evidence": async () => ({
    request: apiRequest(company(`/evidence?season=${S}`), journey.token),
    params: { companyId: journey.organisationId },
  }),
  "GET /company/{companyId}/evidence/{evidenceId}": async () => ({
    request: apiRequest(company(`/evidence/${journey.evidenceId}`), journey.token),
    params: { companyId: journey.organisationId, evidenceId: journey.evidenceId },
  }),
  // A draft item (left out of the submission below) with a photo and an invoice.
  "POST /company/{companyId}/evidence": async () => ({
    request: upload(company("/evidence"), journey.token, [
      ["field", journey.fieldId],
      ["practice", "adaptiveGrazing"],
      ["categories", "photos"],
      ["categories", "invoices"],
      ["title", "Rested camp after the rains"],
      ["description", "Kamp 1 in March, and the seed invoice."],
      ["season", String(S)],
      ["files", fileOf(jpegWithExif(), "camp.jpg", "image/jpeg")],
      ["files", fileOf(pdf(), "seed-invoice.pdf", "application/pdf")],
    ]),
    params: { companyId: journey.organisationId },
  }),
  "PUT /company/{companyId}/evidence/{evidenceId}/submitted": async () => ({
    request: apiRequest(company(`/evidence/${journey.evidenceId}/submitted`), journey.token, {
      method: "PUT",
      body: { submitted: true },
    }),
    params: { companyId: journey.organisationId, evidenceId: journey.evidenceId },
  }),
  "DELETE /company/{companyId}/evidence/{evidenceId}": async () => {
    const draft = await insertEvidence("Draft to delete", "draft");
    return {
      request: apiRequest(company(`/evidence/${draft}`), journey.token, { method: "DELETE" }),
      params: { companyId: journey.organisationId, evidenceId: draft },
    };
  },

  // The season's submission: read, submit, withdraw; then submitted again with changes asked
  // for, evidence added to it and the plan sent for review again.
  "GET /company/{companyId}/submission": async () => ({
    request: apiRequest(company(`/submission?season=${S}`), journey.token),
    params: { companyId: journey.organisationId },
  }),
  "POST /company/{companyId}/submission": async () => ({
    request: apiRequest(company("/submission"), journey.token, {
      method: "POST",
      body: { season: S },
    }),
    params: { companyId: journey.organisationId },
  }),
  "DELETE /company/{companyId}/submission/{submissionId}": async () => {
    const view = await loadSeasonSubmission(journey.organisationId, S);
    const submissionId = view.submission!.id;
    return {
      request: apiRequest(company(`/submission/${submissionId}`), journey.token, {
        method: "DELETE",
      }),
      params: { companyId: journey.organisationId, submissionId },
    };
  },
  "POST /company/{companyId}/submission/{submissionId}/evidence/{evidenceId}": async () => {
    const submission = await submitSeason(who(), S);
    made.submissionId = submission.id;
    // The reviewer's summary decision: changes to the plan, the rest accepted.
    const decided = new Date(Date.now() - 1000);
    await db()
      .update(submissionItems)
      .set({ status: "ACCEPTED", decidedAt: decided })
      .where(eq(submissionItems.submissionId, submission.id));
    const [plan] = await db()
      .update(submissionItems)
      .set({ status: "CHANGES_REQUESTED", reason: "Plan the vlei." })
      .where(and(eq(submissionItems.submissionId, submission.id), eq(submissionItems.kind, "PLAN")))
      .returning();
    made.planItemId = plan!.id;
    await db()
      .update(submissions)
      .set({ status: "CHANGES_REQUESTED", decidedAt: new Date() })
      .where(eq(submissions.id, submission.id));
    made.addedEvidenceId = await insertEvidence("Grazing chart", "submitted");
    const path = `/submission/${submission.id}/evidence/${made.addedEvidenceId}`;
    return {
      request: apiRequest(company(path), journey.token, { method: "POST" }),
      params: {
        companyId: journey.organisationId,
        submissionId: submission.id,
        evidenceId: made.addedEvidenceId,
      },
    };
  },
  "POST /company/{companyId}/submission/{submissionId}/items/{itemId}/resubmit": async () => ({
    request: apiRequest(
      company(`/submission/${made.submissionId}/items/${made.planItemId}/resubmit`),
      journey.token,
      { method: "POST" },
    ),
    params: {
      companyId: journey.organisationId,
      submissionId: made.submissionId,
      itemId: made.planItemId,
    },
  }),

  "GET /company/{companyId}/reports": async () => {
    // A report an admin uploaded (its bytes are not read by the list).
    const [file] = await db()
      .insert(storedFiles)
      .values({
        storageKey: `openapi/report-${Date.now()}.pdf`,
        originalName: "Verslag 2026.pdf",
        mimeType: "application/pdf",
        extension: "pdf",
        size: 2048,
        sha256: "0".repeat(64),
        purpose: "report",
        organisationId: journey.organisationId,
      })
      .returning();
    await db().insert(reportFiles).values({
      organisationId: journey.organisationId,
      kind: "report",
      season: S,
      title: "Season report",
      fileId: file!.id,
    });
    return {
      request: apiRequest(company("/reports"), journey.token),
      params: { companyId: journey.organisationId },
    };
  },

  // The calculator, checker, constants and credits: the organisation named by ?companyId=.
  "GET /calculations": async () => ({
    request: apiRequest(`/api/v2/calculations?companyId=${journey.organisationId}`, journey.token),
    params: {},
  }),
  "GET /checker": async () => ({
    request: apiRequest(
      "/api/v2/checker?croplandHa=250&grazingHa=1%20200&province=FS&tillage=full" +
        "&practices=reducedTillage&practices=coverCrops&grazingPractices=adaptiveGrazing",
      journey.token,
    ),
    params: {},
  }),
  "POST /checker": async () => ({
    request: apiRequest("/api/v2/checker", journey.token, {
      method: "POST",
      body: {
        croplandHa: 250,
        grazingHa: "1 200",
        province: "FS",
        climate: null,
        input: "medium",
        practices: ["reducedTillage"],
        grazing: "severelyDegraded",
        grazingPractices: ["restPeriods"],
      },
    }),
    params: {},
  }),
  "GET /constants": async () => ({
    request: apiRequest("/api/v2/constants", journey.token),
    params: {},
  }),
  "GET /credits": async () => {
    await db()
      .insert(issuedCredits)
      .values([
        {
          organisationId: journey.organisationId,
          season: S,
          tonnesCo2e: 120.5,
          carbonPriceZarPerTco2e: 300,
          farmerShare: 0.7,
          issuedOn: "2026-03-01",
          registry: "Verra",
          serialRange: "VCS-1-120",
          note: "The first issuance.",
          recordedByLabel: "Programme",
        },
        {
          organisationId: journey.organisationId,
          season: S,
          tonnesCo2e: 10,
          carbonPriceZarPerTco2e: 300,
          farmerShare: 0.7,
          issuedOn: "2026-03-02",
          registry: "Verra",
          note: "Recorded twice.",
          voidedAt: new Date(),
          voidReason: "A duplicate.",
        },
      ]);
    return {
      request: apiRequest(`/api/v2/credits?companyId=${journey.organisationId}`, journey.token),
      params: {},
    };
  },
};

describedOperationsSuite("openapi-programme.test.ts", CALLS, {
  member: () => ({ token: fx.tokens.owner, organisationId: fx.organisationId }),
});
