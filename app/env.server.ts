// Configuration from environment variables, validated once at start (a bad value stops the start).
// Every external part has an embedded default, so an empty environment runs Veld alone.
import path from "node:path";
import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";
import {
  attributionTextProblem,
  attributionUrlProblem,
  DEFAULT_TILE_MAX_ZOOM,
  NO_TILES,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
  tileUrlProblem,
  type MapTileConfig,
} from "~/shared/map-tiles";
import { DEMONSTRATION_OPERATOR, setProcessOperator, type Operator } from "~/shared/operator";

const port = (name: string) =>
  z.coerce
    .number({ invalid_type_error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be between 1 and 65535`)
    .max(65535, `${name} must be between 1 and 65535`);

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""], {
    errorMap: () => ({ message: "must be true or false" }),
  })
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1"));

function isHttpUrl(value: string) {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * One mailbox on one line, as a header carries it: `programme@veld.example` or
 * `Veld programme team <programme@veld.example>` (a name with a comma in quotes). Not a list,
 * not a group, nothing that would start another header line.
 */
export function isSingleMailbox(value: string) {
  if (/[\r\n]/.test(value)) return false;
  const parsed = addressparser(value);
  const [only] = parsed;
  return (
    parsed.length === 1 &&
    only !== undefined &&
    "address" in only &&
    /^[^\s@<>]+@[^\s@<>]+$/.test(only.address)
  );
}

const providerUrl = (name: string) =>
  optionalString.pipe(
    z
      .string()
      .refine(isHttpUrl, `${name} must be an http:// or https:// URL at the identity provider`)
      .optional(),
  );

/** One line of text a document prints as given (a name, a number, an address). */
const operatorText = (name: string) =>
  optionalString.pipe(
    z
      .string()
      .max(300, `${name} must be at most 300 characters`)
      .refine((v) => !/[\r\n]/.test(v), `${name} must be one line`)
      .optional(),
  );

const operatorEmail = (name: string) =>
  optionalString.pipe(
    z
      .string()
      .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, `${name} must be an e-mail address`)
      .optional(),
  );

/**
 * The operator's details a production start needs (decision 0147), each with what it is for. The
 * jobs address falls back to OPERATOR_EMAIL and a telephone number is optional.
 */
export const REQUIRED_OPERATOR_SETTINGS = {
  OPERATOR_LEGAL_NAME: "the registered name of the company that runs Veld",
  OPERATOR_REGISTRATION_NUMBER: "its company registration number",
  OPERATOR_POSTAL_ADDRESS: "its postal address",
  OPERATOR_INFORMATION_OFFICER: "its Information Officer's name (POPIA s 55)",
  OPERATOR_INFORMATION_OFFICER_EMAIL: "the Information Officer's e-mail address",
  OPERATOR_EMAIL: "the programme's general e-mail address",
} as const;

