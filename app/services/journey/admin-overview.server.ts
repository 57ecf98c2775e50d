// The admin's view of every organisation's journey: the dashboard (organisations by step, with
// counts), the onboarding queue (organisations waiting for a decision) and GET /admin/companies.
import { getJourneyForm } from "~/models/journey-forms.server";
import { listOrganisations } from "~/models/organisations.server";
import { loadJourneyProgressMany } from "~/services/journey/progress.server";
import {
  currentStep,
  JOURNEY_STEPS,
  journeyStatus,
  STEP_LABELS,
  STEP_ORDER,
  type JourneyProgress,
  type JourneyStatus,
  type JourneyStep,
} from "~/services/journey/steps";

export interface CompanyJourney {
  id: string;
  name: string;
  createdAt: Date;
  step: JourneyStep;
  stepOrder: number;
  stepLabel: string;
  status: JourneyStatus["kind"];
  progress: JourneyProgress;
}

/** The admin company view (owned by the contracting work): /admin/journey/companies/$companyId. */
export function adminCompanyHref(companyId: string) {
  return `/admin/journey/companies/${companyId}`;
}

export async function listCompanyJourneys(): Promise<CompanyJourney[]> {
  const rows = await listOrganisations();
  const progress = await loadJourneyProgressMany(rows.map((row) => row.id));
  return rows.map((row) => {
    const p = progress.get(row.id)!;
    const step = currentStep(p);
    return {
      ...row,
      step,
      stepOrder: STEP_ORDER[step],
      stepLabel: STEP_LABELS[step],
      status: journeyStatus(p).kind,
      progress: p,
    };
  });
}

export interface StepGroup {
  step: JourneyStep;
  label: string;
  companies: CompanyJourney[];
}

/** Every step in order with the organisations on it (steps with none included, count 0). */
export function groupByStep(companies: readonly CompanyJourney[]): StepGroup[] {
  return JOURNEY_STEPS.map((step) => ({
    step,
    label: STEP_LABELS[step],
    companies: companies.filter((company) => company.step === step),
  }));
}

export type QueueKind = "eligibility" | "viability" | "farms" | "contract";

/** What an organisation is waiting for an admin to do, if anything. */
export function awaitingDecision(company: CompanyJourney): QueueKind | null {
  const p = company.progress;
  if (company.step === "ELIGIBILITY" && p.eligibilitySubmitted && p.eligibility === null)
    return "eligibility";
  if (company.step === "VIABILITY" && p.viabilitySubmitted && p.viability === null)
    return "viability";
  if (company.step === "CONTRACT") return p.farmsComplete ? "contract" : "farms";
  return null;
}

export interface QueueItem {
  company: CompanyJourney;
  kind: QueueKind;
  /** The submitted answers (eligibility and viability). */
  answers: Record<string, unknown> | null;
  submittedAt: string | null;
}

/** spec §2 '/admin/journey/onboarding': the organisations waiting for an admin, by kind. */
export async function loadOnboardingQueue(): Promise<Record<QueueKind, QueueItem[]>> {
  const queue: Record<QueueKind, QueueItem[]> = {
    eligibility: [],
    viability: [],
    farms: [],
    contract: [],
  };
  for (const company of await listCompanyJourneys()) {
    const kind = awaitingDecision(company);
    if (!kind) continue;
    const form =
      kind === "eligibility" || kind === "viability"
        ? await getJourneyForm(company.id, kind)
        : null;
    queue[kind].push({
      company,
      kind,
      answers: form?.answers ?? null,
      submittedAt: form?.submittedAt?.toISOString() ?? null,
    });
  }
  return queue;
}
