// Reads a request's loaders share (issue 30, decision 0129): a model function called without an
// executor reads the default database once per request while the page's loaders run
// (app/request-scope.server.ts); called with one (a transaction), it reads there every time.
import { db, type Executor } from "~/db/client.server";
import { oncePerRequest } from "~/request-scope.server";

export function readOnce<T>(
  key: string,
  executor: Executor | undefined,
  read: (executor: Executor) => Promise<T>,
): Promise<T> {
  return executor ? read(executor) : oncePerRequest(key, () => read(db()));
}
