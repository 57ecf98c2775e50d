// How the outbox retries and names messages (docs/decisions/0004-email-outbox.md).
import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, messageIdFor, outcomeAfterFailure, retryDelayMs } from "./delivery-rules";

const minutes = (n: number) => n * 60_000;

describe("a message that could not be sent is tried again later", () => {
  it.each([
    [1, minutes(1)],
    [2, minutes(2)],
    [3, minutes(4)],
    [6, minutes(32)],
    [7, minutes(60)],
    [20, minutes(60)],
  ])("after %i failed attempt(s) it waits %i ms", (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });

  it("is given up after 8 attempts, about two hours of retrying", () => {
    expect(outcomeAfterFailure(7)).toEqual({ status: "pending", retryInMs: minutes(60) });
    expect(outcomeAfterFailure(8)).toEqual({ status: "failed" });
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) total += retryDelayMs(attempt);
    expect(total).toBe(minutes(1 + 2 + 4 + 8 + 16 + 32 + 60));
  });

  it("honours a smaller attempt limit", () => {
    expect(outcomeAfterFailure(2, { maxAttempts: 2 })).toEqual({ status: "failed" });
  });
});

describe("the Message-ID of an outbox row", () => {
  const id = "5b0c8f2e-8f4e-4a59-9d1c-2f6a4e1c9b7a";
  it.each([
    ["Veld <no-reply@veld.example>", `<${id}@veld.example>`],
    ["no-reply@mail.veld.co.za", `<${id}@mail.veld.co.za>`],
    ["Veld", `<${id}@veld.invalid>`],
  ])("from %j is %s, the same on every attempt", (from, messageId) => {
    expect(messageIdFor(id, from)).toBe(messageId);
    expect(messageIdFor(id, from)).toBe(messageIdFor(id, from));
  });
});
