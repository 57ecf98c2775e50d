import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./passwords.server";

describe("password hashing", () => {
  it("a hashed password verifies with the same password", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
  });

  it("a wrong password does not verify", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery!", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("stores a self-describing scrypt string with its own salt, never the password", async () => {
    const [a, b] = await Promise.all([hashPassword("veld-demo"), hashPassword("veld-demo")]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toContain("veld-demo");
    // Random salts: the same password gives different strings.
    expect(a).not.toBe(b);
  });

  it("a hash made with other scrypt parameters still verifies (they are read from the string)", async () => {
    const stored = await hashPassword("veld-demo");
    const parts = stored.split("$");
    // Same salt and key, but claiming N = 2^14: the key no longer matches.
    expect(await verifyPassword("veld-demo", ["scrypt", 16384, ...parts.slice(2)].join("$"))).toBe(
      false,
    );
  });

  it("an unreadable stored value verifies nothing instead of throwing", async () => {
    for (const stored of ["", "plain-text", "bcrypt$2b$10$abc", "scrypt$0$8$1$c2FsdA$a2V5"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });

  it("the decoy check for unknown e-mails always fails", async () => {
    expect(await verifyAgainstDecoy("veld-demo")).toBe(false);
  });
});
