// Versioned calculation constants (issue 17; decision 0090): reading a set's versions, saving a
// new version (validated, with a change note, audited), the diff between two versions, and the
// version of each set an organisation's calculations use (pinned at its first calculation,
// moved only deliberately, with a reason, audited). The page routes and /api/v2 both call these.
import {
  findConstantVersion,
  findLatestConstantVersion,
  findOrganisationPins,
  insertConstantVersion,
  latestConstantVersionNumbers,
  listConstantVersions,
  listOrganisationsOnOlderVersion,
  listOrganisationsWithPins,
  pinMissingToLatest,
  upsertOrganisationPin,
  type ConstantVersionRow,
  type ConstantVersionSummary,
  type OrganisationPin,
} from "~/models/constants.server";
import { findOrganisation } from "~/models/organisations.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import {
  CONSTANT_TYPES,
  CONSTANTS_NOTE_MAX,
  CONSTANTS_NOTE_MIN,
  NO_SUCH_CONSTANTS_VERSION,
  PIN_REASON_MAX,
  PIN_REASON_MIN,
  type ConstantType,
} from "~/shared/constants";
import { isMultiLineText, isStorableText } from "~/shared/text";
import { diffConstantValues, type ConstantChange, type ConstantValues } from "./sets";
import { checkConstantValues } from "./values-schema";
import { constantsInForce } from "./in-force.server";
import { MULTI_LINE_TEXT } from "~/services/kit/forms/messages";
import { Refusal } from "~/services/kit/refusal";
import type { Actor } from "~/services/kit/actor";

export const NOTHING_CHANGED =
  "Nothing has changed: change at least one value to save a new version.";
export const NOTE_REQUIRED = `Say why in the change note (${CONSTANTS_NOTE_MIN} to ${CONSTANTS_NOTE_MAX} characters).`;
export const REASON_REQUIRED = `Give a reason (${PIN_REASON_MIN} to ${PIN_REASON_MAX} characters).`;

/**
 * A note or reason: trimmed, within its length, storable; else null. Line breaks are kept; another
 * control character is refused beside `field` (issue 28).
 */
function readNote(value: unknown, min: number, max: number, field: string): string | null {
  if (typeof value !== "string") return null;
  if (!isMultiLineText(value))
    throw new Refusal(422, MULTI_LINE_TEXT, { fieldErrors: { [field]: MULTI_LINE_TEXT } });
  const text = value.trim();
  if (text.length < min || text.length > max || !isStorableText(text)) return null;
  return text;
}

// ---------------------------------------------------------------------------------------------
// Versions

/** The current version of `type`, or version `version`; a 404 when there is none. */
export async function loadConstantVersion(
  type: ConstantType,
  version?: number | null,
): Promise<ConstantVersionRow> {
  const row =
    version === undefined || version === null
      ? await findLatestConstantVersion(type)
      : await findConstantVersion(type, version);
  if (!row) throw new Refusal(404, NO_SUCH_CONSTANTS_VERSION);
  return row;
}

export function loadConstantVersions(type: ConstantType): Promise<ConstantVersionSummary[]> {
  return listConstantVersions(type);
}

/**
 * Saves `values` as the next version of `type`, with `note` saying why. Refused (422, an error
 * per field) when a value is missing, out of range or unknown, when the note is missing, and
 * when nothing differs from the latest version. Audited with the note and the changed values.
 */
export async function saveConstantVersion(
  actor: Actor,
  type: ConstantType,
  values: unknown,
  note: unknown,
): Promise<{ row: ConstantVersionRow; changes: ConstantChange[] }> {
  const checked = checkConstantValues(type, values);
  const text = readNote(note, CONSTANTS_NOTE_MIN, CONSTANTS_NOTE_MAX, "note");
  const fieldErrors = {
    ...(checked.ok ? {} : checked.errors),
    ...(text === null ? { note: NOTE_REQUIRED } : {}),
  };
  if (!checked.ok || text === null) {
    throw new Refusal(422, "Some values cannot be saved: see the fields.", {
      fieldErrors: fieldErrors,
    });
  }
  return transaction(async (tx) => {
    const latest = await findLatestConstantVersion(type, tx);
    const changes = latest ? diffConstantValues(type, latest.values, checked.values) : [];
    if (latest && changes.length === 0) {
      throw new Refusal(422, NOTHING_CHANGED, { fieldErrors: { values: NOTHING_CHANGED } });
    }
    const row = await insertConstantVersion(
      {
        type,
        values: checked.values,
        note: text,
        createdBy: actor.userId,
        createdByLabel: actor.label,
      },
      tx,
    );
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "constants.save",
        entityType: "constants",
        entityId: row.id,
        changes: {
          type,
          version: row.version,
          reason: text,
          changed: changes.map((c) => ({ key: c.key, from: c.from ?? null, to: c.to ?? null })),
        },
        requestId: actor.requestId,
      },
      tx,
    );
    return { row, changes };
  });
}

/** What changed from version `from` to version `to` of `type` (each key, old → new). */
export async function diffConstantVersions(
  type: ConstantType,
  from: number,
  to: number,
): Promise<{ from: ConstantVersionRow; to: ConstantVersionRow; changes: ConstantChange[] }> {
  const [a, b] = await Promise.all([
    findConstantVersion(type, from),
    findConstantVersion(type, to),
  ]);
  if (!a || !b) throw new Refusal(404, NO_SUCH_CONSTANTS_VERSION);
  return { from: a, to: b, changes: diffConstantValues(type, a.values, b.values) };
}

