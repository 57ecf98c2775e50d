// The one way services open a transaction: they never import the db client or drizzle-orm
// (eslint.config.js), so a change that must commit or fail as a whole is `transaction(async
// (tx) => …)` here, and `tx` goes to every model call inside it as their last argument.
import { db, type Executor } from "~/db/client.server";

/** The database or a transaction inside it; every model function takes one, optionally. */
export type { Executor };

/**
 * Runs `work` in a transaction: everything it writes commits together, or nothing does when it
 * throws (the error then reaches the caller unchanged). Inside another transaction (`within`),
 * it is a savepoint: a failure undoes only `work`'s writes.
 */
export function transaction<T>(work: (tx: Executor) => Promise<T>, within?: Executor): Promise<T> {
  return (within ?? db()).transaction(work);
}