// Reserved names (RFC 2606, RFC 6761) never reach anyone: a placeholder, not an operator.
const UNDELIVERABLE = /\.(example|invalid|test|localhost)$/i;

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: port("PORT").default(3000),
    HOST: optionalString,
    APP_URL: optionalString.pipe(
      z.string().url("APP_URL must be a full URL such as https://veld.example").optional(),
    ),
    DATA_DIR: optionalString,
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
        .optional(),
    ),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    SESSION_SECRET: optionalString.pipe(
      z.string().min(32, "SESSION_SECRET must be at least 32 characters long").optional(),
    ),
    OIDC_ISSUER: optionalString.pipe(
      z.string().url("OIDC_ISSUER must be the provider's issuer URL").optional(),
    ),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_AUDIENCE: optionalString,
    OIDC_ORGANIZATION: optionalString,
    // An external provider's account actions (issue 32; decision 0148): its account page
    // (password, two-step sign-in, e-mail), its change-password endpoint (Auth0's
    // /dbconnections/change_password shape) and an endpoint that sends a new verification e-mail.
    OIDC_ACCOUNT_URL: providerUrl("OIDC_ACCOUNT_URL"),
    OIDC_PASSWORD_RESET_URL: providerUrl("OIDC_PASSWORD_RESET_URL"),
    OIDC_PASSWORD_RESET_CONNECTION: optionalString,
    OIDC_VERIFICATION_URL: providerUrl("OIDC_VERIFICATION_URL"),
    OIDC_ACCESS_TOKEN_TTL: optionalString.pipe(
      z.coerce
        .number({ invalid_type_error: "OIDC_ACCESS_TOKEN_TTL must be a number of seconds" })
        .int("OIDC_ACCESS_TOKEN_TTL must be a whole number of seconds")
        .min(
          61,
          "OIDC_ACCESS_TOKEN_TTL must be more than 60 seconds (tokens are refreshed 60 s before expiry)",
        )
        .max(86_400, "OIDC_ACCESS_TOKEN_TTL must be at most 86400 seconds (a day)")
        .default(3600),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: z.string().default("Veld <no-reply@veld.example>"),
    // Where replies to Veld's e-mails go (issue 32; decision 0143): programme e-mails say "reply
    // to this e-mail", and MAIL_FROM is a no-reply address. Every e-mail carries it as Reply-To.
    MAIL_REPLY_TO: optionalString.pipe(
      z
        .string()
        .default("Veld programme team <programme@veld.example>")
        .refine(
          isSingleMailbox,
          "MAIL_REPLY_TO must be one e-mail address, such as programme@veld.example or Veld programme team <programme@veld.example>",
        ),
    ),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1024 * 1024),
    RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_PUBLIC_FORMS: z.coerce.number().int().min(1).default(20),
    // How long one instance keeps an anonymous public page it rendered (issue 19; decision
    // 0105); 0 turns the cache off.
    PUBLIC_PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
    // The worker pool for CPU-heavy work (decision 0120): threads (default: one fewer than the
    // cores, at least one), each operation's deadline, and how many tasks one person may run.
    WORKER_THREADS: optionalString.pipe(
      z.coerce
        .number({ message: "WORKER_THREADS must be a whole number from 1 to 64" })
        .int("WORKER_THREADS must be a whole number from 1 to 64")
        .min(1, "WORKER_THREADS must be a whole number from 1 to 64")
        .max(64, "WORKER_THREADS must be a whole number from 1 to 64")
        .optional(),
    ),
    WORKER_DEADLINE_MS: z.coerce
      .number({ message: "WORKER_DEADLINE_MS must be a number of milliseconds" })
      .int("WORKER_DEADLINE_MS must be a whole number of milliseconds")
      .min(100, "WORKER_DEADLINE_MS must be at least 100")
      .max(600_000, "WORKER_DEADLINE_MS must be at most 600000 (10 minutes)")
      .default(10_000),
    WORKER_JOBS_PER_PERSON: z.coerce
      .number({ message: "WORKER_JOBS_PER_PERSON must be a whole number from 1 to 16" })
      .int("WORKER_JOBS_PER_PERSON must be a whole number from 1 to 16")
      .min(1, "WORKER_JOBS_PER_PERSON must be a whole number from 1 to 16")
      .max(16, "WORKER_JOBS_PER_PERSON must be a whole number from 1 to 16")
      .default(2),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    TRUST_PROXY: booleanFlag,
    // How many proxies stand in front with TRUST_PROXY (a CDN before the load balancer is 2).
    TRUST_PROXY_HOPS: optionalString.pipe(
      z.coerce
        .number({ message: "TRUST_PROXY_HOPS must be a whole number from 1 to 10" })
        .int("TRUST_PROXY_HOPS must be a whole number from 1 to 10")
        .min(1, "TRUST_PROXY_HOPS must be a whole number from 1 to 10")
        .max(10, "TRUST_PROXY_HOPS must be a whole number from 1 to 10")
        .default(1),
    ),
    SEED_DEMO_DATA: booleanFlag,
    // The organisation that runs Veld (issue 32; decision 0147): named by the privacy policy,
    // the terms, the declined farmer's contact details and the e-mails.
    OPERATOR_LEGAL_NAME: operatorText("OPERATOR_LEGAL_NAME"),
    OPERATOR_REGISTRATION_NUMBER: operatorText("OPERATOR_REGISTRATION_NUMBER"),
    OPERATOR_POSTAL_ADDRESS: operatorText("OPERATOR_POSTAL_ADDRESS"),
    OPERATOR_INFORMATION_OFFICER: operatorText("OPERATOR_INFORMATION_OFFICER"),
    OPERATOR_INFORMATION_OFFICER_EMAIL: operatorEmail("OPERATOR_INFORMATION_OFFICER_EMAIL"),
    OPERATOR_EMAIL: operatorEmail("OPERATOR_EMAIL"),
    OPERATOR_JOBS_EMAIL: operatorEmail("OPERATOR_JOBS_EMAIL"),
    OPERATOR_PHONE: optionalString.pipe(
      z
        .string()
        .regex(
          /^\+?[0-9][0-9 ()-]{6,20}$/,
          "OPERATOR_PHONE must be a telephone number such as +27 12 345 6789",
        )
        .optional(),
    ),
    EMAIL_WORKER: booleanFlag,
    // Opens /metrics to whoever sends it as a bearer token (decision 0106); unset, /metrics
    // answers only direct connections from loopback. It travels in a header: no spaces.
    METRICS_TOKEN: optionalString.pipe(
      z
        .string()
        .min(32, "METRICS_TOKEN must be at least 32 characters long (openssl rand -hex 32)")
        .regex(/^[\x21-\x7e]+$/, "METRICS_TOKEN must be printable ASCII without spaces")
        .optional(),
    ),
    // The appointment-scheduling page embedded on /profile/journey_start (spec §2 'Scheduling
    // widget'), e.g. https://calendly.com/veld/onboarding. Unset: the widget is not offered.
    SCHEDULING_URL: optionalString.pipe(
      z
        .string()
        .url("SCHEDULING_URL must be a full URL such as https://calendly.com/veld/onboarding")
        .optional(),
    ),
    // Bot protection of public forms (spec §7 'a bot-protection script with a site key').
    // 'none' keeps the honeypot and the rate limit, which are always on.
    BOT_PROTECTION: z
      .enum(["none", "turnstile", "recaptcha"], {
        message: "BOT_PROTECTION must be one of none, turnstile, recaptcha",
      })
      .default("none"),
    BOT_PROTECTION_SITE_KEY: optionalString,
    BOT_PROTECTION_SECRET: optionalString,
    // The farm map's background tiles (issue 13 'Weight', decision 0068): a Leaflet URL template
    // on https, or 'none' for boundaries on a plain background. Unset: OpenStreetMap's tiles.
    MAP_TILE_URL: optionalString.pipe(
      z
        .string()
        .superRefine((value, ctx) => {
          const problem = value === NO_TILES ? null : tileUrlProblem(value);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        })
        .optional(),
    ),
    // The provider's credit as plain text (escaped where it is shown) and where it links to.
    MAP_TILE_ATTRIBUTION: optionalString.pipe(
      z
        .string()
        .superRefine((value, ctx) => {
          const problem = attributionTextProblem(value);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        })
        .optional(),
    ),
    MAP_TILE_ATTRIBUTION_URL: optionalString.pipe(
      z
        .string()
        .superRefine((value, ctx) => {
          const problem = attributionUrlProblem(value);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        })
        .optional(),
    ),
    MAP_TILE_MAX_ZOOM: optionalString.pipe(
      z.coerce
        .number({ invalid_type_error: "MAP_TILE_MAX_ZOOM must be a number" })
        .int("MAP_TILE_MAX_ZOOM must be a whole number")
        .min(1, "MAP_TILE_MAX_ZOOM must be between 1 and 22")
        .max(22, "MAP_TILE_MAX_ZOOM must be between 1 and 22")
        .default(DEFAULT_TILE_MAX_ZOOM),
    ),
    // Where upload bytes live (decision 0108): the disk under DATA_DIR, or an S3-compatible
    // bucket that several instances share. The S3_* variables are read with either, because
    // `npm run files:to-s3` copies the disk to the bucket before FILE_STORE changes.
    FILE_STORE: optionalString.pipe(
      z.enum(["disk", "s3"], { message: "FILE_STORE must be disk or s3" }).default("disk"),
    ),
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        // AWS's rule, which R2 and MinIO share: 3-63 lowercase letters, digits, dots, hyphens.
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens",
        )
        .optional(),
    ),
    S3_REGION: optionalString,
    // The SDK's own variable, read only to default S3_REGION to it as the SDK itself would.
    AWS_REGION: optionalString,
    S3_ENDPOINT: optionalString.pipe(
      z
        .string()
        .refine(
          isHttpUrl,
          "S3_ENDPOINT must be an http:// or https:// URL such as https://<account>.r2.cloudflarestorage.com",
        )
        .optional(),
    ),
    S3_FORCE_PATH_STYLE: booleanFlag,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    // The daily backup the running instance takes (decision 0119): 'off', or the hour (0-23,
    // the programme's time zone) from which it is due; one instance of several takes it.
    BACKUP_SCHEDULE: optionalString.pipe(
      z
        .string()
        .regex(
          /^(off|[01]?\d|2[0-3])$/,
          "BACKUP_SCHEDULE must be off or an hour from 0 to 23 (South African time)",
        )
        .default("2"),
    ),
    // How many scheduled backups to keep in DATA_DIR/backups or the bucket's backups/.
    BACKUP_KEEP: optionalString.pipe(
      z.coerce
        .number({ invalid_type_error: "BACKUP_KEEP must be a whole number from 1 to 365" })
        .int("BACKUP_KEEP must be a whole number from 1 to 365")
        .min(1, "BACKUP_KEEP must be a whole number from 1 to 365")
        .max(365, "BACKUP_KEEP must be a whole number from 1 to 365")
        .default(7),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER) {
      for (const key of ["OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: `${key} is required when OIDC_ISSUER is set`,
          });
        }
      }
    }
    for (const key of [
      "OIDC_ACCOUNT_URL",
      "OIDC_PASSWORD_RESET_URL",
      "OIDC_PASSWORD_RESET_CONNECTION",
      "OIDC_VERIFICATION_URL",
    ] as const) {
      if (env[key] && !env.OIDC_ISSUER) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `${key} is for an external identity provider: set OIDC_ISSUER too (the built-in provider has its own pages)`,
        });
      }
    }
    if (env.BOT_PROTECTION !== "none") {
      for (const key of ["BOT_PROTECTION_SITE_KEY", "BOT_PROTECTION_SECRET"] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: `${key} is required when BOT_PROTECTION is ${env.BOT_PROTECTION}`,
          });
        }
      }
    }
    // Another provider's tiles need that provider's credit: OpenStreetMap's would be wrong.
    if (
      env.MAP_TILE_URL &&
      env.MAP_TILE_URL !== NO_TILES &&
      env.MAP_TILE_URL !== OSM_TILE_URL &&
      !env.MAP_TILE_ATTRIBUTION
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["MAP_TILE_ATTRIBUTION"],
        message:
          "MAP_TILE_ATTRIBUTION is required when MAP_TILE_URL names another tile provider (the credit its terms require, as plain text)",
      });
    }
    if (env.FILE_STORE === "s3" && !env.S3_BUCKET) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "S3_BUCKET is required when FILE_STORE is s3",
      });
    }
    // One key without its secret is a typo, not a wish for the SDK's credential chain.
    for (const [key, other] of [
      ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
      ["S3_SECRET_ACCESS_KEY", "S3_ACCESS_KEY_ID"],
    ] as const) {
      if (env[other] && !env[key]) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `${key} is required when ${other} is set`,
        });
      }
    }
    if (env.NODE_ENV === "production" && env.APP_URL) {
      if (new URL(env.APP_URL).protocol !== "https:" && !isLoopback(env.APP_URL)) {
        ctx.addIssue({
          code: "custom",
          path: ["APP_URL"],
          message: "APP_URL must use https:// in production (secure cookies need it)",
        });
      }
    }
  });

