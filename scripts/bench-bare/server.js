// Serves the bare app's production build as Remix's Express template does: its assets, then Remix.
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import express from "express";

const buildDir = path.resolve(
  process.env.BENCH_BARE_BUILD ?? path.join(import.meta.dirname, "build"),
);
const build = await import(path.join(buildDir, "server/index.js"));
const app = express();
app.disable("x-powered-by");
app.use(
  "/assets",
  express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }),
);
app.all("*", createRequestHandler({ build, mode: "production" }));
const server = app.listen(Number(process.env.PORT ?? 3001), "127.0.0.1", () =>
  console.log(`bare Remix app on http://127.0.0.1:${server.address().port}`),
);
process.once("SIGTERM", () => server.close(() => process.exit(0)));
