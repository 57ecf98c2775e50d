// The account-deletion model on a real database: a person's organisations with their owner and
// member counts, and the deletion itself: invites, unsent e-mails and staged uploads go, sent
// e-mails and audit entries lose the address, signatories go unless the contract is signed,
// sessions and the users row go, and nobody else's rows are touched.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  emailOutbox,
  memberships,
  organisationDetails,
  organisationInvites,
  sessions,
  signatories,
  storedFiles,
  users,
} from "~/db/schema";
import { transaction } from "~/models/transaction.server";
import {
  insertTestMembership,
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
} from "../../tests/support/model-fixtures";
import {
  DELETED_ACCOUNT_LABEL,
  deleteAccountRows,
  listMembershipsForDeletion,
  listSignedOrganisations,
} from "./account-deletion.server";
import { STAGED_PURPOSE_PREFIX } from "./staged-files.server";

let leaving: typeof users.$inferSelect;
let staying: typeof users.$inferSelect;
let shared: string;
let solo: string;
let signed: string;

beforeAll(async () => {
  leaving = await insertTestUser({ email: "Leaving@Deletion.example" });
  staying = await insertTestUser({ email: "staying@deletion.example" });
  shared = (await insertTestOrganisation("Shared")).id;
  solo = (await insertTestOrganisation("Solo")).id;
  signed = (await insertTestOrganisation("Signed")).id;
  await insertTestMembership(leaving.id, shared, "OWNER");
  await insertTestMembership(staying.id, shared, "OWNER");
  await insertTestMembership(leaving.id, solo, "OWNER");
  await insertTestMembership(leaving.id, signed, "SIGNATORY");
  await insertTestMembership(staying.id, signed, "STAFF");
  await db()
    .insert(organisationDetails)
    .values([
      { organisationId: signed, contractSigned: true },
      { organisationId: shared, contractSigned: false },
    ]);
});

