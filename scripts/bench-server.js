// What the benchmarks share: a free port, one request on a fresh connection, and the production
// build started on a throwaway DATA_DIR (scripts/bench.js, scripts/bench-throughput.js).
import { spawn } from "node:child_process";
import http from "node:http";
import net from "node:net";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One request on a fresh connection: status, headers, bytes on the wire, time to first byte. */
export function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { headers, agent: false }, (res) => {
      const ttfbMs = Number(process.hrtime.bigint() - started) / 1e6;
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          wire: Buffer.concat(chunks),
          ttfbMs,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

export async function startServer(port, dataDir, appUrl, extraEnv = {}) {
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: appUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      BACKUP_SCHEDULE: "off",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${stderr}`);
    try {
      if ((await get(`http://127.0.0.1:${port}/healthz`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`The server did not answer /healthz within 120 s:\n${stderr}`);
}

export function stopServer(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}
