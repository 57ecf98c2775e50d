// The demo data (decision 0122): the README's demo accounts with their organisations, journeys,
// fields, practice data, evidence and review, and the programme's demo e-mails, notification,
// events, resources and job postings. Not part of the product: start.server.ts loads this module
// with a dynamic import() only when SEED_DEMO_DATA is on, so a server without demo data never
// loads it. Everything here writes through app/models (and the identity provider's accounts),
// with fixed ids; each seed runs once per database, and what someone changes later stays.
import { seedDemoJobs } from "./jobs.server";
import { seedDemoData } from "./people.server";

/** Writes whatever of the demo data this database does not have yet. */
export async function seedDemo(): Promise<void> {
  await seedDemoData();
  await seedDemoJobs();
}
