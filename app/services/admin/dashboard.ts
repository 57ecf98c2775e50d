// The /admin dashboard (issue 18 '`/admin` dashboard: the programme at a glance'; spec §2 the admin
// index; decision 0095): the counts shaped into cards whose every number links to the list
// behind it, the organisations by journey step, and the same numbers as JSON for
// GET /api/v2/admin/dashboard. Pure: dashboard.server.ts reads the counts.
import { z } from "zod";
import { ADMIN_FIELDS_PATH } from "~/services/fields/admin-paths";
import { JOURNEY_STEPS, STEP_LABELS, type JourneyStep } from "~/services/journey/steps";
import { formatNumber, seasonLabel } from "~/services/kit/format";
import { NOBODY_ASSIGNED, type WaitsOn } from "~/services/project/rules";

// The lists behind the numbers (each a route of app/routes; the route inventory checks them).
export const DASHBOARD_LINKS = {
  journeyDashboard: "/admin/journey/dashboard",
  companies: "/admin/journey/companies",
  userAccess: "/admin/userAccess",
  review: "/admin/journey/review",
  applications: "/admin/jobApplications?tab=incoming",
  projectManage: "/admin/journey/projectManage",
  credits: "/admin/calc/credits",
  /** No page lists the outbox: the failures are listed on the dashboard itself. */
  failedEmails: "#failed-emails",
} as const;

/** How many of the latest failed e-mails the dashboard lists. */
export const FAILED_EMAILS_SHOWN = 5;

export interface OrganisationStepRow {
  companyId: string;
  step: JourneyStep;
  waitsOn: WaitsOn;
  assignedAdminId: string | null;
}

export interface StepCount {
  step: JourneyStep;
  label: string;
  organisations: number;
  /** The members of those organisations. */
  people: number;
  /** Of those organisations, how many wait on the programme (an admin's move). */
  waitingOnProgramme: number;
  href: string;
}

export const stepHref = (step: JourneyStep) =>
  `${DASHBOARD_LINKS.journeyDashboard}?step=${encodeURIComponent(step)}`;

export const fieldsHref = (season: number, signoff?: "passed") => {
  const params = new URLSearchParams({ season: String(season) });
  if (signoff) params.set("signoff", signoff);
  return `${ADMIN_FIELDS_PATH}?${params.toString()}`;
};

export const projectHref = (filter: { waitsOn?: WaitsOn; admin?: string }) => {
  const params = new URLSearchParams();
  if (filter.waitsOn) params.set("waitsOn", filter.waitsOn);
  if (filter.admin) params.set("admin", filter.admin);
  const search = params.toString();
  return search ? `${DASHBOARD_LINKS.projectManage}?${search}` : DASHBOARD_LINKS.projectManage;
};

/**
 * Every journey step in order (steps with nobody on them too, count 0), with its organisations,
 * their members and those waiting on the programme. `members`: organisation id → member count.
 */
export function countByStep(
  rows: readonly OrganisationStepRow[],
  members: ReadonlyMap<string, number>,
): StepCount[] {
  const counts = new Map<JourneyStep, { organisations: number; people: number; waiting: number }>();
  for (const row of rows) {
    const count = counts.get(row.step) ?? { organisations: 0, people: 0, waiting: 0 };
    count.organisations += 1;
    count.people += members.get(row.companyId) ?? 0;
    if (row.waitsOn === "programme") count.waiting += 1;
    counts.set(row.step, count);
  }
  return JOURNEY_STEPS.map((step) => {
    const count = counts.get(step);
    return {
      step,
      label: STEP_LABELS[step],
      organisations: count?.organisations ?? 0,
      people: count?.people ?? 0,
      waitingOnProgramme: count?.waiting ?? 0,
      href: stepHref(step),
    };
  });
}

