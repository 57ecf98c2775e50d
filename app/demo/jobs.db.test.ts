// The demo job postings (issue 5): created once, with real PDF leaflets the public may open.
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobPostings, storedFiles } from "~/db/schema";
import { findPublicLeaflet, listActivePostings } from "~/models/job-application-submit.server";
import { DEMO_POSTINGS, seedDemoJobs } from "./jobs.server";

describe("seedDemoJobs", () => {
  it("creates the demo postings once, each open, with their leaflets on the public pdf/ path", async () => {
    await seedDemoJobs();
    await seedDemoJobs();
    const postings = await db().select().from(jobPostings);
    expect(postings).toHaveLength(DEMO_POSTINGS.length);
    expect(await db().select().from(storedFiles)).toHaveLength(2);

    const open = await listActivePostings();
    expect(open.map((p) => p.title).sort()).toEqual(DEMO_POSTINGS.map((p) => p.title).sort());
    const withLeaflet = open.filter((p) => p.leafletFileId);
    expect(withLeaflet).toHaveLength(2);
    for (const posting of withLeaflet) {
      const leaflet = await findPublicLeaflet(posting.leafletFileId!);
      expect(leaflet).toMatchObject({ mimeType: "application/pdf", purpose: "job-leaflet" });
    }
  });
});
