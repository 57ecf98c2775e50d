import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Operations: the production server finishes a request in flight when it is told to stop.
test("on SIGTERM the server finishes the request in flight, then exits cleanly", async () => {
  test.setTimeout(90_000);
  const port = 3105;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "veld-shutdown-"));
  const server = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // An empty database: the demo data's seeding is minutes of work on a busy machine, and
      // nothing here reads it.
      SEED_DEMO_DATA: "false",
      // Without the demo data a production start needs a real operator (decision 0147).
      OPERATOR_LEGAL_NAME: "Karoo Carbon Farming (Pty) Ltd",
      OPERATOR_REGISTRATION_NUMBER: "2024/123456/07",
      OPERATOR_POSTAL_ADDRESS: "PO Box 12, Graaff-Reinet, 6280",
      OPERATOR_INFORMATION_OFFICER: "Nomsa Khumalo",
      OPERATOR_INFORMATION_OFFICER_EMAIL: "privacy@karoo-carbon.co.za",
      OPERATOR_EMAIL: "programme@karoo-carbon.co.za",
      MAIL_FROM: "Veld <no-reply@karoo-carbon.co.za>",
      BACKUP_SCHEDULE: "off",
    },
    stdio: "ignore",
  });
  const exited = new Promise<number | null>((resolve) =>
    server.on("exit", (code) => resolve(code)),
  );
  try {
    await expect
      .poll(
        async () => (await fetch(`http://localhost:${port}/healthz`).catch(() => null))?.status,
        {
          timeout: 60_000,
        },
      )
      .toBe(200);

    // A request whose body is still arriving when the signal comes.
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    const body = "x=".padEnd(20, "y");
    socket.write(
      `POST /faqs HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill("SIGTERM");
    // New connections are refused while it drains (as soon as the signal is handled: on a busy
    // machine that can take more than a moment)…
    await expect
      .poll(
        async () =>
          fetch(`http://localhost:${port}/healthz`).then(
            () => "answered",
            () => "refused",
          ),
        { timeout: 10_000 },
      )
      .toBe("refused");
    // …but the request in flight gets its whole answer.
    socket.write(body.slice(5));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(await exited).toBe(0);
  } finally {
    server.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
