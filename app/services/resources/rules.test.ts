// Learning resources' rules (issue 18; decision 0098): https-only addresses, what each kind needs,
// the learn page's order (the farmer's step first, then by topic) and the article's blocks (text
// only, so '<script>' stays text).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JOURNEY_STEPS } from "~/services/journey/steps";
import {
  articleBlocks,
  checkReason,
  orderForStep,
  RESOURCE_TOPICS,
  safeHttpsUrl,
  stepsText,
  validateResourceInput,
  type Orderable,
} from "./rules";

describe("safeHttpsUrl", () => {
  it.each([
    ["https://www.ipcc.ch/srccl/", "https://www.ipcc.ch/srccl/"],
    ["  https://youtube.com/watch?v=abc  ", "https://youtube.com/watch?v=abc"],
    ["http://example.org/", null],
    ["javascript:alert(1)", null],
    ["data:text/html,<script>alert(1)</script>", null],
    ["https://user:pw@example.org/", null],
    ["https://localhost/", null],
    ["//example.org/", null],
    ["", null],
    [42, null],
  ])("%s → %s", (raw, expected) => {
    expect(safeHttpsUrl(raw)).toBe(expected);
  });

  it("never answers anything but an https address (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (raw) => {
        const url = safeHttpsUrl(raw);
        expect(url === null || url.startsWith("https://")).toBe(true);
      }),
    );
  });
});

describe("validateResourceInput", () => {
  const base = { title: "Rest periods", summary: "Why rest matters.", topic: "grazing" };

  it("needs an article's text and drops an address it does not use", () => {
    expect(validateResourceInput({ ...base, kind: "article", body: "" })).toEqual({
      ok: false,
      errors: { body: expect.stringContaining("Write the article") },
    });
    const ok = validateResourceInput({
      ...base,
      kind: "article",
      body: "Text",
      url: "https://x.org/",
    });
    expect(ok.ok && ok.input.url).toBe(null);
  });

  it("needs an https address for a link or a video", () => {
    for (const kind of ["link", "video"]) {
      const refused = validateResourceInput({ ...base, kind, url: "http://x.org/" });
      expect(refused.ok ? null : refused.errors.url).toMatch(/https/);
    }
  });

  it("refuses unknown kinds, topics and steps, and unstorable text", () => {
    const result = validateResourceInput({
      kind: "podcast",
      title: "a\u0000b",
      summary: "",
      topic: "weather",
      journeySteps: ["NOT_A_STEP"],
    });
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual([
      "journeySteps",
      "kind",
      "summary",
      "title",
      "topic",
    ]);
  });

  it("keeps steps once each, in journey order", () => {
    const result = validateResourceInput({
      ...base,
      kind: "article",
      body: "x",
      journeySteps: ["EVIDENCE", "MAP_FIELDS", "EVIDENCE"],
    });
    expect(result.ok && result.input.journeySteps).toEqual(["MAP_FIELDS", "EVIDENCE"]);
  });
});

describe("orderForStep", () => {
  const r = (title: string, topic: Orderable["topic"], steps: string[] = []): Orderable => ({
    title,
    topic,
    journeySteps: steps,
  });
  const list = [
    r("Zebra grazing", "grazing"),
    r("Records for evidence", "record_keeping", ["EVIDENCE"]),
    r("Carbon basics", "carbon_credits", ["PRACTICE_DATA", "EVIDENCE"]),
    r("About the programme", "programme"),
    r("Mapping fields", "programme", ["MAP_FIELDS"]),
  ];

  it("puts what names the farmer's step first, then the rest by topic", () => {
    const order = orderForStep(list, "EVIDENCE");
    expect(order.stepLabel).toBe("Evidence");
    expect(order.forStep.map((x) => x.title)).toEqual(["Carbon basics", "Records for evidence"]);
    expect(order.byTopic.map((g) => [g.label, g.resources.map((x) => x.title)])).toEqual([
      ["The programme", ["About the programme", "Mapping fields"]],
      ["Grazing", ["Zebra grazing"]],
    ]);
  });

  it("without a step, shows everything by topic", () => {
    const order = orderForStep(list, null);
    expect(order.forStep).toEqual([]);
    expect(order.byTopic.flatMap((g) => g.resources)).toHaveLength(list.length);
  });

  it("shows each resource exactly once, fitting ones first (property)", () => {
    const resource = fc.record({
      title: fc.string(),
      topic: fc.constantFrom(...RESOURCE_TOPICS),
      journeySteps: fc.subarray([...JOURNEY_STEPS]),
    });
    fc.assert(
      fc.property(fc.array(resource), fc.constantFrom(...JOURNEY_STEPS), (items, step) => {
        const order = orderForStep(items, step);
        const shown = [...order.forStep, ...order.byTopic.flatMap((g) => g.resources)];
        expect(shown).toHaveLength(items.length);
        expect(new Set(shown).size).toBe(items.length);
        expect(order.forStep.every((x) => x.journeySteps.includes(step))).toBe(true);
        expect(
          order.byTopic.flatMap((g) => g.resources).some((x) => x.journeySteps.includes(step)),
        ).toBe(false);
      }),
    );
  });
});

describe("articleBlocks", () => {
  it("makes paragraphs, headings and lists", () => {
    expect(
      articleBlocks("First line\nsame paragraph.\n\n## Heading\n- one\n- two\n\nLast."),
    ).toEqual([
      { type: "paragraph", text: "First line same paragraph." },
      { type: "heading", text: "Heading" },
      { type: "list", items: ["one", "two"] },
      { type: "paragraph", text: "Last." },
    ]);
  });

  it("keeps markup as text", () => {
    expect(articleBlocks("<script>alert(1)</script>")).toEqual([
      { type: "paragraph", text: "<script>alert(1)</script>" },
    ]);
  });
});

describe("small rules", () => {
  it("words the steps", () => {
    expect(stepsText([])).toBe("Every step");
    expect(stepsText(["EVIDENCE", "MAP_FIELDS"])).toBe("Map fields, Evidence");
  });

  it("takes a reason of 5 to 500 characters", () => {
    expect(checkReason("dup")).toBeNull();
    expect(checkReason("  Out of date  ")).toBe("Out of date");
    expect(checkReason("x".repeat(501))).toBeNull();
  });
});