/** Organisations waiting on the programme, and those nobody looks after (decision 0082). */
export function projectCounts(rows: readonly OrganisationStepRow[]) {
  let waitingOnProgramme = 0;
  let unassigned = 0;
  for (const row of rows) {
    if (row.waitsOn === "programme") waitingOnProgramme += 1;
    if (row.assignedAdminId === null) unassigned += 1;
  }
  return { waitingOnProgramme, unassigned };
}

export interface FailedEmailRow {
  id: string;
  to: string;
  subject: string;
  lastError: string | null;
  attempts: number;
  createdAt: Date;
}

/** What dashboard.server.ts reads. */
export interface DashboardCounts {
  season: number;
  steps: StepCount[];
  people: { users: number; admins: number; organisations: number };
  /** Organisations waiting on the programme, and those nobody looks after (decision 0082). */
  project: { waitingOnProgramme: number; unassigned: number };
  /** This season's fields (deleted ones left out), their hectares, included and signed off. */
  fields: {
    count: number;
    hectares: number;
    includedHectares: number;
    signedOffCount: number;
    signedOffHectares: number;
  };
  submissionsWaiting: number;
  applicationsPending: number;
  failedEmails: { count: number; latest: FailedEmailRow[] };
  credits: { records: number; tonnesCo2e: number; organisations: number };
}

export interface DashboardItem {
  label: string;
  /** The number, formatted. */
  value: string;
  href: string;
}

export interface DashboardCard {
  key: string;
  title: string;
  items: DashboardItem[];
}

const whole = (n: number) => formatNumber(n, 0);
const hectares = (n: number) => `${formatNumber(n, 2)} ha`;

/** The cards of the page, in reading order; every value links to the list behind it. */
export function dashboardCards(c: DashboardCounts): DashboardCard[] {
  const season = seasonLabel(c.season);
  return [
    {
      key: "people",
      title: "People and organisations",
      items: [
        {
          label: "Signed-up people",
          value: whole(c.people.users),
          href: DASHBOARD_LINKS.userAccess,
        },
        { label: "Admins", value: whole(c.people.admins), href: DASHBOARD_LINKS.userAccess },
        {
          label: "Organisations",
          value: whole(c.people.organisations),
          href: DASHBOARD_LINKS.companies,
        },
      ],
    },
    {
      key: "waiting",
      title: "Waiting for us",
      items: [
        {
          label: "Organisations waiting on the programme",
          value: whole(c.project.waitingOnProgramme),
          href: projectHref({ waitsOn: "programme" }),
        },
        {
          label: "Organisations nobody looks after",
          value: whole(c.project.unassigned),
          href: projectHref({ admin: NOBODY_ASSIGNED }),
        },
        {
          label: "Submissions waiting for review",
          value: whole(c.submissionsWaiting),
          href: DASHBOARD_LINKS.review,
        },
        {
          label: "Job applications pending",
          value: whole(c.applicationsPending),
          href: DASHBOARD_LINKS.applications,
        },
        {
          label: "E-mails that failed",
          value: whole(c.failedEmails.count),
          href: DASHBOARD_LINKS.failedEmails,
        },
      ],
    },
    {
      key: "fields",
      title: `Fields in ${season}`,
      items: [
        { label: "Fields mapped", value: whole(c.fields.count), href: fieldsHref(c.season) },
        {
          label: "Hectares enrolled",
          value: hectares(c.fields.hectares),
          href: fieldsHref(c.season),
        },
        {
          label: "Hectares included",
          value: hectares(c.fields.includedHectares),
          href: fieldsHref(c.season),
        },
        {
          label: "Hectares signed off",
          value: hectares(c.fields.signedOffHectares),
          href: fieldsHref(c.season, "passed"),
        },
      ],
    },
    {
      key: "credits",
      title: "Credits issued",
      items: [
        {
          label: "Tonnes CO₂e issued",
          value: formatNumber(c.credits.tonnesCo2e, 2),
          href: DASHBOARD_LINKS.credits,
        },
        {
          label: "Organisations with credits",
          value: whole(c.credits.organisations),
          href: DASHBOARD_LINKS.credits,
        },
      ],
    },
  ];
}

