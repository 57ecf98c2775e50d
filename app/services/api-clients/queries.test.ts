// /admin/userAccess/apiClients's query string (issue 28; decision 0112): the rotate or revoke
// dialog and its client.
import { describe, expect, it } from "vitest";
import { parseQuery } from "~/services/kit/query";
import { apiClientsPageQuery } from "./queries";

const read = (text: string) => parseQuery(new URLSearchParams(text), apiClientsPageQuery);
const ID = "00000000-0000-4000-8000-000000000001";

describe("the rotate and revoke dialogs' address", () => {
  it("reads the dialog and the client; another dialog opens neither", () => {
    expect(read(`dialog=rotate&client=${ID}`)).toEqual({ dialog: "rotate", client: ID });
    expect(read(`dialog=revoke&client=${ID}`)).toEqual({ dialog: "revoke", client: ID });
    expect(read(`dialog=register&client=${ID}`)).toEqual({ dialog: undefined, client: ID });
  });

  it("refuses a client that is not an id", () => {
    expect(read("dialog=rotate&client=1%00")).toBe(
      "The address's 'client' parameter must be an id (a UUID).",
    );
  });
});
