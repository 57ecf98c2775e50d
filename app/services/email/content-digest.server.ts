// The digest an idempotency key is bound to (issue 28, decision 0117): a key stands for one
// content, so the same key with another content is told apart from a repeat. Canonical JSON
// (object keys sorted, so a JSONB round trip gives the same digest) hashed with SHA-256.
import { createHash } from "node:crypto";

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const object = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(object)
        .filter((key) => object[key] !== undefined)
        .sort()
        .map((key) => [key, canonical(object[key])]),
    );
  }
  return value;
}

/** The SHA-256 (hex) of `value` as canonical JSON. */
export function contentDigest(value: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(canonical(value)))
    .digest("hex");
}