export type Env = ReturnType<typeof parseEnv>;

/** The map preview's tiles from the validated variables (decision 0068). */
function mapTilesOf(env: z.infer<typeof schema>): MapTileConfig {
  const maxZoom = env.MAP_TILE_MAX_ZOOM ?? DEFAULT_TILE_MAX_ZOOM;
  if (env.MAP_TILE_URL === NO_TILES) return { url: null, attribution: null, maxZoom };
  const attribution = env.MAP_TILE_ATTRIBUTION
    ? { text: env.MAP_TILE_ATTRIBUTION, url: env.MAP_TILE_ATTRIBUTION_URL ?? null }
    : { ...OSM_ATTRIBUTION, url: env.MAP_TILE_ATTRIBUTION_URL ?? OSM_ATTRIBUTION.url };
  return { url: env.MAP_TILE_URL ?? OSM_TILE_URL, attribution, maxZoom };
}

/** The operator from OPERATOR_*; a detail not set is the demonstration operator's (decision 0147). */
function operatorOf(env: z.infer<typeof schema>): Operator {
  const demo = DEMONSTRATION_OPERATOR;
  const configured = Object.keys(REQUIRED_OPERATOR_SETTINGS).every(
    (key) => env[key as keyof typeof REQUIRED_OPERATOR_SETTINGS] !== undefined,
  );
  const email = env.OPERATOR_EMAIL ?? demo.email;
  return {
    name: demo.name,
    legalName: env.OPERATOR_LEGAL_NAME ?? demo.legalName,
    registrationNumber: env.OPERATOR_REGISTRATION_NUMBER ?? demo.registrationNumber,
    postalAddress: env.OPERATOR_POSTAL_ADDRESS ?? demo.postalAddress,
    informationOfficer: {
      name: env.OPERATOR_INFORMATION_OFFICER ?? demo.informationOfficer.name,
      email: env.OPERATOR_INFORMATION_OFFICER_EMAIL ?? demo.informationOfficer.email,
    },
    email,
    jobsEmail: env.OPERATOR_JOBS_EMAIL ?? (env.OPERATOR_EMAIL ? email : demo.jobsEmail),
    phone: env.OPERATOR_PHONE ?? null,
    demonstration: !configured,
  };
}

