// `npm run test:instances` (issue 19 'Several instances'; decision 0109): two production
// instances on one PostgreSQL behind the round-robin proxy of scripts/instances.js, checked with
// real HTTP requests through the proxy and to each instance directly. Uploads go to one bucket
// (FILE_STORE=s3, on s3rver started here), so a file taken by one instance is served by the other.
// Needs the production build
// (`npm run build`) and DATABASE_URL (a server where it may create and drop a database of its
// own); CI runs it after `npm run test:db`. Prints PASS/FAIL per check and 'N passed, N failed'.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import S3rver from "s3rver";
import {
  createDatabase,
  freePort,
  SESSION_COOKIE,
  signIn,
  startInstance,
  startProxy,
} from "../../scripts/instances.js";

const FARMER = "farmer@veld.example";
const ADMIN = "admin@veld.example";
const FORM_LIMIT = 6;
const EMAILS = 60;
const LOAD_REQUESTS = 1200;

if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set: this test needs a PostgreSQL server.");
  process.exit(2);
}
if (!fs.existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(2);
}

let passed = 0;
let failed = 0;
async function check(name, run) {
  const started = Date.now();
  try {
    await run();
    passed += 1;
    console.log(`PASS ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${name}\n     ${error instanceof Error ? error.message : String(error)}`);
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The shared bucket (decision 0108): s3rver on loopback, in a throwaway folder.
const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), "veld-instances-s3-"));
const s3 = new S3rver({
  address: "127.0.0.1",
  port: 0,
  directory: bucketDir,
  silent: true,
  configureBuckets: [{ name: "veld-instances" }],
});
const { port: s3Port } = await s3.run();

