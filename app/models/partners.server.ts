// Partner organisations (spec §1 'partners', spec §2 'Public routes': /partners). Staff edit
// them in the database (issue 7: 'content that staff can change').
import { asc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { partners } from "~/db/schema";

export interface Partner {
  slug: string;
  name: string;
  description: string;
  url: string;
  logoPath: string | null;
}

export type NewPartner = typeof partners.$inferInsert;

/** The published partners in `position` order, then by name. */
export async function listPartners(executor: Executor = db()): Promise<Partner[]> {
  return executor
    .select({
      slug: partners.slug,
      name: partners.name,
      description: partners.description,
      url: partners.url,
      logoPath: partners.logoPath,
    })
    .from(partners)
    .where(eq(partners.published, true))
    .orderBy(asc(partners.position), asc(partners.name));
}

/** Adds partners whose slug is not taken yet; existing entries (perhaps edited by staff) stay. */
export async function insertMissingPartners(executor: Executor, entries: readonly NewPartner[]) {
  if (entries.length === 0) return 0;
  const inserted = await executor
    .insert(partners)
    .values([...entries])
    .onConflictDoNothing({ target: partners.slug })
    .returning({ id: partners.id });
  return inserted.length;
}
