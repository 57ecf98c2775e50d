// The Express application: security headers, request ids and logs, health checks and metrics,
// rate limits, the embedded identity provider (when no external one is configured) and Remix.
import { randomUUID } from "node:crypto";
import path from "node:path";
// The two halves of @remix-run/express's handler, exported by its module but not its index.
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { runAction, runInRequestScope } from "~/request-scope.server";
import { createRequestHandler as createRemixHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import { sql } from "drizzle-orm";
import express from "express";
import type { ViteDevServer } from "vite";
import { db } from "~/db/client.server";
import type { Env } from "~/env.server";
import { IDP_MOUNT_PATH, mountIdentityProvider } from "~/idp/index.server";
import { logger } from "~/logger.server";
import { createLifecycle, readinessCheck, type Lifecycle } from "./health.server";
import { metricsAccess, metricsRegistry, observeRequest } from "./metrics.server";
import { routeLabeller } from "./route-label.server";
import { canonicalPaths } from "./canonical-path.server";
import { limitPosts, mountRateLimits } from "./rate-limit.server";
import { mountStaticFiles } from "./static-files.server";
import { anonymousRequestLanguage } from "~/services/kit/language.server";
import { createPublicPageCache } from "./public-page-cache.server";
import { tileCspSources } from "~/shared/map-tiles";
import { botProtectionCspSources } from "~/services/jobs/bot-protection";
import { schedulingFrameSources } from "~/services/scheduling/widget";
import {
  cspNonce,
  hostCheck,
  originCheck,
  pdfViewerHeaders,
  securityHeaders,
} from "./security.server";

export interface CreateAppOptions {
  env: Env;
  build: ServerBuild | (() => Promise<ServerBuild>);
  vite?: ViteDevServer;
  /** Shared with start.server.ts's shutdown, which turns readiness off. */
  lifecycle?: Lifecycle;
}

// Express answers these itself, before Remix: each is its own route label.
const HEALTH_PATHS = ["/healthz", "/livez", "/readyz", "/metrics"] as const;

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    requestId: string;
  }
}

