// The admin grants model on a real database: one person's grants only, and no query at all for
// an id that is not a UUID (PostgreSQL would raise on the uuid column).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { adminGrants, users } from "~/db/schema";
import { listGrantedScopes } from "./admin-grants.server";

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
