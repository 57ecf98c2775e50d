import pino from "pino";
import { getEnv } from "~/env.server";

const holder = globalThis as unknown as { __veldLogger?: pino.Logger };

/** The process logger: structured JSON lines (pino); each request gets a child with its id. */
export function logger(): pino.Logger {
  holder.__veldLogger ??= pino({
    level: process.env.VITEST ? "silent" : getEnv().LOG_LEVEL,
    base: { app: "veld" },
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.accessToken"],
  });
  return holder.__veldLogger;
}
