// Statements that every signed-in request sends (the session, the person's organisations, the
// notifications' overlay and count), prepared once per database instead of built on every request
// (issue 30). A CPU profile of /profile/home under load spent about a fifth of the server's time in
// Drizzle building the same SQL text again; a prepared query is built once, and on PostgreSQL
// node-postgres names it, so each connection parses and plans it once.
import type { Executor } from "./client.server";

const preparedByExecutor = new WeakMap<Executor, Map<string, unknown>>();

/**
 * The query `build` makes on `executor`, prepared under `name` once per executor (the process's
 * database, or one transaction). `build` passes every value as `sql.placeholder(…)` and ends with
 * `.prepare(name)`; `name` is unique to the statement's text (PostgreSQL keys the prepared
 * statement by it on each connection).
 */
export function preparedOn<Query>(
  executor: Executor,
  name: string,
  build: (executor: Executor, name: string) => Query,
): Query {
  let byName = preparedByExecutor.get(executor);
  if (!byName) {
    byName = new Map();
    preparedByExecutor.set(executor, byName);
  }
  let query = byName.get(name) as Query | undefined;
  if (query === undefined) {
    query = build(executor, name);
    byName.set(name, query);
  }
  return query;
}