// ---------------------------------------------------------------------------------------------
// What an organisation's calculations use

export interface CalculationConstants {
  /** The stamp of a result: the version of each set it was computed with. */
  versions: Record<ConstantType, number>;
  values: Record<ConstantType, ConstantValues>;
}

/**
 * The constants an organisation's calculation uses: its pinned versions, pinning the latest of
 * any set it has none of first (the first calculation; decision 0090). Pass the calculation's
 * transaction so the pin and the result commit together.
 */
export async function constantsForCalculation(
  organisationId: string,
  executor?: Executor,
): Promise<CalculationConstants> {
  // Pinned first, then read as every other reader reads (constantsInForce, issue 32).
  const run = async (tx: Executor) => {
    await pinMissingToLatest(organisationId, tx);
    return constantsInForce(organisationId, tx);
  };
  return executor ? run(executor) : transaction(run);
}

/** The constants of the given versions, for reproducing a stamped result. */
export async function constantsOfVersions(
  versions: Record<ConstantType, number>,
): Promise<CalculationConstants> {
  const values = {} as Record<ConstantType, ConstantValues>;
  for (const type of CONSTANT_TYPES) {
    values[type] = (await loadConstantVersion(type, versions[type])).values;
  }
  return { versions: { ...versions }, values };
}

export interface CalcSetupRow {
  id: string;
  name: string;
  /** Per type: the pinned version, or null for 'latest' (not yet calculated). */
  versions: Record<ConstantType, number | null>;
  /** Some pinned version is older than the latest. */
  isBehind: boolean;
}

export interface CalcSetup {
  latest: Record<ConstantType, number>;
  organisations: CalcSetupRow[];
}

/** Every organisation with the version of each set its calculations use. */
export async function loadCalcSetup(): Promise<CalcSetup> {
  const [latest, rows] = await Promise.all([
    latestConstantVersionNumbers(),
    listOrganisationsWithPins(),
  ]);
  return {
    latest,
    organisations: rows.map((row) => {
      const versions = Object.fromEntries(
        CONSTANT_TYPES.map((type) => [type, row.pins[type]?.version ?? null]),
      ) as Record<ConstantType, number | null>;
      const isBehind = CONSTANT_TYPES.some(
        (type) => versions[type] !== null && versions[type]! < latest[type],
      );
      return { id: row.id, name: row.name, versions, isBehind };
    }),
  };
}

export interface PinMove {
  organisationId: string;
  moved: { type: ConstantType; from: number; to: number }[];
}

/** Moves one organisation's older pins to the latest versions, in `tx`; audited. */
async function movePinsOf(
  actor: Actor,
  organisationId: string,
  pins: Partial<Record<ConstantType, OrganisationPin>>,
  reason: string,
  tx: Executor,
): Promise<PinMove> {
  const moved: PinMove["moved"] = [];
  for (const type of CONSTANT_TYPES) {
    const pin = pins[type];
    if (!pin) continue;
    const latest = await findLatestConstantVersion(type, tx);
    if (!latest || latest.version <= pin.version) continue;
    await upsertOrganisationPin(
      { organisationId, type, versionId: latest.id, pinnedBy: actor.userId, reason },
      tx,
    );
    moved.push({ type, from: pin.version, to: latest.version });
  }
  if (moved.length > 0) {
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "constants.pin.move",
        entityType: "organisation",
        entityId: organisationId,
        changes: { reason, moved },
        requestId: actor.requestId,
      },
      tx,
    );
  }
  return { organisationId, moved };
}

/**
 * Moves an organisation's calculations to the latest version of every set it is behind on.
 * 404 for an unknown organisation; 409 when it already uses the latest of every set.
 */
export async function moveOrganisationToLatest(
  actor: Actor,
  organisationId: string,
  reason: unknown,
): Promise<PinMove> {
  const text = readNote(reason, PIN_REASON_MIN, PIN_REASON_MAX, "reason");
  if (text === null)
    throw new Refusal(422, REASON_REQUIRED, { fieldErrors: { reason: REASON_REQUIRED } });
  const organisation = await findOrganisation(organisationId);
  if (!organisation) throw new Refusal(404, "There is no such organisation.");
  const result = await transaction(async (tx) =>
    movePinsOf(actor, organisationId, await findOrganisationPins(organisationId, tx), text, tx),
  );
  if (result.moved.length === 0) {
    throw new Refusal(
      409,
      `${organisation.name} already uses the latest version of every set of constants.`,
    );
  }
  return result;
}

/** Moves every organisation on an older version of any set to the latest versions. */
export async function moveAllToLatest(actor: Actor, reason: unknown): Promise<PinMove[]> {
  const text = readNote(reason, PIN_REASON_MIN, PIN_REASON_MAX, "reason");
  if (text === null)
    throw new Refusal(422, REASON_REQUIRED, { fieldErrors: { reason: REASON_REQUIRED } });
  return transaction(async (tx) => {
    const latest = await latestConstantVersionNumbers(tx);
    const behind = new Set<string>();
    for (const type of CONSTANT_TYPES) {
      for (const row of await listOrganisationsOnOlderVersion(type, latest[type], tx))
        behind.add(row.organisationId);
    }
    const moves: PinMove[] = [];
    for (const organisationId of [...behind].sort()) {
      moves.push(
        await movePinsOf(
          actor,
          organisationId,
          await findOrganisationPins(organisationId, tx),
          text,
          tx,
        ),
      );
    }
    return moves;
  });
}
