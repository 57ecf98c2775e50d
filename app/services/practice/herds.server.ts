// The organisation's herds (spec §3 'Herd'; issue 15; decision 0077): add, change, delete (the
// API, a herd at a time) and saving the whole list (the page's line-item editor), each change
// audited. A herd is deleted with its livestock numbers; one that grazing events still use is
// refused (409), so no grazing loses its herd silently.
import { deleteOverridesOfHerd } from "~/models/pd-overrides.server";
import * as herdsModel from "~/models/herds.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import { frameSizeOptions } from "~/services/practice/calculations";
import { FORM_ERROR_KEY } from "~/services/kit/forms/form-error-key";
import { MAX_HERD_NAME, MAX_HERDS } from "~/services/practice/herd-forms";
import { FRAME_SIZES, HERD_TYPES, type FrameSize, type HerdType } from "~/shared/practice";
import { storableText } from "~/shared/text";
import { livestockInForce } from "~/services/constants/in-force.server";
import { herdJson, type HerdLike } from "~/services/practice/herd-api";
import { Refusal } from "~/services/kit/refusal";

export const HERD_MESSAGES = {
  notFound: "There is no such herd in this organisation.",
  nameRequired: "Enter the herd's name.",
  nameTooLong: `Use at most ${MAX_HERD_NAME} characters.`,
  type: "Choose the species.",
  frameSizeRequired: "Choose the frame size.",
  frameSizeNone: "Only beef and dairy herds have a frame size.",
  inUse: "This herd has grazing events: delete or move them first.",
  tooMany: `Add at most ${MAX_HERDS} herds.`,
  sameHerdTwice: "The same herd is in the list twice: remove one of the rows.",
} as const;

/**
 * Herds as the page and the API show them, the frame sizes labelled with the size classes of the
 * organisation's livestock constants in force (issue 32), and those options for the form.
 */
export async function herdViews(organisationId: string, herds: readonly HerdLike[]) {
  const { sizeClasses } = await livestockInForce(organisationId);
  return {
    herds: herds.map((herd) => herdJson(herd, sizeClasses)),
    frameSizeOptions: frameSizeOptions("beef", sizeClasses),
  };
}

/** One herd as the API shows it (herdViews). */
export async function herdView(organisationId: string, herd: HerdLike) {
  return (await herdViews(organisationId, [herd])).herds[0]!;
}

/**
 * The list's refusal when it leaves out herds that grazing events use (the rows are gone from the
 * form, so the sentence names them): 'Bonsmara cows has grazing events: delete or move them
 * first.'
 */
