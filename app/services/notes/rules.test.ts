import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  authorLabel,
  characterCount,
  decideNotesSave,
  normaliseNotes,
  NOTES_MAX_LENGTH,
  notesLengthError,
} from "./rules";

const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";

describe("decideNotesSave", () => {
  it.each([
    ["first notes, no version before", null, null, "Hello", "save"],
    ["first notes, caller did not say", null, undefined, "Hello", "save"],
    ["nothing typed and nothing kept", null, null, "", "unchanged"],
    ["based on the current version", { id: A, body: "Old" }, A, "New", "save"],
    ["same text as the current version", { id: A, body: "Old" }, A, "Old", "unchanged"],
    ["based on an older version", { id: B, body: "Newer" }, A, "Mine", "stale"],
    ["opened when there were none, saved meanwhile", { id: A, body: "x" }, null, "Mine", "stale"],
    ["based on a version that does not exist", null, A, "Mine", "stale"],
    ["basedOn left out: the last save wins", { id: B, body: "Newer" }, undefined, "Mine", "save"],
    ["clearing the notes is a version", { id: A, body: "Old" }, A, "", "save"],
  ] as const)("%s", (_name, current, basedOn, body, kind) => {
    expect(decideNotesSave(current, basedOn, body).kind).toBe(kind);
  });

  it("never saves over a version the editor did not see", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), fc.string(), fc.string(), (cur, based, old, body) => {
        fc.pre(cur !== based);
        expect(decideNotesSave({ id: cur, body: old }, based, body).kind).toBe("stale");
      }),
    );
  });
});

describe("notes length", () => {
  it("keeps up to 20,000 characters and refuses one more, saying how many", () => {
    expect(notesLengthError("a".repeat(NOTES_MAX_LENGTH))).toBeNull();
    expect(notesLengthError("a".repeat(NOTES_MAX_LENGTH + 1))).toBe(
      "Notes can be at most 20,000 characters long; these are 20,001. Shorten them and save again.",
    );
  });

  it("counts an emoji as one character", () => {
    expect(characterCount("🐄🐄")).toBe(2);
    expect(notesLengthError("🐄".repeat(NOTES_MAX_LENGTH))).toBeNull();
  });

  it("counts a posted line break once (CRLF becomes LF)", () => {
    expect(normaliseNotes("a\r\nb\rc\nd")).toBe("a\nb\nc\nd");
    const posted = "x\r\n".repeat(NOTES_MAX_LENGTH / 2);
    expect(notesLengthError(normaliseNotes(posted))).toBeNull();
  });
});

describe("authorLabel", () => {
  it.each([
    [{ name: "Thandi", surname: "Mokoena", email: "t@x.example" }, "Thandi Mokoena"],
    [{ name: null, surname: null, email: "t@x.example" }, "t@x.example"],
    [{ name: null, surname: null, email: null }, "Someone no longer known"],
  ])("%j → %s", (author, label) => expect(authorLabel(author)).toBe(label));
});
