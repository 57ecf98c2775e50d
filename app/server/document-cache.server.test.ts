import { describe, expect, it } from "vitest";
import {
  documentCacheHeaders,
  isRevalidatable,
  matchesIfNoneMatch,
  revalidatedDocument,
  weakETag,
} from "./document-cache.server";

const page = "<!DOCTYPE html><html><body>FAQs</body></html>";
const get = (headers: Record<string, string> = {}, method = "GET") =>
  new Request("http://localhost/faqs", { method, headers });

describe("weakETag", () => {
  it("is weak, and the same for the same body", () => {
    expect(weakETag(page)).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(weakETag(page)).toBe(weakETag(page));
  });

  it("changes when the page changes (e.g. the signed-in name appears in the header)", () => {
    expect(weakETag(page)).not.toBe(weakETag(page.replace("FAQs", "FAQs Thandi Nkosi")));
  });
});

describe("matchesIfNoneMatch (RFC 9110 weak comparison)", () => {
  const etag = 'W/"abc"';
  it.each([
    ["no header", null, false],
    ["the same tag", 'W/"abc"', true],
    ["the same tag without W/ (weak comparison)", '"abc"', true],
    ["one of a list", '"x", W/"abc"', true],
    ["another tag", 'W/"abd"', false],
    ["*", "*", true],
  ])("%s", (_name, header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});

describe("documentCacheHeaders", () => {
  it("a request with cookies (maybe signed in: the header shows the name) is private", () => {
    expect(documentCacheHeaders(get({ Cookie: "__Host-veld_session=s%3Aabc" }))).toEqual({
      "Cache-Control": "private, no-cache",
      Vary: "Cookie",
    });
  });

  it("a request without cookies gets what every visitor gets, revalidated on each visit", () => {
    expect(documentCacheHeaders(get())).toEqual({
      "Cache-Control": "public, no-cache",
      Vary: "Cookie",
    });
  });
});

describe("isRevalidatable", () => {
  it("a 200 to a GET or HEAD is", () => {
    expect(isRevalidatable(get(), 200, new Headers())).toBe(true);
    expect(isRevalidatable(get({}, "HEAD"), 200, new Headers())).toBe(true);
  });

  it("an error page, a POST, a response setting a cookie or choosing its own caching is not", () => {
    expect(isRevalidatable(get(), 404, new Headers())).toBe(false);
    expect(isRevalidatable(get({}, "POST"), 200, new Headers())).toBe(false);
    expect(isRevalidatable(get(), 200, new Headers({ "Set-Cookie": "a=b" }))).toBe(false);
    expect(isRevalidatable(get(), 200, new Headers({ "Cache-Control": "no-store" }))).toBe(false);
  });
});

describe("revalidatedDocument", () => {
  it("answers 200 with the page, its ETag and the caching headers", async () => {
    const response = revalidatedDocument(get(), page, new Headers({ "Content-Type": "text/html" }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(page);
    expect(response.headers.get("ETag")).toBe(weakETag(page));
    expect(response.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(response.headers.get("Vary")).toBe("Cookie");
  });

  it("answers a repeat visit whose copy is current with an empty 304", async () => {
    const response = revalidatedDocument(
      get({ "If-None-Match": weakETag(page) }),
      page,
      new Headers({ "Content-Type": "text/html" }),
    );
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
    expect(response.headers.get("ETag")).toBe(weakETag(page));
    expect(response.headers.get("Content-Type")).toBeNull();
  });

  it("answers a repeat visit whose copy is out of date with the new page", () => {
    const response = revalidatedDocument(get({ "If-None-Match": 'W/"old"' }), page, new Headers());
    expect(response.status).toBe(200);
  });
});
