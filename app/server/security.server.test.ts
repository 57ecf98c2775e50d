import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "./security.server";

const origin = "https://veld.example";

describe("origin check on state-changing requests", () => {
  it.each([
    ["GET from anywhere", "GET", { origin: "https://evil.example" }, false],
    ["POST from Veld itself", "POST", { origin }, false],
    ["POST from another site", "POST", { origin: "https://evil.example" }, true],
    ["POST with an opaque origin", "POST", { origin: "null" }, true],
    ["DELETE from another site", "DELETE", { origin: "https://evil.example" }, true],
    ["POST without Origin but marked cross-site", "POST", { "sec-fetch-site": "cross-site" }, true],
    ["POST without Origin from the same site", "POST", { "sec-fetch-site": "same-origin" }, false],
    ["POST from a server-to-server client (no browser headers)", "POST", {}, false],
  ])("%s → refused: %s", (_name, method, headers, refused) => {
    expect(isCrossSiteRequest(method, headers, origin)).toBe(refused);
  });
});
