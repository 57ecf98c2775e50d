// The background work as started with the app (app/server/start.server.ts): a queued e-mail
// leaves within one poll, and shutting down waits for it.
import fs from "node:fs";
import { expect, it } from "vitest";
import { getEnv, parseEnv } from "~/env.server";
import { startBackgroundWork } from "~/server/background.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import { findLatestEmailTo } from "~/services/email/mailbox.server";
import { emlPath } from "~/services/email/transport.server";

it("with the e-mail worker on, a queued e-mail is written to DATA_DIR/mail and marked sent", async () => {
  const env = parseEnv({ DATA_DIR: getEnv().DATA_DIR });
  expect(env.emailWorker).toBe(true);
  const { id } = await enqueueEmail({
    to: "naledi@example.co.za",
    subject: "Welcome to Veld",
    text: "Hi",
  });
  const work = await startBackgroundWork(env);
  try {
    await expect
      .poll(async () => (await findLatestEmailTo("naledi@example.co.za"))?.status, {
        timeout: 5000,
      })
      .toBe("sent");
  } finally {
    await work.stop();
  }
  expect(fs.existsSync(emlPath(env.DATA_DIR, id!))).toBe(true);
});

it("with EMAIL_WORKER=false, nothing is sent", async () => {
  const env = parseEnv({ DATA_DIR: getEnv().DATA_DIR, EMAIL_WORKER: "false" });
  await enqueueEmail({ to: "pieter@example.co.za", subject: "Hello", text: "Hi" });
  const work = await startBackgroundWork(env);
  await new Promise((r) => setTimeout(r, 200));
  await work.stop();
  expect((await findLatestEmailTo("pieter@example.co.za"))?.status).toBe("pending");
});
