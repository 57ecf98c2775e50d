import { describe, expect, it } from "vitest";
import { DatabaseRateLimitStore } from "./rate-limit.server";

describe("rate limit counters in the database", () => {
  it("counts hits per key within a window and starts again after it", async () => {
    const store = new DatabaseRateLimitStore("test:");
    store.windowMs = 1000;
    expect((await store.increment("1.2.3.4")).totalHits).toBe(1);
    expect((await store.increment("1.2.3.4")).totalHits).toBe(2);
    expect((await store.increment("5.6.7.8")).totalHits).toBe(1);
    await store.decrement("1.2.3.4");
    expect((await store.increment("1.2.3.4")).totalHits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const next = await store.increment("1.2.3.4");
    expect(next.totalHits).toBe(1);
    expect(next.resetTime!.getTime()).toBeGreaterThan(Date.now());
  });

  it("two stores (two app instances) share one count", async () => {
    const a = new DatabaseRateLimitStore("shared:");
    const b = new DatabaseRateLimitStore("shared:");
    await a.increment("ip");
    await b.increment("ip");
    expect((await a.increment("ip")).totalHits).toBe(3);
    await b.resetKey("ip");
    expect((await a.increment("ip")).totalHits).toBe(1);
  });
});
