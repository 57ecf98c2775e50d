// FAQ entries (spec §2 'Public routes': /faqs). Staff edit them in the database (issue 7:
// 'content that staff can change'); the page shows the published ones, grouped by topic.
import { and, asc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { faqs, faqTopic } from "~/db/schema";

export type FaqTopic = (typeof faqTopic.enumValues)[number];
/** The topics in the order /faqs shows them: the enum's order (app/db/schema.ts). */
export const FAQ_TOPICS: readonly FaqTopic[] = faqTopic.enumValues;

export interface Faq {
  slug: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  topic: FaqTopic;
  faqs: Faq[];
}

export type NewFaq = typeof faqs.$inferInsert;

/**
 * The published FAQs, grouped by topic in FAQ_TOPICS order, each group in `position` order
 * (then by question, so equal positions still give a stable page). Empty topics are left out.
 */
export async function listFaqGroups(executor: Executor = db()): Promise<FaqGroup[]> {
  const rows = await executor
    .select({ slug: faqs.slug, topic: faqs.topic, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.published, true))
    .orderBy(asc(faqs.position), asc(faqs.question));
  return FAQ_TOPICS.map((topic) => ({
    topic,
    faqs: rows
      .filter((row) => row.topic === topic)
      .map(({ slug, question, answer }) => ({ slug, question, answer })),
  })).filter((group) => group.faqs.length > 0);
}

/** Adds FAQs whose slug is not taken yet; existing entries (perhaps edited by staff) stay. */
export async function insertMissingFaqs(executor: Executor, entries: readonly NewFaq[]) {
  if (entries.length === 0) return 0;
  const inserted = await executor
    .insert(faqs)
    .values([...entries])
    .onConflictDoNothing({ target: faqs.slug })
    .returning({ id: faqs.id });
  return inserted.length;
}

/** One FAQ by its slug, published or not (for the admin pages and tests). */
export async function findFaq(slug: string, executor: Executor = db()) {
  const [row] = await executor.select().from(faqs).where(eq(faqs.slug, slug));
  return row;
}

/** Replaces an FAQ's answer only while it still reads `from` (staff's own edits stay). */
export async function replaceFaqAnswer(executor: Executor, slug: string, from: string, to: string) {
  const changed = await executor
    .update(faqs)
    .set({ answer: to })
    .where(and(eq(faqs.slug, slug), eq(faqs.answer, from)))
    .returning({ id: faqs.id });
  return changed.length;
}
