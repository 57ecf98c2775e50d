// Several Veld instances on one PostgreSQL behind a small round-robin proxy (issue 19 'Several
// instances'; decision 0109), shared by the two-instance test (tests/instances) and
// `npm run load`. Everything listens on 127.0.0.1.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import pg from "pg";
import { freePort, get } from "./bench-server.js";

export { freePort, get };

export const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

function databaseUrlFor(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh database on the server of `serverUrl`; `drop()` removes it (and its connections). */
export async function createDatabase(serverUrl, prefix = "veld_instances") {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    name,
    url: databaseUrlFor(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Starts `node server.js` (the production build) on `port` with its own DATA_DIR and the shared
 * APP_URL and DATABASE_URL; resolves once /healthz answers 200. `exited` resolves with the exit
 * code; `output()` is what it printed: its log lines at LOG_LEVEL (warn: the errors) and stderr.
 */
export async function startInstance({ name, port, appUrl, databaseUrl, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `veld-${name}-`));
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: appUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      BACKUP_SCHEDULE: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // pino writes to stdout; at LOG_LEVEL warn that is only what went wrong, so it is kept too.
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Instance ${name} exited:\n${output}`);
    try {
      if ((await get(`${base}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`Instance ${name} did not answer /healthz within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    name,
    port,
    base,
    dataDir,
    child,
    exited,
    output: () => output,
    /** SIGTERM, then the exit code (0 after a clean drain). */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const code = await exited;
      return code;
    },
    cleanUp() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Errors that prove the upstream never saw the request: nothing listens (stopped instance), or
// a reused keep-alive socket the upstream closed as idle just as the request went out (Node's
// documented keep-alive race: `req.reusedSocket`). Both are safe to send elsewhere, even a POST.
const neverReached = (error, req) =>
  error.code === "ECONNREFUSED" || (req.reusedSocket && error.code === "ECONNRESET");

/**
 * A round-robin reverse proxy to `upstreams` (base URLs) on 127.0.0.1:`port`. Request bodies are
 * buffered (forms are small here), so a request whose upstream refused it is sent to the next
 * one; a request an upstream accepted is answered by that upstream alone, however it ends.
 * Forwards X-Forwarded-For/-Proto/-Host as a real load balancer would.
 */
export async function startProxy(upstreams, { port } = {}) {
  // Keep-alive to the upstreams, as a load balancer keeps its pool: a connection per request
  // would measure the proxy's handshakes more than Veld.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const stats = { requests: 0, retried: 0, failed: 0, byUpstream: new Map() };
  let next = 0;

  const forward = (req, res, body, first, attempt) => {
    const upstream = upstreams[(first + attempt) % upstreams.length];
    const target = new URL(req.url, upstream);
    const headers = { ...req.headers };
    headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
    headers["x-forwarded-proto"] = "http";
    headers["x-forwarded-host"] = req.headers.host ?? "";
    headers["content-length"] = String(body.length);
    delete headers["transfer-encoding"];
    const upstreamReq = http.request(
      target,
      { method: req.method, headers, agent },
      (upstreamRes) => {
        stats.byUpstream.set(upstream, (stats.byUpstream.get(upstream) ?? 0) + 1);
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.rawHeaders);
        upstreamRes.pipe(res);
        upstreamRes.on("error", () => res.destroy());
      },
    );
    upstreamReq.on("error", (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (neverReached(error, upstreamReq) && attempt < upstreams.length * 2) {
        stats.retried += 1;
        forward(req, res, body, first, attempt + 1);
        return;
      }
      stats.failed += 1;
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(`Bad gateway: ${error.code ?? error.message}`);
    });
    upstreamReq.end(body);
  };

  const server = http.createServer((req, res) => {
    stats.requests += 1;
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      next = (next + 1) % upstreams.length;
      forward(req, res, Buffer.concat(chunks), next, 0);
    });
  });
  const listenPort = port ?? (await freePort());
  await new Promise((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    stats,
    /** Replaces the upstreams (e.g. to start the instances after the proxy's URL is known). */
    setUpstreams(list) {
      upstreams = list;
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A cookie jar (paths and expiry ignored) around fetch that never follows redirects. */
export class CookieJar {
  cookies = new Map();

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async fetch(url, init = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", this.header());
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(";")[0] ?? "";
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || /;\s*max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

export const DEMO_PASSWORD = "veld-demo";
export const SESSION_COOKIE = "__Host-veld_session";

/**
 * Signs `email` in through the embedded provider's form with plain HTTP, as a browser without
 * JavaScript would. Every request goes to `via` (an instance or the proxy); the redirects name
 * `appUrl`, the origin Veld and its provider were started with. Returns the jar, holding Veld's
 * session cookie.
 */
export async function signIn({ via, appUrl, email, returnTo = "/profile/home" }) {
  const jar = new CookieJar();
  const at = (location) => {
    const url = new URL(location, appUrl);
    return new URL(url.pathname + url.search, via).toString();
  };
  let res = await jar.fetch(at(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`));
  // /auth/login → the provider's /oidc/auth → its interaction page with the sign-in form.
  for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 5; hops++)
    res = await jar.fetch(at(res.headers.get("location")));
  const html = await res.text();
  const action = /<form[^>]*action="([^"]*\/login)"/.exec(html)?.[1];
  if (res.status !== 200 || !action)
    throw new Error(`no sign-in form (status ${res.status}) for ${email}`);
  res = await jar.fetch(at(action.replaceAll("&amp;", "&")), {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      // What a browser sends with a form post: the origin check refuses a post without it.
      origin: new URL(appUrl).origin,
    },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
  });
  // The provider's resume, then Veld's /auth/callback, which sets the session cookie.
  for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 6; hops++) {
    const location = res.headers.get("location");
    if (new URL(location, appUrl).pathname === returnTo) break;
    res = await jar.fetch(at(location));
  }
  if (!jar.cookies.has(SESSION_COOKIE))
    throw new Error(`signing in ${email} set no session cookie (last status ${res.status})`);
  return jar;
}
