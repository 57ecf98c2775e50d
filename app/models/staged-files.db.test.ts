// The staged files model on a real database (decision 0088): a staged row is found only for its
// organisation, uploader and purpose, is attached once, and the sweep's queries take only rows
// still staged and old enough. An id that is not a UUID is never sent to PostgreSQL.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { organisations, storedFiles, users } from "~/db/schema";
import {
  attachStagedFiles,
  countPendingStagedFiles,
  deleteStagedFileRow,
  listStaleStagedFiles,
  lockStagedFiles,
  stagedPurposeOf,
  type StagedOwner,
} from "./staged-files.server";
import { transaction } from "./transaction.server";

let owner: StagedOwner;
let ids: Record<"mine" | "colleague" | "otherOrg" | "final", string>;

async function row(purpose: string, organisationId: string, uploadedBy: string) {
  const [inserted] = await db()
    .insert(storedFiles)
    .values({
      storageKey: `staged-model-${Math.random()}.pdf`,
      originalName: "a.pdf",
      mimeType: "application/pdf",
      extension: ".pdf",
      size: 8,
      sha256: "0".repeat(64),
      purpose,
      organisationId,
      uploadedBy,
    })
    .returning();
  return inserted!.id;
}

beforeAll(async () => {
  const [a, b] = await db()
    .insert(organisations)
    .values([{ name: "Staged A" }, { name: "Staged B" }])
    .returning();
  const [me, colleague] = await db()
    .insert(users)
    .values([
      { subject: "auth|staged-me", email: "me@staged.example" },
      { subject: "auth|staged-colleague", email: "colleague@staged.example" },
    ])
    .returning();
  owner = { organisationId: a!.id, uploadedBy: me!.id, purpose: "evidence" };
  const staged = stagedPurposeOf("evidence");
  ids = {
    mine: await row(staged, a!.id, me!.id),
    colleague: await row(staged, a!.id, colleague!.id),
    otherOrg: await row(staged, b!.id, me!.id),
    final: await row("evidence", a!.id, me!.id),
  };
});

describe("lockStagedFiles", () => {
  it("finds only the person's own staged rows of the organisation", async () => {
    const found = await transaction((tx) =>
      lockStagedFiles(owner, [ids.mine, ids.colleague, ids.otherOrg, ids.final, "nope"], tx),
    );
    expect(found.map((f) => f.id)).toEqual([ids.mine]);
  });
});

describe("attachStagedFiles", () => {
  it("attaches a row once", async () => {
    const fresh = await row(stagedPurposeOf("evidence"), owner.organisationId, owner.uploadedBy);
    expect(await countPendingStagedFiles(owner)).toBe(2);
    expect(await transaction((tx) => attachStagedFiles(owner, [fresh], tx))).toEqual([fresh]);
    expect(await transaction((tx) => attachStagedFiles(owner, [fresh], tx))).toEqual([]);
    const [attached] = await db().select().from(storedFiles).where(eq(storedFiles.id, fresh));
    expect(attached?.purpose).toBe("evidence");
    expect(await countPendingStagedFiles(owner)).toBe(1);
  });
});

describe("the sweep's queries", () => {
  it("lists staged rows older than the time given, never final ones", async () => {
    const later = new Date(Date.now() + 60_000);
    const stale = (await listStaleStagedFiles(later, 100)).map((f) => f.id);
    expect(stale).toEqual(expect.arrayContaining([ids.mine, ids.colleague, ids.otherOrg]));
    expect(stale).not.toContain(ids.final);
    expect(await listStaleStagedFiles(new Date(0), 100)).toEqual([]);
  });

  it("deletes a row only while it is staged", async () => {
    expect(await transaction((tx) => deleteStagedFileRow(ids.final, tx))).toBe(false);
    expect(await transaction((tx) => deleteStagedFileRow("not-an-id", tx))).toBe(false);
    expect(await transaction((tx) => deleteStagedFileRow(ids.colleague, tx))).toBe(true);
    expect(await transaction((tx) => deleteStagedFileRow(ids.colleague, tx))).toBe(false);
  });
});
