// Fields, their boundary history and their records per season (spec §3 'Field'; issue 14;
// decision 0070). Every function takes the organisation id (or ids) the caller already checked
// and puts it in the `where` clause, so another organisation's field is simply not found; an id
// that is not a UUID is not found either. The admin's list across organisations is the one read
// without an organisation, and it is only reached through `read:admin` (the service's guard).
//
// A season's record is the latest record at or before that season: a record is written only in
// a season where something changed, and is carried forward until the next change.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  sql,
  type SQL,
} from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { farms, fieldRecords, fields, fieldVersions, organisations } from "~/db/schema";
import type { BoundingBox } from "~/shared/boundaries";
import type { FieldStatus } from "~/shared/fields";
import { isUuid } from "~/shared/ids";
import { pointsOfGeometry } from "./boundaries.server";
import { readOnce } from "./read-once.server";

export type FieldRow = typeof fields.$inferSelect;
export type NewField = Omit<typeof fields.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type FieldRecordRow = typeof fieldRecords.$inferSelect;
export type FieldVersionRow = typeof fieldVersions.$inferSelect;
/** The columns of a record a service may write (the key is the field and the season). */
export type RecordChanges = Partial<
  Omit<typeof fieldRecords.$inferInsert, "fieldId" | "season" | "organisationId" | "updatedAt">
>;

/** A field with its record for the season asked about (null before its first record). */
export interface FieldWithRecord extends FieldRow {
  farmName: string;
  record: FieldRecordRow | null;
}

const uuids = (ids: string | readonly string[]) =>
  (typeof ids === "string" ? [ids] : ids).filter(isUuid);

/** The latest record of each field at or before `season`. */
function recordsAt(executor: Executor, season: number, where?: SQL) {
  return executor.$with("rec").as(
    executor
      .selectDistinctOn([fieldRecords.fieldId])
      .from(fieldRecords)
      .where(
        where ? and(lte(fieldRecords.season, season), where) : lte(fieldRecords.season, season),
      )
      .orderBy(fieldRecords.fieldId, desc(fieldRecords.season)),
  );
}

/** Each column of the records CTE by name, to select as a nested object. */
function recordColumns(rec: ReturnType<typeof recordsAt>) {
  return Object.fromEntries(
    Object.keys(getTableColumns(fieldRecords)).map((key) => [key, rec[key as keyof typeof rec]]),
  ) as unknown as typeof fieldRecords._.columns;
}

/** A record as its row type (null when the field has none yet: the left join found nothing). */
function recordOf(row: { rec: unknown }): FieldRecordRow | null {
  const rec = row.rec as FieldRecordRow | null;
  return rec && rec.fieldId ? rec : null;
}

/** The fields of one organisation (or several), with their record at `season`, by farm and name. */
export async function listFieldsWithRecords(
  organisationIds: string | readonly string[],
  season: number,
  executor?: Executor,
): Promise<FieldWithRecord[]> {
  return readOnce(
    `listFieldsWithRecords:${JSON.stringify([organisationIds, season])}`,
    executor,
    async (executor) => {
      const ids = uuids(organisationIds);
      if (ids.length === 0) return [];
      const rec = recordsAt(executor, season, inArray(fieldRecords.organisationId, ids));
      const rows = await executor
        .with(rec)
        .select({ field: fields, farmName: farms.name, rec: recordColumns(rec) })
        .from(fields)
        .innerJoin(farms, eq(farms.id, fields.farmId))
        .leftJoin(rec, eq(rec.fieldId, fields.id))
        .where(inArray(fields.organisationId, ids))
        .orderBy(asc(farms.name), asc(fields.name), asc(fields.createdAt));
      return rows.map((row) => ({ ...row.field, farmName: row.farmName, record: recordOf(row) }));
    },
  );
}

