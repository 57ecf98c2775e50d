// Versioned calculation constants (issue 17; decision 0090): constant_versions, each save a new
// immutable row numbered 1, 2, 3… per type (there is no update and no delete here, on purpose),
// and organisation_constants, the version of each type an organisation's calculations use.
// Every organisation query is scoped by its id; an id that is not a UUID names nothing.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { constantVersions, organisationConstants, organisations } from "~/db/schema";
import type { ConstantType } from "~/shared/constants";
import { CONSTANT_TYPES } from "~/shared/constants";
import { isUuid } from "~/shared/ids";
import { readOnce } from "./read-once.server";

export interface ConstantVersionRow {
  id: string;
  type: ConstantType;
  version: number;
  values: Record<string, number | null>;
  note: string;
  createdBy: string | null;
  createdByLabel: string;
  createdAt: Date;
}

export type ConstantVersionSummary = Omit<ConstantVersionRow, "values">;

const summaryColumns = {
  id: constantVersions.id,
  type: constantVersions.type,
  version: constantVersions.version,
  note: constantVersions.note,
  createdBy: constantVersions.createdBy,
  createdByLabel: constantVersions.createdByLabel,
  createdAt: constantVersions.createdAt,
};
const columns = { ...summaryColumns, values: constantVersions.values };

export interface NewConstantVersion {
  type: ConstantType;
  values: Record<string, number | null>;
  note: string;
  createdBy: string | null;
  createdByLabel: string;
}

/**
 * Appends the next version of `type` (the latest + 1, or 1). Pass the transaction of the save:
 * it holds a lock on the type until it commits, so two saves at once get 2 and 3, never a clash.
 */
export async function insertConstantVersion(
  version: NewConstantVersion,
  executor: Executor = db(),
): Promise<ConstantVersionRow> {
  await executor.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`constant_versions:${version.type}`}))`,
  );
  const [row] = await executor
    .insert(constantVersions)
    .values({
      ...version,
      version: sql`(select coalesce(max(${constantVersions.version}), 0) + 1 from ${constantVersions} where ${constantVersions.type} = ${version.type})`,
    })
    .returning(columns);
  return row!;
}

/** Version 1 of each type that has none yet (the seeded defaults); returns the types written. */
export async function insertFirstVersions(
  versions: readonly Omit<NewConstantVersion, "createdBy">[],
  executor: Executor = db(),
): Promise<ConstantType[]> {
  if (versions.length === 0) return [];
  const rows = await executor
    .insert(constantVersions)
    .values(versions.map((v) => ({ ...v, version: 1, createdBy: null })))
    .onConflictDoNothing()
    .returning({ type: constantVersions.type });
  return rows.map((r) => r.type);
}

/**
 * Appends the version `next` builds from the latest of `type`, unless a version's note already
 * carries `marker` (a seeded release, decision 0154) or `next` answers null (nothing to change).
 * Under the type's lock, in one transaction: two instances starting at once publish it once.
 */
export async function insertVersionUnlessMarked(
  type: ConstantType,
  marker: string,
  next: (latest: ConstantVersionRow | null) => NewConstantVersion | null,
  database: Executor = db(),
): Promise<ConstantVersionRow | null> {
  return database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`constant_versions:${type}`}))`);
    const [marked] = await tx
      .select({ id: constantVersions.id })
      .from(constantVersions)
      .where(
        and(
          eq(constantVersions.type, type),
          sql`position(${marker} in ${constantVersions.note}) > 0`,
        ),
      )
      .limit(1);
    if (marked) return null;
    const version = next(await findLatestConstantVersion(type, tx));
    return version ? insertConstantVersion(version, tx) : null;
  });
}

/** The newest version of `type`, or null when it has none. */
export async function findLatestConstantVersion(
  type: ConstantType,
  executor: Executor = db(),
): Promise<ConstantVersionRow | null> {
  const [row] = await executor
    .select(columns)
    .from(constantVersions)
    .where(eq(constantVersions.type, type))
    .orderBy(desc(constantVersions.version))
    .limit(1);
  return row ?? null;
}

