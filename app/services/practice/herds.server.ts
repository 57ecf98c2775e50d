// The organisation's herds (spec §3 'Herd'; issue 15; decision 0077): add, change, delete, each
// audited. A herd is deleted with its livestock numbers; one that grazing events still use is
// refused (409), so no grazing loses its herd silently.
import * as herdsModel from "~/models/herds.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { ContractingError, type Actor } from "~/services/contracting/common.server";
import { frameSizeOptions } from "~/services/practice/calculations";
import { MAX_HERD_NAME } from "~/services/practice/herd-forms";
import { FRAME_SIZES, HERD_TYPES, type FrameSize, type HerdType } from "~/shared/practice";
import { storableText } from "~/shared/text";

export const HERD_MESSAGES = {
  notFound: "There is no such herd in this organisation.",
  nameRequired: "Enter the herd's name.",
  nameTooLong: `Use at most ${MAX_HERD_NAME} characters.`,
  type: "Choose the species.",
  frameSizeRequired: "Choose the frame size.",
  frameSizeNone: "Only beef and dairy herds have a frame size.",
  inUse: "This herd has grazing events: delete or move them first.",
} as const;

export interface HerdInput {
  name: string;
  type: string;
  frameSize?: string | null;
}

/** The herd as stored: the name trimmed, the frame size only where the species has options. */
export function checkHerd(input: HerdInput): herdsModel.HerdValues {
  const name = storableText(String(input.name ?? "")).trim();
  if (!name) throw new ContractingError(422, HERD_MESSAGES.nameRequired, "name");
  if (name.length > MAX_HERD_NAME)
    throw new ContractingError(422, HERD_MESSAGES.nameTooLong, "name");
  if (!(HERD_TYPES as readonly string[]).includes(input.type)) {
    throw new ContractingError(422, HERD_MESSAGES.type, "type");
  }
  const type = input.type as HerdType;
  const options = frameSizeOptions(type);
  const frameSize = input.frameSize || null;
  if (options.length === 0) {
    if (frameSize) throw new ContractingError(422, HERD_MESSAGES.frameSizeNone, "frameSize");
    return { name, type, frameSize: null };
  }
  if (!frameSize || !(FRAME_SIZES as readonly string[]).includes(frameSize)) {
    throw new ContractingError(422, HERD_MESSAGES.frameSizeRequired, "frameSize");
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
  if (!herd) throw new ContractingError(404, HERD_MESSAGES.notFound);
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
    if (!before) throw new ContractingError(404, HERD_MESSAGES.notFound);
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

export async function deleteHerd(actor: Actor, organisationId: string, herdId: string) {
  return transaction(async (tx) => {
    const herd = await herdsModel.findHerd(organisationId, herdId, tx);
    if (!herd) throw new ContractingError(404, HERD_MESSAGES.notFound);
    if ((await herdsModel.countHerdGrazingEvents(organisationId, herdId, tx)) > 0) {
      throw new ContractingError(409, HERD_MESSAGES.inUse);
    }
    await herdsModel.deleteHerd(organisationId, herdId, tx);
    await recordAudit(
      audit(actor, "herd.delete", herd.id, { name: herd.name, type: herd.type }),
      tx,
    );
    return herd;
  });
}
