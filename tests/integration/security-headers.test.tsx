// The headers every answer carries and the origin check (issue 28, decision 0118), through the
// Express app of app/server/app.server.ts on a fresh database. Remix gets a small build of its
// own (Veld's needs Vite): a page, the real CSV export of /admin/journey/fields, a download made
// with the real downloadHeaders, an inline PDF under /pdf/ and a resource route that takes posts.
// - X-Content-Type-Options goes out once, though helmet and the download both set it.
// - A Permissions-Policy denies the browser features Veld never uses, on pages and on files.
// - A state-changing request without Origin whose Referer is another site is a 403 with a
//   sentence; without Origin and Referer it passes as before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as fieldsExport from "~/routes/admin.journey.fields_.export";
import { getEnv } from "~/env.server";
import { downloadHeaders } from "~/services/reports/downloads.server";
import { startTestApp, testBuild, type RunningApp, type TestRoute } from "../support/express-app";
import { signInCookie } from "../support/sessions";

const FILE = {
  id: "00000000-0000-4000-8000-000000000001",
  mimeType: "application/pdf",
  size: 8,
  originalName: "report.pdf",
  extension: "pdf",
} as Parameters<typeof downloadHeaders>[0];

const pdfBytes = () =>
  new Response("%PDF-1.7", {
    headers: { "Content-Type": "application/pdf", "X-Content-Type-Options": "nosniff" },
  });

const modules: Record<string, TestRoute> = {
  "routes/page": { path: "page", module: { default: () => <p>A page</p> } },
  "routes/export": { path: "admin/journey/fields/export", module: fieldsExport },
  "routes/download": {
    path: "download",
    module: { loader: () => new Response("%PDF-1.7", { headers: downloadHeaders(FILE) }) },
  },
  "routes/pdf": { path: "pdf/:fileId", module: { loader: pdfBytes } },
  "routes/echo": {
    path: "echo",
    module: { action: () => Response.json({ ok: true }), loader: () => Response.json({}) },
  },
};

const build = testBuild(modules);

let running: RunningApp;
let origin: string;
let adminCookie: string;

beforeAll(async () => {
  running = await startTestApp(build);
  origin = running.origin;
  adminCookie = await signInCookie("headers|admin", "admin@headers.example", ["read:admin"]);
});

afterAll(() => running.close());

describe("headers", () => {
  it("sends X-Content-Type-Options once on pages, exports, downloads and PDFs", async () => {
    const answers = {
      page: await fetch(`${origin}/page`),
      export: await fetch(`${origin}/admin/journey/fields/export`, {
        headers: { Cookie: adminCookie },
      }),
      download: await fetch(`${origin}/download`),
      pdf: await fetch(`${origin}/pdf/leaflet.pdf`),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, name).toBe(200);
      expect(answer.headers.get("x-content-type-options"), name).toBe("nosniff");
    }
    expect(answers.export.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answers.download.headers.get("content-security-policy")).toBe(
      "default-src 'none'; sandbox",
    );
  });

  it("denies camera, microphone, location, payment and the like on pages and files", async () => {
    for (const path of ["/page", "/download", "/pdf/leaflet.pdf"]) {
      const policy = (await fetch(`${origin}${path}`)).headers.get("permissions-policy") ?? "";
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "serial"])
        expect(policy, path).toContain(`${feature}=()`);
      // Nothing is allowed to anyone: every directive is an empty list.
      expect(
        policy.split(", ").every((directive) => directive.endsWith("=()")),
        path,
      ).toBe(true);
    }
  });
});

describe("the origin check of a state-changing request", () => {
  const post = (headers: Record<string, string>) =>
    fetch(`${origin}/echo`, { method: "POST", headers, body: "x=1", redirect: "manual" });

  it("refuses a Referer from another site when Origin is missing, with a sentence", async () => {
    for (const referer of ["https://evil.example/page", "not a url"]) {
      const answer = await post({ Referer: referer });
      expect(answer.status, referer).toBe(403);
      expect(await answer.text()).toBe("This request came from another site and was refused.");
    }
  });

  it("lets through a Referer of Veld's own origin, and a post with neither header", async () => {
    const appUrl = getEnv().APP_URL;
    expect((await post({ Referer: `${new URL(appUrl).origin}/profile` })).status).not.toBe(403);
    expect((await post({})).status).not.toBe(403);
  });

  it("still refuses another site's Origin, whatever the Referer says", async () => {
    const answer = await post({
      Origin: "https://evil.example",
      Referer: `${new URL(getEnv().APP_URL).origin}/profile`,
    });
    expect(answer.status).toBe(403);
  });
});