describe("account deletion", () => {
  it("lists the person's organisations with their role and how many owners and members each has", async () => {
    const rows = await listMembershipsForDeletion(leaving.id);
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { organisationId: shared, name: "Shared", role: "OWNER", owners: 2, members: 2 },
      { organisationId: signed, name: "Signed", role: "SIGNATORY", owners: 0, members: 2 },
      { organisationId: solo, name: "Solo", role: "OWNER", owners: 1, members: 1 },
    ]);
    expect(await listMembershipsForDeletion(NOT_A_UUID)).toEqual([]);
  });

  it("says which of the organisations have a signed contract", async () => {
    expect(await listSignedOrganisations([shared, solo, signed])).toEqual([signed]);
    expect(await listSignedOrganisations([shared])).toEqual([]);
    expect(await listSignedOrganisations([])).toEqual([]);
  });

  it("removes or anonymises everything keyed to the person and nothing of anyone else", async () => {
    // Invites to the person's address in any case go; others stay.
    await db()
      .insert(organisationInvites)
      .values([
        { organisationId: solo, email: "leaving@deletion.EXAMPLE", role: "STAFF" },
        { organisationId: solo, email: "staying@deletion.example", role: "STAFF" },
      ]);
    let n = 0;
    const email = async (values: Partial<typeof emailOutbox.$inferInsert>) => {
      n += 1;
      const [row] = await db()
        .insert(emailOutbox)
        .values({
          idempotencyKey: `deletion-${n}`,
          to: "staying@deletion.example",
          from: "veld@example.org",
          subject: "Hello",
          text: "Text",
          ...values,
        })
        .returning();
      return row!.id;
    };
    await email({ to: "LEAVING@deletion.example", status: "pending" });
    await email({ userId: leaving.id, to: "old-address@example.org", status: "pending" });
    const sentToThem = await email({ to: "leaving@deletion.example", status: "sent" });
    const failedToThem = await email({ userId: leaving.id, status: "failed", html: "<p>x</p>" });
    const someoneElses = await email({ status: "pending" });

    const [signatoryOfShared] = await db()
      .insert(signatories)
      .values({
        organisationId: shared,
        name: "L",
        surname: "P",
        email: "leaving@deletion.example",
      })
      .returning();
    const [signatoryOfSigned] = await db()
      .insert(signatories)
      .values({
        organisationId: signed,
        userId: leaving.id,
        name: "L",
        surname: "P",
        email: "x@y.z",
      })
      .returning();
    const [otherSignatory] = await db()
      .insert(signatories)
      .values({
        organisationId: shared,
        name: "S",
        surname: "T",
        email: "staying@deletion.example",
      })
      .returning();

    const [byThem] = await db()
      .insert(auditLog)
      .values({
        actorUserId: leaving.id,
        actorLabel: "leaving@deletion.example",
        action: "a",
        entityType: "farm",
        changes: { x: 1 },
      })
      .returning();
    const [byLabel] = await db()
      .insert(auditLog)
      .values({
        actorLabel: "Leaving@deletion.example",
        action: "a",
        entityType: "farm",
        changes: { x: 1 },
      })
      .returning();
    const [aboutThem] = await db()
      .insert(auditLog)
      .values({
        actorUserId: staying.id,
        actorLabel: "staying@deletion.example",
        action: "update",
        entityType: "user",
        entityId: leaving.id,
        changes: { email: ["a", "b"] },
      })
      .returning();
    const [byOther] = await db()
      .insert(auditLog)
      .values({
        actorUserId: staying.id,
        actorLabel: "staying@deletion.example",
        action: "a",
        entityType: "farm",
        changes: { x: 1 },
      })
      .returning();

    const file = (storageKey: string, purpose: string, uploadedBy: string) => ({
      storageKey,
      originalName: "f",
      mimeType: "text/plain",
      extension: "txt",
      size: 1,
      sha256: "0".repeat(64),
      purpose,
      uploadedBy,
    });
    await db()
      .insert(storedFiles)
      .values([
        file("staged/theirs", `${STAGED_PURPOSE_PREFIX}evidence`, leaving.id),
        file("kept/theirs", "evidence", leaving.id),
        file("staged/others", `${STAGED_PURPOSE_PREFIX}evidence`, staying.id),
      ]);

    const expiresAt = new Date(Date.now() + 3_600_000);
    await db()
      .insert(sessions)
      .values([
        { id: "s-user", subject: "other-subject", email: "e", userId: leaving.id, expiresAt },
        { id: "s-subject", subject: leaving.subject, email: "e", expiresAt },
        { id: "s-other", subject: staying.subject, email: "e", userId: staying.id, expiresAt },
      ]);

    const result = await transaction((tx) =>
      deleteAccountRows({ id: leaving.id, email: leaving.email, subject: leaving.subject }, tx),
    );
    expect(result).toEqual({
      stagedStorageKeys: ["staged/theirs"],
      invitesDeleted: 1,
      pendingEmailsDeleted: 2,
      emailsScrubbed: 2,
      signatoriesDeleted: 1,
      auditEntriesAnonymised: 2,
    });

    expect((await db().select().from(organisationInvites)).map((i) => i.email)).toEqual([
      "staying@deletion.example",
    ]);
    const outbox = await db().select().from(emailOutbox);
    expect(outbox.map((e) => e.id).sort()).toEqual([sentToThem, failedToThem, someoneElses].sort());
    for (const id of [sentToThem, failedToThem]) {
      expect(outbox.find((e) => e.id === id)).toMatchObject({
        to: DELETED_ACCOUNT_LABEL,
        subject: "",
        text: "",
        html: null,
      });
    }
    expect(outbox.find((e) => e.id === someoneElses)).toMatchObject({ subject: "Hello" });

    const left = await db().select().from(signatories);
    expect(left.map((s) => s.id).sort()).toEqual(
      [signatoryOfSigned!.id, otherSignatory!.id].sort(),
    );
    expect(left.map((s) => s.id)).not.toContain(signatoryOfShared!.id);

    const entries = await db()
      .select()
      .from(auditLog)
      .where(inArray(auditLog.id, [byThem!.id, byLabel!.id, aboutThem!.id, byOther!.id]));
    const entry = (id: number) => entries.find((e) => e.id === id);
    expect(entry(byThem!.id)).toMatchObject({
      actorLabel: DELETED_ACCOUNT_LABEL,
      actorUserId: null,
      changes: { x: 1 },
    });
    expect(entry(byLabel!.id)).toMatchObject({ actorLabel: DELETED_ACCOUNT_LABEL });
    expect(entry(aboutThem!.id)).toMatchObject({
      actorLabel: "staying@deletion.example",
      changes: null,
    });
    expect(entry(byOther!.id)).toMatchObject({
      actorLabel: "staying@deletion.example",
      changes: { x: 1 },
    });

    expect((await db().select().from(storedFiles)).map((f) => f.storageKey).sort()).toEqual([
      "kept/theirs",
      "staged/others",
    ]);
    expect((await db().select().from(sessions)).map((s) => s.id)).toEqual(["s-other"]);
    expect(await db().select().from(users).where(eq(users.id, leaving.id))).toEqual([]);
    expect(await db().select().from(memberships).where(eq(memberships.userId, leaving.id))).toEqual(
      [],
    );
    const remaining = await listMembershipsForDeletion(staying.id);
    expect(remaining.map((m) => [m.name, m.owners, m.members]).sort()).toEqual([
      ["Shared", 1, 1],
      ["Signed", 0, 1],
    ]);
  });

  it("deletes nothing when the caller's transaction rolls back", async () => {
    const person = await insertTestUser({ email: "rollback@deletion.example" });
    await expect(
      transaction(async (tx) => {
        await deleteAccountRows(
          { id: person.id, email: person.email, subject: person.subject },
          tx,
        );
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await db().select().from(users).where(eq(users.id, person.id))).toHaveLength(1);
  });
});
