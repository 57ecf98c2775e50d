// Demo job postings for the jobs board (issue 5): three realistic open positions, two with a
// leaflet PDF, so /jobs has something to show in development and the end-to-end tests have
// postings to apply for. Run with the demo's people (index.server.ts); safe on every start and by
// several instances at once: fixed ids, and a posting that exists is left alone, so what staff
// change (edit, disable) stays; one they delete comes back at the next start.
import { LEAFLET_PURPOSE } from "~/models/job-application-submit.server";
import { findPosting, insertMissingPostings } from "~/models/job-postings.server";
import { saveUpload } from "~/services/files/uploads.server";
import { textPdf } from "./documents.server";
import { DAY_MS } from "~/shared/time";

interface DemoPosting {
  id: string;
  title: string;
  category: string;
  location: string;
  salary: string;
  employmentType: string;
  /** Days from the seeding day; null: open until filled. */
  closesInDays: number | null;
  description: string;
  /** Lines of the leaflet's single page; none: no leaflet. */
  leaflet?: string[];
  internalName: string;
  numPositions: number;
}

export const DEMO_POSTINGS: readonly DemoPosting[] = [
  {
    id: "00000000-0000-4000-8000-000000000501",
    title: "Field Technician: Soil Sampling",
    category: "samplingFieldWork",
    location: "FS",
    salary: "R14 000 – R17 000 per month",
    employmentType: "fullTime",
    closesInDays: 45,
    description: `Join our field team in the Free State and take the soil samples that carbon credits are measured against. You will drive to partner farms, take cores by GPS position, label and ship them to the laboratory, and keep careful records.

What you bring:
- A valid driver's licence (code B) and a clean driving record
- Grade 12; a certificate or diploma in agriculture is a plus
- Comfort with a smartphone app and working outdoors in all weather
- English and Sesotho or Afrikaans

We provide a vehicle, equipment and training. Travel is mostly within the province, with some overnight trips.`,
    leaflet: [
      "Veld is hiring: Field Technician, Soil Sampling",
      "Location: Free State (based in Bloemfontein)",
      "Salary: R14 000 - R17 000 per month",
      "",
      "Take the soil samples that carbon credits are measured against.",
      "Driver's licence (code B) and Grade 12 required.",
      "",
      "Apply online at /jobs - no account needed.",
    ],
    internalName: "FT-SOIL-2026-01",
    numPositions: 3,
  },
  {
    id: "00000000-0000-4000-8000-000000000502",
    title: "GIS Analyst",
    category: "gisAgriTech",
    location: "pretoria",
    salary: "R32 000 – R40 000 per month, depending on experience",
    employmentType: "fullTime",
    closesInDays: 30,
    description: `Map farm boundaries and fields, check them against satellite imagery and prepare the spatial data that our carbon projects are verified on.

You have a degree in GIS, geography or a related field, two or more years with QGIS or ArcGIS, and you are at ease with shapefiles, KML and coordinate systems. Python or SQL is a plus.

Hybrid: three days a week at our Pretoria office.`,
    leaflet: [
      "Veld is hiring: GIS Analyst",
      "Location: Pretoria (hybrid)",
      "Salary: R32 000 - R40 000 per month, depending on experience",
      "",
      "Map farm boundaries and prepare the spatial data for carbon projects.",
      "QGIS or ArcGIS, shapefiles and KML; Python or SQL is a plus.",
      "",
      "Apply online at /jobs - no account needed.",
    ],
    internalName: "GIS-2026-02",
    numPositions: 1,
  },
  {
    id: "00000000-0000-4000-8000-000000000503",
    title: "Farmer Liaison Officer (Eastern Cape)",
    category: "farmerFacing",
    location: "EC",
    salary: "R180 per hour",
    employmentType: "adHocContracting",
    closesInDays: null,
    description: `Visit livestock farmers in the Eastern Cape, explain how the programme works, and help them sign up and record their grazing. Flexible hours, paid per hour, with travel costs covered.

You know farming communities in the Eastern Cape, speak isiXhosa and English, and have your own transport.`,
    internalName: "FLO-EC-ADHOC",
    numPositions: 2,
  },
];

function leafletName(title: string) {
  return `Veld job ${title}`.replace(/[^A-Za-z0-9]+/g, " ").trim();
}

/** Creates the demo postings that do not exist yet (with their leaflets). */
export async function seedDemoJobs(now = new Date()) {
  const actor = { userId: null, label: "demo seed" };
  for (const posting of DEMO_POSTINGS) {
    if (await findPosting(posting.id)) continue;
    const leaflet = posting.leaflet
      ? await saveUpload({
          // Named after the title: the internal name is for staff only (spec §3).
          file: new File(
            [
              await textPdf(posting.leaflet, {
                title: posting.title,
                // The document's own date, fixed: the same leaflet gives the same bytes.
                created: new Date("2026-01-15T09:00:00+02:00"),
              }),
            ],
            `${leafletName(posting.title)}.pdf`,
            { type: "application/pdf" },
          ),
          purpose: LEAFLET_PURPOSE,
          organisationId: null,
          actor,
        })
      : null;
    await insertMissingPostings([
      {
        id: posting.id,
        title: posting.title,
        description: posting.description,
        category: posting.category,
        location: posting.location,
        salary: posting.salary,
        employmentType: posting.employmentType,
        closingDate:
          posting.closesInDays === null
            ? null
            : new Date(now.getTime() + posting.closesInDays * DAY_MS),
        leafletFileId: leaflet?.id ?? null,
        status: "active",
        country: "ZA",
        internalName: posting.internalName,
        numPositions: posting.numPositions,
      },
    ]);
  }
}
