// PUT /api/v2/company/{companyId}/fields/{fieldId} is all or nothing (issue 28): every body the
// API takes, on a field in every live status, either answers 200 with what it asked for, or is
// refused and leaves the field, its record and the audit trail exactly as they were. A rename
// with a refused inclusion used to save the name and then answer 409 "This field has been
// deleted." (spec §4 'Field inclusion': an IN_PROGRESS or COMPLETE field is already included, and
// its practice data keeps it in the season).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  farms,
  fieldRecords,
  fields,
  memberships,
  organisationDetails,
  organisations,
  users,
} from "~/db/schema";
import { insertField, writeFieldRecord } from "~/models/fields.server";
import * as oneField from "~/routes/api.v2.company.$companyId.fields.$fieldId";
import { currentSeason } from "~/services/fields/seasons";
import type { FieldStatus } from "~/shared/fields";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { boxRing } from "../support/boundary-fixtures";
import { callRoute } from "../support/route-call";

trustTestTokens();

let orgId: string;
let farmId: string;
let token: string;

const LIVE_STATUSES: FieldStatus[] = [
  "UPLOADED",
  "DRAWN",
  "NOT_STARTED",
  "IN_PROGRESS",
  "COMPLETE",
  "NOT_INCLUDED",
];
const WITH_PRACTICE_DATA: FieldStatus[] = ["IN_PROGRESS", "COMPLETE"];
const TAKEN = "Bestaande kamp";
/** Stands for a name no other field has: each test gets its own. */
const NEW = "Nuwe naam";

const BODIES: Array<{ name?: string; included?: boolean }> = [
  { name: NEW, included: true },
  { name: NEW, included: false },
  { name: TAKEN, included: true },
  { name: TAKEN, included: false },
  { name: NEW },
  { name: TAKEN },
  { included: true },
  { included: false },
];

let made = 0;
async function fieldIn(status: FieldStatus) {
  made += 1;
  const ring = boxRing(28.3, -28.26, 28.31, -28.25);
  const row = await insertField({
    organisationId: orgId,
    farmId,
    name: `Kamp ${made}`,
    source: status === "UPLOADED" ? "kml" : "drawn",
    geometry: { type: "Polygon", coordinates: [ring] },
    circle: null,
    areaHectares: 10,
    boxWest: 28.3,
    boxSouth: -28.26,
    boxEast: 28.31,
    boxNorth: -28.25,
    createdBy: null,
  });
  await writeFieldRecord(orgId, row.id, currentSeason(), { status });
  return row.id;
}

/** Everything a change could touch: the row, the season's record and the field's audit entries. */
async function snapshot(fieldId: string) {
  const [row] = await db().select().from(fields).where(eq(fields.id, fieldId));
  const records = await db()
    .select()
    .from(fieldRecords)
    .where(eq(fieldRecords.fieldId, fieldId))
    .orderBy(fieldRecords.season);
  const audits = await db()
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "field"), eq(auditLog.entityId, fieldId)));
  return { row, records, audits: audits.length };
}

beforeAll(async () => {
  const [org] = await db().insert(organisations).values({ name: "Alles of niks" }).returning();
  orgId = org!.id;
  await db().insert(organisationDetails).values({
    organisationId: orgId,
    eligibility: true,
    viability: true,
    farmsComplete: true,
    contractSent: true,
    contractSigned: true,
    fieldsComplete: true,
  });
  const [owner] = await db()
    .insert(users)
    .values({ subject: "changes|owner", email: "eienaar@example.co.za" })
    .returning();
  await db()
    .insert(memberships)
    .values({ userId: owner!.id, organisationId: orgId, role: "OWNER" });
  const [farm] = await db()
    .insert(farms)
    .values({ organisationId: orgId, name: "Die plaas" })
    .returning();
  farmId = farm!.id;
  const taken = await fieldIn("DRAWN");
  await db().update(fields).set({ name: TAKEN }).where(eq(fields.id, taken));
  token = await mintAccessToken("changes|owner");
});

describe("PUT a field: all or nothing", () => {
  for (const status of LIVE_STATUSES) {
    for (const body of BODIES) {
      const refusedName = body.name === TAKEN;
      const refusedLeaveOut = body.included === false && WITH_PRACTICE_DATA.includes(status);
      const expected = refusedName ? 422 : refusedLeaveOut ? 409 : 200;
      it(`${status} with ${JSON.stringify(body)}: ${expected}`, async () => {
        const fieldId = await fieldIn(status);
        const sent = body.name === NEW ? { ...body, name: `${NEW} ${made}` } : body;
        const before = await snapshot(fieldId);
        const res = await callRoute(
          oneField.action,
          apiRequest(`/api/v2/company/${orgId}/fields/${fieldId}`, token, {
            method: "PUT",
            body: sent,
          }),
          { companyId: orgId, fieldId },
        );
        const json = (await res.json()) as {
          data?: { name: string; included: boolean };
          errors?: Record<string, string>;
          message?: string;
        };
        expect(res.status, JSON.stringify(json)).toBe(expected);
        if (expected === 200) {
          if (body.name !== undefined) expect(json.data?.name).toBe(sent.name);
          if (body.included !== undefined) expect(json.data?.included).toBe(body.included);
          return;
        }
        // A refusal says what is wrong, and nothing of the request was kept.
        expect(JSON.stringify(json)).not.toContain("deleted");
        if (refusedName) expect(JSON.stringify(json)).toContain(`already has a field called`);
        else expect(JSON.stringify(json)).toContain("practice data this season");
        expect(await snapshot(fieldId)).toEqual(before);
      });
    }
  }
});
