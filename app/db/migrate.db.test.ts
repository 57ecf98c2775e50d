import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, queryRows } from "./client.server";
import { migrate, MigrationError } from "./migrate.server";

function migrationsFolder(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "veld-migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  const entries = Object.keys(files).map((tag, idx) => ({ idx, tag }));
  fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ entries }));
  for (const [tag, text] of Object.entries(files))
    fs.writeFileSync(path.join(dir, `${tag}.sql`), text);
  return dir;
}

async function tableExists(name: string) {
  const rows = await queryRows(
    db(),
    sql`SELECT 1 FROM information_schema.tables WHERE table_name = ${name}`,
  );
  return rows.length > 0;
}

describe("migrations", () => {
  it("the foundation tables exist once the repository's migrations have run", async () => {
    for (const table of [
      "users",
      "organisations",
      "memberships",
      "admin_grants",
      "sessions",
      "email_outbox",
      "stored_files",
      "audit_log",
    ]) {
      expect(await tableExists(table), table).toBe(true);
    }
    // Running them again applies nothing.
    expect(await migrate(db())).toEqual([]);
  });

  it("a migration that fails leaves the database as the previous migration left it", async () => {
    const folder = migrationsFolder({
      "9000_good": "CREATE TABLE mig_good (id int);",
      "9001_bad":
        "CREATE TABLE mig_half (id int);\n--> statement-breakpoint\nSELECT no_such_function();",
    });
    await expect(migrate(db(), folder)).rejects.toBeInstanceOf(MigrationError);
    expect(await tableExists("mig_good")).toBe(true);
    expect(await tableExists("mig_half")).toBe(false);
    const tags = await queryRows<{ tag: string }>(
      db(),
      sql`SELECT tag FROM veld_migrations WHERE tag LIKE '900%'`,
    );
    expect(tags.map((t) => t.tag)).toEqual(["9000_good"]);
  });

  it("names the failing migration in its error", async () => {
    const folder = migrationsFolder({ "9100_broken": "CREATE TABLE (;" });
    await expect(migrate(db(), folder)).rejects.toThrow(
      /Migration 9100_broken failed and was rolled back/,
    );
  });
});
