// Record ids are UUIDs. A value that is not one can never name a record, and PostgreSQL raises
// an error when it is compared with a uuid column: check it before any query, and answer 404.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}
