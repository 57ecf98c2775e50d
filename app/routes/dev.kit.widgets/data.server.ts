// Sample data for the widgets catalogue: 45 made-up job applicants (spec §2 'Admin job
// applications page') and a made-up farm. Each visitor's changes (deletions, statuses, the
// farm's details) live in that visitor's own cookie, so the page needs no database and two
// browsers (or two Playwright tests) never see each other's changes.
import { createCookie } from "@remix-run/node";
import { APPLICATION_STATUSES, type Applicant, type ApplicationStatus, type Farm } from "./sample";
import { isProvince } from "~/shared/provinces";
import { DAY_MS } from "~/shared/time";

const FIRST_NAMES = [
  "Thandi",
  "Sipho",
  "Annelie",
  "Pieter",
  "Lerato",
  "Kagiso",
  "Naledi",
  "Johan",
  "Zanele",
  "Bongani",
  "Marike",
  "Tumelo",
  "Ayanda",
  "Riaan",
  "Nomsa",
];
const SURNAMES = [
  "Mokoena",
  "Dlamini",
  "van der Merwe",
  "Botha",
  "Nkosi",
  "Molefe",
  "Khumalo",
  "Pretorius",
  "Mahlangu",
  "Naidoo",
  "du Plessis",
  "Sithole",
];
const JOBS = [
  "Field officer",
  "Soil scientist",
  "Carbon analyst",
  "Extension agent",
  "Data capturer",
];
const STATUS_CYCLE: ApplicationStatus[] = [
  "pending",
  "pending",
  "shortlisted",
  "interview",
  "toDecline",
  "decline",
  "future",
];

/** 45 applicants, the same every time. */
export const APPLICANTS: readonly Applicant[] = Array.from({ length: 45 }, (_, i) => ({
  id: String(i + 1),
  name: `${FIRST_NAMES[(i * 7) % FIRST_NAMES.length]} ${SURNAMES[(i * 5) % SURNAMES.length]}`,
  job: JOBS[i % JOBS.length]!,
  // Spread over 2024, at different times of day (08:00–17:00 SAST).
  appliedOn: new Date(
    Date.UTC(2024, 0, 2, 6) + ((i * 37) % 300) * DAY_MS + ((i * 53) % 9) * 3_600_000,
  ).toISOString(),
  status: STATUS_CYCLE[(i * 3) % STATUS_CYCLE.length]!,
  expectedSalary: 12_000 + ((i * 7919) % 38) * 750 + (i % 3) * 0.5,
  experience: ((i * 13) % 120) / 10,
}));

export const SAMPLE_FARM: Farm = {
  name: "Boplaas",
  province: "FS",
  hectares: 1250.5,
  firstSeason: 23,
};

interface DemoState {
  deleted: string[];
  statuses: Record<string, ApplicationStatus>;
  farm: Farm | null;
}

const EMPTY: DemoState = { deleted: [], statuses: {}, farm: null };

// Unsigned on purpose: it holds nothing but this visitor's own made-up changes.
const demoCookie = createCookie("veld_kit_demo", {
  path: "/dev/kit",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60 * 60 * 24,
});

const isStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === "string" && value in APPLICATION_STATUSES;

function isFarm(value: unknown): value is Farm {
  if (!value || typeof value !== "object") return false;
  const farm = value as Record<string, unknown>;
  return (
    typeof farm.name === "string" &&
    typeof farm.province === "string" &&
    isProvince(farm.province) &&
    typeof farm.hectares === "number" &&
    typeof farm.firstSeason === "number"
  );
}

export async function readDemoState(request: Request): Promise<DemoState> {
  const value: unknown = await demoCookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return EMPTY;
  const raw = value as Record<string, unknown>;
  const ids = new Set(APPLICANTS.map((a) => a.id));
  const deleted = Array.isArray(raw.deleted)
    ? raw.deleted.filter((id): id is string => typeof id === "string" && ids.has(id))
    : [];
  const statuses: Record<string, ApplicationStatus> = {};
  if (raw.statuses && typeof raw.statuses === "object") {
    for (const [id, status] of Object.entries(raw.statuses)) {
      if (ids.has(id) && isStatus(status)) statuses[id] = status;
    }
  }
  return { deleted, statuses, farm: isFarm(raw.farm) ? raw.farm : null };
}

export function saveDemoState(state: DemoState): Promise<string> {
  return demoCookie.serialize(state);
}

export function clearDemoState(): Promise<string> {
  return demoCookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

/** The applicants this visitor has not deleted, with the statuses they gave. */
export function applicantsOf(state: DemoState): Applicant[] {
  const deleted = new Set(state.deleted);
  return APPLICANTS.filter((a) => !deleted.has(a.id)).map((a) => ({
    ...a,
    status: state.statuses[a.id] ?? a.status,
  }));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