/** The address of a mailbox ('Veld <no-reply@veld.example>' → 'no-reply@veld.example'). */
const addressOf = (mailbox: string) =>
  /<([^<>]*)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();

/**
 * Why a production start without the demo data refuses its operator: each required setting not
 * set, and each address that can never be delivered (decision 0147), the e-mails' sender and
 * reply address among them (`replyTo`: MAIL_REPLY_TO as it will be used).
 */
function operatorProblems(env: z.infer<typeof schema>, replyTo: string | undefined): string[] {
  const problems: string[] = [];
  for (const [key, meaning] of Object.entries(REQUIRED_OPERATOR_SETTINGS)) {
    if (env[key as keyof typeof REQUIRED_OPERATOR_SETTINGS] === undefined) {
      problems.push(
        `${key} is required in production (${meaning}): Veld will not name a demonstration operator to real people; set it, or run on the demo data (SEED_DEMO_DATA=true)`,
      );
    }
  }
  for (const key of [
    "OPERATOR_INFORMATION_OFFICER_EMAIL",
    "OPERATOR_EMAIL",
    "OPERATOR_JOBS_EMAIL",
  ] as const) {
    const value = env[key];
    if (value && UNDELIVERABLE.test(value)) {
      problems.push(`${key} must be an address people can write to, not a placeholder (${value})`);
    }
  }
  // The sender and the reply address of every e-mail: a placeholder domain never sends or
  // receives mail (mail providers refuse a sender whose domain cannot be checked).
  if (UNDELIVERABLE.test(addressOf(env.MAIL_FROM))) {
    problems.push(
      `MAIL_FROM must be set in production to the address Veld's e-mails are sent from, at the operator's own domain, not a placeholder (${env.MAIL_FROM}): set it, or run on the demo data (SEED_DEMO_DATA=true)`,
    );
  }
  if (replyTo && UNDELIVERABLE.test(addressOf(replyTo))) {
    problems.push(
      `MAIL_REPLY_TO must be an address people can write to, not a placeholder (${replyTo}): set it, or OPERATOR_EMAIL, where replies go when it is not set`,
    );
  }
  return problems;
}

