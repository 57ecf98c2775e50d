import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CORRECT_OR_DELETE_V1, FAQ_SEED } from "~/content/faq-seed";
import { PARTNER_SEED } from "~/content/partner-seed";
import { db } from "~/db/client.server";
import { contentSeeds, faqs, partners } from "~/db/schema";
import { CONTENT_SEEDS, seedContent } from "./content-seed.server";

async function snapshot() {
  return {
    faqs: await db()
      .select({ slug: faqs.slug, answer: faqs.answer, position: faqs.position })
      .from(faqs)
      .orderBy(asc(faqs.slug)),
    partners: await db()
      .select({ slug: partners.slug, name: partners.name })
      .from(partners)
      .orderBy(asc(partners.slug)),
    seeds: await db().select({ name: contentSeeds.name }).from(contentSeeds),
  };
}

describe("seedContent (issue 7: FAQs and partners in the database with a seed)", () => {
  it("has run on the database a test starts with, as on a started server", async () => {
    const now = await snapshot();
    expect(now.faqs).toHaveLength(FAQ_SEED.length);
    expect(now.partners).toHaveLength(PARTNER_SEED.length);
    expect(now.seeds.map((s) => s.name).sort()).toEqual(CONTENT_SEEDS.map((s) => s.name).sort());
  });

  it("changes nothing when it runs again, as at every start", async () => {
    const before = await snapshot();
    expect(await seedContent()).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("does not put back an FAQ staff deleted, nor undo an edit", async () => {
    await db().delete(faqs).where(eq(faqs.slug, "is-carbon-income-taxable"));
    await db().update(faqs).set({ answer: "Edited." }).where(eq(faqs.slug, "what-is-veld"));
    await seedContent();
    const after = await snapshot();
    expect(after.faqs.map((f) => f.slug)).not.toContain("is-carbon-income-taxable");
    expect(after.faqs.find((f) => f.slug === "what-is-veld")?.answer).toBe("Edited.");
  });

  it("on a fresh database fills everything once, even when two instances start together", async () => {
    await db().delete(faqs);
    await db().delete(partners);
    await db().delete(contentSeeds);
    const [first, second] = await Promise.all([seedContent(), seedContent()]);
    expect([...first, ...second].sort()).toEqual(CONTENT_SEEDS.map((s) => s.name).sort());
    const now = await snapshot();
    expect(now.faqs).toHaveLength(FAQ_SEED.length);
    expect(now.partners).toHaveLength(PARTNER_SEED.length);
    // Positions 10, 20, … within a topic, leaving room between entries.
    const programme = FAQ_SEED.filter((f) => f.topic === "programme").map((f) => f.slug);
    expect(programme.map((slug) => now.faqs.find((f) => f.slug === slug)?.position)).toEqual(
      programme.map((_, i) => (i + 1) * 10),
    );
  });

  it("rolls a failing seed back whole, so the next start tries it again", async () => {
    const failing = {
      name: "failing-seed",
      async apply() {
        throw new Error("boom");
      },
    };
    await expect(seedContent(db(), [failing])).rejects.toThrow("boom");
    const seeds = (await snapshot()).seeds.map((s) => s.name);
    expect(seeds).not.toContain("failing-seed");
  });

  it("takes the placeholder Information Officer's address out of an answer seeded before (issue 32)", async () => {
    const { slug, answer } = CORRECT_OR_DELETE_V1;
    await db().update(faqs).set({ answer }).where(eq(faqs.slug, slug));
    await db().delete(contentSeeds).where(eq(contentSeeds.name, "faqs-v2-operator"));
    expect(await seedContent()).toEqual(["faqs-v2-operator"]);
    const now = (await snapshot()).faqs.find((f) => f.slug === slug)?.answer;
    expect(now).not.toContain("veld.example");
    expect(now).toContain("/privacy-policy");
    // An answer staff edited stays theirs.
    await db().update(faqs).set({ answer: "Edited." }).where(eq(faqs.slug, slug));
    await db().delete(contentSeeds).where(eq(contentSeeds.name, "faqs-v2-operator"));
    await seedContent();
    expect((await snapshot()).faqs.find((f) => f.slug === slug)?.answer).toBe("Edited.");
  });
});
