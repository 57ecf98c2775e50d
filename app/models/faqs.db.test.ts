import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { FAQ_SEED } from "~/content/faq-seed";
import { db } from "~/db/client.server";
import { contentSeeds, faqs } from "~/db/schema";
import { seedContent } from "~/server/content-seed.server";
import { FAQ_TOPICS, findFaq, insertMissingFaqs, listFaqGroups } from "./faqs.server";

// Each test starts from the seeded FAQs, as a started server has them.
beforeEach(async () => {
  await db().delete(faqs);
  await db().delete(contentSeeds);
  await seedContent();
});

describe("listFaqGroups (issue 7: grouped FAQs)", () => {
  it("groups the FAQs by topic, in the page's order: programme, eligibility, privacy, payments, jobs", async () => {
    const groups = await listFaqGroups();
    expect(groups.map((g) => g.topic)).toEqual([
      "programme",
      "eligibility",
      "privacy",
      "payments",
      "jobs",
    ]);
    expect(FAQ_TOPICS).toEqual(groups.map((g) => g.topic));
    // Within a topic, in the order they were written.
    for (const group of groups) {
      expect(group.faqs.map((f) => f.slug)).toEqual(
        FAQ_SEED.filter((f) => f.topic === group.topic).map((f) => f.slug),
      );
    }
  });

  it("orders a topic by position, so staff can move an entry up", async () => {
    await db().update(faqs).set({ position: 1 }).where(eq(faqs.slug, "how-to-apply"));
    const jobs = (await listFaqGroups()).find((g) => g.topic === "jobs")!;
    expect(jobs.faqs[0]!.slug).toBe("how-to-apply");
  });

  it("gives entries with the same position in question order", async () => {
    await insertMissingFaqs(db(), [
      { slug: "b-question", topic: "payments", question: "B?", answer: "b", position: 0 },
      { slug: "a-question", topic: "payments", question: "A?", answer: "a", position: 0 },
    ]);
    const payments = (await listFaqGroups()).find((g) => g.topic === "payments")!;
    expect(payments.faqs.slice(0, 2).map((f) => f.question)).toEqual(["A?", "B?"]);
  });

  it("leaves out unpublished entries, and a topic with none published", async () => {
    await db().update(faqs).set({ published: false }).where(eq(faqs.topic, "jobs"));
    await db().update(faqs).set({ published: false }).where(eq(faqs.slug, "what-is-veld"));
    const groups = await listFaqGroups();
    expect(groups.map((g) => g.topic)).not.toContain("jobs");
    expect(groups[0]!.faqs.map((f) => f.slug)).not.toContain("what-is-veld");
  });
});

describe("insertMissingFaqs", () => {
  it("keeps an entry staff edited when the same slug comes again", async () => {
    await db()
      .update(faqs)
      .set({ answer: "Edited by staff." })
      .where(eq(faqs.slug, "what-is-veld"));
    const inserted = await insertMissingFaqs(db(), [
      { slug: "what-is-veld", topic: "programme", question: "What is Veld?", answer: "Seed text." },
    ]);
    expect(inserted).toBe(0);
    expect((await findFaq("what-is-veld"))?.answer).toBe("Edited by staff.");
  });
});
