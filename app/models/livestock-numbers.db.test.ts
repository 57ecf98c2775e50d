// The livestock numbers model on a real database (decision 0077): a season's numbers are read
// and replaced per organisation (present cells written, cleared cells deleted, other months and
// other organisations untouched); ids that are not UUIDs find nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { herds } from "~/db/schema";
import { insertTestOrganisation, NOT_A_UUID } from "../../tests/support/model-fixtures";
import * as numbers from "./livestock-numbers.server";
import { transaction } from "./transaction.server";

let orgA: string;
let orgB: string;
let herdA: string;
let herdB: string;
const july = { year: 2026, month: 6 };
const august = { year: 2026, month: 7 };
const older = { year: 2025, month: 6 };

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Boplaas")).id;
  orgB = (await insertTestOrganisation("Môreson")).id;
  const [a, b] = await db()
    .insert(herds)
    .values([
      { organisationId: orgA, name: "Nguni", type: "beef", frameSize: "small" },
      { organisationId: orgB, name: "Dorper", type: "sheep" },
    ])
    .returning();
  herdA = a!.id;
  herdB = b!.id;
  await transaction((tx) =>
    numbers.replaceLivestockNumbers(
      orgB,
      [herdB],
      [july],
      [{ herdId: herdB, ...july, mature: 9, juvenile: 9 }],
      null,
      tx,
    ),
  );
  await transaction((tx) =>
    numbers.replaceLivestockNumbers(
      orgA,
      [herdA],
      [older],
      [{ herdId: herdA, ...older, mature: 3, juvenile: 3 }],
      null,
      tx,
    ),
  );
});

describe("livestock numbers model", () => {
  it("writes present cells and deletes cleared ones, in the months given only", async () => {
    await transaction((tx) =>
      numbers.replaceLivestockNumbers(
        orgA,
        [herdA],
        [july, august],
        [
          { herdId: herdA, ...july, mature: 10, juvenile: 2 },
          { herdId: herdA, ...august, mature: 11, juvenile: 3 },
        ],
        null,
        tx,
      ),
    );
    const [augustRow] = (await numbers.listLivestockNumbers(orgA, [august])).filter(
      (r) => r.herdId === herdA,
    );
    const result = await transaction((tx) =>
      numbers.replaceLivestockNumbers(
        orgA,
        [herdA],
        [july, august],
        [{ herdId: herdA, ...july, mature: 12, juvenile: 2 }],
        null,
        tx,
      ),
    );
    expect(result).toEqual({ saved: 1, deleted: 1, clearedIds: [augustRow!.id] });
    const rows = await numbers.listLivestockNumbers(orgA, [july, august, older]);
    expect(rows.map((r) => [r.year, r.month, r.mature])).toEqual([
      [2025, 6, 3],
      [2026, 6, 12],
    ]);
  });

  it("reads and replaces within the organisation only", async () => {
    expect(
      (await numbers.listLivestockNumbers(orgA, [july])).every((r) => r.herdId === herdA),
    ).toBe(true);
    expect(await numbers.listLivestockNumbers(NOT_A_UUID, [july])).toEqual([]);
    // Organisation A asking to clear B's herd deletes nothing of B's.
    const result = await transaction((tx) =>
      numbers.replaceLivestockNumbers(orgA, [herdB], [july], [], null, tx),
    );
    expect(result.deleted).toBe(0);
    expect((await numbers.listLivestockNumbers(orgB, [july]))[0]?.mature).toBe(9);
    expect(
      await transaction((tx) =>
        numbers.replaceLivestockNumbers(orgA, [NOT_A_UUID], [july], [], null, tx),
      ),
    ).toEqual({ saved: 0, deleted: 0, clearedIds: [] });
  });
});