/** The bucket of the S3_* variables, or null without S3_BUCKET (decision 0108). */
function objectStorageOf(env: z.infer<typeof schema>) {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    // R2 reads us-east-1 as its 'auto'; MinIO ignores the region unless configured with one.
    region: env.S3_REGION ?? env.AWS_REGION ?? "us-east-1",
    endpoint: env.S3_ENDPOINT,
    // Only AWS itself serves every bucket at its own host name; another endpoint (MinIO, R2,
    // s3rver) is reached as endpoint/bucket unless told otherwise.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

function isLoopback(url: string) {
  return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Veld cannot start: the configuration has ${problems.length} problem(s):\n- ${problems.join("\n- ")}`,
    );
    this.name = "EnvError";
  }
}

/** Parses and validates the environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>) {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const name = issue.path.join(".") || "environment";
        return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  const env = result.data;
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  const dataDir = path.resolve(env.DATA_DIR ?? "data");
  const embeddedIdentityProvider = !env.OIDC_ISSUER;
  // Demo accounts have a published password: seeded by default only where nobody else can
  // reach them (development, or production on a loopback URL such as `npm start`).
  const seedDemoData =
    embeddedIdentityProvider &&
    (env.SEED_DEMO_DATA ?? (env.NODE_ENV !== "production" || isLoopback(appUrl)));
  // A real start names a real operator (issue 32): only the demo data may run on the
  // demonstration operator, and then every page that shows it says so.
  // Replies reach the operator's general address unless MAIL_REPLY_TO says otherwise (0147).
  const replyTo =
    source.MAIL_REPLY_TO?.trim() || !env.OPERATOR_EMAIL
      ? env.MAIL_REPLY_TO
      : `Veld programme team <${env.OPERATOR_EMAIL}>`;
  if (env.NODE_ENV === "production" && !seedDemoData) {
    const problems = operatorProblems(env, replyTo);
    if (problems.length > 0) throw new EnvError(problems);
  }
  return {
    ...env,
    MAIL_REPLY_TO: replyTo,
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    isProduction: env.NODE_ENV === "production",
    embeddedIdentityProvider,
    issuer: env.OIDC_ISSUER ?? `${appUrl}/oidc`,
    audience: env.OIDC_AUDIENCE ?? (embeddedIdentityProvider ? `${appUrl}/api/v2` : undefined),
    seedDemoData,
    operator: operatorOf(env),
    emailWorker: env.EMAIL_WORKER ?? true,
    trustProxy: env.TRUST_PROXY ?? false,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    mapTiles: mapTilesOf(env),
    // null: no scheduled backups.
    backupHour: env.BACKUP_SCHEDULE === "off" ? null : Number(env.BACKUP_SCHEDULE),
    objectStorage: objectStorageOf(env),
  };
}

let loaded: Env | undefined;

/**
 * Reads and validates the configuration from `source` (process.env), making it this process's:
 * start-up calls it first, so a bad value stops Veld with a message naming it. Calling it again
 * (tests that change process.env do) replaces it; what is derived from it (cookies, the OIDC
 * client) is keyed by the Env object and follows.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  loaded = parseEnv(source);
  setProcessOperator(loaded.operator);
  return loaded;
}

/** The validated configuration of this process (loaded on first use). */
export function getEnv(): Env {
  return loaded ?? loadEnv();
}
