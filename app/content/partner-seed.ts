// The first partner entries (issue 7), written into the database once by the content seed
// (app/server/content-seed.server.ts); after that staff edit them in the database.
//
// INVENTED: these organisations are fictional examples, standing in until the programme
// publishes its real partners. Their web addresses end in `.example` (a reserved name that
// never resolves) and their logos in public/partner-logos/ are simple marks drawn for Veld, not any
// real organisation's. The /partners page says so (docs/decisions/0014-public-content.md).
import type { NewPartner } from "~/models/partners.server";

export type PartnerSeed = Required<Pick<NewPartner, "slug" | "name" | "description" | "url">> & {
  logoPath: string;
};

export const PARTNER_SEED: readonly PartnerSeed[] = [
  {
    slug: "highveld-grazing-collective",
    name: "Highveld Grazing Collective",
    description:
      "Farmer-to-farmer mentoring in planned grazing, with open days on members' farms in the Free State and Mpumalanga.",
    url: "https://grazing-collective.example/",
    logoPath: "/partner-logos/highveld-grazing-collective.svg",
  },
  {
    slug: "karoo-soil-laboratory",
    name: "Karoo Soil Laboratory",
    description:
      "Takes and analyses the soil samples that measure how much carbon your fields hold.",
    url: "https://karoo-soil-lab.example/",
    logoPath: "/partner-logos/karoo-soil-laboratory.svg",
  },
  {
    slug: "catchment-care-trust",
    name: "Catchment Care Trust",
    description:
      "Advises farmers on protecting wetlands and riverbanks, and on keeping them out of production.",
    url: "https://catchment-care.example/",
    logoPath: "/partner-logos/catchment-care-trust.svg",
  },
  {
    slug: "open-fields-mapping",
    name: "Open Fields Mapping",
    description:
      "Helps farmers and agri-consultants draw accurate field boundaries from satellite images.",
    url: "https://open-fields-mapping.example/",
    logoPath: "/partner-logos/open-fields-mapping.svg",
  },
  {
    slug: "cover-crop-seed-co-op",
    name: "Cover Crop Seed Co-op",
    description:
      "Supplies cover-crop and multi-species seed mixes suited to each province's rainfall.",
    url: "https://cover-crop-co-op.example/",
    logoPath: "/partner-logos/cover-crop-seed-co-op.svg",
  },
  {
    slug: "independent-carbon-verifiers",
    name: "Independent Carbon Verifiers",
    description:
      "An accredited verification body that checks the programme's carbon measurements before credits are issued.",
    url: "https://carbon-verifiers.example/",
    logoPath: "/partner-logos/independent-carbon-verifiers.svg",
  },
];
