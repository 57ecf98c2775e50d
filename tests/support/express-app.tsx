// Veld's Express app (app/server/app.server.ts) on an ephemeral port, for the tests that send
// real HTTP: the middleware in front of Remix (headers, the origin check, probes, /metrics) and
// the routes they name. Remix gets a small build of its own (Veld's needs Vite): a root, the real
// entry.server, and the route modules given, each at its path under the root.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import * as entry from "~/entry.server";
import { getEnv, parseEnv } from "~/env.server";
import { createApp } from "~/server/app.server";
import { createLifecycle, type Lifecycle } from "~/server/health.server";

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

/** A route of the test build: its path under the root, and its module (real or made here). */
export interface TestRoute {
  path: string;
  module: Record<string, unknown>;
}

const FLAGS = { hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false };

/** A server build of a root and `routes` (by route id), as Remix's Vite plugin would make it. */
export function testBuild(routes: Record<string, TestRoute>): ServerBuild {
  const entries = Object.entries(routes);
  return {
    mode: "production",
    entry: { module: entry },
    routes: {
      root: { id: "root", path: "", module: { default: Root } },
      ...Object.fromEntries(
        entries.map(([id, { path, module }]) => [id, { id, parentId: "root", path, module }]),
      ),
    },
    assets: {
      entry: { module: "/entry.client.js", imports: [] },
      routes: {
        root: {
          ...FLAGS,
          id: "root",
          path: "",
          module: "/root.js",
          hasLoader: false,
          hasAction: false,
        },
        ...Object.fromEntries(
          entries.map(([id, { path, module }]) => [
            id,
            {
              ...FLAGS,
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
}

export interface RunningApp {
  origin: string;
  server: Server;
  lifecycle: Lifecycle;
  close(): Promise<void>;
}

/**
 * The app as start.server.ts makes it, listening on `host`, with an external identity provider
 * (so no /oidc here) and `extraEnv` over the test environment.
 */
export async function startTestApp(
  build: ServerBuild,
  extraEnv: Record<string, string> = {},
  host = "127.0.0.1",
): Promise<RunningApp> {
  const env = parseEnv({
    DATA_DIR: getEnv().DATA_DIR,
    LOG_LEVEL: "silent",
    OIDC_ISSUER: "https://idp.test.example",
    OIDC_CLIENT_ID: "veld",
    OIDC_CLIENT_SECRET: "secret",
    ...extraEnv,
  });
  const lifecycle = createLifecycle();
  const app = await createApp({ env, build, lifecycle });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, host, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    server,
    lifecycle,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
