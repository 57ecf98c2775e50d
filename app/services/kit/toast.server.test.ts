import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "~/env.server";
import { createToastHeaders, dataWithToast, getToast, redirectWithToast } from "./toast.server";

// A secret from the environment, so the cookie needs no database here.
const previousSecret = process.env.SESSION_SECRET;
beforeAll(() => {
  process.env.SESSION_SECRET = "a-test-secret-that-is-long-enough-1234";
  loadEnv();
});
afterAll(() => {
  if (previousSecret === undefined) delete process.env.SESSION_SECRET;
  else process.env.SESSION_SECRET = previousSecret;
  loadEnv();
});

const cookieOf = (setCookie: string | null) => setCookie!.split(";")[0]!;
const requestWith = (cookie?: string) =>
  new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });

describe("the toast flash cookie", () => {
  it("redirects with a Set-Cookie that the next request reads once and clears", async () => {
    const response = await redirectWithToast("/dev/kit/widgets?page=1", {
      type: "success",
      text: "Application status updated successfully.",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dev/kit/widgets?page=1");
    const setCookie = response.headers.get("Set-Cookie");
    expect(setCookie).toMatch(/^veld_toast=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const { toast, setCookie: clearing } = await getToast(requestWith(cookieOf(setCookie)));
    expect(toast).toMatchObject({
      type: "success",
      text: "Application status updated successfully.",
    });
    expect(toast?.id).toMatch(/^[\w-]+$/);
    expect(clearing).toMatch(/^veld_toast=;/);
    expect(clearing).toMatch(/Max-Age=0/);
  });

  it("keeps headers given with the redirect", async () => {
    const response = await redirectWithToast(
      "/x",
      { type: "error", text: "There was a problem saving the notes" },
      { headers: { "X-Extra": "1" }, status: 303 },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("X-Extra")).toBe("1");
    expect(response.headers.get("Set-Cookie")).toMatch(/^veld_toast=/);
  });

  it("gives each toast its own id, so the same message shows twice", async () => {
    const first = await createToastHeaders({ type: "message", text: "Job posting updated" });
    const second = await createToastHeaders({ type: "message", text: "Job posting updated" });
    const a = await getToast(requestWith(cookieOf(first.get("Set-Cookie"))));
    const b = await getToast(requestWith(cookieOf(second.get("Set-Cookie"))));
    expect(a.toast?.id).not.toBe(b.toast?.id);
  });

  it("sets no cookie on a request without one", async () => {
    expect(await getToast(requestWith())).toEqual({ toast: null, setCookie: null });
    expect(await getToast(requestWith("veld_session=abc"))).toEqual({
      toast: null,
      setCookie: null,
    });
  });

  it("shows nothing for a forged cookie, and clears it", async () => {
    const forged = `veld_toast=${btoa(JSON.stringify({ id: "x", type: "error", text: "Call 0800 FAKE" }))}`;
    const { toast, setCookie } = await getToast(requestWith(forged));
    expect(toast).toBeNull();
    expect(setCookie).toMatch(/Max-Age=0/);
  });

  it("shortens a text too long for a cookie", async () => {
    const headers = await createToastHeaders({ type: "message", text: "x".repeat(2000) });
    const { toast } = await getToast(requestWith(cookieOf(headers.get("Set-Cookie"))));
    expect(toast?.text).toHaveLength(500);
    expect(toast?.text.endsWith("…")).toBe(true);
  });

  it("carries a toast with action data for a fetcher", async () => {
    const result = await dataWithToast(
      { ok: true },
      { type: "success", text: "Notes saved successfully" },
    );
    expect(result.data).toEqual({ ok: true });
    expect(new Headers(result.init?.headers).get("Set-Cookie")).toMatch(/^veld_toast=/);
  });
});
