import { describe, expect, it } from "vitest";
import { journeyWords } from "./journey-words.server";
import { journeyProgressView } from "./progress-words";
import {
  EMPTY_PROGRESS,
  journeyStatus,
  JOURNEY_STAGES,
  nextAction,
  ROUTE_LABELS,
  STEP_LABELS,
  type JourneyProgress,
} from "./steps";

// Each state of the journey, from a new organisation to one awaiting feedback, one turn at a time
// (submitted, then decided), so every stage, reason, next action and status note appears.
const TURNS: Partial<JourneyProgress>[] = [
  {},
  { expressedInterest: true },
  { eligibilitySubmitted: true },
  { eligibility: true },
  { viabilitySubmitted: true },
  { viability: true },
  { farmCount: 1 },
  { hasLegalEntity: true },
  { signatoryCount: 1 },
  { farmsWithBoundary: 1 },
  { farmsWithErf: 1 },
  { farmsWithLocation: 1 },
  { hasContract: true },
  { contractSent: true },
  { signedContractReturned: true },
  { contractSigned: true },
  { fieldsSubmitted: true },
  { fieldsComplete: true },
  { implementationPlanSubmitted: true },
  { practiceDataSubmitted: true },
  { evidenceSubmitted: true },
];
const STATES: JourneyProgress[] = TURNS.reduce<JourneyProgress[]>(
  (states, turn) => [...states, { ...(states.at(-1) ?? EMPTY_PROGRESS), ...turn }],
  [],
);

/** Every text of the journey's model a farmer reads in `p`. */
function textsOf(p: JourneyProgress): string[] {
  const view = journeyProgressView(p);
  const status = journeyStatus(p);
  return [
    ...view.stages.flatMap((stage) => [
      stage.label,
      stage.shortLabel,
      ...(stage.reason ? [stage.reason] : []),
      ...stage.parts.map((part) => part.label),
    ]),
    nextAction(p).label,
    ...("message" in status && status.kind !== "declined" ? [status.message] : []),
  ];
}

describe("the journey's words in the farmer's language (issue 33)", () => {
  it("leaves every English text of the model exactly as it is", () => {
    const words = journeyWords("en");
    for (const p of STATES) {
      const view = journeyProgressView(p);
      expect(words.view(view)).toEqual(view);
      for (const text of textsOf(p)) expect(words.text(text)).toBe(text);
    }
    for (const label of [...Object.values(STEP_LABELS), ...Object.values(ROUTE_LABELS)])
      expect(words.text(label)).toBe(label);
  });

  it("has every stage, reason, next action and status note in isiZulu", () => {
    const words = journeyWords("zu");
    const texts = new Set(STATES.flatMap(textsOf));
    for (const label of JOURNEY_STAGES.map((stage) => stage.label)) texts.add(label);
    for (const text of texts) expect(words.text(text), text).not.toBe(text);
    expect(words.text("Finish the 'Evidence' step first.")).toBe(
      "Qeda isinyathelo esithi 'Ubufakazi' kuqala.",
    );
  });

  it("words the progress line in the language, with a step's parts", () => {
    const details = STATES[7]!; // a legal entity, no signatory yet
    expect(journeyProgressView(details).summary).toBe(
      "Step 4 of 10: Contracting details (1 of 5 done)",
    );
    expect(journeyWords("en").view(journeyProgressView(details)).summary).toBe(
      "Step 4 of 10: Contracting details (1 of 5 done)",
    );
    expect(journeyWords("zu").view(journeyProgressView(details)).summary).toBe(
      "Isinyathelo 4 kwezingu-10: Imininingwane yenkontileka (kuqediwe 1 kwezingu-5)",
    );
  });

  it("keeps a text it does not know (an admin's own words) as it is", () => {
    expect(journeyWords("zu").text("Our soil samples were lost.")).toBe(
      "Our soil samples were lost.",
    );
  });
});
