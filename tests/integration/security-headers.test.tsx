// The headers every answer carries and the origin check (issue 28, decision 0118), through the
// Express app of app/server/app.server.ts on a fresh database. Remix gets a small build of its
// own (Veld's needs Vite): a page, the real CSV export of /admin/journey/fields, a download made
// with the real downloadHeaders, an inline PDF under /pdf/ and a resource route that takes posts.
// - X-Content-Type-Options goes out once, though helmet and the download both set it.
// - A Permissions-Policy denies the browser features Veld never uses, on pages and on files.
// - A state-changing request without Origin whose Referer is another site is a 403 with a
//   sentence; without Origin and Referer it passes as before.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as entry from "~/entry.server";
import { getEnv, parseEnv } from "~/env.server";
import * as fieldsExport from "~/routes/admin.journey.fields_.export";
import { createApp } from "~/server/app.server";
import { createLifecycle } from "~/server/health.server";
import { downloadHeaders } from "~/services/reports/downloads.server";
import { signInCookie } from "../support/sessions";

function Root() {
  return (
    <html lang="en">
      <head />
      <body>
        <Outlet />
      </body>
    </html>
  );
}

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

const modules: Record<string, { path: string; module: Record<string, unknown> }> = {
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

const flags = { hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false };
const build = {
  mode: "production",
  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: { default: Root } },
    ...Object.fromEntries(
      Object.entries(modules).map(([id, { path, module }]) => [
        id,
        { id, parentId: "root", path, module },
      ]),
    ),
  },
  assets: {
    entry: { module: "/entry.client.js", imports: [] },
    routes: {
      root: {
        ...flags,
        id: "root",
        path: "",
        module: "/root.js",
        hasLoader: false,
        hasAction: false,
      },
      ...Object.fromEntries(
        Object.entries(modules).map(([id, { path, module }]) => [
          id,
          {
            ...flags,
            id,
            parentId: "root",
            path,
            module: `/${id}.js`,
            hasLoader: "loader" in module,
            hasAction: "action" in module,
          },
        ]),
      ),
    },
    url: "/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
  isSpaMode: false,
} as unknown as ServerBuild;

let server: Server;
let origin: string;
let adminCookie: string;

beforeAll(async () => {
  const env = parseEnv({
    DATA_DIR: getEnv().DATA_DIR,
    LOG_LEVEL: "silent",
    OIDC_ISSUER: "https://idp.test.example",
    OIDC_CLIENT_ID: "veld",
    OIDC_CLIENT_SECRET: "secret",
  });
  const app = await createApp({ env, build, lifecycle: createLifecycle() });
  server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  adminCookie = await signInCookie("headers|admin", "admin@headers.example", ["read:admin"]);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

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
