// The demo's soil samples and issued credits (issue 17 'Demo: the demo organisations have soil
// samples, calculations and issued credits, so the dashboard shows charts from the first
// start'; decision 0092). Each field of the demo organisations that have fields (Karoo
// Regeneration Trust, fields.server.ts; the review demo's co-ops, review.server.ts)
// gets a baseline sample three seasons ago and a resample last season, 0–30 cm, with plausible
// values for South African soils (SOC 0.5–2.5 %, bulk density 1.2–1.5 g/cm³) that rise a little
// between the two; Karoo Regeneration Trust and Umhlaba Grazing Co-op get credits issued for the
// last two seasons. Deterministic (fixed ids, figures from the field's place in the list, dates
// from the season) and written once, with the owner's new account (people.server.ts): what
// exists is left alone, what someone changes later stays. Karoo Regeneration Trust was
// calculated before the IPCC 2019 release: it is pinned to version 1 of every set, so the
// calculation setup page shows an organisation still on version 1 (decision 0154).
import { pinMissingToVersion } from "~/models/constants.server";
import { listFieldsWithRecords } from "~/models/fields.server";
import { insertMissingIssuedCredits } from "~/models/issued-credits.server";
import { insertMissingSoilSamples } from "~/models/soil-samples.server";
import type { Executor } from "~/models/transaction.server";
import { creditTermsInForce } from "~/services/constants/in-force.server";
import { currentSeason, seasonYear } from "~/services/fields/seasons";
import { FIELDS_DEMO_ORGANISATION_ID } from "./fields.server";
import { REVIEW_DEMO_ORGANISATIONS, REVIEWED_DEMO } from "./review.server";

/** A fixed id of this demo: kind (2 digits) and number (up to 6), in the 0017 range. */
export const calculationsDemoId = (kind: number, n: number) =>
  `00000000-0000-4000-8000-0017${String(kind).padStart(2, "0")}${String(n).padStart(6, "0")}`;

/** The organisations this demo writes for, with their number in the ids. */
const DEMO_ORGANISATIONS = new Map<string, number>([
  [FIELDS_DEMO_ORGANISATION_ID, 0],
  ...REVIEW_DEMO_ORGANISATIONS.map((o) => [o.id, o.index] as const),
]);

/** Tonnes CO₂e issued for the season before last and last season, per organisation. */
const DEMO_CREDITS = new Map<string, readonly [number, number]>([
  [FIELDS_DEMO_ORGANISATION_ID, [412.5, 538.2]],
  [REVIEWED_DEMO.id, [186.4, 241.9]],
]);

export const CALCULATIONS_DEMO_LAB = "Veld demo soil laboratory";

export async function seedCalculationsDemo(
  tx: Executor,
  organisationId: string,
  userId: string | null,
  now: Date = new Date(),
) {
  const orgIndex = DEMO_ORGANISATIONS.get(organisationId);
  if (orgIndex === undefined) return;
  const season = currentSeason(now);
  // Every field of the organisation, deleted ones too, in the order of their fixed ids.
  const rows = (await listFieldsWithRecords(organisationId, season, tx)).sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  // Sampled in March (autumn, after the summer rains): the baseline three seasons ago and the
  // resample last season; both are before today whatever the day (March of last season's second
  // year is at least four months ago).
  const baselineOn = `${seasonYear(season - 3) + 1}-03-15`;
  const resampleOn = `${seasonYear(season - 1) + 1}-03-15`;
  const samples = rows.flatMap((field, i) => {
    const baseSoc = 0.6 + ((i * 0.37) % 1.5); // 0.6–2.1 %
    const density = 1.25 + ((i * 0.07) % 0.2); // 1.25–1.45 g/cm³
    const gain = 0.06 + ((i * 0.03) % 0.12); // a little more carbon after three seasons
    const n = orgIndex * 1000 + i * 10;
    const common = {
      fieldId: field.id,
      depthCm: 30,
      lab: CALCULATIONS_DEMO_LAB,
      createdBy: userId,
    };
    return [
      {
        ...common,
        id: calculationsDemoId(1, n + 1),
        sampledOn: baselineOn,
        socPercent: Math.round(baseSoc * 100) / 100,
        bulkDensityGPerCm3: Math.round(density * 100) / 100,
        reference: `DEMO-${baselineOn.slice(0, 4)}-${String(n + 1).padStart(4, "0")}`,
      },
      {
        ...common,
        id: calculationsDemoId(1, n + 2),
        sampledOn: resampleOn,
        socPercent: Math.round((baseSoc + gain) * 100) / 100,
        bulkDensityGPerCm3: Math.round((density - 0.02) * 100) / 100,
        reference: `DEMO-${resampleOn.slice(0, 4)}-${String(n + 2).padStart(4, "0")}`,
      },
    ];
  });
  await insertMissingSoilSamples(organisationId, samples, tx);

  if (organisationId === FIELDS_DEMO_ORGANISATION_ID) {
    await pinMissingToVersion(
      organisationId,
      1,
      "Demo data: calculated before the IPCC 2019 corrections (version 2).",
      tx,
    );
  }
  const tonnes = DEMO_CREDITS.get(organisationId);
  if (!tonnes) return;
  // Each credit records the price and share in force when issued (decision 0146).
  const { carbonPriceZarPerTco2e, farmerShare } = await creditTermsInForce(organisationId, tx);
  const credits = tonnes.map((t, k) => {
    const creditSeason = season - 2 + k;
    // Issued after the season's verification, a few months after it ended (never after today).
    const issuedOn = `${seasonYear(creditSeason) + 1}-${k === 0 ? "11-20" : "09-30"}`;
    return {
      id: calculationsDemoId(2, orgIndex * 10 + k + 1),
      season: creditSeason,
      tonnesCo2e: t,
      carbonPriceZarPerTco2e,
      farmerShare,
      issuedOn:
        issuedOn <= now.toISOString().slice(0, 10) ? issuedOn : now.toISOString().slice(0, 10),
      registry: "Verra",
      serialRange: `VCS-DEMO-${creditSeason}-${orgIndex}-0001 to ${Math.round(t)}`,
      note: "Demo data: credits verified for the season and issued by the registry.",
      recordedBy: null,
      recordedByLabel: "Veld demo",
    };
  });
  await insertMissingIssuedCredits(organisationId, credits, tx);
}
