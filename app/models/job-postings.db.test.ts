// The admin's job-postings model on a real database: a posting found, locked and changed by its
// id; an id that is not a UUID finds and changes nothing (PostgreSQL would raise on it).
import { describe, expect, it } from "vitest";
import { NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import { transaction } from "./transaction.server";
import { findPosting, insertPosting, lockPosting, updatePostingRow } from "./job-postings.server";

const posting = {
  title: "Field technician",
  description: "Soil sampling across Mpumalanga.",
  category: "samplingFieldWork",
  location: "MP",
  salary: "R15 000 per month",
  employmentType: "fullTime",
};

describe("job postings", () => {
  it("finds, locks and changes a posting by its id", async () => {
    const row = await insertPosting(posting);
    expect(await findPosting(row.id)).toMatchObject({ title: "Field technician", leaflet: null });
    expect(await transaction((tx) => lockPosting(row.id, tx))).toMatchObject({ id: row.id });
    expect(await updatePostingRow(row.id, { status: "disabled" })).toMatchObject({
      status: "disabled",
    });
  });

  it("finds, locks and changes nothing for an unknown id or one that is not a UUID", async () => {
    expect(await findPosting(UNKNOWN_ID)).toBeNull();
    expect(await findPosting(NOT_A_UUID)).toBeNull();
    expect(await transaction((tx) => lockPosting(NOT_A_UUID, tx))).toBeNull();
    expect(await updatePostingRow(NOT_A_UUID, { title: "X" })).toBeNull();
  });
});
