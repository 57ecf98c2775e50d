// Demo job postings for the jobs board (issue 5): three realistic open positions, two with a
// leaflet PDF, so /jobs has something to show in development and the end-to-end tests have
// postings to apply for. Called from the demo seed (seedDemoData); safe on every start and by
// several instances at once: fixed ids and ON CONFLICT DO NOTHING. A posting that exists is left
// alone, so what staff change (edit, disable) stays; one they delete comes back at the next start.
import { inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobPostings } from "~/db/schema";
import { LEAFLET_PURPOSE } from "~/models/job-application-submit.server";
import { DAY_MS } from "~/services/kit/format";
import { saveUpload } from "~/services/files/uploads.server";

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

/** A one-page PDF 1.4 with the lines in Helvetica: a real, small leaflet for the demo. */
export function leafletPdf(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map(
      (line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 56 ${780 - i * 24} Td (${escape(line)}) Tj ET`,
    )
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1"));
}

function leafletName(title: string) {
  return `Veld job ${title}`.replace(/[^A-Za-z0-9]+/g, " ").trim();
}

/** Creates the demo postings that do not exist yet (with their leaflets). */
export async function seedDemoJobs(now = new Date()) {
  const existing = await db()
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(
      inArray(
        jobPostings.id,
        DEMO_POSTINGS.map((p) => p.id),
      ),
    );
  const present = new Set(existing.map((row) => row.id));
  const actor = { userId: null, label: "demo seed" };
  for (const posting of DEMO_POSTINGS.filter((p) => !present.has(p.id))) {
    const leaflet = posting.leaflet
      ? await saveUpload({
          // Named after the title: the internal name is for staff only (spec §3).
          file: new File([leafletPdf(posting.leaflet)], `${leafletName(posting.title)}.pdf`, {
            type: "application/pdf",
          }),
          purpose: LEAFLET_PURPOSE,
          organisationId: null,
          actor,
        })
      : null;
    await db()
      .insert(jobPostings)
      .values({
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
      })
      .onConflictDoNothing();
  }
}
