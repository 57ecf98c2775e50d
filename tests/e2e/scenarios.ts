// The people and organisations the season's specs start from (issue 29: each spec makes the
// people it needs and runs in any order, on any worker). journey5 … journey8 each walk one stretch
// of the season, and each starts from an organisation of its own that stands where the stretch
// begins, written before the server starts by tests/e2e/seed-scenarios.ts through the app's
// models (tests/support/e2e-scenarios.server.ts). Each stretch has one copy per attempt of its
// spec: a retry starts again from an untouched copy, never from what the failed attempt left.
//
// Nothing but plain data here: the specs (Playwright's loader, without the app's `~` paths) and
// the seed script (vite-node) share this file; fixtures.ts picks an attempt's copy.
/** Where each stretch starts, as the journey's step (app/services/journey/steps.ts). */
export const SCENARIOS = {
  /** journey5: the contract sent, the farm Rietvlei and its boundary; no fields yet. */
  contract: { index: 1, surname: "Mabaso", step: "CONTRACT_SENT" },
  /**
   * journey6: the contract signed and two fields confirmed on Rietvlei, 'Dam camp' (uploaded,
   * about 4 ha) and 'Drawn camp' (drawn on the map); no plan yet.
   */
  plan: { index: 2, surname: "Molefe", step: "IMPLEMENTATION_PLAN" },
  /** journey7: the plan and the practice data submitted; no evidence yet. */
  evidence: { index: 3, surname: "Botha", step: "EVIDENCE" },
  /**
   * journey8: besides, the evidence: 'Cover crop seed invoice' (seed-invoice.pdf) marked submitted
   * and 'Cover crop in flower' (a photo with its date and place) still a draft.
   */
  season: { index: 4, surname: "Zulu", step: "EVIDENCE" },
} as const;

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
}

/**
 * A fixed id of scenario `name`'s copy `copy`: `kind` numbers what it is (1 account, 2 user,
 * 3 organisation; the seed numbers the rest), `n` which one. Never a demo id (…-8000-…).
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
  };
}