export async function findFieldWithRecord(
  organisationId: string,
  fieldId: string,
  season: number,
  executor: Executor = db(),
): Promise<FieldWithRecord | null> {
  if (!isUuid(organisationId) || !isUuid(fieldId)) return null;
  const rec = recordsAt(executor, season, eq(fieldRecords.fieldId, fieldId));
  const [row] = await executor
    .with(rec)
    .select({ field: fields, farmName: farms.name, rec: recordColumns(rec) })
    .from(fields)
    .innerJoin(farms, eq(farms.id, fields.farmId))
    .leftJoin(rec, eq(rec.fieldId, fields.id))
    .where(and(eq(fields.organisationId, organisationId), eq(fields.id, fieldId)));
  return row ? { ...row.field, farmName: row.farmName, record: recordOf(row) } : null;
}

export async function insertField(input: NewField, executor: Executor = db()): Promise<FieldRow> {
  const [row] = await executor.insert(fields).values(input).returning();
  return row!;
}

/** Changes a field's name, boundary or flags; null when it is not the organisation's. */
export async function updateField(
  organisationId: string,
  fieldId: string,
  changes: Partial<Omit<NewField, "organisationId">>,
  executor: Executor = db(),
): Promise<FieldRow | null> {
  if (!isUuid(organisationId) || !isUuid(fieldId)) return null;
  const [row] = await executor
    .update(fields)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(fields.organisationId, organisationId), eq(fields.id, fieldId)))
    .returning();
  return row ?? null;
}

export async function insertFieldVersion(
  input: Omit<typeof fieldVersions.$inferInsert, "id" | "createdAt">,
  executor: Executor = db(),
): Promise<FieldVersionRow> {
  const [row] = await executor.insert(fieldVersions).values(input).returning();
  return row!;
}

/** A field's boundaries, newest first (its history per season). */
export async function listFieldVersions(
  organisationId: string,
  fieldId: string,
  executor: Executor = db(),
): Promise<FieldVersionRow[]> {
  if (!isUuid(organisationId) || !isUuid(fieldId)) return [];
  return executor
    .select()
    .from(fieldVersions)
    .where(
      and(eq(fieldVersions.organisationId, organisationId), eq(fieldVersions.fieldId, fieldId)),
    )
    .orderBy(desc(fieldVersions.createdAt));
}

/**
 * Writes a field's record for `season`: the latest earlier record carried forward, with
 * `changes` on top. Null when the field is not the organisation's.
 */
export async function writeFieldRecord(
  organisationId: string,
  fieldId: string,
  season: number,
  changes: RecordChanges & { status?: FieldStatus },
  executor: Executor = db(),
): Promise<FieldRecordRow | null> {
  const current = await findFieldWithRecord(organisationId, fieldId, season, executor);
  if (!current) return null;
  const base = current.record;
  const {
    fieldId: _f,
    season: _s,
    organisationId: _o,
    updatedAt: _u,
    ...carried
  } = base ?? {
    fieldId,
    season,
    organisationId,
    updatedAt: null,
  };
  const values = {
    ...carried,
    status: base?.status ?? "UPLOADED",
    ...changes,
    fieldId,
    season,
    organisationId,
  } as typeof fieldRecords.$inferInsert;
  const { fieldId: _kf, season: _ks, ...set } = values;
  const [row] = await executor
    .insert(fieldRecords)
    .values(values)
    .onConflictDoUpdate({
      target: [fieldRecords.fieldId, fieldRecords.season],
      set: { ...set, updatedAt: sql`now()` },
    })
    .returning();
  return row ?? null;
}

/**
 * The organisation's fields (or other organisations' when `others` is set) whose box meets
 * `box` and that are not DELETED at `season`, except `exceptFieldId`. Only what the overlap
 * check needs comes back.
 */
export async function listFieldsNear(
  organisationId: string,
  box: BoundingBox,
  season: number,
  options: { others?: boolean; exceptFieldId?: string } = {},
  executor: Executor = db(),
): Promise<Array<Pick<FieldRow, "id" | "name" | "geometry" | "organisationId">>> {
  if (!isUuid(organisationId)) return [];
  const rec = recordsAt(executor, season);
  const conditions = [
    options.others
      ? ne(fields.organisationId, organisationId)
      : eq(fields.organisationId, organisationId),
    lte(fields.boxWest, box.east),
    gte(fields.boxEast, box.west),
    lte(fields.boxSouth, box.north),
    gte(fields.boxNorth, box.south),
    sql`coalesce(${rec.status}, 'UPLOADED') <> 'DELETED'`,
  ];
  if (options.exceptFieldId && isUuid(options.exceptFieldId))
    conditions.push(ne(fields.id, options.exceptFieldId));
  return executor
    .with(rec)
    .select({
      id: fields.id,
      name: fields.name,
      geometry: fields.geometry,
      organisationId: fields.organisationId,
    })
    .from(fields)
    .leftJoin(rec, eq(rec.fieldId, fields.id))
    .where(and(...conditions));
}

