// The toast flash cookie end to end, through the widgets catalogue's action and the root loader
// (asserting the status, the redirect, the toast). Real Requests, a real database
// (the cookie's secret lives there when SESSION_SECRET is not set).
import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { action, loader as widgetsLoader } from "~/routes/dev.kit.widgets/route";

const BASE = "http://localhost/dev/kit/widgets";
const context = { cspNonce: "", requestId: "kit-toast" };

async function post(url: string, fields: [string, string][], cookie?: string) {
  const body = new URLSearchParams(fields);
  const request = new Request(url, {
    method: "POST",
    body,
    headers: cookie ? { Cookie: cookie } : {},
  });
  try {
    return (await action({ request, params: {}, context })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The cookies a response sets, as a Cookie header for the next request. */
function cookiesOf(response: Response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
}

async function loadRoot(cookie?: string) {
  const request = new Request(`${BASE}?tab=declined`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  const result = (await rootLoader({ request, params: {}, context })) as unknown as {
    data: { toast: { type: string; text: string } | null };
    init?: ResponseInit | null;
  };
  return {
    toast: result.data.toast,
    setCookie: new Headers(result.init?.headers ?? undefined).get("Set-Cookie"),
  };
}

describe("a notification carried across a redirect (spec §9 'Notifications')", () => {
  it("redirects with the toast cookie; the next page shows the toast once and clears it", async () => {
    const response = await post(`${BASE}?tab=declined&dialog=confirm&edit=farm`, [
      ["intent", "toast"],
      ["type", "error"],
    ]);
    expect(response.status).toBe(302);
    // Back to the page without the dialog or edit mode.
    expect(response.headers.get("Location")).toBe("/dev/kit/widgets?tab=declined");
    const cookie = cookiesOf(response);
    expect(cookie).toMatch(/^veld_toast=/);

    const shown = await loadRoot(cookie);
    expect(shown.toast).toMatchObject({
      type: "error",
      text: "There was a problem updating the application status, please try again later.",
    });
    expect(shown.setCookie).toMatch(/^veld_toast=; .*Max-Age=0/);

    // The browser applies the clearing cookie: the next page shows nothing and sets nothing.
    const after = await loadRoot("veld_toast=");
    expect(after).toEqual({ toast: null, setCookie: null });
    expect(await loadRoot()).toEqual({ toast: null, setCookie: null });
  });

  it("deletes the selected rows after confirmation and says so after the redirect", async () => {
    const response = await post(
      `${BASE}?sort=name&dir=asc&selected=1&selected=2&dialog=confirm-delete`,
      [
        ["selected", "1"],
        ["selected", "2"],
        ["intent", "delete-selected"],
      ],
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dev/kit/widgets?sort=name&dir=asc");
    const cookie = cookiesOf(response);
    expect((await loadRoot(cookie)).toast).toMatchObject({
      type: "success",
      text: "Deleted 2 item(s)",
    });
    const page = await widgetsLoader({
      request: new Request(`${BASE}?sort=name&dir=asc`, { headers: { Cookie: cookie } }),
      params: {},
      context,
    });
    expect(page.info.total).toBe(43);
    expect(page.rows.map((r) => r.id)).not.toContain("1");
  });

  it("answers a bulk delete with nothing selected with an error toast, not a 500", async () => {
    const response = await post(BASE, [["intent", "delete-selected"]]);
    expect(response.status).toBe(302);
    expect((await loadRoot(cookiesOf(response))).toast).toMatchObject({ type: "error" });
  });

  it("refuses an unknown intent with a 400", async () => {
    expect((await post(BASE, [["intent", "drop-tables"]])).status).toBe(400);
  });

  it("keeps the catalogue a 404 in production unless KIT_CATALOGUE=true", async () => {
    const saved = { NODE_ENV: process.env.NODE_ENV, KIT_CATALOGUE: process.env.KIT_CATALOGUE };
    try {
      process.env.NODE_ENV = "production";
      delete process.env.KIT_CATALOGUE;
      expect(
        (
          await post(BASE, [
            ["intent", "toast"],
            ["type", "success"],
          ])
        ).status,
      ).toBe(404);
      process.env.KIT_CATALOGUE = "true";
      expect(
        (
          await post(BASE, [
            ["intent", "toast"],
            ["type", "success"],
          ])
        ).status,
      ).toBe(302);
    } finally {
      process.env.NODE_ENV = saved.NODE_ENV;
      if (saved.KIT_CATALOGUE === undefined) delete process.env.KIT_CATALOGUE;
      else process.env.KIT_CATALOGUE = saved.KIT_CATALOGUE;
    }
  });
});