const linkJson = z.object({ count: z.number().int(), href: z.string() });

/**
 * GET /api/v2/admin/dashboard as a zod schema: the OpenAPI document shows it (decision 0111) and
 * dashboardJson's return type is inferred from it, so tsc holds the two together.
 */
export const dashboardJsonSchema = z.object({
  season: z.number().int(),
  seasonLabel: z.string(),
  /** Organisations on each journey step (spec §4), their people and how many wait on us. */
  journeySteps: z.array(
    z.object({
      step: z.enum(JOURNEY_STEPS),
      label: z.string(),
      organisations: z.number().int(),
      people: z.number().int(),
      waitingOnProgramme: z.number().int(),
      href: z.string(),
    }),
  ),
  people: linkJson,
  admins: linkJson,
  organisations: linkJson,
  waitingOnProgramme: linkJson,
  unassignedOrganisations: linkJson,
  submissionsWaiting: linkJson,
  applicationsPending: linkJson,
  /** This season's fields (deleted ones left out) and their hectares. */
  fields: z.object({
    count: z.number().int(),
    hectaresEnrolled: z.number(),
    hectaresIncluded: z.number(),
    signedOffCount: z.number().int(),
    hectaresSignedOff: z.number(),
    href: z.string(),
    signedOffHref: z.string(),
  }),
  failedEmails: z.object({
    count: z.number().int(),
    latest: z.array(
      z.object({
        id: z.string().uuid(),
        to: z.string(),
        subject: z.string(),
        lastError: z.string().nullable(),
        attempts: z.number().int(),
        createdAt: z.string().datetime(),
      }),
    ),
  }),
  credits: z.object({
    tonnesCo2e: z.number(),
    records: z.number().int(),
    organisations: z.number().int(),
    href: z.string(),
  }),
});

/** GET /api/v2/admin/dashboard: the same numbers (unformatted), each with the page behind it. */
export function dashboardJson(c: DashboardCounts): DashboardJson {
  const link = (count: number, href: string) => ({ count, href });
  return {
    season: c.season,
    seasonLabel: seasonLabel(c.season),
    journeySteps: c.steps.map((s) => ({
      step: s.step,
      label: s.label,
      organisations: s.organisations,
      people: s.people,
      waitingOnProgramme: s.waitingOnProgramme,
      href: s.href,
    })),
    people: link(c.people.users, DASHBOARD_LINKS.userAccess),
    admins: link(c.people.admins, DASHBOARD_LINKS.userAccess),
    organisations: link(c.people.organisations, DASHBOARD_LINKS.companies),
    waitingOnProgramme: link(c.project.waitingOnProgramme, projectHref({ waitsOn: "programme" })),
    unassignedOrganisations: link(c.project.unassigned, projectHref({ admin: NOBODY_ASSIGNED })),
    submissionsWaiting: link(c.submissionsWaiting, DASHBOARD_LINKS.review),
    applicationsPending: link(c.applicationsPending, DASHBOARD_LINKS.applications),
    fields: {
      count: c.fields.count,
      hectaresEnrolled: c.fields.hectares,
      hectaresIncluded: c.fields.includedHectares,
      signedOffCount: c.fields.signedOffCount,
      hectaresSignedOff: c.fields.signedOffHectares,
      href: fieldsHref(c.season),
      signedOffHref: fieldsHref(c.season, "passed"),
    },
    failedEmails: {
      count: c.failedEmails.count,
      latest: c.failedEmails.latest.map((e) => ({
        id: e.id,
        to: e.to,
        subject: e.subject,
        lastError: e.lastError,
        attempts: e.attempts,
        createdAt: e.createdAt.toISOString(),
      })),
    },
    credits: {
      tonnesCo2e: c.credits.tonnesCo2e,
      records: c.credits.records,
      organisations: c.credits.organisations,
      href: DASHBOARD_LINKS.credits,
    },
  };
}

export type DashboardJson = z.infer<typeof dashboardJsonSchema>;
