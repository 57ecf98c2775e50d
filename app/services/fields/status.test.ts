// spec §4 'Field status: UPLOADED, DRAWN, NOT_STARTED, IN_PROGRESS, COMPLETE, NOT_INCLUDED,
// DELETED'; the moves between them are decision 0070's.
import fs from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FIELD_SOURCES, FIELD_STATUSES, type FieldStatus } from "~/shared/fields";
import {
  canDelete,
  canTransition,
  FIELD_STATUS_EXPLANATIONS,
  FIELD_STATUS_LABELS,
  fieldsCountText,
  fieldStatusLabel,
  initialStatus,
  isFileSource,
  isFieldStatus,
  LEAVE_OUT_FROM,
  nextStatusOnConfirm,
  PRACTICE_STATUSES,
  practiceStatus,
  statusAfterInclude,
} from "./status";

describe("a new field (decision 0070)", () => {
  it.each([
    ["kml", "UPLOADED"],
    ["kmz", "UPLOADED"],
    ["geojson", "UPLOADED"],
    ["shapefile", "UPLOADED"],
    ["drawn", "DRAWN"],
    ["circle", "DRAWN"],
  ] as const)("from a %s source starts %s", (source, status) => {
    expect(initialStatus(source)).toBe(status);
    expect(isFileSource(source)).toBe(status === "UPLOADED");
  });
});

describe("the allowed moves between statuses (decision 0070)", () => {
  // Every allowed move; every other pair of statuses is refused.
  const allowed: readonly (readonly [FieldStatus, FieldStatus, string])[] = [
    ["UPLOADED", "NOT_STARTED", "an admin confirms the fields complete"],
    ["DRAWN", "NOT_STARTED", "an admin confirms the fields complete"],
    ["UPLOADED", "NOT_INCLUDED", "the farmer leaves it out this season"],
    ["DRAWN", "NOT_INCLUDED", "the farmer leaves it out this season"],
    ["NOT_STARTED", "NOT_INCLUDED", "the farmer leaves it out this season"],
    ["NOT_INCLUDED", "UPLOADED", "included again before confirmation (from a file)"],
    ["NOT_INCLUDED", "DRAWN", "included again before confirmation (drawn or a circle)"],
    ["NOT_INCLUDED", "NOT_STARTED", "included again after confirmation"],
    ["NOT_STARTED", "IN_PROGRESS", "practice data is started"],
    ["NOT_STARTED", "COMPLETE", "every required season recorded at once (one season required)"],
    ["IN_PROGRESS", "COMPLETE", "practice data is complete"],
    ["IN_PROGRESS", "NOT_STARTED", "its practice data is cleared"],
    ["COMPLETE", "IN_PROGRESS", "a season of its practice data is cleared"],
    ["COMPLETE", "NOT_STARTED", "its practice data is cleared"],
    ["UPLOADED", "DELETED", "soft delete"],
    ["DRAWN", "DELETED", "soft delete"],
    ["NOT_STARTED", "DELETED", "soft delete"],
    ["NOT_INCLUDED", "DELETED", "soft delete"],
  ];

  it.each(allowed)("allows %s → %s: %s", (from, to) => expect(canTransition(from, to)).toBe(true));

  const pairs = FIELD_STATUSES.flatMap((from) => FIELD_STATUSES.map((to) => [from, to] as const));
  const refused = pairs.filter(([from, to]) => !allowed.some(([f, t]) => f === from && t === to));

  it.each(refused)("refuses %s → %s", (from, to) => expect(canTransition(from, to)).toBe(false));

  it("never moves a DELETED field, and deletes any other without practice data", () => {
    for (const status of FIELD_STATUSES) {
      expect(canTransition("DELETED", status)).toBe(false);
      const locked = status === "IN_PROGRESS" || status === "COMPLETE" || status === "DELETED";
      expect(canDelete(status)).toBe(!locked);
    }
  });

  it("lets the farmer leave out exactly the mapped fields with no practice data", () =>
    expect(FIELD_STATUSES.filter((s) => canTransition(s, "NOT_INCLUDED"))).toEqual([
      ...LEAVE_OUT_FROM,
    ]));

  it("does not let a field with practice data be left out", () => {
    expect(canTransition("IN_PROGRESS", "NOT_INCLUDED")).toBe(false);
    expect(canTransition("COMPLETE", "NOT_INCLUDED")).toBe(false);
  });
});

describe("confirming the fields complete", () => {
  it.each<[FieldStatus, FieldStatus]>([
    ["UPLOADED", "NOT_STARTED"],
    ["DRAWN", "NOT_STARTED"],
    ["NOT_STARTED", "NOT_STARTED"],
    ["IN_PROGRESS", "IN_PROGRESS"],
    ["COMPLETE", "COMPLETE"],
    ["NOT_INCLUDED", "NOT_INCLUDED"],
    ["DELETED", "DELETED"],
  ])("takes %s to %s", (status, next) => expect(nextStatusOnConfirm(status)).toBe(next));

  it("only ever makes an allowed move", () => {
    for (const status of FIELD_STATUSES) {
      const next = nextStatusOnConfirm(status);
      if (next !== status) expect(canTransition(status, next)).toBe(true);
    }
  });
});