/** Version `version` of `type`, or null. */
export async function findConstantVersion(
  type: ConstantType,
  version: number,
  executor?: Executor,
): Promise<ConstantVersionRow | null> {
  return readOnce(
    `findConstantVersion:${JSON.stringify([type, version])}`,
    executor,
    async (executor) => {
      if (!Number.isSafeInteger(version) || version < 1 || version > 2_147_483_647) return null;
      const [row] = await executor
        .select(columns)
        .from(constantVersions)
        .where(and(eq(constantVersions.type, type), eq(constantVersions.version, version)));
      return row ?? null;
    },
  );
}

/** Every version of `type`, newest first, without their values. */
export async function listConstantVersions(
  type: ConstantType,
  executor: Executor = db(),
): Promise<ConstantVersionSummary[]> {
  return executor
    .select(summaryColumns)
    .from(constantVersions)
    .where(eq(constantVersions.type, type))
    .orderBy(desc(constantVersions.version));
}

/** Every version of every type, with values (tests and exports). */
export async function listAllConstantVersions(
  executor: Executor = db(),
): Promise<ConstantVersionRow[]> {
  return executor
    .select(columns)
    .from(constantVersions)
    .orderBy(asc(constantVersions.type), asc(constantVersions.version));
}

/** The latest version number of each type (0 for a type without any). */
export async function latestConstantVersionNumbers(
  executor: Executor = db(),
): Promise<Record<ConstantType, number>> {
  const rows = await executor
    .select({ type: constantVersions.type, version: sql<number>`max(${constantVersions.version})` })
    .from(constantVersions)
    .groupBy(constantVersions.type);
  const latest = Object.fromEntries(CONSTANT_TYPES.map((t) => [t, 0])) as Record<
    ConstantType,
    number
  >;
  for (const row of rows) latest[row.type] = Number(row.version);
  return latest;
}

// ---------------------------------------------------------------------------------------------
// Pins: the version each organisation's calculations use

export interface OrganisationPin {
  type: ConstantType;
  versionId: string;
  version: number;
  pinnedAt: Date;
  pinnedBy: string | null;
  reason: string | null;
}

const pinColumns = {
  type: organisationConstants.type,
  versionId: organisationConstants.versionId,
  version: constantVersions.version,
  pinnedAt: organisationConstants.pinnedAt,
  pinnedBy: organisationConstants.pinnedBy,
  reason: organisationConstants.reason,
};

/** The organisation's pinned versions by type (a type without a pin is absent). */
export async function findOrganisationPins(
  organisationId: string,
  executor?: Executor,
): Promise<Partial<Record<ConstantType, OrganisationPin>>> {
  return readOnce(
    `findOrganisationPins:${JSON.stringify([organisationId])}`,
    executor,
    async (executor) => {
      if (!isUuid(organisationId)) return {};
      const rows = await executor
        .select(pinColumns)
        .from(organisationConstants)
        .innerJoin(constantVersions, eq(constantVersions.id, organisationConstants.versionId))
        .where(eq(organisationConstants.organisationId, organisationId));
      return Object.fromEntries(rows.map((row) => [row.type, row]));
    },
  );
}

/**
 * Pins every type the organisation has no pin for to its latest version (the first
 * calculation, decision 0090); pins already there stay. Returns the pins now held.
 */
export async function pinMissingToLatest(
  organisationId: string,
  executor: Executor = db(),
): Promise<Partial<Record<ConstantType, OrganisationPin>>> {
  if (!isUuid(organisationId)) return {};
  await executor.execute(sql`
    insert into ${organisationConstants} (organisation_id, type, version_id)
    select ${organisationId}::uuid, cv.type, cv.id
    from ${constantVersions} cv
    where cv.version = (select max(v2.version) from ${constantVersions} v2 where v2.type = cv.type)
      and exists (select 1 from ${organisations} o where o.id = ${organisationId}::uuid)
    on conflict do nothing`);
  return findOrganisationPins(organisationId, executor);
}

/**
 * Pins the organisation to version `version` of every set it has no pin for (the demo's
 * organisation calculated before the IPCC 2019 release, decision 0154); a pin is left alone.
 */