export async function createApp({
  env,
  build,
  vite,
  lifecycle = createLifecycle(),
}: CreateAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // One proxy in front (the load balancer): req.ip is the address it saw, the last entry of
  // X-Forwarded-For. Trusting every hop (`true`) would take the first entry, which the client
  // writes itself, and let anyone step around the rate limits by sending a new one each time.
  if (env.trustProxy) app.set("trust proxy", env.trustProxyHops);

  const routeOf = routeLabeller(build, {
    ownPaths: HEALTH_PATHS,
    identityProviderPath: env.embeddedIdentityProvider ? IDP_MOUNT_PATH : undefined,
  });
  app.use((req, res, next) => {
    const requestId = (req.get("x-request-id") ?? "").slice(0, 64) || randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    // Read now: a mounted middleware (express.static under /assets) strips its prefix from req.
    const pathname = req.path;
    let observed = false;
    // 'close' alone when the client went away first: slow requests are the ones that matter.
    const observe = () => {
      if (observed) return;
      observed = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      observeRequest(
        {
          method: req.method,
          statusCode: res.statusCode,
          finished: res.writableFinished,
          seconds,
        },
        routeOf(pathname),
      );
    };
    res.on("close", observe);
    res.on("finish", () => {
      observe();
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

  // Liveness: the process answers. Nothing else, so a database outage never restarts instances.
  app.get("/livez", (_req, res) => {
    res.set("Cache-Control", "no-store").status(200).json({ status: "ok" });
  });

  // Readiness: send this instance new requests? Not once shutdown has begun (decision 0106).
  const readiness = readinessCheck(lifecycle);
  app.get("/readyz", async (_req, res) => {
    const state = await readiness();
    res.set("Cache-Control", "no-store");
    if (state.ready) res.status(200).json({ status: "ok" });
    else res.status(503).json({ status: "unavailable", reason: state.reason });
  });

  app.get("/metrics", async (req, res, next) => {
    const access = metricsAccess(
      { remoteAddress: req.socket.remoteAddress, headers: req.headers },
      env.METRICS_TOKEN,
    );
    // Without a token nobody remote learns that the endpoint exists: Remix's own 404 page.
    if (access === "hidden") return next();
    if (access === "unauthorized") {
      res
        .status(401)
        .set("WWW-Authenticate", 'Bearer realm="metrics"')
        .type("text/plain")
        .send("Send METRICS_TOKEN as a bearer token to read the metrics.");
      return;
    }
    try {
      const body = await metricsRegistry.metrics();
      res.set("Cache-Control", "no-store").type(metricsRegistry.contentType).send(body);
    } catch (error) {
      logger().error({ err: error }, "could not collect the metrics");
      res.status(500).type("text/plain").send("The metrics could not be collected.");
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

  // The app's own limiter covers /oidc/interaction and /oidc/account; the provider's account
  // pages send e-mail or accept passwords too, so they get the same limit.
  if (env.embeddedIdentityProvider)
    await mountIdentityProvider(
      app,
      env,
      limitPosts("idp-account", { windowMs: 10 * 60_000, limit: env.RATE_LIMIT_SIGN_IN }),
    );

  // Vite serves public/ and the sources in development; the build's files in production, each
  // under its own prefix so that a page request never stats the disk (static-files.server).
  if (vite) app.use(vite.middlewares);
  else mountStaticFiles(app, { root: path.resolve("build/client"), immutable: ["assets"] });
  // Browsers ask for /favicon.ico whatever a page's <link rel="icon"> says (a PDF or a JSON
  // answer opened directly, a bookmark): answer with the SVG icon rather than a 404 (issue 13,
  // decision 0067). Every browser Veld supports shows an SVG favicon.
  app.get("/favicon.ico", (_req, res) => {
    res.sendFile(path.resolve("public/favicon.svg"), {
      maxAge: "1d",
      headers: { "Content-Type": "image/svg+xml" },
    });
  });

  // Remix, as @remix-run/express's createRequestHandler runs it, with the short cache of
  // anonymous public pages in front of the render (public-page-cache.server; decision 0105).
  const handleRequest = createRemixHandler(
    withActionsReadingAfresh(build),
    env.isProduction ? "production" : "development",
  );
  const publicPages = createPublicPageCache({
    ttlMs: env.PUBLIC_PAGE_CACHE_SECONDS * 1000,
    // One copy per language (decision 0158).
    variant: anonymousRequestLanguage,
  });
  app.use(hostCheck());
  app.all("*", async (req, res, next) => {
    try {
      const request = createRemixRequest(req, res);
      const loadContext = {
        cspNonce: res.locals.cspNonce as string,
        requestId: res.locals.requestId as string,
      };
      // Each request with a memory of its own: the matched routes' loaders read the session,
      // the person and the organisation once between them (request-scope.server.ts).
      const response = await runInRequestScope(() =>
        publicPages.handle(request, () => handleRequest(request, loadContext)),
      );
      sendOnce(res, response.headers);
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  });
  return app;
}

/**
 * sendRemixResponse appends each of the route's headers to what the middleware set, so a header
 * both send (helmet's `X-Content-Type-Options: nosniff` and a download's own) went out twice. A
 * header the route sends with the very value the middleware set is left to the route, so it goes
 * once (issue 28). Different values stay both, as before (two Content-Security-Policy headers are
 * both enforced), and Set-Cookie is never merged.
 */
function sendOnce(res: express.Response, headers: Headers) {
  for (const [name, value] of headers.entries()) {
    if (name === "set-cookie") continue;
    const set = res.getHeader(name);
    const values = set === undefined ? [] : Array.isArray(set) ? set : [String(set)];
    if (values.length > 0 && values.every((v) => v === value)) res.removeHeader(name);
  }
}

/**
 * The build with every route's action run through runAction (request-scope.server.ts): an action
 * reads afresh, and the loaders that render the page after it read what it wrote.
 */
function withActionsReadingAfresh(
  build: ServerBuild | (() => Promise<ServerBuild>),
): ServerBuild | (() => Promise<ServerBuild>) {
  const wrap = (built: ServerBuild): ServerBuild => ({
    ...built,
    routes: Object.fromEntries(
      Object.entries(built.routes).map(([id, route]) => {
        const action = route.module.action;
        if (!action) return [id, route];
        const module = {
          ...route.module,
          action: (args: Parameters<typeof action>[0]) => runAction(async () => action(args)),
        };
        return [id, { ...route, module }];
      }),
    ),
  });
  return typeof build === "function" ? async () => wrap(await build()) : wrap(build);
}
