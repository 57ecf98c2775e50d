// `npm run seed:fields` (node scripts/seed-fields-volume.js): a volume of organisations, farms
// and fields with their season records, to measure /admin/journey/fields and
// GET /api/v2/admin/fields against (issue 14 'Performance': 1,000 organisations, 20,000 fields).
//
// Plain Node (no build): SQL through PGlite on $DATA_DIR/pgdata (default ./data), or through
// PostgreSQL when DATABASE_URL is set, like seed-jobs-volume.js. Start Veld once first (it applies
// the migrations), then stop it: PGlite allows one process per data folder. Running it again
// replaces the previous seeded rows (organisations named 'SEED-FIELDS-…', with their farms,
// fields and records: on delete cascade).
//
// Each organisation has two farms and SEED_FIELDS / SEED_ORGANISATIONS fields (20). Every field
// has a record in the current season in one of the statuses and signoffs (passed, failed, not
// done; some 'excluded'); a third of them also have an older record in the season before, so the
// "latest record at or before the season" read has history to skip. A few fields carry the
// admin's flags (outside the farm, shared with another organisation).
//
//   DATA_DIR=/tmp/veld-fields npm run seed:fields
//   SEED_ORGANISATIONS=1000 SEED_FIELDS=20000 DATABASE_URL=postgres://… node scripts/seed-fields-volume.js
import path from "node:path";

const ORGANISATIONS = Number(process.env.SEED_ORGANISATIONS ?? 1_000);
const FIELDS = Number(process.env.SEED_FIELDS ?? 20_000);

/** The season now (services/fields/seasons.ts): it starts on 1 July, South Africa's clock (UTC+2). */
function currentSeason(now = new Date()) {
  const sast = new Date(now.getTime() + 2 * 3_600_000);
  const year = sast.getUTCFullYear();
  return (sast.getUTCMonth() + 1 >= 7 ? year : year - 1) - 2000;
}
const SEASON = Number(process.env.SEED_SEASON ?? currentSeason());

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
  `delete from organisations where name like 'SEED-FIELDS-%'`,
  `insert into organisations (name)
   select 'SEED-FIELDS-' || lpad(g::text, 5, '0') || ' ' ||
          (array['Boerdery','Farming','Trust','Landgoed','Estates','Holdings'])[1 + g % 6]
   from generate_series(1, ${ORGANISATIONS}) as g`,
  `insert into farms (organisation_id, name, province, nearest_town)
   select o.id, f.name, (array['EC','FS','GT','NL','LP','MP','NC','NW','WC'])[1 + o.n % 9], 'Seedville'
   from (select id, row_number() over (order by name) as n
           from organisations where name like 'SEED-FIELDS-%') as o
   cross join (values ('Home farm'), ('River farm')) as f(name)`,
  // Fields: a small square each, spread over the Highveld; farm by field number.
  `insert into fields (organisation_id, farm_id, name, source, geometry, area_hectares,
     box_west, box_south, box_east, box_north, outside_farm_hectares, other_overlap_hectares)
   select f.organisation_id, f.id,
     'Camp ' || lpad(s.g::text, 6, '0'),
     (array['drawn','kml','circle','geojson'])[1 + s.g % 4]::field_source,
     jsonb_build_object('type', 'Polygon', 'coordinates', jsonb_build_array(jsonb_build_array(
       jsonb_build_array(s.w, s.s), jsonb_build_array(s.w + 0.01, s.s),
       jsonb_build_array(s.w + 0.01, s.s + 0.01), jsonb_build_array(s.w, s.s + 0.01),
       jsonb_build_array(s.w, s.s)))),
     round((5 + (s.g % 200) * 0.731)::numeric, 2)::float8,
     s.w, s.s, s.w + 0.01, s.s + 0.01,
     case when s.g % 17 = 0 then round(((s.g % 50) * 0.13)::numeric, 2)::float8 else 0 end,
     case when s.g % 23 = 0 then round(((s.g % 40) * 0.07)::numeric, 2)::float8 else 0 end
   from (select g, 26 + (g % 100) * 0.03 as w, -27 + ((g / 100) % 100) * 0.03 as s
           from generate_series(1, ${FIELDS}) as g) as s
   join (select id, organisation_id,
                row_number() over (order by organisation_id, name) - 1 as n
           from farms where organisation_id in
             (select id from organisations where name like 'SEED-FIELDS-%')) as f
     on f.n = (s.g - 1) % (${ORGANISATIONS} * 2)`,
  // An older record for a third of the fields (the season before: drawn, undecided).
  `insert into field_records (field_id, season, organisation_id, status)
   select id, ${SEASON - 1}, organisation_id, 'DRAWN'::field_status
   from fields where name like 'Camp %' and farm_id in
     (select fa.id from farms fa join organisations o on o.id = fa.organisation_id
       where o.name like 'SEED-FIELDS-%')
     and hashtext(id::text) % 3 = 0`,
  // This season's record: statuses and signoffs in a mix.
  `insert into field_records (field_id, season, organisation_id, status, inclusion,
     boundary_signoff, wetland_signoff, ownership_signoff, land_conversion_signoff,
     native_ecosystem_signoff, signoff_pass)
   select x.id, ${SEASON}, x.organisation_id,
     (array['UPLOADED','DRAWN','NOT_STARTED','NOT_STARTED','IN_PROGRESS','COMPLETE',
            'NOT_INCLUDED','DELETED'])[1 + x.k % 8]::field_status,
     (case when x.k % 29 = 0 then 'excluded' else 'included' end)::field_inclusion,
     case when x.k % 5 = 0 then null else x.k % 11 <> 0 end,
     case when x.k % 5 = 0 then null else x.k % 13 <> 0 end,
     case when x.k % 5 < 2 then null else true end,
     case when x.k % 5 = 0 then null else true end,
     case when x.k % 5 = 0 then null else x.k % 7 <> 0 end,
     -- spec §4: false if any criterion is false, true if all are true, else null.
     case when x.k % 5 <> 0 and (x.k % 11 = 0 or x.k % 13 = 0 or x.k % 7 = 0) then false
          when x.k % 5 >= 2 then true
          else null end
   from (select f.id, f.organisation_id, abs(hashtext(f.id::text)) as k
           from fields f join organisations o on o.id = f.organisation_id
          where o.name like 'SEED-FIELDS-%') as x`,
  `analyze organisations`,
  `analyze farms`,
  `analyze fields`,
  `analyze field_records`,
];

const db = await open();
const started = Date.now();
try {
  for (const statement of STATEMENTS) await db.query(statement);
  const { rows } = await db.query(
    `select (select count(*) from organisations where name like 'SEED-FIELDS-%')::int as organisations,
            (select count(*) from fields f join organisations o on o.id = f.organisation_id
              where o.name like 'SEED-FIELDS-%')::int as fields,
            (select count(*) from field_records r join organisations o on o.id = r.organisation_id
              where o.name like 'SEED-FIELDS-%')::int as records`,
  );
  console.log(
    `Seeded ${rows[0].organisations} organisations, ${rows[0].fields} fields and ${rows[0].records} records (season ${SEASON}) into ${db.kind} in ${Date.now() - started} ms.`,
  );
} finally {
  await db.close();
}
