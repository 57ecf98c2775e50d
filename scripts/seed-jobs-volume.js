// `npm run seed:jobs`: a volume of job postings and applications to measure the admin job
// applications page against (issue 5 'Performance': 10,000 applications over 200 postings).
//
// Plain Node (no build): SQL through PGlite on $DATA_DIR/pgdata (default ./data), or through
// PostgreSQL when DATABASE_URL is set. Start Veld once first (it applies the migrations), then
// stop it: PGlite allows one process per data folder. Running it again replaces the previous
// seeded rows (postings whose internal name starts with SEED-, and their applications).
//
//   DATA_DIR=/tmp/veld-bench npm run seed:jobs
//   SEED_POSTINGS=200 SEED_APPLICATIONS=10000 npm run seed:jobs
import path from "node:path";

const POSTINGS = Number(process.env.SEED_POSTINGS ?? 200);
const APPLICATIONS = Number(process.env.SEED_APPLICATIONS ?? 10_000);

async function open() {
  if (process.env.DATABASE_URL) {
    const pg = (await import("pg")).default;
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    return { query: (text) => pool.query(text), close: () => pool.end(), kind: "postgres" };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = path.resolve(process.env.DATA_DIR ?? "data", "pgdata");
  const client = await PGlite.create(dir);
  return {
    query: (text) => client.query(text),
    close: () => client.close(),
    kind: `pglite ${dir}`,
  };
}

const STATEMENTS = [
  // Earlier seeded rows go (their applications with them: on delete cascade).
  `delete from job_postings where internal_name like 'SEED-%'`,
  `insert into job_postings (title, description, category, location, salary, employment_type,
     closing_date, status, country, internal_name, num_positions, qualifications, key_skills)
   select
     (array['Field Technician','GIS Analyst','Farmer Liaison Officer','Soil Scientist',
            'Data Engineer','Project Coordinator','Ecologist','Office Administrator',
            'Finance Officer','Content Creator'])[1 + g % 10] || ' ' || g,
     'A seeded position for performance measurements.',
     (array['farmerFacing','gisAgriTech','technology','creativeMarketing','projectManagement',
            'samplingFieldWork','conservationEcology','administrative','financial'])[1 + g % 9],
     (array['EC','FS','GT','NL','LP','MP','NC','NW','WC','pretoria','johannesburg','capeTown',
            'remoteZa','remote'])[1 + g % 14],
     'R' || (10 + g % 30) || ' 000 per month',
     (array['fullTime','partTime','adHocContracting'])[1 + g % 3],
     case when g % 10 = 0 then now() - interval '3 days'
          when g % 4 = 0 then null
          else now() + (g % 60 + 1) * interval '1 day' end,
     (case when g % 25 = 0 then 'disabled' else 'active' end)::job_posting_status,
     'South Africa',
     'SEED-' || lpad(g::text, 4, '0'),
     1 + g % 5,
     'Grade 12',
     'Working with farmers'
   from generate_series(1, ${POSTINGS}) as g`,
  `insert into job_applications (job_id, application_date, status, interview_status, first_name,
     surname, email, phone_number, gender, race, highest_qualification, salary,
     employment_status, notice_period, linkedin, motivation, general_notes)
   select
     p.id,
     now() - g * interval '17 minutes',
     (array['pending','pending','pending','pending','pending','shortlisted','interview',
            'toDecline','decline','future'])[1 + g % 10]::job_application_status,
     case when g % 10 = 6 and g % 3 = 0 then 'passInterview1'::interview_status end,
     (array['Thandi','Sipho','Annelie','Pieter','Lerato','Kagiso','Naledi','Johan','Zanele',
            'Bongani','Marike','Tumelo','Ayanda','Riaan','Nomsa'])[1 + g % 15],
     (array['Mokoena','Dlamini','van der Merwe','Botha','Nkosi','Molefe','Khumalo','Pretorius',
            'Mahlangu','Naidoo','du Plessis','Sithole'])[1 + (g / 15) % 12] || ' ' || g,
     'applicant' || g || '@seed.veld.example',
     '+27 82' || lpad((g % 10000000)::text, 7, '0'),
     (array['female','male','other'])[1 + g % 3],
     (array['african','coloured','asian','white','other'])[1 + g % 5],
     'BSc Agriculture',
     (15000 + (g % 20) * 1000)::text,
     (array['fullTime','partTime','temporary','unemployed','studies','other'])[1 + g % 6],
     case when g % 6 < 3 then 1 + g % 8 end,
     case when g % 4 = 0 then 'https://www.linkedin.com/in/seed-' || g end,
     'I would like to work with farmers.',
     case when g % 7 = 0 then 'Seeded note.' end
   from generate_series(1, ${APPLICATIONS}) as g
   join (select id, row_number() over (order by internal_name) as n
           from job_postings where internal_name like 'SEED-%') as p
     on p.n = 1 + g % ${POSTINGS}`,
  `analyze job_postings`,
  `analyze job_applications`,
];

const db = await open();
const started = Date.now();
try {
  for (const statement of STATEMENTS) await db.query(statement);
  const { rows } = await db.query(
    `select (select count(*) from job_postings where internal_name like 'SEED-%')::int as postings,
            (select count(*) from job_applications a join job_postings p on p.id = a.job_id
              where p.internal_name like 'SEED-%')::int as applications`,
  );
  console.log(
    `Seeded ${rows[0].postings} postings and ${rows[0].applications} applications into ${db.kind} in ${Date.now() - started} ms.`,
  );
} finally {
  await db.close();
}
