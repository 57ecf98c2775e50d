import { describe, expect, it } from "vitest";
import {
  isCrossSiteRequest,
  isMisaddressedRequest,
  isTokenAuthorisedPost,
} from "./security.server";

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
    // Issue 28: without Origin, a Referer says where the post came from.
    [
      "POST without Origin, Referer of another site",
      "POST",
      { referer: "https://evil.example/x" },
      true,
    ],
    ["POST without Origin, Referer of Veld", "POST", { referer: `${origin}/profile?tab=1` }, false],
    ["POST without Origin, Referer that is no URL", "POST", { referer: "not a url" }, true],
    ["POST without Origin, Referer of another port", "POST", { referer: `${origin}:8443/` }, true],
    [
      "POST with Veld's Origin and another site's Referer",
      "POST",
      { origin, referer: "https://evil.example/" },
      false,
    ],
    ["GET with another site's Referer", "GET", { referer: "https://evil.example/" }, false],
  ])("%s → refused: %s", (_name, method, headers, refused) => {
    expect(isCrossSiteRequest(method, headers, origin)).toBe(refused);
  });
});

// Remix aborts an action whose Origin host differs from X-Forwarded-Host or Host with an error (a
// 500); Veld answers 403 first, for a request that passed the origin check above.
describe("a post addressed to another host than its Origin", () => {
  it.each([
    ["POST with Host as Origin", "POST", { origin, host: "veld.example" }, false],
    [
      "POST through a proxy that sets X-Forwarded-Host",
      "POST",
      { origin, host: "10.0.0.7:3000", "x-forwarded-host": "veld.example, 10.0.0.1" },
      false,
    ],
    [
      "POST to an instance directly (Host differs)",
      "POST",
      { origin, host: "10.0.0.7:3000" },
      true,
    ],
    [
      "POST whose X-Forwarded-Host differs",
      "POST",
      { origin, host: "veld.example", "x-forwarded-host": "other.example" },
      true,
    ],
    ["POST with an Origin that is no URL", "POST", { origin: "not a url", host: "x" }, true],
    ["POST without Origin (a server-to-server call)", "POST", { host: "10.0.0.7:3000" }, false],
    ["GET with Host differing", "GET", { origin, host: "10.0.0.7:3000" }, false],
  ])("%s → refused: %s", (_name, method, headers, refused) => {
    expect(isMisaddressedRequest(method, headers)).toBe(refused);
  });
});

// Issue 32 (decision 0143): a mailbox provider's one-click unsubscribe POST carries its authority
// in the URL's signed token; only that page's posts skip the origin checks.
describe("posts that carry their own authority", () => {
  it.each([
    ["a POST to /unsubscribe", "POST", "/unsubscribe", true],
    ["a POST to another page", "POST", "/profile", false],
    ["a POST under /unsubscribe", "POST", "/unsubscribe/more", false],
    ["a DELETE of /unsubscribe", "DELETE", "/unsubscribe", false],
  ])("%s → exempt: %s", (_name, method, path, exempt) => {
    expect(isTokenAuthorisedPost(method, path)).toBe(exempt);
  });
});
