import { describe, expect, it } from "vitest";
import { parseQuery } from "~/services/kit/query";
import { notesPageQuery } from "./queries";

const read = (text: string) => parseQuery(new URLSearchParams(text), notesPageQuery);

describe("the notes page's query", () => {
  it("reads the organisation's id, or none", () => {
    expect(read("companyId=2A7F2C4E-0D3B-4C0A-9D61-6F0B8E1C2D3E")).toEqual({
      companyId: "2a7f2c4e-0d3b-4c0a-9d61-6f0b8e1c2d3e",
    });
    expect(read("companyId=+")).toEqual({ companyId: undefined });
    expect(read("")).toEqual({});
  });

  it("refuses an id that is not a UUID, naming the parameter", () => {
    expect(read("companyId=%00")).toMatch(/'companyId'/);
    expect(read("companyId=not-an-id")).toMatch(/'companyId'/);
  });
});
