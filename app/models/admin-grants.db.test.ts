// The admin grants model on a real database: one person's grants only, and no query at all for
// an id that is not a UUID (PostgreSQL would raise on the uuid column).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { adminGrants, users } from "~/db/schema";
import {
  deleteGrants,
  insertGrants,
  listAllGrants,
  listGrantedScopes,
  listSessionTokenPermissions,
} from "./admin-grants.server";

let granted: string;
let other: string;

beforeAll(async () => {
  const [a, b] = await db()
    .insert(users)
    .values([
      { subject: "auth|granted", email: "granted@example.org" },
      { subject: "auth|other", email: "other@example.org" },
    ])
    .returning();
  granted = a!.id;
  other = b!.id;
  await db()
    .insert(adminGrants)
    .values([
      { userId: granted, scope: "write:application" },
      { userId: granted, scope: "read:admin" },
      { userId: other, scope: "write:roles" },
    ]);
});

describe("listGrantedScopes", () => {
  it("lists the person's own grants, and nobody else's", async () => {
    expect(await listGrantedScopes(granted)).toEqual(["read:admin", "write:application"]);
    expect(await listGrantedScopes(other)).toEqual(["write:roles"]);
  });

  it("has none for an unknown id or one that is not a UUID", async () => {
    expect(await listGrantedScopes("00000000-0000-4000-8000-000000000000")).toEqual([]);
    expect(await listGrantedScopes("not-an-id")).toEqual([]);
  });
});

describe("insertGrants, deleteGrants, listAllGrants (decision 0096)", () => {
  it("adds only new grants with who granted them, removes only the named ones", async () => {
    const [person] = await db()
      .insert(users)
      .values({ subject: "auth|changed", email: "changed@example.org", name: "Lerato" })
      .returning();
    const id = person!.id;
    expect(await insertGrants(id, ["read:admin", "write:consts"], granted)).toEqual([
      "read:admin",
      "write:consts",
    ]);
    expect(await insertGrants(id, ["read:admin"], granted)).toEqual([]);
    const rows = (await listAllGrants()).filter((row) => row.userId === id);
    expect(rows.map((row) => [row.scope, row.grantedByEmail, row.name])).toEqual([
      ["read:admin", "granted@example.org", "Lerato"],
      ["write:consts", "granted@example.org", "Lerato"],
    ]);
    expect(await deleteGrants(id, ["write:consts", "write:roles"])).toEqual(["write:consts"]);
    expect(await listGrantedScopes(id)).toEqual(["read:admin"]);
    // Nobody else's grants changed.
    expect(await listGrantedScopes(other)).toEqual(["write:roles"]);
  });

  it("does nothing for an id that is not a UUID", async () => {
    expect(await insertGrants("not-an-id", ["read:admin"], null)).toEqual([]);
    expect(await deleteGrants("not-an-id", ["read:admin"])).toEqual([]);
  });

  it("lists no session permissions when nobody is signed in with any", async () => {
    expect(await listSessionTokenPermissions(new Date())).toEqual([]);
  });
});
