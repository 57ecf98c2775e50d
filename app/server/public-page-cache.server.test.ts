// The short cache of anonymous public pages: what it keeps, what it never keeps, when it forgets.
import { describe, expect, it, vi } from "vitest";
import { createPublicPageCache } from "./public-page-cache.server";

const shared = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "public, no-cache",
  ETag: 'W/"abc"',
  Vary: "Cookie",
};

/** A render that counts its calls and answers `page n` with the given headers and status. */
function renderer(headers: Record<string, string> = shared, status = 200) {
  const render = vi.fn(async () => {
    return new Response(`page ${render.mock.calls.length}`, { status, headers });
  });
  return render;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://veld.test${path}`, { headers });

// lru-cache reads a start time of 0 as "no start time": the clock starts later.
let clock = 1_000;
const now = () => clock;

describe("createPublicPageCache", () => {
  it("renders an anonymous public page once within its lifetime, then again after it", async () => {
    const cache = createPublicPageCache({ ttlMs: 5_000, now });
    const render = renderer();
    expect(await (await cache.handle(get("/jobs"), render)).text()).toBe("page 1");
    const again = await cache.handle(get("/jobs"), render);
    expect(await again.text()).toBe("page 1");
    expect(again.headers.get("ETag")).toBe('W/"abc"');
    expect(again.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(render).toHaveBeenCalledTimes(1);

    clock += 5_001;
    expect(await (await cache.handle(get("/jobs"), render)).text()).toBe("page 2");
  });

  it("keeps each query string apart, whatever the Host header says", async () => {
    const cache = createPublicPageCache({ ttlMs: 5_000, now });
    const render = renderer();
    await cache.handle(get("/jobs?page=2"), render);
    expect(await (await cache.handle(get("/jobs"), render)).text()).toBe("page 2");
    const otherHost = new Request("http://evil.test/jobs?page=2");
    expect(await (await cache.handle(otherHost, render)).text()).toBe("page 1");
  });

  it("answers a current ETag with a 304 from the cache", async () => {
    const cache = createPublicPageCache({ ttlMs: 5_000, now });
    const render = renderer();
    await cache.handle(get("/faqs"), render);
    const revisit = await cache.handle(get("/faqs", { "If-None-Match": 'W/"abc"' }), render);
    expect(revisit.status).toBe(304);
    expect(await revisit.text()).toBe("");
    expect(revisit.headers.get("Content-Type")).toBeNull();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a cookie", { Cookie: "__session=abc" }],
    ["a bearer token", { Authorization: "Bearer abc" }],
  ])("never answers a request with %s from the cache", async (_what, headers) => {
    const cache = createPublicPageCache({ ttlMs: 5_000, now });
    const render = renderer();
    await cache.handle(get("/jobs"), render);
    expect(await (await cache.handle(get("/jobs", headers), render)).text()).toBe("page 2");
    expect(cache.size).toBe(1);
  });

  it.each([
    ["a private page", { ...shared, "Cache-Control": "private, no-cache" }, 200],
    ["a page without a validator", { "Content-Type": "text/html", "Cache-Control": "public" }, 200],
    ["a page that sets a cookie", { ...shared, "Set-Cookie": "toast=; Max-Age=0" }, 200],
    ["a JSON answer", { ...shared, "Content-Type": "application/json" }, 200],
    ["a 404 page", shared, 404],
  ])("never keeps %s", async (_what, headers, status) => {
    const cache = createPublicPageCache({ ttlMs: 5_000, now });
    const render = renderer(headers, status);
    await cache.handle(get("/x"), render);
    await cache.handle(get("/x"), render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it("forgets every page after a successful change through this instance, not after a refused one", async () => {
    const cache = createPublicPageCache({ ttlMs: 60_000 });
    await cache.handle(get("/jobs"), renderer());
    const post = new Request("http://veld.test/admin/jobs", { method: "POST" });
    await cache.handle(post, renderer(shared, 400));
    expect(cache.size).toBe(1);
    await cache.handle(post, renderer({}, 302));
    expect(cache.size).toBe(0);
  });

  it("is off with a lifetime of 0", async () => {
    const cache = createPublicPageCache({ ttlMs: 0 });
    const render = renderer();
    await cache.handle(get("/jobs"), render);
    await cache.handle(get("/jobs"), render);
    expect(render).toHaveBeenCalledTimes(2);
  });
});

describe("one copy per language (decision 0158)", () => {
  it("keeps a page apart for each variant, and serves each language its own", async () => {
    const language = (request: Request) =>
      (request.headers.get("Accept-Language") ?? "en").slice(0, 2);
    const cache = createPublicPageCache({ ttlMs: 5_000, now, variant: language });
    const render = vi.fn(async (request: Request) => {
      return new Response(`page in ${language(request)}`, { headers: shared });
    });
    const ask = (headers: Record<string, string>) => {
      const request = get("/", headers);
      return cache.handle(request, () => render(request));
    };
    expect(await (await ask({ "Accept-Language": "af" })).text()).toBe("page in af");
    expect(await (await ask({ "Accept-Language": "zu" })).text()).toBe("page in zu");
    expect(await (await ask({ "Accept-Language": "af" })).text()).toBe("page in af");
    expect(await (await ask({})).text()).toBe("page in en");
    expect(render).toHaveBeenCalledTimes(3);
    expect(cache.size).toBe(3);
  });
});