describe("leaving a field out this season and taking it back", () => {
  it.each([
    ["kml", false, "UPLOADED"],
    ["shapefile", false, "UPLOADED"],
    ["drawn", false, "DRAWN"],
    ["circle", false, "DRAWN"],
    ["kmz", true, "NOT_STARTED"],
    ["circle", true, "NOT_STARTED"],
  ] as const)("a %s field, fields confirmed %s, comes back %s", (source, confirmed, status) =>
    expect(statusAfterInclude(source, confirmed)).toBe(status),
  );

  it("returns any field to the status it was left out from", () =>
    fc.assert(
      fc.property(fc.constantFrom(...FIELD_SOURCES), fc.boolean(), (source, confirmed) => {
        const before = confirmed
          ? nextStatusOnConfirm(initialStatus(source))
          : initialStatus(source);
        expect(canTransition(before, "NOT_INCLUDED")).toBe(true);
        const after = statusAfterInclude(source, confirmed);
        expect(canTransition("NOT_INCLUDED", after)).toBe(true);
        expect(after).toBe(before);
      }),
    ));
});

describe("status labels in the farmer's words", () => {
  it.each([
    ["UPLOADED", "Uploaded"],
    ["DRAWN", "Drawn"],
    ["NOT_STARTED", "Not started"],
    ["IN_PROGRESS", "In progress"],
    ["COMPLETE", "Complete"],
    ["NOT_INCLUDED", "Not included"],
    ["DELETED", "Deleted"],
  ] as const)("shows %s as %j", (status, label) => expect(fieldStatusLabel(status)).toBe(label));

  it("labels every status", () =>
    expect(Object.keys(FIELD_STATUS_LABELS).sort()).toEqual([...FIELD_STATUSES].sort()));

  it("recognises the spec's statuses and nothing else", () => {
    expect(isFieldStatus("NOT_STARTED")).toBe(true);
    expect(isFieldStatus("not_started")).toBe(false);
    expect(isFieldStatus(null)).toBe(false);
  });
});

describe("what the page's count of fields counts (issue 31)", () => {
  it.each([
    [0, 0, "no fields mapped yet."],
    [1, 1, "1 field mapped and included: 4.05 ha."],
    [7, 7, "7 fields mapped, all included: 4.05 ha."],
    [7, 5, "7 fields mapped, 5 of them included: 4.05 ha."],
    [2, 0, "2 fields mapped, none of them included."],
  ])("%i mapped, %i included: %j", (mapped, included, text) =>
    expect(fieldsCountText(mapped, included, "4.05 ha")).toBe(text),
  );

  it("names both numbers whenever some fields are left out", () =>
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 500 }), fc.integer({ min: 1, max: 499 }), (a, b) => {
        const [mapped, included] = [Math.max(a, b + 1), Math.min(b, Math.max(a, b + 1) - 1)];
        const text = fieldsCountText(mapped, included, "1 ha");
        expect(text).toContain(`${mapped} fields mapped`);
        expect(text).toContain(`${included} of them included`);
      }),
    ));

  it("explains every status a farmer can see", () =>
    expect(Object.keys(FIELD_STATUS_EXPLANATIONS).sort()).toEqual(
      FIELD_STATUSES.filter((status) => status !== "DELETED").sort(),
    ));
});

describe("a confirmed field's status follows its practice data (decision 0151)", () => {
  it.each([
    [{ required: 4, recorded: 0 }, "NOT_STARTED"],
    [{ required: 4, recorded: 1 }, "IN_PROGRESS"],
    [{ required: 4, recorded: 3 }, "IN_PROGRESS"],
    [{ required: 4, recorded: 4 }, "COMPLETE"],
    [{ required: 1, recorded: 1 }, "COMPLETE"],
  ] as const)("%o gives %s", (progress, status) => {
    for (const from of PRACTICE_STATUSES) expect(practiceStatus(from, progress)).toBe(status);
  });

  it("leaves a field that is not confirmed, left out or deleted as it is", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(...FIELD_STATUSES.filter((s) => !PRACTICE_STATUSES.includes(s as never))),
        fc.nat(8),
        fc.nat(8),
        (status, required, recorded) =>
          practiceStatus(status, { required, recorded: Math.min(recorded, required) }) === status,
      ),
    ));

  it("only ever makes a move the transitions allow, and the same data gives the same status", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(...PRACTICE_STATUSES),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(8),
        (status, required, n) => {
          const progress = { required, recorded: Math.min(n, required) };
          const to = practiceStatus(status, progress);
          expect(to === status || canTransition(status, to)).toBe(true);
          expect(practiceStatus(to, progress)).toBe(to);
        },
      ),
    ));

  it("keeps the status of a field included in no required season", () => {
    for (const from of PRACTICE_STATUSES) {
      expect(practiceStatus(from, { required: 0, recorded: 0 })).toBe(from);
    }
  });
});

describe("docs/field-statuses.md", () => {
  const doc = fs.readFileSync("docs/field-statuses.md", "utf8");
  const rowOf = (status: FieldStatus) =>
    doc
      .split("\n")
      .find((line) => line.startsWith(`| \`${status}\``))
      ?.split("|")
      .map((cell) => cell.trim());

  it.each(FIELD_STATUSES)(
    "states %s: its label, and whether it can be left out and deleted",
    (s) => {
      const row = rowOf(s);
      expect(row, `a row for ${s}`).toBeDefined();
      const [, , label, , leftOut, deleted] = row!;
      if (s !== "DELETED") expect(label).toBe(FIELD_STATUS_LABELS[s]);
      if (s !== "NOT_INCLUDED")
        expect(leftOut).toBe(canTransition(s, "NOT_INCLUDED") ? "yes" : "no");
      if (s !== "DELETED") expect(deleted).toBe(canDelete(s) ? "yes" : "no");
    },
  );
});