export function herdsInUseMessage(names: readonly string[]): string {
  if (names.length <= 1)
    return `${names[0] ?? "This herd"} has grazing events: delete or move them first.`;
  const list = `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return `${list} have grazing events: delete or move them first.`;
}

export interface HerdInput {
  name: string;
  type: string;
  frameSize?: string | null;
}

/** The herd as stored: the name trimmed, the frame size only where the species has options. */
export function checkHerd(input: HerdInput): herdsModel.HerdValues {
  const name = storableText(String(input.name ?? "")).trim();
  if (!name) throw new Refusal(422, HERD_MESSAGES.nameRequired, { field: "name" });
  if (name.length > MAX_HERD_NAME)
    throw new Refusal(422, HERD_MESSAGES.nameTooLong, { field: "name" });
  if (!(HERD_TYPES as readonly string[]).includes(input.type)) {
    throw new Refusal(422, HERD_MESSAGES.type, { field: "type" });
  }
  const type = input.type as HerdType;
  const options = frameSizeOptions(type);
  const frameSize = input.frameSize || null;
  if (options.length === 0) {
    if (frameSize) throw new Refusal(422, HERD_MESSAGES.frameSizeNone, { field: "frameSize" });
    return { name, type, frameSize: null };
  }
  if (!frameSize || !(FRAME_SIZES as readonly string[]).includes(frameSize)) {
    throw new Refusal(422, HERD_MESSAGES.frameSizeRequired, { field: "frameSize" });
  }
  return { name, type, frameSize: frameSize as FrameSize };
}

function audit(actor: Actor, action: string, entityId: string, changes: unknown) {
  return {
    actorUserId: actor.userId,
    actorLabel: actor.label,
    action,
    entityType: "herd",
    entityId,
    changes,
    requestId: actor.requestId ?? null,
  };
}

export const listHerds = (organisationId: string) => herdsModel.listHerds(organisationId);

export async function requireHerd(organisationId: string, herdId: string) {
  const herd = await herdsModel.findHerd(organisationId, herdId);
  if (!herd) throw new Refusal(404, HERD_MESSAGES.notFound);
  return herd;
}

export async function addHerd(actor: Actor, organisationId: string, input: HerdInput) {
  const values = checkHerd(input);
  return transaction(async (tx) => {
    const row = await herdsModel.insertHerd(organisationId, values, actor.userId, tx);
    await recordAudit(audit(actor, "herd.create", row.id, values), tx);
    return row;
  });
}

export async function changeHerd(
  actor: Actor,
  organisationId: string,
  herdId: string,
  input: HerdInput,
) {
  const values = checkHerd(input);
  return transaction(async (tx) => {
    const before = await herdsModel.findHerd(organisationId, herdId, tx);
    if (!before) throw new Refusal(404, HERD_MESSAGES.notFound);
    const row = (await herdsModel.updateHerd(organisationId, herdId, values, tx))!;
    await recordAudit(
      audit(actor, "herd.update", row.id, {
        before: { name: before.name, type: before.type, frameSize: before.frameSize },
        after: values,
      }),
      tx,
    );
    return row;
  });
}

/** A herd row of the page's list: its stored id, or none for a new herd (a duplicated row). */
export interface HerdListRow extends HerdInput {
  id?: string | null;
}

export interface HerdListResult {
  created: number;
  updated: number;
  deleted: number;
}

const sameValues = (row: herdsModel.HerdRow, values: herdsModel.HerdValues) =>
  row.name === values.name && row.type === values.type && row.frameSize === values.frameSize;

/**
 * Replaces the organisation's herds with the list, in one transaction: a row with an id changes
 * that herd (kept, so its id, livestock numbers and the programme's corrections stay), a row
 * without one is a new herd, and a stored herd the list leaves out is deleted with its livestock
 * numbers. An id that is not one of the organisation's herds is a 404; leaving out a herd that
 * grazing events use refuses the whole save (409, naming the herds); nothing is written then.
 */
export async function saveHerdList(
  actor: Actor,
  organisationId: string,
  rows: readonly HerdListRow[],
): Promise<HerdListResult> {
  if (rows.length > MAX_HERDS) throw new Refusal(422, HERD_MESSAGES.tooMany, { field: "herds" });
  const checked = rows.map((row, index) => {
    try {
      return { id: row.id ? String(row.id) : null, values: checkHerd(row) };
    } catch (error) {
      if (error instanceof Refusal && error.field) {
        throw new Refusal(error.status, error.message, { field: `herds[${index}].${error.field}` });
      }
      throw error;
    }
  });
  const ids = checked.flatMap((row) => (row.id ? [row.id] : []));
  if (new Set(ids).size !== ids.length)
    throw new Refusal(422, HERD_MESSAGES.sameHerdTwice, { field: FORM_ERROR_KEY });
  return transaction(async (tx) => {
    const stored = await herdsModel.listHerds(organisationId, tx);
    const byId = new Map(stored.map((herd) => [herd.id, herd]));
    if (ids.some((id) => !byId.has(id))) throw new Refusal(404, HERD_MESSAGES.notFound);
    const kept = new Set(ids);
    const removed = stored.filter((herd) => !kept.has(herd.id));
    const grazed: string[] = [];
    for (const herd of removed) {
      if ((await herdsModel.countHerdGrazingEvents(organisationId, herd.id, tx)) > 0)
        grazed.push(herd.name);
    }
    if (grazed.length > 0)
      throw new Refusal(409, herdsInUseMessage(grazed), { field: FORM_ERROR_KEY });
    for (const herd of removed) {
      // Its livestock numbers go with it (cascade), and the corrections of them (decision 0078).
      await deleteOverridesOfHerd(organisationId, herd.id, tx);
      await herdsModel.deleteHerd(organisationId, herd.id, tx);
      await recordAudit(
        audit(actor, "herd.delete", herd.id, { name: herd.name, type: herd.type }),
        tx,
      );
    }
    let created = 0;
    let updated = 0;
    for (const { id, values } of checked) {
      const before = id ? byId.get(id)! : null;
      if (!before) {
        const row = await herdsModel.insertHerd(organisationId, values, actor.userId, tx);
        await recordAudit(audit(actor, "herd.create", row.id, values), tx);
        created += 1;
      } else if (!sameValues(before, values)) {
        await herdsModel.updateHerd(organisationId, before.id, values, tx);
        await recordAudit(
          audit(actor, "herd.update", before.id, {
            before: { name: before.name, type: before.type, frameSize: before.frameSize },
            after: values,
          }),
          tx,
        );
        updated += 1;
      }
    }
    return { created, updated, deleted: removed.length };
  });
}

export async function deleteHerd(actor: Actor, organisationId: string, herdId: string) {
  return transaction(async (tx) => {
    const herd = await herdsModel.findHerd(organisationId, herdId, tx);
    if (!herd) throw new Refusal(404, HERD_MESSAGES.notFound);
    if ((await herdsModel.countHerdGrazingEvents(organisationId, herdId, tx)) > 0) {
      throw new Refusal(409, HERD_MESSAGES.inUse);
    }
    await deleteOverridesOfHerd(organisationId, herdId, tx);
    await herdsModel.deleteHerd(organisationId, herdId, tx);
    await recordAudit(
      audit(actor, "herd.delete", herd.id, { name: herd.name, type: herd.type }),
      tx,
    );
    return herd;
  });
}
