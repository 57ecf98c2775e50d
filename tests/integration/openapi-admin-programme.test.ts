// The OpenAPI contract of the programme's admin calls (issue 19, decision 0111): organisations,
// farms, fields, signoffs, onboarding updates, submissions and their review, reports, credits,
// constants, calculations, the dashboard and auto signoff. Every described operation of these paths is called for real
// here and its answer checked against the document (tests/support/openapi-contract.ts).
import { and, eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { db } from "~/db/client.server";
import {
  adminGrants,
  evidenceFiles,
  evidenceItems,
  farmBoundaries,
  organisationDetails,
  reportFiles,
  storedFiles,
  users,
  wetlandLayers,
} from "~/db/schema";
import { findLatestConstantVersion } from "~/models/constants.server";
import * as fieldsModel from "~/models/fields.server";
import { listAllIssuedCredits } from "~/models/issued-credits.server";
import { insertSubmission, insertSubmissionItems } from "~/models/submissions.server";
import { currentSeason } from "~/services/fields/seasons";
import { listRequests } from "~/services/review/review.server";
import { apiRequest, trustTestTokens } from "../support/api-tokens";
import { boxRing, geoJsonFeatures } from "../support/boundary-fixtures";
import {
  insertCalculationOrganisation,
  insertNoTillCropJourneys,
} from "../support/calculation-fixture";
import { fileOf, pdf } from "../support/file-fixtures";
import { contractFixture, describedOperationsSuite, type Call } from "../support/openapi-contract";

trustTestTokens();

let fx: Awaited<ReturnType<typeof contractFixture>>;
let fieldId: string;
/** Someone holding an admin grant, whom an organisation can be assigned to. */
let adminId: string;
let reportId: string;
/** An organisation with a field recorded in the baseline season and this one: a calculation. */
let calculated: string;
/** A submission waiting for review: its plan to decide through the call, its practice data accepted. */
const submission = { id: "", plan: "" };

/** A stored file row: the calls here read its id, never its bytes. */
let storedCount = 0;
async function storedFile(organisationId: string, purpose: string) {
  storedCount += 1;
  const [row] = await db()
    .insert(storedFiles)
    .values({
      storageKey: `openapi/${purpose}/${organisationId}/${storedCount}`,
      originalName: `${purpose}.pdf`,
      mimeType: "application/pdf",
      extension: "pdf",
      size: 4,
      sha256: "0".repeat(64),
      purpose,
      organisationId,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  fx = await contractFixture();
  // The contract and its signed copy are uploaded, so it can be sent and its signing confirmed.
  await db()
    .update(organisationDetails)
    .set({
      contractFileId: await storedFile(fx.organisationId, "contract"),
      signedContractFileId: await storedFile(fx.organisationId, "signed-contract"),
    })
    .where(eq(organisationDetails.organisationId, fx.organisationId));
  const field = await fieldsModel.insertField({
    organisationId: fx.organisationId,
    farmId: fx.farmId,
    name: "Rivierkamp",
    source: "drawn",
    geometry: {
      type: "Polygon",
      coordinates: [
        [
          [29.1, -26.5],
          [29.11, -26.5],
          [29.11, -26.49],
          [29.1, -26.49],
          [29.1, -26.5],
        ],
      ],
    },
    circle: null,
    areaHectares: 110,
    boxWest: 29.1,
    boxSouth: -26.5,
    boxEast: 29.11,
    boxNorth: -26.49,
    createdBy: null,
  });
  fieldId = field.id;
  // The farm's boundary, around the field: GET /admin/farms lists it, boundaryAssign assigns it.
  await db()
    .insert(farmBoundaries)
    .values({
      farmId: fx.farmId,
      organisationId: fx.organisationId,
      name: "Title deed 12",
      source: "geojson",
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [29.09, -26.51],
            [29.12, -26.51],
            [29.12, -26.48],
            [29.09, -26.48],
            [29.09, -26.51],
          ],
        ],
      },
      areaHectares: 1000.5,
    });
  await fieldsModel.writeFieldRecord(fx.organisationId, fieldId, currentSeason(), {
    status: "DRAWN",
  });
  const submitted = await insertSubmission({
    organisationId: fx.organisationId,
    season: currentSeason(),
    submittedBy: fx.ownerId,
  });
  // Evidence with a photo kept and one removed: the review shows both.
  const [evidence] = await db()
    .insert(evidenceItems)
    .values({
      organisationId: fx.organisationId,
      season: currentSeason(),
      fieldId: field.id,
      categories: ["soil"],
      title: "Soil pit photos",
      status: "submitted",
      submittedAt: new Date(),
      submittedBy: fx.ownerId,
    })
    .returning();
  await db()
    .insert(evidenceFiles)
    .values([
      {
        evidenceId: evidence!.id,
        organisationId: fx.organisationId,
        fileId: await storedFile(fx.organisationId, "evidence"),
        capturedAt: new Date(),
        latitude: -26.495,
        longitude: 29.105,
      },
      {
        evidenceId: evidence!.id,
        organisationId: fx.organisationId,
        fileId: await storedFile(fx.organisationId, "evidence"),
        deletedAt: new Date(),
        deletedBy: fx.ownerId,
      },
    ]);
  const [plan] = await insertSubmissionItems([
    { submissionId: submitted.id, organisationId: fx.organisationId, kind: "PLAN", label: "Plan" },
    {
      submissionId: submitted.id,
      organisationId: fx.organisationId,
      kind: "PRACTICE_DATA",
      label: "Practice data",
      status: "ACCEPTED",
    },
    {
      submissionId: submitted.id,
      organisationId: fx.organisationId,
      kind: "EVIDENCE",
      label: "Soil pit photos",
      evidenceId: evidence!.id,
      status: "ACCEPTED",
    },
  ]);
  submission.id = submitted.id;
  submission.plan = plan!.id;
  const [person] = await db()
    .insert(users)
    .values({ subject: "openapi|admin", email: "ayanda@veld.example", name: "Ayanda" })
    .returning();
  adminId = person!.id;
  await db().insert(adminGrants).values({ userId: adminId, scope: "write:admin" });
  const [report] = await db()
    .insert(reportFiles)
    .values({
      organisationId: fx.organisationId,
      kind: "report",
      season: currentSeason(),
      title: "Season report",
      fileId: await storedFile(fx.organisationId, "report"),
      uploadedBy: adminId,
    })
    .returning();
  reportId = report!.id;
  const season = currentSeason();
  const calculation = await insertCalculationOrganisation(
    "Koolstof Plaas",
    season,
    [{ farm: "Huis", name: "Bokamp", areaHectares: 100 }],
    { details: { province: "FS" } },
  );
  calculated = calculation.organisationId;
  await insertNoTillCropJourneys(calculated, calculation.fieldIds["Bokamp"]!, season);
  // A wetland over the field's eastern half: the wetland run flags it.
  await db()
    .insert(wetlandLayers)
    .values({
      name: "Vleie",
      polygonCount: 1,
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [29.105, -26.5],
            [29.12, -26.5],
            [29.12, -26.49],
            [29.105, -26.49],
            [29.105, -26.5],
          ],
        ],
      },
    });
});

