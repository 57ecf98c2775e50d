// Password hashing with node:crypto's scrypt (no native dependency). The stored string names the
// algorithm and its parameters, so they can be raised later while old hashes still verify:
//   scrypt$<N>$<r>$<p>$<salt, base64url>$<hash, base64url>
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// N = 2^15, r = 8, p = 1: about 32 MiB and ~0.1 s per hash on the 2-core target machine
// (OWASP Password Storage Cheat Sheet lists N = 2^17 as its first choice; that costs 128 MiB a
// sign-in, too much for a small instance under the sign-in rate limit).
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes, or scrypt refuses.
    const maxmem = 256 * (options.N ?? PARAMS.N) * (options.r ?? PARAMS.r);
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  const { N, r, p } = PARAMS;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** True when `password` matches `stored`; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return false;
  const salt = Buffer.from(parts[4]!, "base64url");
  const expected = Buffer.from(parts[5]!, "base64url");
  if (expected.length === 0) return false;
  const actual = await derive(password, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for e-mails that have no account, so the
 * response time does not tell whether an address is registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await decoy);
  return false;
}
