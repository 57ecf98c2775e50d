// The Express application: security headers, request ids and logs, health check, rate limits,
// the embedded identity provider (when no external one is configured) and Remix.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import { sql } from "drizzle-orm";
import express from "express";
import type { ViteDevServer } from "vite";
import { db } from "~/db/client.server";
import type { Env } from "~/env.server";
import { mountIdentityProvider } from "~/idp/index.server";
import { logger } from "./logger.server";
import { canonicalPaths } from "./canonical-path.server";
import { mountRateLimits } from "./rate-limit.server";
import { tileCspSources } from "~/services/contracting/map-tiles";
import { botProtectionCspSources } from "~/services/jobs/bot-protection";
import { schedulingFrameSources } from "~/services/scheduling/widget";
import { cspNonce, originCheck, pdfViewerHeaders, securityHeaders } from "./security.server";

export interface CreateAppOptions {
  env: Env;
  build: ServerBuild | (() => Promise<ServerBuild>);
  vite?: ViteDevServer;
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    requestId: string;
  }
}

export async function createApp({ env, build, vite }: CreateAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  if (env.trustProxy) app.set("trust proxy", true);

  app.use((req, res, next) => {
    const requestId = (req.get("x-request-id") ?? "").slice(0, 64) || randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger().info(
        {
          requestId,
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ms: Math.round(ms),
        },
        "request",
      );
    });
    next();
  });

  // Before every other middleware: each one sees the path that is routed (canonical-path.server).
  app.use(canonicalPaths());

  app.get("/healthz", async (_req, res) => {
    try {
      await db().execute(sql`SELECT 1`);
      res.status(200).json({ status: "ok", database: "ok" });
    } catch (error) {
      logger().error({ err: error }, "health check failed");
      res.status(503).json({ status: "error", database: "unreachable" });
    }
  });

  app.use(compression());

  const issuerOrigin = new URL(env.issuer).origin;
  app.use(cspNonce);
  const botSources = botProtectionCspSources(env.BOT_PROTECTION);
  const pageHeaders = securityHeaders({
    appUrl: env.APP_URL,
    formActionOrigins: issuerOrigin === new URL(env.APP_URL).origin ? [] : [issuerOrigin],
    isProduction: env.isProduction,
    // The bot-protection provider's script and frame, only when one is configured (issue 5).
    // … and the scheduling widget's iframe, only when SCHEDULING_URL is set (decision 0049).
    extraSources: {
      ...botSources,
      frame: [...botSources.frame, ...schedulingFrameSources(env.SCHEDULING_URL)],
      // … and the farm map's tile host (MAP_TILE_URL), none when tiles are off (decision 0068).
      img: tileCspSources(env.mapTiles.url),
    },
  });
  // Job leaflets shown inline at /pdf/<id>.pdf, and the admins' evidence previews (decision
  // 0084), need a policy the browser's PDF viewer works under.
  const pdfHeaders = pdfViewerHeaders({ isProduction: env.isProduction });
  app.use((req, res, next) =>
    (req.path.startsWith("/pdf/") || req.path.startsWith("/admin/journey/evidence/file/")
      ? pdfHeaders
      : pageHeaders)(req, res, next),
  );
  app.use(originCheck(env.APP_URL));

  mountRateLimits(app, {
    signIn: env.RATE_LIMIT_SIGN_IN,
    publicForms: env.RATE_LIMIT_PUBLIC_FORMS,
  });

  if (env.embeddedIdentityProvider) await mountIdentityProvider(app, env);

  if (vite) {
    app.use(vite.middlewares);
  } else {
    app.use(
      "/assets",
      express.static(path.resolve("build/client/assets"), { immutable: true, maxAge: "1y" }),
    );
    app.use(express.static(path.resolve("build/client"), { maxAge: "1h" }));
  }
  // Browsers ask for /favicon.ico whatever a page's <link rel="icon"> says (a PDF or a JSON
  // answer opened directly, a bookmark): answer with the SVG icon rather than a 404 (issue 13,
  // decision 0067). Every browser Veld supports shows an SVG favicon.
  app.get("/favicon.ico", (_req, res) => {
    res.sendFile(path.resolve("public/favicon.svg"), {
      maxAge: "1d",
      headers: { "Content-Type": "image/svg+xml" },
    });
  });
  app.use(express.static(path.resolve("public"), { maxAge: "1h" }));

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: env.isProduction ? "production" : "development",
      getLoadContext: (_req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        requestId: res.locals.requestId as string,
      }),
    }),
  );
  return app;
}
