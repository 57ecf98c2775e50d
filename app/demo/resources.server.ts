// The demo's learning resources (issue 18 'Demo: … resources … in the demo seed'; decision
// 0098): short articles the Veld team could really publish, two links to public references and
// one draft, so /profile/learn and /admin/resources have something true to show from the first
// start. Fixed ids, written with ON CONFLICT DO NOTHING: what exists is left alone, what an admin
// changes or deletes later stays changed (a deleted one comes back only in a fresh database).
import { insertMissingResources } from "~/models/resources.server";
import type { Executor } from "~/models/transaction.server";

/** A fixed id of this demo: issue 18's range, 'a0' for resources, then the number. */
export const resourcesDemoId = (n: number) =>
  `00000000-0000-4000-8000-0018a0${String(n).padStart(6, "0")}`;

type DemoResource = Omit<
  Parameters<typeof insertMissingResources>[0][number],
  "createdAt" | "updatedAt" | "publishedAt"
>;

export const DEMO_RESOURCES: readonly DemoResource[] = [
  {
    id: resourcesDemoId(1),
    kind: "article",
    topic: "carbon_credits",
    journeySteps: ["MAP_FIELDS", "PRACTICE_DATA", "EVIDENCE", "AWAIT_FEEDBACK"],
    title: "Why soil carbon takes years to measure",
    summary:
      "Soil carbon changes slowly and varies from one spot to the next, so credits follow measurements taken years apart.",
    body: `Most of the carbon a farm can store goes into the soil, and soil changes slowly. A field that gains carbon under better grazing or cover crops may add a few tenths of a percent of soil organic carbon over several seasons. That is real, but it is small next to the natural differences between one corner of a field and another.

## What this means for your credits
- We take a baseline sample before the changes start, and sample again after a few seasons.
- Samples are taken at the same depth (0 to 30 cm) and, as far as possible, at the same points.
- Between samplings, the calculator estimates the change from your practice data. Credits are only issued once the measurements confirm it.

## What you can do
Keep your practice records complete and on time. When the soil is measured again, the records are what explain the change, and they are what the verifier checks first.`,
    status: "published",
  },
  {
    id: resourcesDemoId(2),
    kind: "article",
    topic: "grazing",
    journeySteps: ["IMPLEMENTATION_PLAN", "PRACTICE_DATA"],
    title: "Planning rest periods for veld",
    summary:
      "Grass that is grazed again before it has recovered loses roots and cover. Plan the rest each camp needs before the season starts.",
    body: `Planned grazing is less about how long animals stay in a camp and more about how long the camp rests afterwards. A grass plant that is bitten again while it is still regrowing draws on its roots, and over time the roots shrink and the bare ground grows.

## A simple way to plan
- In the growing season, most sweetveld and mixed veld needs 40 to 60 days of rest; sourveld and slower-growing veld often need more.
- In the dormant season, rest periods are much longer: plan for the whole dormant season on camps you will need in spring.
- Divide the rest period by the number of camps less one to get the days the herd may spend in each camp.

## Check it in the field
Before moving animals into a camp, look at the grass: plants should have recovered their leaf and the base should not be bare. If they have not, the rest was too short, so slow the rotation down. Write the move in your grazing records on the day you make it.`,
    status: "published",
  },
  {
    id: resourcesDemoId(3),
    kind: "article",
    topic: "record_keeping",
    journeySteps: ["PRACTICE_DATA", "EVIDENCE"],
    title: "Keeping grazing records the verifier accepts",
    summary:
      "Dates, camps, animal numbers and a photo now and then: what a record needs so it can be checked.",
    body: `A verifier has to be able to follow each grazing event from your records alone. Records written up months later from memory are the ones that get questioned.

## Each grazing event needs
- The herd and how many animals were in it.
- The camp or field, by the same name you used when mapping your fields.
- The date the animals went in and the date they came out.

## Good habits
- Write the move down on the day, in a notebook or on your phone, and enter it in Veld every week.
- Keep your livestock numbers up to date when you buy, sell or lose animals.
- Take a dated photo of a camp before and after grazing a few times a season, and upload it as evidence.

If something was missed, enter it as soon as you notice with the best dates you have, and say so in the notes. An honest gap is easier to accept than a record that does not add up.`,
    status: "published",
  },
  {
    id: resourcesDemoId(4),
    kind: "article",
    topic: "programme",
    journeySteps: [],
    title: "How the Veld programme works, step by step",
    summary:
      "From expressing interest to your first credits: what each step of the journey asks of you and why.",
    body: `The programme follows the same journey for every farm. Each step unlocks the next, and your journey page always shows where you are.

## The steps
- Express interest, then answer the eligibility and viability questions, so we can see whether the programme suits your farm.
- Give the details for the contract: the legal entity, its signatories, and your farms with their boundaries and title-deed numbers.
- Sign the contract, then map the fields that take part.
- Write your implementation plan: the practices you will change and when.
- Record your practice data each season and upload the evidence for it.
- Submit the season for review. We give feedback, and once the soil is measured again, credits can be issued.

If you are unsure what a step needs, contact your programme manager: it is quicker to ask than to redo a step.`,
    status: "published",
  },
  {
    id: resourcesDemoId(5),
    kind: "link",
    topic: "carbon_credits",
    journeySteps: [],
    title: "IPCC 2019 Refinement: agriculture, forestry and other land use",
    summary:
      "The international guidelines behind the calculator's soil-carbon and emission factors (Volume 4).",
    url: "https://www.ipcc-nggip.iges.or.jp/public/2019rf/vol4.html",
    status: "published",
  },
  {
    id: resourcesDemoId(6),
    kind: "link",
    topic: "soil_health",
    journeySteps: [],
    title: "Agricultural Research Council (South Africa)",
    summary:
      "South Africa's national agricultural research body, with research on soil, climate and grazing in local conditions.",
    url: "https://www.arc.agric.za/",
    status: "published",
  },
  {
    id: resourcesDemoId(7),
    kind: "article",
    topic: "cover_crops",
    journeySteps: ["IMPLEMENTATION_PLAN"],
    title: "Choosing a cover crop mix for summer rainfall areas",
    summary: "A draft for the programme team to finish: which mixes suit which soils.",
    body: `Draft: to be completed with the agronomy team before it is published.

- Start with a grass, a legume and a brassica.
- Sow after the first good rains.`,
    status: "draft",
  },
];

/** Writes the demo resources that are not there yet. */
export async function seedResourcesDemo(executor?: Executor, now: Date = new Date()) {
  await insertMissingResources(
    DEMO_RESOURCES.map((r) => ({ ...r, publishedAt: r.status === "published" ? now : null })),
    executor,
  );
}
