// The demo's learning resources (decision 0098): written with the demo data, valid by the same
// rules an admin's resources meet, one draft, and written once (an admin's change survives).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { resources } from "~/db/schema";
import { findResource, listResources } from "~/models/resources.server";
import { validateResourceInput } from "~/services/resources/rules";
import { DEMO_RESOURCES, resourcesDemoId, seedResourcesDemo } from "./resources.server";
import { seedDemoData } from "./people.server";

beforeAll(async () => {
  await seedDemoData();
}, 60_000);

describe("the resources demo", () => {
  it("publishes every demo resource but one draft, each valid", async () => {
    const rows = await listResources();
    for (const demo of DEMO_RESOURCES) {
      const row = rows.find((r) => r.id === demo.id);
      expect(row, demo.title).toBeDefined();
      expect(validateResourceInput(row!).ok, demo.title).toBe(true);
    }
    const drafts = rows.filter((r) =>
      DEMO_RESOURCES.some((d) => d.id === r.id && r.status === "draft"),
    );
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.publishedAt).toBeNull();
    const published = await listResources({ publishedOnly: true });
    expect(published.some((r) => r.id === drafts[0]!.id)).toBe(false);
    expect(published.filter((r) => r.kind === "link").length).toBeGreaterThanOrEqual(2);
  });

  it("leaves what an admin changed alone when it runs again", async () => {
    const id = resourcesDemoId(2);
    await db()
      .update(resources)
      .set({ title: "Rest periods (edited)" })
      .where(eq(resources.id, id));
    await seedResourcesDemo(db());
    expect((await findResource(id))!.title).toBe("Rest periods (edited)");
  });
});
