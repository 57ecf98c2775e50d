// The audit-log model on a real database: entries appended, and one entity's history read back
// newest first, only with the actions asked for.
import { describe, expect, it } from "vitest";
import { insertAuditEntry, listEntityEntries } from "./audit-log.server";

const entry = (action: string, entityId: string, changes: unknown = null) => ({
  actorUserId: null,
  actorLabel: "admin@veld.example",
  action,
  entityType: "job_application",
  entityId,
  changes,
  requestId: null,
});

describe("audit log", () => {
  it("lists one entity's entries with the given actions, newest first, up to the limit", async () => {
    const first = await insertAuditEntry(entry("job_application.update", "a", { to: 1 }));
    const second = await insertAuditEntry(entry("job_application.update", "a", { to: 2 }));
    await insertAuditEntry(entry("job_application.create", "a"));
    await insertAuditEntry(entry("job_application.update", "b"));
    expect(second).toBeGreaterThan(first);
    const listed = await listEntityEntries(
      { type: "job_application", id: "a", actions: ["job_application.update"] },
      10,
    );
    expect(listed.map((row) => row.changes)).toEqual([{ to: 2 }, { to: 1 }]);
    expect(
      await listEntityEntries(
        { type: "job_application", id: "a", actions: ["job_application.update"] },
        1,
      ),
    ).toHaveLength(1);
    expect(await listEntityEntries({ type: "job_application", id: "a", actions: [] }, 10)).toEqual(
      [],
    );
    expect(
      await listEntityEntries(
        { type: "organisation", id: "a", actions: ["job_application.update"] },
        10,
      ),
    ).toEqual([]);
  });
});