const database = await createDatabase(process.env.DATABASE_URL);
const sql = new pg.Client({ connectionString: database.url });
const proxy = await startProxy([]);
const instances = [];
try {
  const env = {
    // Small enough to reach with a few posts; sign-in keeps its own, larger counter.
    RATE_LIMIT_PUBLIC_FORMS: String(FORM_LIMIT),
    RATE_LIMIT_SIGN_IN: "1000",
    // Access tokens due for refresh 2 s after sign-in, so the refresh lease is exercised.
    OIDC_ACCESS_TOKEN_TTL: "62",
    // Behind the proxy, which sets X-Forwarded-For, as in production behind a load balancer.
    TRUST_PROXY: "true",
    FILE_STORE: "s3",
    S3_BUCKET: "veld-instances",
    S3_REGION: "us-east-1",
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: "true",
    // s3rver's one account.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
  // One after the other, as a rolling start would: the first migrates and seeds the database.
  for (const name of ["A", "B"]) {
    const port = await freePort();
    instances.push(
      await startInstance({ name, port, appUrl: proxy.url, databaseUrl: database.url, env }),
    );
  }
  const [a, b] = instances;
  proxy.setUpstreams([a.base, b.base]);
  await sql.connect();
  console.log(`Two instances on ${database.name}: A ${a.base}, B ${b.base}, proxy ${proxy.url}`);

  const profileHome = async (jar, base) => {
    const res = await jar.fetch(`${base}/profile/home`);
    const html = await res.text();
    return { status: res.status, location: res.headers.get("location"), html };
  };

  let farmer;
  await check("a session made on A is honoured on B", async () => {
    farmer = await signIn({ via: a.base, appUrl: proxy.url, email: FARMER });
    const onB = await profileHome(farmer, b.base);
    assert(onB.status === 200, `B answered ${onB.status} (→ ${onB.location}) for A's session`);
    assert(onB.html.includes("<title>Home"), "B's answer is not the farmer's home page");
    const anonymous = await fetch(`${b.base}/profile/home`, { redirect: "manual" });
    assert(anonymous.status >= 300 && anonymous.status < 400, "B lets anyone in");
  });

  await check("signing in through the proxy (the provider's steps on both) works", async () => {
    const jar = await signIn({ via: proxy.url, appUrl: proxy.url, email: FARMER });
    for (const base of [a.base, b.base]) {
      const page = await profileHome(jar, base);
      assert(page.status === 200, `${base} answered ${page.status}`);
    }
  });

  await check("a token due for refresh is refreshed once across both instances", async () => {
    const jar = await signIn({ via: a.base, appUrl: proxy.url, email: FARMER });
    // The newest session is this sign-in's: nothing else signs in meanwhile.
    const { rows: newest } = await sql.query(
      "SELECT id FROM sessions ORDER BY created_at DESC LIMIT 1",
    );
    const sessionId = newest[0]?.id;
    const expiry = async () => {
      const { rows } = await sql.query(
        "SELECT access_token_expires_at, refresh_token FROM sessions WHERE id = $1",
        [sessionId],
      );
      return rows[0];
    };
    const before = await expiry();
    assert(before, "no session row for the cookie");
    // Due 60 s before expiry: with a 62 s token, due 2 s after sign-in.
    await sleep(2_500);
    // Both instances at once: each must take the lease or wait for the other's result. Were both
    // to refresh, the provider would see the rotated refresh token used twice and end the grant.
    const pages = await Promise.all(
      [a.base, b.base, a.base, b.base, a.base, b.base].map((base) => profileHome(jar, base)),
    );
    const statuses = pages.map((page) => page.status);
    assert(
      statuses.every((status) => status === 200),
      `statuses ${statuses.join(", ")} (a refresh failed and signed the farmer out)`,
    );
    const after = await expiry();
    assert(
      new Date(after.access_token_expires_at) > new Date(before.access_token_expires_at),
      "the access token was not refreshed",
    );
    assert(after.refresh_token !== before.refresh_token, "the refresh token did not rotate");
    await sleep(500);
    for (const base of [a.base, b.base]) {
      const page = await profileHome(jar, base);
      assert(page.status === 200, `after the refresh ${base} answered ${page.status}`);
    }
  });

  await check("a CV taken by B is in the shared bucket and served to the admin by A", async () => {
    const { rows: open } = await sql.query(
      `SELECT id FROM job_postings WHERE status = 'active'
         AND (closing_date IS NULL OR closing_date > now()) ORDER BY title LIMIT 1`,
    );
    assert(open[0], "the seed made no open job posting");
    const email = `cv-${Date.now()}@example.com`;
    const cv = Buffer.concat([
      Buffer.from("%PDF-1.4\n% two-instance test\n"),
      randomBytes(40_000),
      Buffer.from("\n%%EOF\n"),
    ]);
    const form = new FormData();
    const fields = {
      job: open[0].id,
      firstName: "Thabo",
      surname: "Mokoena",
      email,
      phoneNumber: "0821234567",
      gender: "male",
      race: "african",
      highestQualification: "BSc Agriculture",
      salary: "R25 000",
      employmentStatus: "fullTime",
      noticePeriod: "4",
      motivation: "I grew up on a farm near Ficksburg.",
      website: "",
      intent: "job-application",
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("cv", new Blob([cv], { type: "application/pdf" }), "Thabo CV.pdf");
    const applied = await fetch(`${b.base}/jobs/${open[0].id}`, {
      method: "POST",
      redirect: "manual",
      // As the proxy would forward it (the page's origin as X-Forwarded-Host), from another address
      // than the rate-limit check's, which counts its own posts from loopback.
      headers: {
        origin: proxy.url,
        "x-forwarded-host": new URL(proxy.url).host,
        "x-forwarded-for": "198.51.100.7",
      },
      body: form,
    });
    assert(applied.status < 400, `B answered ${applied.status} to the application`);
    const { rows } = await sql.query(
      `SELECT f.id, f.storage_key FROM job_applications a
         JOIN stored_files f ON f.id = a.cv_file_id WHERE a.email = $1`,
      [email],
    );
    assert(rows[0], "no application with a CV was stored");
    const { id, storage_key: key } = rows[0];
    // The bytes are in the bucket, not on either instance's disk.
    const inBucket = fs
      .readdirSync(bucketDir, { recursive: true })
      .some((name) => path.basename(String(name)).startsWith(key));
    assert(inBucket, `the bucket has no object ${key}`);
    for (const instance of instances) {
      const uploads = path.join(instance.dataDir, "uploads");
      const local = fs.existsSync(uploads) ? fs.readdirSync(uploads) : [];
      assert(!local.length, `instance ${instance.name} keeps uploads on its disk`);
    }
    const admin = await signIn({ via: a.base, appUrl: proxy.url, email: ADMIN });
    const download = await admin.fetch(`${a.base}/files/${id}`);
    assert(download.status === 200, `A answered ${download.status} for the CV`);
    const bytes = Buffer.from(await download.arrayBuffer());
    assert(bytes.equals(cv), `A served ${bytes.length} bytes, not the ${cv.length} B took`);
  });

  await check(
    `the rate limit is shared: ${FORM_LIMIT} posts in all, split across A and B`,
    async () => {
      const statuses = [];
      for (let i = 0; i < FORM_LIMIT + 2; i++) {
        const base = i % 2 === 0 ? a.base : b.base;
        const res = await fetch(`${base}/verify`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: proxy.url,
            // As the proxy forwards it: a post whose Host differs from its Origin is refused.
            "x-forwarded-host": new URL(proxy.url).host,
          },
          body: "",
        });
        statuses.push(res.status);
      }
      const limited = statuses.map((status) => status === 429);
      const expected = statuses.map((_, i) => i >= FORM_LIMIT);
      assert(
        limited.every((value, i) => value === expected[i]),
        `statuses ${statuses.join(", ")}: expected 429 from post ${FORM_LIMIT + 1} on`,
      );
    },
  );

  await check(
    `the outbox sends each of ${EMAILS} e-mails exactly once with both workers on`,
    async () => {
      const prefix = `two-instances ${Date.now()}`;
      for (let i = 0; i < EMAILS; i++) {
        await sql.query(
          `INSERT INTO email_outbox (idempotency_key, "to", "from", subject, text)
         VALUES ($1, $2, 'veld@veld.example', $3, 'Sent by the two-instance test.')`,
          [`${prefix} ${i}`, `person${i}@example.com`, `${prefix} #${i}`],
        );
      }
      const mine = async () =>
        (
          await sql.query(
            "SELECT id, status, attempts FROM email_outbox WHERE subject LIKE $1 || ' #%'",
            [prefix],
          )
        ).rows;
      // Each worker polls every 5 s and drains in batches of 10.
      const deadline = Date.now() + 30_000;
      let rows = await mine();
      while (rows.some((row) => row.status !== "sent") && Date.now() < deadline) {
        await sleep(500);
        rows = await mine();
      }
      assert(rows.length === EMAILS, `${rows.length} rows queued`);
      const unsent = rows.filter((row) => row.status !== "sent");
      assert(!unsent.length, `${unsent.length} e-mails not sent within 30 s`);
      const retried = rows.filter((row) => row.attempts !== 1);
      assert(!retried.length, `${retried.length} e-mails claimed more than once`);
      // The disk transport writes <outbox id>.eml under each instance's own DATA_DIR.
      const files = instances.map((instance) => {
        const dir = path.join(instance.dataDir, "mail");
        return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
      });
      for (const row of rows) {
        const copies = files.filter((names) => names.includes(`${row.id}.eml`)).length;
        assert(copies === 1, `e-mail ${row.id} was written ${copies} times`);
      }
      const counts = files.map(
        (names) => rows.filter((row) => names.includes(`${row.id}.eml`)).length,
      );
      console.log(`     sent by A: ${counts[0]}, by B: ${counts[1]}`);
    },
  );

  await check(
    `SIGTERM on A during ${LOAD_REQUESTS} requests through the proxy loses none`,
    async () => {
      const cookie = `${SESSION_COOKIE}=${farmer.cookies.get(SESSION_COOKIE)}`;
      const statuses = new Map();
      let answered = 0;
      let sent = false;
      const run = autocannon({
        url: proxy.url,
        connections: 10,
        amount: LOAD_REQUESTS,
        timeout: 20,
        requests: [
          { method: "GET", path: "/" },
          { method: "GET", path: "/jobs" },
          { method: "GET", path: "/faqs" },
          { method: "GET", path: "/profile/home", headers: { cookie } },
        ],
      });
      const exitCode = new Promise((resolve) => {
        run.on("response", (_client, status) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          answered += 1;
          // A third of the way in, with every connection busy.
          if (!sent && answered >= LOAD_REQUESTS / 3) {
            sent = true;
            resolve(a.stop());
          }
        });
      });
      const result = await new Promise((resolve, reject) =>
        run.on("done", resolve).on("error", reject),
      );
      const code = await exitCode;
      const summary = [...statuses].map(([status, n]) => `${status}×${n}`).join(", ");
      console.log(
        `     ${result.requests.sent} sent, ${result.requests.total} answered (${summary}); proxy: ${proxy.stats.retried} retried ` +
          `on the other instance, ${proxy.stats.failed} failed`,
      );
      assert(
        result.errors === 0 && result.timeouts === 0,
        `${result.errors} errors, ${result.timeouts} timeouts`,
      );
      const bad = [...statuses].filter(([status]) => status >= 400);
      assert(!bad.length, `answers ≥ 400: ${bad.map(([s, n]) => `${s}×${n}`).join(", ")}`);
      // autocannon stops at `amount` requests sent; count what was answered, never less than sent
      // by more than the connections' last requests (it does not wait for those).
      assert(
        result.requests.total >= LOAD_REQUESTS - 10,
        `${result.requests.total} of ${LOAD_REQUESTS} answered`,
      );
      assert(code === 0, `A exited with ${code}`);
      const stillServing = await fetch(`${proxy.url}/jobs`);
      assert(
        stillServing.status === 200,
        `after A stopped the proxy answered ${stillServing.status}`,
      );
    },
  );
} catch (error) {
  failed += 1;
  console.log(
    `FAIL setting up two instances\n     ${error instanceof Error ? error.stack : error}`,
  );
} finally {
  const codes = await Promise.all(instances.map((instance) => instance.stop()));
  if (failed) {
    for (const instance of instances) {
      const tail = instance.output().trim().split("\n").slice(-20).join("\n");
      if (tail) console.log(`--- instance ${instance.name}'s output (last lines):\n${tail}`);
    }
  }
  for (const instance of instances) instance.cleanUp();
  await sql.end().catch(() => {});
  await proxy.close();
  await database.drop();
  // The SDK keeps its sockets alive; close() alone would wait for them.
  s3.httpServer?.closeAllConnections();
  await s3.close();
  fs.rmSync(bucketDir, { recursive: true, force: true });
  if (codes.some((code) => code !== 0)) console.log(`exit codes: ${codes.join(", ")}`);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