/**
 * How many points the boundaries of the organisation's fields hold in all, counting those not
 * deleted at `season` (decision 0120's cap), but `exceptFieldId`'s (a field being redrawn).
 */
export async function countFieldPoints(
  organisationId: string,
  season: number,
  options: { exceptFieldId?: string } = {},
  executor: Executor = db(),
): Promise<number> {
  if (!isUuid(organisationId)) return 0;
  const rec = recordsAt(executor, season);
  const conditions = [
    eq(fields.organisationId, organisationId),
    sql`coalesce(${rec.status}, 'UPLOADED') <> 'DELETED'`,
  ];
  if (options.exceptFieldId && isUuid(options.exceptFieldId))
    conditions.push(ne(fields.id, options.exceptFieldId));
  const [row] = await executor
    .with(rec)
    .select({ points: sql<number>`coalesce(sum(${pointsOfGeometry(fields.geometry)}), 0)` })
    .from(fields)
    .leftJoin(rec, eq(rec.fieldId, fields.id))
    .where(and(...conditions));
  return Number(row?.points ?? 0);
}

// ---- The admin's list across organisations ----

export type SignoffFilter = "passed" | "failed" | "notDone";

export interface FieldListFilter {
  season: number;
  organisationIds?: readonly string[];
  farmId?: string;
  status?: FieldStatus;
  signoff?: SignoffFilter;
  /** false: leave out DELETED fields unless `status` asks for them. */
  includeDeleted?: boolean;
}

export interface AdminFieldRow extends FieldWithRecord {
  organisationName: string;
}

/**
 * The latest record of each field at or before `season`, narrowed to what the admin's filters
 * and totals read (issue 14 'Performance': carrying every column of 20,000 records through the
 * DISTINCT ON and the join cost more than the rest of the query). The full records of a page are
 * read afterwards, for its rows only.
 */
function recordKeysAt(executor: Executor, season: number, where?: SQL) {
  return executor.$with("rec").as(
    executor
      .selectDistinctOn([fieldRecords.fieldId], {
        fieldId: fieldRecords.fieldId,
        season: fieldRecords.season,
        status: fieldRecords.status,
        signoffPass: fieldRecords.signoffPass,
        inclusion: fieldRecords.inclusion,
      })
      .from(fieldRecords)
      .where(
        where ? and(lte(fieldRecords.season, season), where) : lte(fieldRecords.season, season),
      )
      .orderBy(fieldRecords.fieldId, desc(fieldRecords.season)),
  );
}

/**
 * The organisation and farm filters applied to the records as well, so the DISTINCT ON reads
 * only the chosen organisations' records (field_records_organisation_idx) instead of all of them.
 */
