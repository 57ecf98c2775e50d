// The people and organisations the end-to-end specs of the farmer's season start from (issue 29:
// each spec makes the people it needs and runs in any order, on any worker). Each of them walks
// one stretch of the season, from an organisation of its own that stands where the stretch
// begins, written before the server starts by tests/e2e/seed-scenarios.ts through the app's
// models (tests/support/e2e-scenarios.server.ts). Each has one copy per attempt of its spec: a
// retry starts again from an untouched copy, never from what the failed attempt left.
//
// Nothing but plain data here: the specs (Playwright's loader, without the app's `~` paths) and
// the seed script (vite-node) share this file; fixtures.ts picks an attempt's copy.

/**
 * How far along the season an organisation is, in the order the season runs: each stage holds
 * everything of the one before.
 * - `start`: the owner has created their profile and organisation; no interest expressed yet.
 * - `approved`: interest expressed, the eligibility and viability answers submitted and approved;
 *   the contracting details still empty.
 * - `contract`: the legal entity, the owner as signatory, the farm Rietvlei with its boundary; the
 *   contract sent; no fields yet.
 * - `plan`: the contract signed and two fields confirmed on Rietvlei, 'Dam camp' (uploaded, about
 *   4 ha) and 'Drawn camp' (drawn on the map); no plan yet.
 * - `evidence`: the plan and the practice data submitted; no evidence yet.
 * - `season`: besides, the evidence 'Cover crop seed invoice' (seed-invoice.pdf) marked submitted
 *   and 'Cover crop in flower' (a photo with its date and place) still a draft.
 */
export const STAGES = ["start", "approved", "contract", "plan", "evidence", "season"] as const;
export type Stage = (typeof STAGES)[number];

/**
 * Each spec's organisation: its stage, and the journey's step it stands on there
 * (app/services/journey/steps.ts). `colleague`: besides the owner, a person with a profile and no
 * organisation yet (someone the spec adds, as a signatory).
 */
export const SCENARIOS = {
  /** journey5: fields mapped from the sent contract on. */
  contract: { index: 1, surname: "Mabaso", stage: "contract", step: "CONTRACT_SENT" },
  /** journey6: the plan and the practice data. */
  plan: { index: 2, surname: "Molefe", stage: "plan", step: "IMPLEMENTATION_PLAN" },
  /** journey7: the evidence. */
  evidence: { index: 3, surname: "Botha", stage: "evidence", step: "EVIDENCE" },
  /** journey8: the season sent for review, reviewed, fixed. */
  season: { index: 4, surname: "Zulu", stage: "season", step: "EVIDENCE" },
  /** journey: interest, eligibility and viability, each approved by the admin. */
  start: { index: 5, surname: "Dlamini", stage: "start", step: "N_A" },
  /** journey2: the contracting details and the contract; the colleague becomes a signatory. */
  contracting: {
    index: 6,
    surname: "Khumalo",
    stage: "approved",
    step: "CONTRACTING_DETAILS",
    colleague: true,
  },
  /** journey3: the journey's pages at a phone's width, the answers read-only. */
  layout: { index: 7, surname: "Naidoo", stage: "approved", step: "CONTRACTING_DETAILS" },
  /**
   * journey4, narrow-screens and hydration: the farmer's pages with their tables, maps and
   * downloads, and forms refused. Read-only (a refused post creates nothing), so they share it.
   */
  sweep: { index: 8, surname: "Pillay", stage: "contract", step: "CONTRACT_SENT" },
  /** walks: the planner on a phone, without JavaScript and with it (issue 31). */
  planner: { index: 9, surname: "Mokoena", stage: "plan", step: "IMPLEMENTATION_PLAN" },
  plannerJs: { index: 10, surname: "Ngcobo", stage: "plan", step: "IMPLEMENTATION_PLAN" },
  /** journey8 with JavaScript: the season sent, reviewed, fixed, as `season` without it. */
  seasonJs: { index: 11, surname: "Venter", stage: "season", step: "EVIDENCE" },
  /** own-details: the owner changes their own details. */
  details: { index: 12, surname: "Mahlangu", stage: "start", step: "N_A" },
  /**
   * members: the owner invites the colleague, changes their role, transfers the ownership to
   * them, and is removed by them (decision 0145).
   */
  members: { index: 13, surname: "Mthethwa", stage: "start", step: "N_A", colleague: true },
  /**
   * members with JavaScript, on a desktop: the owner invites the colleague and changes their role;
   * the only owner is told to transfer first; the colleague leaves.
   */
  membersJs: { index: 14, surname: "Sithole", stage: "start", step: "N_A", colleague: true },
  /** language: the farmer chooses isiZulu, and it is kept on their profile (decision 0158). */
  language: { index: 15, surname: "Radebe", stage: "start", step: "N_A" },
  /** language-journey: the farmer switches to isiZulu without JavaScript and walks the journey. */
  walkZulu: { index: 16, surname: "Nkosi", stage: "season", step: "EVIDENCE" },
} as const satisfies Record<
  string,
  { index: number; surname: string; stage: Stage; step: string; colleague?: boolean }
>;

export type ScenarioName = keyof typeof SCENARIOS;

/** Copies of each: the first attempt and CI's one retry (playwright.config.ts `retries`). */
export const SCENARIO_COPIES = 2;

export interface ScenarioPeople {
  name: ScenarioName;
  copy: number;
  /** The owner, who signs in with the demo password. */
  email: string;
  givenName: string;
  familyName: string;
  accountId: string;
  userId: string;
  organisationId: string;
  /** Unique across scenarios and copies, so an admin's search or queue finds this one alone. */
  organisationName: string;
  /** The colleague (SCENARIOS' `colleague`), who signs in with the demo password too. */
  colleague: {
    email: string;
    givenName: string;
    familyName: string;
    accountId: string;
    userId: string;
  } | null;
}

/**
 * A fixed id of scenario `name`'s copy `copy`: `kind` numbers what it is (1 account, 2 user,
 * 3 organisation, each with `n` 2 for the colleague; the seed numbers the rest), `n` which one.
 * Never a demo id (…-8000-…).
 */
export function scenarioId(name: ScenarioName, copy: number, kind: number, n = 1): string {
  const digits = [kind, SCENARIOS[name].index, copy + 1].map((d) => String(d).padStart(2, "0"));
  return `00000000-0000-4000-9000-${digits.join("")}${String(n).padStart(6, "0")}`;
}

export function scenarioPeople(name: ScenarioName, copy: number): ScenarioPeople {
  const { surname } = SCENARIOS[name];
  const letter = String.fromCharCode(65 + copy);
  return {
    name,
    copy,
    email: `${name}-${copy + 1}@scenario.veld.example`,
    givenName: "Nomsa",
    familyName: surname,
    accountId: scenarioId(name, copy, 1),
    userId: scenarioId(name, copy, 2),
    organisationId: scenarioId(name, copy, 3),
    organisationName: `${surname} Farm ${letter}`,
    colleague:
      "colleague" in SCENARIOS[name] && SCENARIOS[name].colleague
        ? {
            email: `${name}-${copy + 1}-colleague@scenario.veld.example`,
            givenName: "Sipho",
            familyName: "Ndlovu",
            accountId: scenarioId(name, copy, 1, 2),
            userId: scenarioId(name, copy, 2, 2),
          }
        : null,
  };
}