export async function pinMissingToVersion(
  organisationId: string,
  version: number,
  reason: string,
  executor: Executor = db(),
): Promise<void> {
  if (!isUuid(organisationId)) return;
  await executor.execute(sql`
    insert into ${organisationConstants} (organisation_id, type, version_id, reason)
    select ${organisationId}::uuid, cv.type, cv.id, ${reason}
    from ${constantVersions} cv
    where cv.version = ${version}
      and exists (select 1 from ${organisations} o where o.id = ${organisationId}::uuid)
    on conflict do nothing`);
}

/** Sets the organisation's pin of `type` to `versionId` (a move, with its reason). */
export async function upsertOrganisationPin(
  pin: {
    organisationId: string;
    type: ConstantType;
    versionId: string;
    pinnedBy: string | null;
    reason: string | null;
  },
  executor: Executor = db(),
): Promise<void> {
  const now = new Date();
  await executor
    .insert(organisationConstants)
    .values({ ...pin, pinnedAt: now })
    .onConflictDoUpdate({
      target: [organisationConstants.organisationId, organisationConstants.type],
      set: { versionId: pin.versionId, pinnedBy: pin.pinnedBy, reason: pin.reason, pinnedAt: now },
    });
}

export interface OrganisationPinsRow {
  id: string;
  name: string;
  pins: Partial<Record<ConstantType, OrganisationPin>>;
}

/** Every organisation by name, with its pins (the calculation setup page). */
export async function listOrganisationsWithPins(
  executor: Executor = db(),
): Promise<OrganisationPinsRow[]> {
  const orgs = await executor
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .orderBy(asc(organisations.name), asc(organisations.id));
  const pins = await executor
    .select({ organisationId: organisationConstants.organisationId, ...pinColumns })
    .from(organisationConstants)
    .innerJoin(constantVersions, eq(constantVersions.id, organisationConstants.versionId));
  const byOrg = new Map<string, Partial<Record<ConstantType, OrganisationPin>>>();
  for (const { organisationId, ...pin } of pins) {
    const held = byOrg.get(organisationId) ?? {};
    held[pin.type] = pin;
    byOrg.set(organisationId, held);
  }
  return orgs.map((org) => ({ ...org, pins: byOrg.get(org.id) ?? {} }));
}

/** The organisations pinned to a version of `type` older than `latestVersion`. */
export async function listOrganisationsOnOlderVersion(
  type: ConstantType,
  latestVersion: number,
  executor: Executor = db(),
): Promise<{ organisationId: string; version: number }[]> {
  return executor
    .select({
      organisationId: organisationConstants.organisationId,
      version: constantVersions.version,
    })
    .from(organisationConstants)
    .innerJoin(constantVersions, eq(constantVersions.id, organisationConstants.versionId))
    .where(
      and(
        eq(organisationConstants.type, type),
        sql`${constantVersions.version} < ${latestVersion}`,
      ),
    )
    .orderBy(asc(organisationConstants.organisationId));
}

/**
 * The version of each type in force for an organisation: its pinned version, else the latest
 * (pinning nothing); with no organisation (the public checker), the latest of each type. One
 * statement, read once per request (issue 32; decision 0146).
 */
export async function findConstantsInForce(
  organisationId: string | null,
  executor?: Executor,
): Promise<Partial<Record<ConstantType, ConstantVersionRow>>> {
  const org = organisationId !== null && isUuid(organisationId) ? organisationId : null;
  return readOnce(`findConstantsInForce:${JSON.stringify([org])}`, executor, async (executor) => {
    const pinned =
      org === null
        ? sql`false`
        : sql`${constantVersions.id} in (select oc.version_id from ${organisationConstants} oc where oc.organisation_id = ${org}::uuid)`;
    const unpinnedLatest =
      org === null
        ? sql`true`
        : sql`not exists (select 1 from ${organisationConstants} oc where oc.organisation_id = ${org}::uuid and oc.type = ${constantVersions.type})`;
    const rows = await executor
      .select(columns)
      .from(constantVersions)
      .where(
        sql`${pinned} or (${unpinnedLatest} and ${constantVersions.version} = (select max(v2.version) from ${constantVersions} v2 where v2.type = ${constantVersions.type}))`,
      );
    return Object.fromEntries(rows.map((row) => [row.type, row]));
  });
}
