// The public site's first content (issue 7: 'FAQ entries and partners live in the database with
// a seed, so the later admin pages can edit them without a deploy'). Runs at every start
// (start.server.ts) and when the test template is built (tests/support/db-global-setup.ts).
//
// Each seed runs once per database: its name is recorded in `content_seeds` in the same
// transaction as its rows. So a FAQ that staff edit or delete is never put back by the next
// start, and a second instance starting at the same moment waits on the name's key and then
// skips (docs/decisions/0014-public-content.md). New content for existing databases: add a
// seed with a new name; never change what an applied seed inserts.
import { db, type Database, type Executor } from "~/db/client.server";
import { contentSeeds } from "~/db/schema";
import { CORRECT_OR_DELETE_V1, FAQ_SEED } from "~/content/faq-seed";
import { PARTNER_SEED } from "~/content/partner-seed";
import { insertMissingFaqs, replaceFaqAnswer, type NewFaq } from "~/models/faqs.server";
import { insertMissingPartners } from "~/models/partners.server";

interface ContentSeed {
  name: string;
  apply(tx: Executor): Promise<unknown>;
}

/** Positions 10, 20, 30… within each topic: room for staff to put an entry in between. */
export function faqRows(): NewFaq[] {
  const countByTopic = new Map<string, number>();
  return FAQ_SEED.map((faq) => {
    const n = (countByTopic.get(faq.topic) ?? 0) + 1;
    countByTopic.set(faq.topic, n);
    return { ...faq, position: n * 10 };
  });
}

export const CONTENT_SEEDS: readonly ContentSeed[] = [
  { name: "faqs-v1", apply: (tx) => insertMissingFaqs(tx, faqRows()) },
  {
    name: "partners-v1",
    apply: (tx) =>
      insertMissingPartners(
        tx,
        PARTNER_SEED.map((partner, i) => ({ ...partner, position: (i + 1) * 10 })),
      ),
  },
  {
    // issue 32: the Information Officer's placeholder address out of a database seeded before.
    name: "faqs-v2-operator",
    apply: (tx) => {
      const current = FAQ_SEED.find((faq) => faq.slug === CORRECT_OR_DELETE_V1.slug);
      if (!current) return Promise.resolve(0);
      return replaceFaqAnswer(tx, current.slug, CORRECT_OR_DELETE_V1.answer, current.answer);
    },
  },
];

/** Applies the seeds this database has not had yet; returns their names. */
export async function seedContent(
  database: Database = db(),
  seeds: readonly ContentSeed[] = CONTENT_SEEDS,
): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of seeds) {
    const ran = await database.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(contentSeeds)
        .values({ name: seed.name })
        .onConflictDoNothing()
        .returning({ name: contentSeeds.name });
      if (!claimed) return false;
      await seed.apply(tx);
      return true;
    });
    if (ran) applied.push(seed.name);
  }
  return applied;
}
