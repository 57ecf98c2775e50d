// The contracting details (issue 6): /profile/journey/details actions, boundary uploads that
// store nothing on failure, the admin's contract upload and contractSent, the contract page,
// and organisation scoping (another organisation's ids are 404s). Real Requests on PGlite.
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  emailOutbox,
  farmBoundaries,
  farms,
  memberships,
  organisationDetails,
  organisationInvites,
  organisations,
  signatories,
  storedFiles,
  users,
} from "~/db/schema";
import * as adminCompany from "~/routes/admin.journey.companies.$companyId/route";
import * as contractPage from "~/routes/profile.journey.contract/route";
import * as details from "~/routes/profile.journey.details/route";
import { getEnv } from "~/env.server";
import { loader as downloadFile } from "~/routes/files.$fileId";
import * as boundaryFixture from "../support/boundary-fixtures";
import * as fileFixture from "../support/file-fixtures";
import { answerInvite } from "~/services/organisations/organisations.server";
import { insertTestProfile } from "../support/model-fixtures";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const ctx = { cspNonce: "", requestId: "test" };
type Who = "owner" | "signer" | "outsider" | "admin" | "viewer" | "locked";
const cookies = {} as Record<Who, string>;
let orgA: string;
let orgB: string;
let orgLocked: string;
let signerId: string;

