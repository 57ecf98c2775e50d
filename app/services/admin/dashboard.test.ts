// The /admin dashboard's shaping (issue 18: 'each number a link to the list behind it';
// decision 0095).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JOURNEY_STEPS, type JourneyStep } from "~/services/journey/steps";
import { WAITS_ON } from "~/services/project/rules";
import {
  countByStep,
  dashboardCards,
  dashboardJson,
  fieldsHref,
  projectCounts,
  projectHref,
  stepHref,
  type DashboardCounts,
  type OrganisationStepRow,
} from "./dashboard";

const row = (
  companyId: string,
  step: JourneyStep,
  waitsOn: OrganisationStepRow["waitsOn"] = "farmer",
  assignedAdminId: string | null = null,
): OrganisationStepRow => ({ companyId, step, waitsOn, assignedAdminId });

const counts = (over: Partial<DashboardCounts> = {}): DashboardCounts => ({
  season: 26,
  steps: countByStep([], new Map()),
  people: { users: 1234, admins: 3, organisations: 40 },
  project: { waitingOnProgramme: 5, unassigned: 7 },
  fields: {
    count: 12,
    hectares: 1500.456,
    includedHectares: 1200,
    signedOffCount: 4,
    signedOffHectares: 300.5,
  },
  submissionsWaiting: 2,
  applicationsPending: 9,
  failedEmails: { count: 0, latest: [] },
  credits: { records: 2, tonnesCo2e: 19.75, organisations: 2 },
  ...over,
});

describe("countByStep", () => {
  it("lists every step in order, with organisations, their members and those waiting on us", () => {
    const steps = countByStep(
      [
        row("a", "ELIGIBILITY", "programme"),
        row("b", "ELIGIBILITY", "farmer"),
        row("c", "CONTRACT", "programme"),
      ],
      new Map([
        ["a", 2],
        ["c", 1],
      ]),
    );
    expect(steps.map((s) => s.step)).toEqual([...JOURNEY_STEPS]);
    expect(steps.find((s) => s.step === "ELIGIBILITY")).toMatchObject({
      organisations: 2,
      people: 2,
      waitingOnProgramme: 1,
      href: "/admin/journey/dashboard?step=ELIGIBILITY",
    });
    expect(steps.find((s) => s.step === "CONTRACT")).toMatchObject({
      organisations: 1,
      people: 1,
      waitingOnProgramme: 1,
    });
    expect(steps.filter((s) => s.organisations === 0)).toHaveLength(JOURNEY_STEPS.length - 2);
  });

  it("never loses or invents an organisation, a member or a wait (property)", () => {
    const rows = fc.array(
      fc.record({
        companyId: fc.uuid(),
        step: fc.constantFrom(...JOURNEY_STEPS),
        waitsOn: fc.constantFrom(...WAITS_ON),
        assignedAdminId: fc.option(fc.uuid(), { nil: null }),
      }),
      { maxLength: 50 },
    );
    fc.assert(
      fc.property(rows, fc.nat(20), (list, each) => {
        const members = new Map(list.map((r) => [r.companyId, each]));
        const steps = countByStep(list, members);
        const sum = (f: (s: (typeof steps)[number]) => number) =>
          steps.reduce((t, s) => t + f(s), 0);
        expect(sum((s) => s.organisations)).toBe(list.length);
        expect(sum((s) => s.people)).toBe(list.reduce((t, r) => t + members.get(r.companyId)!, 0));
        expect(sum((s) => s.waitingOnProgramme)).toBe(projectCounts(list).waitingOnProgramme);
      }),
    );
  });
});

describe("projectCounts", () => {
  it("counts organisations waiting on the programme and those nobody looks after", () => {
    expect(
      projectCounts([
        row("a", "ELIGIBILITY", "programme", null),
        row("b", "CONTRACT", "farmer", "admin"),
        row("c", "VIABILITY", "nobody", null),
      ]),
    ).toEqual({ waitingOnProgramme: 1, unassigned: 2 });
  });
});

describe("links", () => {
  it("point at the lists behind the numbers, with their filters", () => {
    expect(stepHref("CONTRACT")).toBe("/admin/journey/dashboard?step=CONTRACT");
    expect(fieldsHref(26)).toBe("/admin/journey/fields?season=26");
    expect(fieldsHref(26, "passed")).toBe("/admin/journey/fields?season=26&signoff=passed");
    expect(projectHref({ waitsOn: "programme" })).toBe(
      "/admin/journey/projectManage?waitsOn=programme",
    );
    expect(projectHref({ admin: "none" })).toBe("/admin/journey/projectManage?admin=none");
    expect(projectHref({})).toBe("/admin/journey/projectManage");
  });
});

describe("dashboardCards", () => {
  it("formats every number and gives each a link", () => {
    const cards = dashboardCards(counts());
    const items = cards.flatMap((c) => c.items);
    expect(items.every((i) => i.href.startsWith("/admin/") || i.href === "#failed-emails")).toBe(
      true,
    );
    const byLabel = new Map(items.map((i) => [i.label, i]));
    expect(byLabel.get("Signed-up people")!.value).toMatch(/^1[\s,\u00a0]?234$/);
    expect(byLabel.get("Hectares enrolled")!.value).toMatch(/^1[\s,\u00a0]?500[.,]46 ha$/);
    expect(byLabel.get("Hectares signed off")!.href).toBe(
      "/admin/journey/fields?season=26&signoff=passed",
    );
    expect(byLabel.get("Job applications pending")!.href).toBe(
      "/admin/jobApplications?tab=incoming",
    );
    expect(byLabel.get("Submissions waiting for review")!.href).toBe("/admin/journey/review");
    expect(byLabel.get("Tonnes CO₂e issued")!.href).toBe("/admin/calc/credits");
    expect(byLabel.get("E-mails that failed")!.href).toBe("#failed-emails");
    expect(cards.find((c) => c.key === "fields")!.title).toBe("Fields in 2026/2027");
  });
});

describe("dashboardJson", () => {
  it("gives the raw numbers with their lists, and failed e-mails with ISO dates", () => {
    const json = dashboardJson(
      counts({
        failedEmails: {
          count: 1,
          latest: [
            {
              id: "e1",
              to: "a@b.example",
              subject: "Hello",
              lastError: "550",
              attempts: 3,
              createdAt: new Date("2026-11-01T10:00:00Z"),
            },
          ],
        },
      }),
    );
    expect(json.people).toEqual({ count: 1234, href: "/admin/userAccess" });
    expect(json.waitingOnProgramme.href).toBe("/admin/journey/projectManage?waitsOn=programme");
    expect(json.fields.hectaresEnrolled).toBe(1500.456);
    expect(json.journeySteps).toHaveLength(JOURNEY_STEPS.length);
    expect(json.failedEmails.latest[0]!.createdAt).toBe("2026-11-01T10:00:00.000Z");
    expect(json.credits).toEqual({
      tonnesCo2e: 19.75,
      records: 2,
      organisations: 2,
      href: "/admin/calc/credits",
    });
  });
});