const admin = (path: string, init?: { method?: string; body?: unknown }) =>
  apiRequest(`/api/v2${path}`, fx.tokens.owner, init);

/** A multipart/form-data POST, the bearer token as apiRequest sets it; FormData sets the type. */
function adminUpload(path: string, parts: Array<[string, string | File]>) {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  return new Request(new URL(`/api/v2${path}`, "http://localhost:3000"), {
    method: "POST",
    headers: { Authorization: `Bearer ${fx.tokens.owner}` },
    body: form,
  });
}

const REPORT_TITLE = "Soil carbon report";

// Keyed 'METHOD /path' as in the document, in the order they run.
const CALLS: Record<string, Call> = {
  "GET /admin/companies": async () => ({ request: admin("/admin/companies"), params: {} }),
  "GET /admin/farms": async () => ({
    request: admin(`/admin/farms?companyId=${fx.organisationId}`),
    params: {},
  }),
  "GET /admin/fields": async () => ({
    request: admin(`/admin/fields?companyIds=${fx.organisationId}&limit=5`),
    params: {},
  }),
  "POST /admin/eligibility/{id}": async () => ({
    request: admin(`/admin/eligibility/${fx.organisationId}`, {
      method: "POST",
      body: { value: true },
    }),
    params: { id: fx.organisationId },
  }),
  "POST /admin/viability/{id}": async () => ({
    request: admin(`/admin/viability/${fx.organisationId}`, {
      method: "POST",
      body: { value: true, updatedBy: fx.ownerId },
    }),
    params: { id: fx.organisationId },
  }),
  "POST /admin/update/{id}/farmsComplete": async () => ({
    request: admin(`/admin/update/${fx.organisationId}/farmsComplete`, {
      method: "POST",
      body: { value: true },
    }),
    params: { id: fx.organisationId },
  }),
  "POST /admin/update/{id}/contractSent": async () => ({
    request: admin(`/admin/update/${fx.organisationId}/contractSent`, {
      method: "POST",
      body: { updatedBy: fx.ownerId },
    }),
    params: { id: fx.organisationId },
  }),
  "POST /admin/update/{id}/contractSigned": async () => ({
    request: admin(`/admin/update/${fx.organisationId}/contractSigned`, {
      method: "POST",
      body: {},
    }),
    params: { id: fx.organisationId },
  }),
  // After the contract was sent: a new contract file replaces the one sent.
  "POST /admin/company/{id}/contract/upload": async () => ({
    request: adminUpload(`/admin/company/${fx.organisationId}/contract/upload`, [
      ["file", fileOf(pdf(), "contract.pdf", "application/pdf")],
    ]),
    params: { id: fx.organisationId },
  }),
  "POST /admin/update/{id}/fieldsComplete": async () => ({
    request: admin(`/admin/update/${fx.organisationId}/fieldsComplete`, {
      method: "POST",
      body: { value: true },
    }),
    params: { id: fx.organisationId },
  }),
  "GET /admin/submissions": async () => ({
    request: admin(
      `/admin/submissions?status=SUBMITTED&order=queue&companyId=${fx.organisationId}`,
    ),
    params: {},
  }),
  "GET /admin/submissions/{id}": async () => ({
    request: admin(`/admin/submissions/${submission.id}`),
    params: { id: submission.id },
  }),
  "PUT /admin/submissions/{id}/items/{itemId}": async () => ({
    request: admin(`/admin/submissions/${submission.id}/items/${submission.plan}`, {
      method: "PUT",
      body: { decision: "CHANGES_REQUESTED", reason: "Name the camps as on the map." },
    }),
    params: { id: submission.id, itemId: submission.plan },
  }),
  // 'Changes requested' opens a request for the plan: tasksOpened has one.
  "POST /admin/submissions/{id}/decision": async () => ({
    request: admin(`/admin/submissions/${submission.id}/decision`, {
      method: "POST",
      body: { decision: "CHANGES_REQUESTED", message: "One change, then we are done." },
    }),
    params: { id: submission.id },
  }),
  // After the decision: the request it opened is listed, and a new one asked for.
  "GET /admin/company/{id}/tasks": async () => ({
    request: admin(`/admin/company/${fx.organisationId}/tasks`),
    params: { id: fx.organisationId },
  }),
  "POST /admin/company/{id}/tasks": async () => ({
    request: admin(`/admin/company/${fx.organisationId}/tasks`, {
      method: "POST",
      body: { title: "Send the soil samples' lab report", href: "/journey/evidence" },
    }),
    params: { id: fx.organisationId },
  }),
  "PUT /admin/company/{id}/tasks/{taskId}": async () => {
    const [task] = await listRequests(fx.organisationId);
    return {
      request: admin(`/admin/company/${fx.organisationId}/tasks/${task!.id}`, {
        method: "PUT",
        body: { status: "COMPLETE" },
      }),
      params: { id: fx.organisationId, taskId: task!.id },
    };
  },
  "PUT /admin/company/{id}/notes": async () => ({
    request: admin(`/admin/company/${fx.organisationId}/notes`, {
      method: "PUT",
      body: { notes: "Prefers a call before nine." },
    }),
    params: { id: fx.organisationId },
  }),
  "GET /admin/company/{id}/notes": async () => ({
    request: admin(`/admin/company/${fx.organisationId}/notes`),
    params: { id: fx.organisationId },
  }),
  "POST /admin/company/{id}/assign": async () => ({
    request: admin(`/admin/company/${fx.organisationId}/assign`, {
      method: "POST",
      body: { adminId },
    }),
    params: { id: fx.organisationId },
  }),
  "GET /admin/projectManage": async () => ({
    request: admin("/admin/projectManage?limit=10&page=0"),
    params: {},
  }),
  "PUT /admin/company/{id}/signoff/{type}/{mode}": async () => ({
    request: admin(`/admin/company/${fx.organisationId}/signoff/boundary/pass`, {
      method: "PUT",
      body: { reason: "Drawn on the farm's mapped boundary." },
    }),
    params: { id: fx.organisationId, type: "boundary", mode: "pass" },
  }),
  "POST /admin/{id}/field/{fieldId}/signoff/{criteria}": async () => ({
    request: admin(`/admin/${fx.organisationId}/field/${fieldId}/signoff/nativeEcosystem`, {
      method: "POST",
      body: { value: true, reason: "Veld intact on the 2012 imagery.", dominantLandUse: "GRAZING" },
    }),
    params: { id: fx.organisationId, fieldId, criteria: "nativeEcosystem" },
  }),
  "GET /admin/autoSignoff/boundaryAssign": async () => ({
    request: admin(`/admin/autoSignoff/boundaryAssign?companyId=${fx.organisationId}`),
    params: {},
  }),
  // After boundaryAssign gave the field the farm's boundary: the title deed passes its ownership.
  "POST /admin/ownership/upload": async () => {
    const [boundary] = await db()
      .select()
      .from(farmBoundaries)
      .where(eq(farmBoundaries.organisationId, fx.organisationId));
    return {
      request: adminUpload("/admin/ownership/upload", [
        ["companyId", fx.organisationId],
        ["boundaryId", boundary!.id],
        ["file", fileOf(pdf(), "title-deed.pdf", "application/pdf")],
      ]),
      params: {},
    };
  },
  "GET /admin/autoSignoff/wetland": async () => ({
    request: admin(`/admin/autoSignoff/wetland?companyId=${fx.organisationId}`),
    params: {},
  }),
  // After the run, so it ran with the fixture's layer.
  "POST /admin/autoSignoff/wetland": async () => ({
    request: adminUpload("/admin/autoSignoff/wetland", [
      ["name", "Vleie 2026"],
      [
        "file",
        new File(
          [
            geoJsonFeatures([
              {
                name: "Vlei",
                geometry: { type: "Polygon", coordinates: [boxRing(29.105, -26.5, 29.12, -26.49)] },
              },
            ]) as BlobPart,
          ],
          "vleie.geojson",
          { type: "application/geo+json" },
        ),
      ],
    ]),
    params: {},
  }),
  "GET /admin/reports": async () => ({
    request: admin(`/admin/reports?companyIds=${fx.organisationId}&kind=report&limit=10`),
    params: {},
  }),
  "DELETE /admin/reports/{reportId}": async () => ({
    request: admin(`/admin/reports/${reportId}`, {
      method: "DELETE",
      body: { reason: "Uploaded to the wrong organisation." },
    }),
    params: { reportId },
  }),
  // After the fixture's report was removed: a new one uploaded, then downloaded.
  "POST /admin/company/{id}/reports": async () => ({
    request: adminUpload(`/admin/company/${fx.organisationId}/reports`, [
      ["kind", "report"],
      ["title", REPORT_TITLE],
      ["season", String(currentSeason())],
      ["file", fileOf(pdf(), "soil-carbon.pdf", "application/pdf")],
    ]),
    params: { id: fx.organisationId },
  }),
  "GET /admin/reports/{reportId}/download": async () => {
    const [uploaded] = await db()
      .select()
      .from(reportFiles)
      .where(
        and(eq(reportFiles.organisationId, fx.organisationId), eq(reportFiles.title, REPORT_TITLE)),
      );
    return {
      request: admin(`/admin/reports/${uploaded!.id}/download`),
      params: { reportId: uploaded!.id },
    };
  },
  "POST /admin/credits": async () => ({
    request: admin("/admin/credits", {
      method: "POST",
      body: {
        companyId: fx.organisationId,
        season: currentSeason() - 1,
        tonnesCo2e: 412.5,
        issuedOn: "2026-03-02",
        registry: "Verra",
        serialRange: "VCS-1-100",
        note: "First issuance of the project.",
      },
    }),
    params: {},
  }),
  "GET /admin/credits": async () => ({
    request: admin(`/admin/credits?companyId=${fx.organisationId}`),
    params: {},
  }),
  "POST /admin/credits/{creditId}/void": async () => {
    const [credit] = await listAllIssuedCredits(fx.organisationId);
    return {
      request: admin(`/admin/credits/${credit!.id}/void`, {
        method: "POST",
        body: { reason: "Recorded twice." },
      }),
      params: { creditId: credit!.id },
    };
  },
  "GET /admin/consts/{type}": async () => ({
    request: admin("/admin/consts/credits?version=1"),
    params: { type: "credits" },
  }),
  "PUT /admin/consts/{type}": async () => {
    const latest = await findLatestConstantVersion("credits");
    return {
      request: admin("/admin/consts/credits", {
        method: "PUT",
        body: {
          values: { ...latest!.values, carbonPriceZarPerTco2e: 330 },
          note: "Board decision of 20 November.",
        },
      }),
      params: { type: "credits" },
    };
  },
  "GET /admin/consts/versions/list": async () => ({
    request: admin("/admin/consts/versions/list?type=credits"),
    params: {},
  }),
  "GET /admin/calculations/{companyId}": async () => ({
    request: admin(`/admin/calculations/${calculated}`),
    params: { companyId: calculated },
  }),
  "GET /admin/dashboard": async () => ({ request: admin("/admin/dashboard"), params: {} }),
};

describedOperationsSuite("openapi-admin-programme.test.ts", CALLS, {
  member: () => ({ token: fx.tokens.owner, organisationId: fx.organisationId }),
});
