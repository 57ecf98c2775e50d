// Work that runs beside the web server: the e-mail outbox worker and periodic clean-ups.
// Every instance runs them; the outbox claims rows with SKIP LOCKED and the clean-ups are
// idempotent, so several instances sharing one database do not get in each other's way.
import type { Env } from "~/env.server";
import { deleteExpiredSessions } from "~/services/auth/session.server";
import { createMailTransport } from "~/services/email/transport.server";
import { RETENTION_JOBS, runClaimed } from "~/services/retention/retention.server";
import { RETENTION_FIRST_DELAY_MS, RETENTION_INTERVAL_MS } from "~/services/retention/rules";
import { drainDueEmails } from "~/services/email/worker.server";
import {
  drainSummaryExports,
  SUMMARY_POLL_MS,
  SUMMARY_SWEEP_MS,
  sweepOldSummaries,
} from "~/services/summaries/summaries.server";
import { logger } from "~/logger.server";
import { recordTaskRun } from "./metrics.server";
import { BACKUP_JOB, nextDueTime, runScheduledBackup } from "./scheduled-backup.server";
import {
  STAGED_SWEEP_INTERVAL_MS,
  sweepStagedUploadsLogged,
} from "~/services/files/upload-sweep.server";
import { DAY_MS } from "~/shared/time";

export interface BackgroundWork {
  stop(): Promise<void>;
}

export const EMAIL_POLL_MS = 5_000;
export const SESSION_CLEANUP_MS = 60 * 60_000;

export interface PeriodicTask {
  /** Stops scheduling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `run` now (after `firstDelayMs`) and then `intervalMs` after each run ends (or when
 * `nextDelayMs` says: a task due at a time of day), so runs never overlap. Timers are unref'd: they never keep the process alive on their own. A failed run is
 * logged and the next one happens on schedule. Each run is counted on /metrics under `name`.
 */
export function startPeriodicTask(
  name: string,
  intervalMs: number,
  run: (isStopping: () => boolean) => Promise<unknown>,
  options: { firstDelayMs?: number; nextDelayMs?: () => number } = {},
): PeriodicTask {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  const schedule = (delay: number) => {
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  const tick = () => {
    const started = process.hrtime.bigint();
    inFlight = run(() => stopping)
      .then(
        () => true,
        (error: unknown) => {
          logger().error({ err: error, task: name }, "background task failed");
          return false;
        },
      )
      // A task that stops succeeding shows on /metrics before anyone reads the logs.
      .then((succeeded) =>
        recordTaskRun(name, Number(process.hrtime.bigint() - started) / 1e9, succeeded),
      )
      .finally(() => {
        inFlight = undefined;
        if (!stopping) schedule(options.nextDelayMs?.() ?? intervalMs);
      });
  };
  schedule(options.firstDelayMs ?? 0);

  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}

export async function startBackgroundWork(env: Env): Promise<BackgroundWork> {
  const tasks: PeriodicTask[] = [];
  const closers: Array<() => void> = [];

  if (env.emailWorker) {
    const transport = createMailTransport({
      smtpUrl: env.SMTP_URL,
      dataDir: env.DATA_DIR,
      replyTo: env.MAIL_REPLY_TO,
    });
    closers.push(() => transport.close());
    tasks.push(
      startPeriodicTask("email outbox", EMAIL_POLL_MS, (isStopping) =>
        drainDueEmails({ transport, shouldStop: isStopping }),
      ),
    );
    logger().info({ transport: transport.kind }, "e-mail outbox worker started");
  }

  // Expired sessions are refused on read already; this only keeps the table small.
  tasks.push(
    startPeriodicTask(
      "delete expired sessions",
      SESSION_CLEANUP_MS,
      () => deleteExpiredSessions(),
      {
        firstDelayMs: 60_000,
      },
    ),
  );

  // Staged uploads no form attached within a day (decision 0088); the start sweep ran once.
  tasks.push(
    startPeriodicTask("sweep staged uploads", STAGED_SWEEP_INTERVAL_MS, sweepStagedUploadsLogged, {
      firstDelayMs: STAGED_SWEEP_INTERVAL_MS,
    }),
  );

  // Generated summary files (decision 0102): each export is claimed with a lease (SKIP LOCKED),
  // so one instance builds it; files older than 30 days are swept.
  tasks.push(
    startPeriodicTask("generate summary files", SUMMARY_POLL_MS, drainSummaryExports, {
      firstDelayMs: SUMMARY_POLL_MS,
    }),
    startPeriodicTask("sweep old summary files", SUMMARY_SWEEP_MS, () => sweepOldSummaries(), {
      firstDelayMs: 5 * 60_000,
    }),
  );

  // Retention (issue 19; decision 0110): what the privacy policy promises, once a day. Every
  // instance schedules them; the claim in scheduled_job_runs gives each day's run to one. The
  // sweep of bytes no row points to, which ran only at start, is one of them.
  for (const [name, job] of Object.entries(RETENTION_JOBS)) {
    tasks.push(
      startPeriodicTask(
        name,
        RETENTION_INTERVAL_MS,
        () => runClaimed(name, () => job() as Promise<unknown>),
        {
          firstDelayMs: RETENTION_FIRST_DELAY_MS,
        },
      ),
    );
  }

  // The daily backup (decision 0119): checked five minutes after start (a day missed while no
  // instance ran is taken then), then at each BACKUP_SCHEDULE hour; one instance takes each.
  const backupHour = env.backupHour;
  if (backupHour !== null) {
    tasks.push(
      startPeriodicTask(BACKUP_JOB, DAY_MS, () => runScheduledBackup(backupHour, { env }), {
        firstDelayMs: RETENTION_FIRST_DELAY_MS,
        nextDelayMs: () => nextDueTime(new Date(), backupHour).getTime() - Date.now(),
      }),
    );
  }

  return {
    async stop() {
      await Promise.all(tasks.map((task) => task.stop()));
      for (const close of closers) close();
    },
  };
}