function recordScope(executor: Executor, filter: FieldListFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.organisationIds) {
    const ids = filter.organisationIds.filter(isUuid);
    parts.push(ids.length > 0 ? inArray(fieldRecords.organisationId, ids) : sql`false`);
  }
  if (filter.farmId !== undefined) {
    parts.push(
      isUuid(filter.farmId)
        ? inArray(
            fieldRecords.fieldId,
            executor.select({ id: fields.id }).from(fields).where(eq(fields.farmId, filter.farmId)),
          )
        : sql`false`,
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

function adminConditions(
  filter: FieldListFilter,
  rec: Pick<ReturnType<typeof recordKeysAt>, "status" | "signoffPass">,
) {
  const conditions: SQL[] = [];
  if (filter.organisationIds) {
    const ids = filter.organisationIds.filter(isUuid);
    conditions.push(ids.length > 0 ? inArray(fields.organisationId, ids) : sql`false`);
  }
  if (filter.farmId !== undefined)
    conditions.push(isUuid(filter.farmId) ? eq(fields.farmId, filter.farmId) : sql`false`);
  const status = sql`coalesce(${rec.status}, 'UPLOADED')`;
  if (filter.status) conditions.push(sql`${status} = ${filter.status}`);
  else if (!filter.includeDeleted) conditions.push(sql`${status} <> 'DELETED'`);
  if (filter.signoff === "passed") conditions.push(eq(rec.signoffPass, true));
  if (filter.signoff === "failed") conditions.push(eq(rec.signoffPass, false));
  if (filter.signoff === "notDone") conditions.push(isNull(rec.signoffPass));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** spec §4 'Field inclusion' on the narrowed records (decision 0070: DELETED never counts). */
function includedCondition(
  rec: Pick<ReturnType<typeof recordKeysAt>, "status" | "signoffPass" | "inclusion">,
) {
  return sql`coalesce(${rec.status}, 'UPLOADED') not in ('NOT_INCLUDED', 'DELETED')
    and ${rec.signoffPass} is not false and coalesce(${rec.inclusion}, 'included') <> 'excluded'`;
}

export interface AdminFieldTotals {
  count: number;
  hectares: number;
  includedHectares: number;
}

/**
 * The page's field ids in order (narrow rows, so sorting the whole selection stays cheap) and,
 * with `totals`, the selection's count and hectares computed in the same pass (window
 * aggregates), so a page costs one scan of the season's records instead of two.
 */
async function adminPageKeys(
  filter: FieldListFilter,
  page: { offset: number; limit: number },
  executor: Executor,
) {
  const rec = recordKeysAt(executor, filter.season, recordScope(executor, filter));
  return executor
    .with(rec)
    .select({
      id: fields.id,
      season: rec.season,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      hectares: sql<number>`coalesce(sum(${fields.areaHectares}) over (), 0)::float8`.mapWith(
        Number,
      ),
      includedHectares:
        sql<number>`coalesce(sum(${fields.areaHectares}) filter (where ${includedCondition(rec)}) over (), 0)::float8`.mapWith(
          Number,
        ),
    })
    .from(fields)
    .innerJoin(farms, eq(farms.id, fields.farmId))
    .innerJoin(organisations, eq(organisations.id, fields.organisationId))
    .leftJoin(rec, eq(rec.fieldId, fields.id))
    .where(adminConditions(filter, rec))
    .orderBy(asc(organisations.name), asc(farms.name), asc(fields.name), asc(fields.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The fields of `keys`, in their order, with their farm, organisation and full record. */
async function adminRowsOf(
  keys: readonly { id: string; season: number | null }[],
  season: number,
  executor: Executor,
): Promise<AdminFieldRow[]> {
  if (keys.length === 0) return [];
  const ids = keys.map((key) => key.id);
  const [rows, records] = await Promise.all([
    executor
      .select({ field: fields, farmName: farms.name, organisationName: organisations.name })
      .from(fields)
      .innerJoin(farms, eq(farms.id, fields.farmId))
      .innerJoin(organisations, eq(organisations.id, fields.organisationId))
      .where(inArray(fields.id, ids)),
    executor
      .select()
      .from(fieldRecords)
      .where(and(inArray(fieldRecords.fieldId, ids), lte(fieldRecords.season, season))),
  ]);
  const byId = new Map(rows.map((row) => [row.field.id, row]));
  const recordOfKey = new Map(
    records.map((record) => [`${record.fieldId}/${record.season}`, record]),
  );
  return keys.flatMap((key) => {
    const row = byId.get(key.id);
    if (!row) return [];
    return [
      {
        ...row.field,
        farmName: row.farmName,
        organisationName: row.organisationName,
        record: key.season === null ? null : (recordOfKey.get(`${key.id}/${key.season}`) ?? null),
      },
    ];
  });
}

/**
 * One page of the admin's field list, by organisation, farm and name. Two reads: the page's
 * field ids in order, then those fields with their farm, organisation and full record.
 */
export async function listFieldsForAdmin(
  filter: FieldListFilter,
  page: { offset: number; limit: number },
  executor: Executor = db(),
): Promise<AdminFieldRow[]> {
  return adminRowsOf(await adminPageKeys(filter, page, executor), filter.season, executor);
}

/**
 * A page and the selection's totals in one pass (the admin's page and API). The totals come
 * from the page's rows; a page past the end has none, so they are then counted on their own.
 */
export async function listFieldsForAdminWithTotals(
  filter: FieldListFilter,
  page: { offset: number; limit: number },
  executor: Executor = db(),
): Promise<{ rows: AdminFieldRow[]; totals: AdminFieldTotals }> {
  const keys = await adminPageKeys(filter, page, executor);
  const first = keys[0];
  const totals = first
    ? {
        count: first.total,
        hectares: first.hectares,
        includedHectares: first.includedHectares,
      }
    : await countFieldsForAdmin(filter, executor);
  return { rows: await adminRowsOf(keys, filter.season, executor), totals };
}

/** How many fields match, and their hectares, all and included (spec §4 'Field inclusion'). */
export async function countFieldsForAdmin(
  filter: FieldListFilter,
  executor: Executor = db(),
): Promise<{ count: number; hectares: number; includedHectares: number }> {
  const rec = recordKeysAt(executor, filter.season, recordScope(executor, filter));
  const included = includedCondition(rec);
  const [row] = await executor
    .with(rec)
    .select({
      count: count(),
      hectares: sql<number>`coalesce(sum(${fields.areaHectares}), 0)::float8`,
      includedHectares: sql<number>`coalesce(sum(${fields.areaHectares}) filter (where ${included}), 0)::float8`,
    })
    .from(fields)
    .leftJoin(rec, eq(rec.fieldId, fields.id))
    .where(adminConditions(filter, rec));
  return {
    count: Number(row?.count ?? 0),
    hectares: Number(row?.hectares ?? 0),
    includedHectares: Number(row?.includedHectares ?? 0),
  };
}

/**
 * The organisation a field belongs to, for the admin's signoff page that names a field by its id
 * alone (behind read:admin; decision 0072). Null for an unknown id or one that is not a UUID.
 */
export async function findFieldOrganisationId(
  fieldId: string,
  executor: Executor = db(),
): Promise<string | null> {
  if (!isUuid(fieldId)) return null;
  const [row] = await executor
    .select({ organisationId: fields.organisationId })
    .from(fields)
    .where(eq(fields.id, fieldId));
  return row?.organisationId ?? null;
}

/**
 * The hectares each of the organisation's fields had in `season` (decision 0070: what a season
 * credited stays reproducible): the last boundary drawn in that season or before it; for a
 * season before the field was first mapped (a baseline season), its first boundary: the same
 * land, mapped later.
 */
export async function listSeasonAreas(
  organisationId: string,
  season: number,
  executor: Executor = db(),
): Promise<Map<string, number>> {
  const areas = new Map<string, number>();
  if (!isUuid(organisationId) || !Number.isInteger(season)) return areas;
  const versions = await executor
    .select({
      fieldId: fieldVersions.fieldId,
      season: fieldVersions.season,
      areaHectares: fieldVersions.areaHectares,
    })
    .from(fieldVersions)
    .where(eq(fieldVersions.organisationId, organisationId))
    .orderBy(asc(fieldVersions.createdAt));
  const first = new Map<string, number>();
  for (const version of versions) {
    if (!first.has(version.fieldId)) first.set(version.fieldId, version.areaHectares);
    // Oldest first: a later version of the season or before it replaces an earlier one.
    if (version.season <= season) areas.set(version.fieldId, version.areaHectares);
  }
  for (const [fieldId, area] of first) if (!areas.has(fieldId)) areas.set(fieldId, area);
  return areas;
}

/**
 * A field with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. True when it was written.
 */
export async function insertMissingField(
  organisationId: string,
  row: Omit<typeof fields.$inferInsert, "organisationId"> & { id: string },
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(organisationId)) return false;
  const written = await executor
    .insert(fields)
    .values({ ...row, organisationId })
    .onConflictDoNothing()
    .returning({ id: fields.id });
  return written.length > 0;
}
