// The one model of journey progress a farmer sees (docs/decisions/0067): the ten stages of the
// progress bar, the overview's list, the 'Step N of 10' line and the contracting details still
// missing, all derived from the sixteen steps of app/services/journey/steps.ts (spec §4 'Journey
// steps') so no two places can count differently. Pure: no I/O, no framework imports. Internal
// codes (step names, spec §4 'Unmapped-warning kinds') never appear in its texts: they stay in
// the /api/v2 shapes.
import {
  currentStep,
  isStepDone,
  JOURNEY_STAGES,
  STEP_LABELS,
  stepAccess,
  stepHref,
  type JourneyProgress,
  type JourneyStep,
} from "~/services/journey/steps";

export type StageState = "done" | "current" | "open" | "locked";

export interface StagePart {
  label: string;
  done: boolean;
}

export interface JourneyStageView {
  /** The stage's name in a farmer's words ('Contracting details'). */
  label: string;
  /** One short word for the progress bar where ten full labels do not fit (spec §9 widths). */
  shortLabel: string;
  state: StageState;
  /** The stage's page, unless it is locked. */
  href?: string;
  /** Why a locked stage is closed, in plain words. */
  reason?: string;
  /** What a stage of several steps is made of (contracting details, the contract); else []. */
  parts: StagePart[];
}

export interface JourneyProgressView {
  stages: JourneyStageView[];
  /** Index in `stages` of the stage the organisation is on. */
  current: number;
  /** 'Step 4 of 10: Contracting details (2 of 5 done)': the bar's line and the overview's. */
  summary: string;
}

/** Short labels for the bar, by stage label: whole words only, never cut (issue 13). */
const SHORT_LABELS: Record<string, string> = {
  "Express interest": "Interest",
  Eligibility: "Eligibility",
  Viability: "Viability",
  "Contracting details": "Details",
  Contract: "Contract",
  "Map fields": "Fields",
  "Implementation plan": "Plan",
  "Practice data": "Practices",
  Evidence: "Evidence",
  Feedback: "Feedback",
};

/** The parts of a stage of several steps, in words; the contract's two steps are two turns. */
const PART_LABELS: Partial<Record<JourneyStep, string>> = {
  CONTRACT: "We prepare and send you the contract",
  CONTRACT_SENT: "You sign it and send it back",
};

/**
 * Where the organisation stands, as the farmer reads it everywhere progress is shown (the bar on
 * every journey page, /profile/home, /profile/journey's overview). The journey starts at
 * expressing interest: signing up is behind every organisation (spec §4 SIGN_UP).
 */
export function journeyProgressView(
  p: JourneyProgress,
  basePath = "/profile",
): JourneyProgressView {
  const step = currentStep(p);
  const currentIndex = Math.max(
    0,
    JOURNEY_STAGES.findIndex((stage) => stage.steps.includes(step)),
  );
  const stages = JOURNEY_STAGES.map((stage, index): JourneyStageView => {
    const first = stage.steps[0]!;
    const parts =
      stage.steps.length > 1
        ? stage.steps.map((s) => ({
            label: PART_LABELS[s] ?? STEP_LABELS[s],
            done: isStepDone(p, s),
          }))
        : [];
    const base = {
      label: stage.label,
      shortLabel: SHORT_LABELS[stage.label] ?? stage.label,
      parts,
    };
    const href = stepHref(first, basePath);
    if (index < currentIndex) return { ...base, state: "done", href };
    if (index === currentIndex) return { ...base, state: "current", href };
    const access = stepAccess(p, first);
    return access.open
      ? { ...base, state: "open", href }
      : { ...base, state: "locked", reason: access.reason };
  });
  return { stages, current: currentIndex, summary: progressSummary(stages, currentIndex) };
}

/** 'Step 4 of 10: Contracting details', with how much of a stage of several parts is done. */
export function progressSummary(stages: readonly JourneyStageView[], current: number): string {
  const stage = stages[current];
  if (!stage) return `All ${stages.length} steps complete`;
  const done = stage.parts.filter((part) => part.done).length;
  const parts = stage.parts.length > 0 ? ` (${done} of ${stage.parts.length} done)` : "";
  return `Step ${current + 1} of ${stages.length}: ${stage.label}${parts}`;
}

/** What the kit's progress bar takes (app/components/step-progress.tsx), links kept in the URL's state. */
export function progressBarOf(
  view: JourneyProgressView,
  withSearch: (href: string) => string = (h) => h,
) {
  return {
    stages: view.stages.map((stage) => ({
      label: stage.label,
      shortLabel: stage.shortLabel,
      ...(stage.href ? { href: withSearch(stage.href) } : {}),
    })),
    currentStage: view.current,
    summary: view.summary,
  };
}

// ---- What is missing from the contracting details (issue 13) ----

/** The facts of the contracting details the count is made of (JourneyProgress has them too). */
export type ContractingFacts = Pick<
  JourneyProgress,
  | "hasLegalEntity"
  | "signatoryCount"
  | "farmCount"
  | "farmsWithBoundary"
  | "farmsWithErf"
  | "farmsWithLocation"
>;

export interface MissingDetails {
  /** How many things are still missing: 0 only when nothing is. */
  count: number;
  /** Each missing thing in words, in the page's order. */
  items: string[];
  /** Nothing has been added yet: say where to start rather than show a count. */
  notStarted: boolean;
  /** What the summary shows beside 'Missing details'. */
  text: string;
}

export const NOT_STARTED_TEXT =
  "Nothing added yet: start with the legal entity that signs the contract, then add a signatory and your farms.";
export const NOTHING_MISSING_TEXT = "Nothing: every detail is in.";

const farmsText = (n: number, total: number, what: string) =>
  total === 1
    ? `The farm's ${what}`
    : `${what[0]!.toUpperCase()}${what.slice(1)} for ${n} of ${total} farms`;

/**
 * What the farmer still has to add on /profile/journey/details, counted from the same facts as
 * the journey's contracting steps (decision 0035): the legal entity, a signatory, a farm, and each
 * farm's boundary, ERF / title-deed numbers and location (spec §4 UNMAPPED_FARM_ERF and
 * UNMAPPED_LOCATION, in words). Each farm without one of these counts once per farm.
 */
export function missingContractingDetails(f: ContractingFacts): MissingDetails {
  const items: string[] = [];
  let count = 0;
  if (!f.hasLegalEntity) {
    items.push("The legal entity's name and registration number");
    count += 1;
  }
  if (f.signatoryCount === 0) {
    items.push("At least one signatory");
    count += 1;
  }
  if (f.farmCount === 0) {
    items.push("At least one farm, with its boundary, ERF / title-deed numbers and location");
    count += 1;
  } else {
    const gaps: [number, string][] = [
      [f.farmCount - f.farmsWithBoundary, "boundary"],
      [f.farmCount - f.farmsWithErf, "ERF / title-deed numbers"],
      [f.farmCount - f.farmsWithLocation, "location"],
    ];
    for (const [missing, what] of gaps) {
      if (missing <= 0) continue;
      items.push(farmsText(missing, f.farmCount, what));
      count += missing;
    }
  }
  const notStarted = !f.hasLegalEntity && f.signatoryCount === 0 && f.farmCount === 0;
  const text = notStarted ? NOT_STARTED_TEXT : count === 0 ? NOTHING_MISSING_TEXT : String(count);
  return { count, items, notStarted, text };
}
