// Rate limits on sign-in and public form posts (express-rate-limit), with their counters in the
// database so every app instance sharing one PostgreSQL counts the same hits.
import type { Express, RequestHandler } from "express";
import { rateLimit, type Options, type Store } from "express-rate-limit";
import { sql } from "drizzle-orm";
import { db, queryRows } from "~/db/client.server";
import { NO_CACHE_HEADERS } from "~/services/api/envelope";

export class DatabaseRateLimitStore implements Store {
  windowMs = 60_000;
  localKeys = false;
  constructor(public prefix: string) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string) {
    const id = this.prefix + key;
    const windowSeconds = this.windowMs / 1000;
    // One statement: start a new window when the old one has ended, otherwise count the hit.
    const [row] = await queryRows<{ hits: number; reset_at: string | Date }>(
      db(),
      sql`
      INSERT INTO rate_limits (key, hits, reset_at)
      VALUES (${id}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
      RETURNING hits, reset_at`,
    );
    return { totalHits: Number(row!.hits), resetTime: new Date(row!.reset_at) };
  }

  async decrement(key: string) {
    await db().execute(
      sql`UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = ${this.prefix + key}`,
    );
  }

  async resetKey(key: string) {
    await db().execute(sql`DELETE FROM rate_limits WHERE key = ${this.prefix + key}`);
  }
}

export function limitPosts(
  name: string,
  options: { windowMs: number; limit: number },
): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    skip: (req) => req.method !== "POST",
    store: new DatabaseRateLimitStore(`${name}:`),
    handler: (req, res) => {
      const message =
        "Too many attempts from your connection. Please wait a few minutes and try again.";
      // /api/v2 answers in its envelope (docs/api.md) even when the limit stops a call here.
      if (req.originalUrl.startsWith("/api/")) {
        res.status(429).set(NO_CACHE_HEADERS).json({ ok: false, message });
        return;
      }
      res.status(429).type("text/plain").send(message);
    },
  });
}

const TEN_MINUTES = 10 * 60_000;

/**
 * The limits on posts, by the paths they guard: sign-in (Veld's /auth and the provider's forms)
 * and the public forms. Express matches these mounts on the raw path, so canonicalPaths() must
 * run first: then the path limited here is the path Remix and the provider route.
 */
export function mountRateLimits(app: Express, limits: { signIn: number; publicForms: number }) {
  app.use(
    ["/auth", "/oidc/interaction", "/oidc/account"],
    limitPosts("sign-in", { windowMs: TEN_MINUTES, limit: limits.signIn }),
  );
  app.use(
    ["/jobs", "/verify", "/api/v2/user/verification"],
    limitPosts("public-form", { windowMs: TEN_MINUTES, limit: limits.publicForms }),
  );
}
