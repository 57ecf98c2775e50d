// `npm run test:host-install` (decision 0119): the README's host install, checked. The production
// build, server.js, scripts/veld.js, drizzle/, patches/ and package*.json are copied into a
// temporary folder and `npm ci --omit=dev` installs the runtime dependencies alone (no vite-node).
// From there: Veld starts on a data folder with the demo data; `npm run backup` while it runs (the
// running Veld takes it) and after it stopped (directly); `npm run restore` of each into a fresh
// folder, whose rows and uploads must equal the data folder's; `npm run files:to-s3` into a
// bucket (s3rver). Needs `npm run build` first; CI runs it after `npm test`. Prints PASS/FAIL per
// check and 'N passed, N failed'.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import S3rver from "s3rver";
import { freePort, get } from "../../scripts/bench-server.js";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(2);
}

const started = Date.now();
let passed = 0;
let failed = 0;
async function check(name, run) {
  const at = Date.now();
  try {
    await run();
    passed += 1;
    console.log(`PASS ${name} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${name}\n     ${error instanceof Error ? error.message : String(error)}`);
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "veld-host-"));
const host = path.join(tmp, "app");
const dataDir = path.join(tmp, "data");

/** Runs `command` in the host folder; resolves with its exit code and output. */
function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: host,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

async function succeeds(command, args, env) {
  const result = await run(command, args, env);
  assert(
    result.code === 0,
    `${[command, ...args].join(" ")} exited ${result.code}:\n${result.output}`,
  );
  return result.output;
}

/** Every table's row count and a digest of its rows, read with PGlite from a data folder. */
async function fingerprint(folder) {
  const client = await PGlite.create(path.join(folder, "pgdata"));
  try {
    const { rows: tables } = await client.query(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const result = {};
    for (const { tablename } of tables) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM "${tablename}" t`,
      );
      result[tablename] = rows[0];
    }
    return result;
  } finally {
    await client.close();
  }
}

/** Each upload's name and SHA-256. */
function uploadsOf(folder) {
  const dir = path.join(folder, "uploads");
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .sort()
      .map((name) => [
        name,
        createHash("sha256")
          .update(fs.readFileSync(path.join(dir, name)))
          .digest("hex"),
      ]),
  );
}

function sameJson(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a === e) return;
  const differing = Object.keys({ ...expected, ...actual }).filter(
    (key) => JSON.stringify(actual[key]) !== JSON.stringify(expected[key]),
  );
  throw new Error(`${what} differ: ${differing.join(", ")}`);
}

let server;
try {
  await check("npm ci --omit=dev installs the build's runtime, patches applied", async () => {
    fs.mkdirSync(host);
    for (const entry of ["build", "drizzle", "patches", "scripts/veld.js", "server.js"]) {
      fs.cpSync(path.join(root, entry), path.join(host, entry), { recursive: true });
    }
    for (const file of ["package.json", "package-lock.json"]) {
      fs.copyFileSync(path.join(root, file), path.join(host, file));
    }
    await succeeds("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"], {
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
    });
    assert(!fs.existsSync(path.join(host, "node_modules/vite-node")), "vite-node was installed");
    // The route-matching backports (decision 0105) are the host's too: patch-package ran.
    const router = fs.readFileSync(
      path.join(host, "node_modules/@remix-run/router/dist/router.cjs.js"),
      "utf8",
    );
    assert(router.includes("veld-backport"), "the @remix-run/router patch was not applied");
  });

  await check("Veld starts from the install on a new data folder with the demo data", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["server.js"], {
      cwd: host,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // Nothing writes while the backups are compared: no e-mails go out.
        EMAIL_WORKER: "false",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    server = { child, exited, output: () => output };
    const deadline = Date.now() + 120_000;
    for (;;) {
      assert(child.exitCode === null, `Veld exited:\n${output}`);
      const ready = await get(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (ready?.status === 200) break;
      assert(Date.now() < deadline, `Veld was not ready after 120 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert(
      fs.readdirSync(path.join(dataDir, "uploads")).length > 0,
      "the demo data has no uploads",
    );
  });

  await check("npm run backup while Veld runs: the running Veld takes it", async () => {
    const output = await succeeds("npm", [
      "run",
      "backup",
      "--",
      "--out",
      path.join(tmp, "live.tar"),
    ]);
    assert(
      output.includes(
        `Backed up to ${path.join(tmp, "live.tar")} (taken by the Veld running on it`,
      ),
      `unexpected output:\n${output}`,
    );
    assert(server.child.exitCode === null, "Veld stopped");
  });

  await check("npm run backup after Veld stopped: directly, under the DATA_DIR lock", async () => {
    server.child.kill("SIGTERM");
    assert((await server.exited) === 0, `Veld did not stop cleanly:\n${server.output()}`);
    server = undefined;
    const output = await succeeds("npm", [
      "run",
      "backup",
      "--",
      "--out",
      path.join(tmp, "offline.tar"),
    ]);
    assert(
      output.includes(`Backed up to ${path.join(tmp, "offline.tar")}:`),
      `unexpected output:\n${output}`,
    );
  });

  const source = { rows: await fingerprint(dataDir), uploads: uploadsOf(dataDir) };
  for (const archive of ["live.tar", "offline.tar"]) {
    await check(`npm run restore of ${archive}: the same rows and uploads`, async () => {
      const target = path.join(tmp, `restored-${archive}`);
      const output = await succeeds("npm", [
        "run",
        "restore",
        "--",
        path.join(tmp, archive),
        "--data-dir",
        target,
      ]);
      assert(output.includes("every checksum matched"), `unexpected output:\n${output}`);
      sameJson(await fingerprint(target), source.rows, "tables");
      sameJson(uploadsOf(target), source.uploads, "uploads");
    });
  }

  await check("npm run files:to-s3 copies the uploads to a bucket", async () => {
    const bucketDir = path.join(tmp, "s3");
    const s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      directory: bucketDir,
      silent: true,
      configureBuckets: [{ name: "veld-host" }],
    });
    const { port } = await s3.run();
    try {
      const output = await succeeds("npm", ["run", "files:to-s3"], {
        S3_BUCKET: "veld-host",
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      });
      const count = Object.keys(source.uploads).length;
      assert(output.includes(`copied ${count} (`), `unexpected output:\n${output}`);
    } finally {
      await s3.close();
    }
  });
} finally {
  if (server) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

console.log(`host install: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