/** Calls a route function; a thrown Response is the answer. */
async function call(
  fn: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
) {
  try {
    return (await fn({ request, params, context: ctx } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function post(path: string, who: Who, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return new Request(`${BASE}${path}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookies[who] },
  });
}

/** A post of one of the page's forms: its intent and the ids it needs go in the body. */
const postDetails = (who: Who, intent: string, fields: Record<string, string | File>) =>
  call(details.action, post("/profile/journey/details", who, { intent, ...fields }));

const file = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name);

/** Stored file rows, boundary rows, and files on disk in the upload store. */
async function countRows() {
  const uploads = path.join(getEnv().DATA_DIR, "uploads");
  const onDisk = fs.existsSync(uploads)
    ? fs.readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
        .length
    : 0;
  return {
    files: (await db().select().from(storedFiles)).length,
    boundaries: (await db().select().from(farmBoundaries)).length,
    onDisk,
  };
}

async function addFarm(who: Who, name: string, extra: Record<string, string> = {}) {
  const response = await postDetails(who, "farm", {
    name,
    province: "FS",
    nearestTown: "Bethlehem",
    erfNumbers: "ERF 101, ERF 102",
    latitude: "-28.25",
    longitude: "28.3",
    ...extra,
  });
  expect(response.status).toBe(302);
  const [row] = await db().select().from(farms).where(eq(farms.name, name));
  return row!;
}

beforeAll(async () => {
  const [a, b, locked] = await db()
    .insert(organisations)
    .values([{ name: "Nkosi Family Farm" }, { name: "Môreson" }, { name: "Not yet" }])
    .returning();
  orgA = a!.id;
  orgB = b!.id;
  orgLocked = locked!.id;
  // Eligibility and viability approved: the details step is open for A and B, not for 'Not yet'.
  await db()
    .insert(organisationDetails)
    .values([
      { organisationId: orgA, eligibility: true, viability: true },
      { organisationId: orgB, eligibility: true, viability: true },
    ]);
  const people = await db()
    .insert(users)
    .values([
      { subject: "t|owner", email: "thandi@example.co.za", name: "Thandi", surname: "Nkosi" },
      { subject: "t|signer", email: "sipho@example.co.za", name: "Sipho", surname: "Nkosi" },
      { subject: "t|outsider", email: "anna@example.co.za" },
      { subject: "t|admin", email: "admin@example.co.za" },
      { subject: "t|viewer", email: "viewer@example.co.za" },
      { subject: "t|locked", email: "locked@example.co.za" },
    ])
    .returning();
  const [owner, signer, outsider, , , lockedOwner] = people;
  for (const person of people) await insertTestProfile(person.id);
  signerId = signer!.id;
  await db()
    .insert(memberships)
    .values([
      { userId: owner!.id, organisationId: orgA, role: "OWNER" },
      { userId: outsider!.id, organisationId: orgB, role: "OWNER" },
      { userId: lockedOwner!.id, organisationId: orgLocked, role: "OWNER" },
    ]);
  cookies.owner = await signInCookie("t|owner", "thandi@example.co.za");
  cookies.signer = await signInCookie("t|signer", "sipho@example.co.za");
  cookies.outsider = await signInCookie("t|outsider", "anna@example.co.za");
  cookies.admin = await signInCookie("t|admin", "admin@example.co.za", [
    "read:admin",
    "write:admin",
  ]);
  cookies.viewer = await signInCookie("t|viewer", "viewer@example.co.za", ["read:admin"]);
  cookies.locked = await signInCookie("t|locked", "locked@example.co.za");
});

describe("the legal entity", () => {
  it("is saved by the owner", async () => {
    const response = await postDetails("owner", "legal-entity", {
      legalName: "Nkosi Boerdery (Pty) Ltd",
      registrationNumber: "2019/123456/07",
      vatNumber: "",
      addressLine1: "Plaas 12",
      addressLine2: "",
      town: "Bethlehem",
      province: "FS",
      postalCode: "9701",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile/journey/details");
    const [row] = await db()
      .select()
      .from(organisationDetails)
      .where(eq(organisationDetails.organisationId, orgA));
    expect(row).toMatchObject({
      legalName: "Nkosi Boerdery (Pty) Ltd",
      province: "FS",
      vatNumber: null,
    });
  });

  it("comes back with an error beside each bad field and every typed value", async () => {
    const response = await postDetails("owner", "legal-entity", {
      legalName: "",
      registrationNumber: "2019/1",
      addressLine1: "Plaas 12",
      town: "Bethlehem",
      province: "XX",
    });
    expect(response.status).toBe(422);
    const body = JSON.stringify(await response.json());
    expect(body).toContain("legalName");
    expect(body).toContain("2019/1");
  });

  it("a step that is not open yet refuses changes (409)", async () => {
    const response = await call(
      details.action,
      post("/profile/journey/details", "locked", { intent: "legal-entity", legalName: "X" }),
    );
    expect(response.status).toBe(409);
  });
});

describe("signatories", () => {
  it("someone with a Veld profile gets a SIGNATORY membership at once", async () => {
    const response = await postDetails("owner", "signatory", {
      name: "Sipho",
      surname: "Nkosi",
      email: "SIPHO@example.co.za",
      phoneNumber: "0821234567",
      designation: "Director",
    });
    expect(response.status).toBe(302);
    const [member] = await db()
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, signerId), eq(memberships.organisationId, orgA)));
    expect(member?.role).toBe("SIGNATORY");
    const [row] = await db().select().from(signatories).where(eq(signatories.organisationId, orgA));
    expect(row?.userId).toBe(signerId);
  });

  it("someone without one is invited by e-mail with the SIGNATORY role", async () => {
    const response = await postDetails("owner", "signatory", {
      name: "Lindiwe",
      surname: "Dube",
      email: "lindiwe@example.co.za",
      phoneNumber: "0831234567",
      designation: "Trustee",
    });
    expect(response.status).toBe(302);
    const [invite] = await db()
      .select()
      .from(organisationInvites)
      .where(eq(organisationInvites.email, "lindiwe@example.co.za"));
    expect(invite).toMatchObject({ role: "SIGNATORY", status: "pending", organisationId: orgA });
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "lindiwe@example.co.za"));
    expect(mail).toHaveLength(1);
  });

  it("the same person twice is refused beside the e-mail field", async () => {
    const response = await postDetails("owner", "signatory", {
      name: "L",
      surname: "D",
      email: "Lindiwe@example.co.za",
      phoneNumber: "0831234567",
      designation: "Trustee",
    });
    expect(response.status).toBe(409);
    expect(JSON.stringify(await response.json())).toContain("This person is a signatory already.");
  });

  it("a signatory may read the details but not change them", async () => {
    const page = (await call(
      details.loader,
      new Request(`${BASE}/profile/journey/details`, { headers: { Cookie: cookies.signer } }),
    )) as unknown as { canEdit: boolean; details: { signatories: unknown[] } };
    expect(page.canEdit).toBe(false);
    expect(page.details.signatories).toHaveLength(2);
    const response = await postDetails("signer", "farm", { name: "Mine" });
    expect(response.status).toBe(403);
  });

  it("deleting an invited signatory revokes the invite; another organisation's id is a 404", async () => {
    const [row] = await db()
      .select()
      .from(signatories)
      .where(eq(signatories.email, "lindiwe@example.co.za"));
    expect(
      (await postDetails("outsider", "delete-signatory", { signatoryId: row!.id })).status,
    ).toBe(404);
    expect((await postDetails("owner", "delete-signatory", { signatoryId: row!.id })).status).toBe(
      302,
    );
    const [invite] = await db()
      .select()
      .from(organisationInvites)
      .where(eq(organisationInvites.email, "lindiwe@example.co.za"));
    expect(invite?.status).toBe("revoked");
  });

  it("an invited signatory who accepts becomes a SIGNATORY member linked to their signatory record", async () => {
    await postDetails("owner", "signatory", {
      name: "Pieter",
      surname: "Botha",
      email: "pieter@example.co.za",
      phoneNumber: "0821234567",
      designation: "Director",
    });
    const [invite] = await db()
      .select()
      .from(organisationInvites)
      .where(eq(organisationInvites.email, "pieter@example.co.za"));
    const [pieter] = await db()
      .insert(users)
      .values({ subject: "auth|pieter", email: "Pieter@example.co.za", name: "Pieter" })
      .returning();
    const answer = await answerInvite({ userId: pieter!.id, label: "Pieter" }, invite!.id, true, {
      email: "pieter@example.co.za",
      emailVerified: true,
    });
    expect(answer.invite.status).toBe("accepted");
    const [member] = await db()
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, pieter!.id), eq(memberships.organisationId, orgA)));
    expect(member?.role).toBe("SIGNATORY");
    const [record] = await db()
      .select()
      .from(signatories)
      .where(and(eq(signatories.organisationId, orgA), eq(signatories.surname, "Botha")));
    expect(record?.userId).toBe(pieter!.id);
  });
});

describe("farms and boundaries", () => {
  it("a farm without ERF numbers or a location shows both unmapped warnings", async () => {
    await addFarm("owner", "Bare farm", { erfNumbers: "", latitude: "", longitude: "" });
    const page = (await call(
      details.loader,
      new Request(`${BASE}/profile/journey/details`, { headers: { Cookie: cookies.owner } }),
    )) as unknown as {
      details: { farms: Array<{ name: string; warnings: Array<{ kind: string }> }> };
    };
    const bare = page.details.farms.find((f) => f.name === "Bare farm")!;
    expect(bare.warnings.map((w) => w.kind)).toEqual(["UNMAPPED_LOCATION", "UNMAPPED_FARM_ERF"]);
  });

  it("a location outside South Africa, or only half of one, is refused beside the field", async () => {
    const outside = await postDetails("owner", "farm", {
      name: "Far away",
      province: "FS",
      nearestTown: "X",
      latitude: "28.25",
      longitude: "28.3",
    });
    expect(outside.status).toBe(422);
    expect(JSON.stringify(await outside.json())).toContain("outside South Africa");
    const half = await postDetails("owner", "farm", {
      name: "Half",
      province: "FS",
      nearestTown: "X",
      latitude: "-28.25",
    });
    expect(half.status).toBe(422);
  });

  it("a KML and a zipped shapefile become boundaries with their areas and stored files", async () => {
    const farm = await addFarm("owner", "Home farm");
    const kml = await postDetails("owner", "upload-boundary", {
      farmId: farm.id,
      "file.files": file(boundaryFixture.kml(boundaryFixture.farmRing(100)), "home.kml"),
    });
    expect(kml.status).toBe(302);
    const shp = await postDetails("owner", "upload-boundary", {
      farmId: farm.id,
      "file.files": file(
        boundaryFixture.shapefileZip(boundaryFixture.farmRing(50, 28.31)),
        "camps.zip",
      ),
    });
    expect(shp.status).toBe(302);
    const rows = await db().select().from(farmBoundaries).where(eq(farmBoundaries.farmId, farm.id));
    expect(rows.map((r) => r.source).sort()).toEqual(["kml", "shapefile"]);
    expect(rows.find((r) => r.source === "kml")!.areaHectares).toBeCloseTo(100, 0);
    for (const row of rows) {
      const [stored] = await db().select().from(storedFiles).where(eq(storedFiles.id, row.fileId!));
      expect(stored).toMatchObject({ purpose: "farm-boundary", organisationId: orgA });
    }
  });

  it.each([
    [
      "a KML with no polygon",
      () => boundaryFixture.kmlWithoutPolygon(),
      "gate.kml",
      "The file has no polygon boundary in it.",
    ],
    ["a zip bomb", () => boundaryFixture.zipBomb(), "farm.zip", "unzipped"],
    [
      "a shapefile zip without .prj",
      () => boundaryFixture.shapefileZip(undefined, { prj: null }),
      "farm.zip",
      ".prj",
    ],
    ["a PDF", () => fileFixture.pdf(), "farm.kml", "not a boundary file"],
  ])(
    "%s is refused with a clear message and nothing is stored",
    async (_label, bytes, name, message) => {
      const [farm] = await db().select().from(farms).where(eq(farms.name, "Home farm"));
      const before = await countRows();
      const response = await postDetails("owner", "upload-boundary", {
        farmId: farm!.id,
        "file.files": file(bytes(), name),
      });
      expect(response.status).toBe(422);
      expect(JSON.stringify(await response.json())).toContain(message);
      const after = await countRows();
      expect(after.files).toBe(before.files);
      expect(after.boundaries).toBe(before.boundaries);
    },
  );

  it("a circle boundary's area is π r²", async () => {
    const [farm] = await db().select().from(farms).where(eq(farms.name, "Home farm"));
    const response = await postDetails("owner", "circle", {
      farmId: farm!.id,
      latitude: "-28.26",
      longitude: "28.32",
      radius: "1000",
    });
    expect(response.status).toBe(302);
    const [circle] = await db()
      .select()
      .from(farmBoundaries)
      .where(and(eq(farmBoundaries.farmId, farm!.id), eq(farmBoundaries.source, "circle")));
    expect(circle!.areaHectares).toBe(314.16);
  });

  it("another organisation cannot touch these farms: 404", async () => {
    const [farm] = await db().select().from(farms).where(eq(farms.name, "Home farm"));
    const upload = await postDetails("outsider", "upload-boundary", {
      farmId: farm!.id,
      "file.files": file(boundaryFixture.kml(), "home.kml"),
    });
    expect(upload.status).toBe(404);
    expect((await postDetails("outsider", "delete-farm", { farmId: farm!.id })).status).toBe(404);
    const [boundary] = await db()
      .select()
      .from(farmBoundaries)
      .where(eq(farmBoundaries.farmId, farm!.id));
    expect(
      (await postDetails("outsider", "delete-boundary", { boundaryId: boundary!.id })).status,
    ).toBe(404);
  });

  it("deleting a boundary removes its stored file", async () => {
    const [boundary] = await db()
      .select()
      .from(farmBoundaries)
      .where(eq(farmBoundaries.source, "kml"));
    expect(
      (await postDetails("owner", "delete-boundary", { boundaryId: boundary!.id })).status,
    ).toBe(302);
    expect(
      await db().select().from(storedFiles).where(eq(storedFiles.id, boundary!.fileId!)),
    ).toHaveLength(0);
  });
});

describe("the contract", () => {
  const adminPost = (who: Who, intent: string, fields: Record<string, string | File>) =>
    call(
      adminCompany.action,
      post(`/admin/journey/companies/${orgA}`, who, { intent, ...fields }),
      { companyId: orgA },
    );
  const contractFor = (who: Who) =>
    call(
      contractPage.loader,
      new Request(`${BASE}/profile/journey/contract`, { headers: { Cookie: cookies[who] } }),
    ) as unknown as Promise<{ contract: { fileId: string } | null; signatories: unknown[] }>;

  it("cannot be marked sent before it is uploaded", async () => {
    const response = await adminPost("admin", "contract-sent", {});
    expect(response.status).toBe(302);
    const [row] = await db()
      .select()
      .from(organisationDetails)
      .where(eq(organisationDetails.organisationId, orgA));
    expect(row!.contractSent).toBe(false);
  });

  it("read:admin alone may look but not upload (403)", async () => {
    const response = await adminPost("viewer", "contract-upload", {
      "file.files": file(fileFixture.pdf(), "contract.pdf"),
    });
    expect(response.status).toBe(403);
  });

  it("is uploaded as a PDF only, then sent: members see it, signatories and owners are e-mailed", async () => {
    const notPdf = await adminPost("admin", "contract-upload", {
      "file.files": file(boundaryFixture.kml(), "contract.pdf"),
    });
    expect(notPdf.status).toBe(422);
    const upload = await adminPost("admin", "contract-upload", {
      "file.files": file(fileFixture.pdf(), "Contract Nkosi.pdf"),
    });
    expect(upload.status).toBe(302);
    expect((await contractFor("signer")).contract).toBeNull();
    const sent = await adminPost("admin", "contract-sent", {});
    expect(sent.status).toBe(302);
    const [row] = await db()
      .select()
      .from(organisationDetails)
      .where(eq(organisationDetails.organisationId, orgA));
    expect(row).toMatchObject({ contractSent: true });
    expect(row!.contractSentAt).toBeInstanceOf(Date);
    const mailTo = (await db().select().from(emailOutbox))
      .filter((m) => m.subject.includes("contract for"))
      .map((m) => m.to.toLowerCase());
    expect(mailTo).toEqual(expect.arrayContaining(["sipho@example.co.za", "thandi@example.co.za"]));
    const page = await contractFor("signer");
    expect(page.contract?.fileId).toBe(row!.contractFileId);
    const download = await call(
      downloadFile,
      new Request(`${BASE}/files/${row!.contractFileId}`, { headers: { Cookie: cookies.signer } }),
      { fileId: row!.contractFileId! },
    );
    expect(download.status).toBe(200);
    const outsider = await call(
      downloadFile,
      new Request(`${BASE}/files/${row!.contractFileId}`, {
        headers: { Cookie: cookies.outsider },
      }),
      { fileId: row!.contractFileId! },
    );
    expect(outsider.status).toBe(404);
  });

  it("the admin view shows the organisation; an unknown id is a 404", async () => {
    const view = (await call(
      adminCompany.loader,
      new Request(`${BASE}/admin/journey/companies/${orgA}`, {
        headers: { Cookie: cookies.viewer },
      }),
      { companyId: orgA },
    )) as unknown as { details: { company: { name: string } }; canWrite: boolean };
    expect(view.details.company.name).toBe("Nkosi Family Farm");
    expect(view.canWrite).toBe(false);
    const missing = await call(
      adminCompany.loader,
      new Request(`${BASE}/admin/journey/companies/x`, { headers: { Cookie: cookies.viewer } }),
      { companyId: "00000000-0000-4000-8000-000000000000" },
    );
    expect(missing.status).toBe(404);
    expect(orgB).toBeTruthy();
  });
});
