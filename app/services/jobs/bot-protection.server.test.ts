// The server's bot check against the providers' siteverify endpoints, with a fake fetch
// (decision 0032), and the honeypot rule.
import { describe, expect, it, vi } from "vitest";
import {
  BOT_PROVIDERS,
  botProtectionCspSources,
  botWidgetFor,
  isHoneypotFilled,
} from "./bot-protection";
import { verifyBotToken } from "./bot-protection.server";

function formWith(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

function fakeFetch(answer: () => Promise<Response> | Response) {
  return vi.fn<typeof fetch>(async () => answer());
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("verifyBotToken", () => {
  it("with no provider there is nothing to check", async () => {
    const fetch = fakeFetch(() => json({ success: false }));
    expect(
      await verifyBotToken({ provider: "none", secret: undefined, form: formWith({}), fetch }),
    ).toEqual({
      ok: true,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(["turnstile", "recaptcha"] as const)(
    "%s: posts the secret, the token and the address to siteverify and accepts success",
    async (provider) => {
      const fetch = fakeFetch(() => json({ success: true }));
      const { tokenField, verifyUrl } = BOT_PROVIDERS[provider];
      const result = await verifyBotToken({
        provider,
        secret: "s3cret",
        form: formWith({ [tokenField]: "token-123" }),
        remoteIp: "196.25.1.1",
        fetch,
      });
      expect(result).toEqual({ ok: true });
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe(verifyUrl);
      expect(init?.method).toBe("POST");
      const body = new URLSearchParams(String(init?.body));
      expect(Object.fromEntries(body)).toEqual({
        secret: "s3cret",
        response: "token-123",
        remoteip: "196.25.1.1",
      });
      expect(init?.signal).toBeInstanceOf(AbortSignal);
    },
  );

  it("refuses a post without a token, without asking the provider", async () => {
    const fetch = fakeFetch(() => json({ success: true }));
    const result = await verifyBotToken({
      provider: "turnstile",
      secret: "s",
      form: formWith({}),
      fetch,
    });
    expect(result).toEqual({ ok: false, reason: "missing-token" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses what the provider rejects, keeping its error codes", async () => {
    const fetch = fakeFetch(() =>
      json({ success: false, "error-codes": ["invalid-input-response", 7] }),
    );
    const result = await verifyBotToken({
      provider: "recaptcha",
      secret: "s",
      form: formWith({ "g-recaptcha-response": "bad" }),
      fetch,
    });
    expect(result).toEqual({ ok: false, reason: "rejected", codes: ["invalid-input-response"] });
  });

  it("fails closed when the provider answers an error status or garbage", async () => {
    for (const answer of [() => json({}, 500), () => new Response("<html>", { status: 200 })]) {
      const result = await verifyBotToken({
        provider: "turnstile",
        secret: "s",
        form: formWith({ "cf-turnstile-response": "t" }),
        fetch: fakeFetch(answer),
      });
      expect(result.ok).toBe(false);
    }
  });

  it("gives up after the timeout (spec §9 'default HTTP timeout is 10 s')", async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
      });
    const started = Date.now();
    const result = await verifyBotToken({
      provider: "turnstile",
      secret: "s",
      form: formWith({ "cf-turnstile-response": "t" }),
      fetch: hang,
      timeoutMs: 50,
    });
    expect(result).toEqual({ ok: false, reason: "unavailable" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("the page's side", () => {
  it("shows a widget only when a provider and site key are configured", () => {
    expect(botWidgetFor("none", "key")).toBeNull();
    expect(botWidgetFor("turnstile", undefined)).toBeNull();
    expect(botWidgetFor("turnstile", "0x4AAA")).toEqual({
      provider: "turnstile",
      siteKey: "0x4AAA",
      scriptUrl: "https://challenges.cloudflare.com/turnstile/v0/api.js",
      widgetClass: "cf-turnstile",
    });
  });

  it("opens the CSP to the provider only when one is configured", () => {
    expect(botProtectionCspSources("none")).toEqual({ script: [], frame: [], connect: [] });
    expect(botProtectionCspSources("turnstile").frame).toEqual([
      "https://challenges.cloudflare.com",
    ]);
    expect(botProtectionCspSources("recaptcha").script).toContain(
      "https://www.gstatic.com/recaptcha/",
    );
  });

  it.each([
    ["", false],
    ["   ", false],
    [null, false],
    ["https://spam.example", true],
    [["x"], true],
  ])("honeypot %j filled: %s", (value, filled) => {
    expect(isHoneypotFilled(value)).toBe(filled);
  });
});
