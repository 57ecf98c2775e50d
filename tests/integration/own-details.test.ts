// 'Your details' (/profile/details; issue 32 'Nobody can change their own details'), through the
// route on a real database: the page shows the answers given at sign-up; one post changes them,
// checked with the sign-up rules, and the audit log names the answers changed (not their values);
// a refused post comes back with every value and the error beside the field; staff looking
// through /admin/userView cannot change anything. PUT /api/v2/user/info saves through the same
// service.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, userProfiles, users } from "~/db/schema";
import { action, loader } from "~/routes/profile.details";
import { DETAILS_SAVED } from "~/services/profiles/details-form";
import { updateOwnProfile } from "~/services/profiles/signup.server";
import { insertTestProfile, insertTestUser } from "../support/model-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const URL = "http://localhost/profile/details";
let userId: string;
let cookie: string;

beforeAll(async () => {
  const user = await insertTestUser({ email: "details@veld.example", name: "Naledi" });
  await db().update(users).set({ surname: "Khumalo" }).where(eq(users.id, user.id));
  await insertTestProfile(user.id);
  await db()
    .update(userProfiles)
    .set({
      phoneNumber: "+27 821234567",
      userType: "regenerativeFarmer",
      country: "ZA",
      region: "KZN",
      mailingList: true,
    })
    .where(eq(userProfiles.userId, user.id));
  userId = user.id;
  cookie = await signInCookie(user.subject, user.email);
});

function post(values: Record<string, string>, headers: Record<string, string> = { cookie }) {
  return callRoute(
    action,
    new Request(URL, {
      method: "POST",
      headers,
      body: new URLSearchParams({ intent: "details", ...values }),
    }),
  );
}

const valid = {
  name: "Naledi",
  surname: "Khumalo-Dube",
  "phoneNumber.country": "ZA",
  "phoneNumber.number": "082 765 4321",
  userType: "regenerativeFarmer",
  country: "ZA",
  region: "FS",
  hearAboutUs: "webinar",
};

describe("/profile/details", () => {
  it("shows the person's own answers, the e-mail read-only", async () => {
    const data = (await callRoute(loader, new Request(URL, { headers: { cookie } }))) as never as {
      email: string;
      values: Record<string, unknown>;
      canChange: boolean;
    };
    expect(data.email).toBe("details@veld.example");
    expect(data.values).toMatchObject({
      name: "Naledi",
      surname: "Khumalo",
      phoneNumber: "+27 821234567",
      region: "KZN",
      mailingList: true,
    });
    expect(data.canChange).toBe(true);
  });

  it("saves a change in one post, back on the page with 'Your details are saved.', audited by name", async () => {
    const answer = await post(valid);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/profile/details");
    expect(answer.headers.get("Set-Cookie")).toBeTruthy();
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    const [profile] = await db().select().from(userProfiles).where(eq(userProfiles.userId, userId));
    expect(user!.surname).toBe("Khumalo-Dube");
    expect(profile).toMatchObject({ phoneNumber: "+27 827654321", region: "FS" });
    // The mailing-list toggle was left off: the person left the list.
    expect(profile!.mailingList).toBe(false);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.detailsChanged"), eq(auditLog.entityId, userId)));
    expect(entry!.changes).toEqual({
      fields: ["surname", "phoneNumber", "region", "mailingList"],
    });
    // The values themselves stay out of the log.
    expect(JSON.stringify(entry!.changes)).not.toContain("827654321");
    expect(DETAILS_SAVED).toBe("Your details are saved.");
  });

  it("refuses a wrong phone number with the message beside it, every value kept, nothing saved", async () => {
    const answer = await post({ ...valid, surname: "Dube", "phoneNumber.number": "082 123 45678" });
    expect(answer.status).toBe(422);
    const body = await answer.text();
    expect(body).toContain("Invalid phone number for selected country");
    expect(body).toContain("Dube");
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    expect(user!.surname).toBe("Khumalo-Dube");
  });

  it("is not changed by staff looking through /admin/userView", async () => {
    const admin = await insertTestUser({ email: "details-admin@veld.example" });
    const adminCookie = await signInCookie(admin.subject, admin.email, [
      "read:admin",
      "write:admin",
    ]);
    const answer = await callRoute(
      action,
      new Request(`http://localhost/admin/userView/details?userId=${userId}`, {
        method: "POST",
        headers: { cookie: adminCookie },
        body: new URLSearchParams({ intent: "details", ...valid, surname: "Staff" }),
      }),
    );
    expect(answer.status).toBe(403);
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    expect(user!.surname).toBe("Khumalo-Dube");
  });

  it("sends someone without a session to sign in", async () => {
    const answer = await post(valid, {});
    expect([302, 303]).toContain(answer.status);
    expect(answer.headers.get("Location")).toMatch(/\/auth\/login|\/profile\/signup/);
  });
});

describe("PUT /api/v2/user/info", () => {
  it("saves through the same service: only what changed is written and audited", async () => {
    const actor = { userId, label: "details@veld.example", requestId: null };
    expect(await updateOwnProfile(actor, { region: "WC" })).toEqual({ ok: true });
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.detailsChanged"), eq(auditLog.entityId, userId)));
    expect(entries.map((e) => e.changes)).toContainEqual({ fields: ["region"] });
    // Nothing changed: no second entry.
    await updateOwnProfile(actor, { region: "WC" });
    const again = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.detailsChanged"), eq(auditLog.entityId, userId)));
    expect(again).toHaveLength(entries.length);
  });
});
