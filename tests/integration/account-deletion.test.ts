// A person deletes their own account (issue 19; decision 0110), through the route on a real
// database: refused while they are the only owner of an organisation with others in it; else
// their personal data goes or loses their name, the embedded provider's account and sessions go,
// what an organisation's signed contract needs stays, the audit log says so, and they are signed
// out. Staff cannot do it under /admin/userView.
import { eq, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { createRemixStub } from "@remix-run/testing";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  adminGrants,
  auditLog,
  emailOutbox,
  eventRegistrations,
  events,
  idpAccounts,
  idpTokens,
  notificationRecipients,
  notifications,
  oidcPayloads,
  organisationDetails,
  organisationInvites,
  sessions,
  signatories,
  userBaselines,
  userProfiles,
  users,
} from "~/db/schema";
import { createAccount } from "~/idp/accounts.server";
import DeleteAccount, { action, loader } from "~/routes/profile.delete-account";
import {
  insertTestMembership,
  insertTestOrganisation,
  insertTestProfile,
  insertTestUser,
} from "../support/model-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie, signInSession } from "../support/sessions";

const URL_CONFIRM = "http://localhost/profile/delete-account?step=confirm";

let people = 0;
/** A person with an embedded-provider account, a Veld profile and a session. */
async function person(label: string) {
  people++;
  const email = `${label}-${people}@delete.example`;
  const account = (await createAccount({
    email,
    password: "a long password 1",
    givenName: label,
  }))!;
  const [user] = await db()
    .insert(users)
    .values({ subject: account.id, email, name: label, surname: "Khumalo" })
    .returning();
  await insertTestProfile(user!.id);
  const session = await signInSession(account.id, email);
  return { user: user!, account, email, ...session };
}

const post = (cookie: string, fields: Record<string, string>) =>
  new Request(URL_CONFIRM, {
    method: "POST",
    headers: { Cookie: cookie },
    body: new URLSearchParams({ intent: "delete-account", ...fields }),
  });

describe("account deletion", () => {
  it("the only owner of an organisation with other members is refused with a sentence", async () => {
    const owner = await person("owner");
    const staff = await insertTestUser();
    const org = await insertTestOrganisation("Mthembu Grazing");
    await insertTestMembership(owner.user.id, org.id, "OWNER");
    await insertTestMembership(staff.id, org.id, "STAFF");

    const page = (await callRoute(
      loader,
      new Request(URL_CONFIRM, { headers: { Cookie: owner.cookie } }),
    )) as unknown as { refusal: string | null };
    expect(page.refusal).toMatch(/only .*OWNER.* of "Mthembu Grazing"/);

    const response = await callRoute(action, post(owner.cookie, { confirm: "yes" }));
    expect(response.status).toBe(409);
    expect(JSON.stringify(await response.json())).toContain(
      "Transfer ownership to one of them below",
    );
    expect(await db().select().from(users).where(eq(users.id, owner.user.id))).toHaveLength(1);
  });

  it("speaks the person's language: isiZulu with ?lang=zu, both steps and the roles", async () => {
    const owner = await person("zulu");
    const org = await insertTestOrganisation("Ntuli Farm");
    await insertTestMembership(owner.user.id, org.id, "OWNER");
    const render = async (url: string) => {
      const data = await callRoute(loader, new Request(url, { headers: { Cookie: owner.cookie } }));
      const Stub = createRemixStub([
        {
          id: "page",
          path: "/profile/delete-account",
          Component: DeleteAccount,
          loader: () => data,
        },
      ]);
      return renderToString(
        createElement(Stub, {
          initialEntries: [new URL(url).pathname + new URL(url).search],
          hydrationData: { loaderData: { page: data } },
        }),
      );
    };
    const first = (await render("http://localhost/profile/delete-account?lang=zu")).replaceAll(
      "<!-- -->",
      "",
    );
    expect(first).toContain("<h1>Susa i-akhawunti yami</h1>");
    expect(first).toContain("Ntuli Farm (Umlimi / Umnikazi womhlaba)");
    expect(first).toContain("Qhubeka ususe i-akhawunti yami");
    expect(first).not.toMatch(/\b(account|roles)\.\w/);
    const confirm = await render(`${URL_CONFIRM}&lang=zu`);
    expect(confirm).toContain("Ngiyaqonda ukuthi i-akhawunti yami isuswa unomphela");
    expect(confirm).not.toContain("I understand that my account is deleted");
  });

  it("without the box ticked, nothing happens and the page says why (400)", async () => {
    const someone = await person("unsure");
    const response = await callRoute(action, post(someone.cookie, { reason: "Moving away" }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      formId: string;
      fieldErrors: { confirm: string };
      repopulateFields: { reason: string };
    };
    expect(body.formId).toBe("delete-account");
    expect(body.fieldErrors.confirm).toMatch(/Tick the box/);
    expect(body.repopulateFields.reason).toBe("Moving away");
    expect(await db().select().from(users).where(eq(users.id, someone.user.id))).toHaveLength(1);
  });

  it("deletes the person's data, keeps what a signed contract needs without their name, audits it and signs them out", async () => {
    const leaving = await person("leaving");
    const other = await person("other");
    // A shared organisation with another owner, whose contract is signed; and their own one.
    const shared = await insertTestOrganisation("Karoo Trust");
    await insertTestMembership(leaving.user.id, shared.id, "OWNER");
    await insertTestMembership(other.user.id, shared.id, "OWNER");
    await db()
      .insert(organisationDetails)
      .values({ organisationId: shared.id, contractSigned: true });
    const own = await insertTestOrganisation("Khumalo Farm");
    await insertTestMembership(leaving.user.id, own.id, "OWNER");
    const [keptSignatory] = await db()
      .insert(signatories)
      .values({
        organisationId: shared.id,
        userId: leaving.user.id,
        name: "Leaving",
        surname: "Khumalo",
        email: leaving.email,
      })
      .returning();
    const [goneSignatory] = await db()
      .insert(signatories)
      .values({
        organisationId: own.id,
        userId: leaving.user.id,
        name: "Leaving",
        surname: "Khumalo",
        email: leaving.email,
      })
      .returning();

    await db().insert(adminGrants).values({ userId: leaving.user.id, scope: "read:admin" });
    await db().insert(userBaselines).values({ userId: leaving.user.id, notes: "Farms since 1998" });
    const [event] = await db()
      .insert(events)
      .values({
        kind: "farmDay",
        title: "Farm day",
        description: "Come",
        startsAt: new Date(),
        endsAt: new Date(),
        status: "published",
      })
      .returning();
    await db().insert(eventRegistrations).values({ eventId: event!.id, userId: leaving.user.id });
    const [note] = await db()
      .insert(notifications)
      .values({ title: "Hello", body: "News", audience: {}, recipientCount: 1 })
      .returning();
    await db()
      .insert(notificationRecipients)
      .values({ notificationId: note!.id, userId: leaving.user.id, readAt: new Date() });
    await db()
      .insert(organisationInvites)
      .values({ organisationId: own.id, email: leaving.email.toUpperCase(), role: "STAFF" });
    await db()
      .insert(idpTokens)
      .values({
        tokenHash: `hash-${people}`,
        accountId: leaving.account.id,
        purpose: "reset_password",
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    await db()
      .insert(oidcPayloads)
      .values([
        { id: `grant-${people}`, type: "Grant", payload: { accountId: leaving.account.id } },
        { id: `grant-other-${people}`, type: "Grant", payload: { accountId: other.account.id } },
      ]);
    const [sent] = await db()
      .insert(emailOutbox)
      .values({
        idempotencyKey: `sent-${people}`,
        to: leaving.email,
        from: "Veld <no-reply@veld.example>",
        subject: "Welcome",
        text: "Hi Leaving",
        status: "sent",
        sentAt: new Date(),
        userId: leaving.user.id,
      })
      .returning();
    const [waiting] = await db()
      .insert(emailOutbox)
      .values({
        idempotencyKey: `waiting-${people}`,
        to: leaving.email,
        from: "Veld <no-reply@veld.example>",
        subject: "Reminder",
        text: "Hi",
        userId: leaving.user.id,
      })
      .returning();
    const [madeByThem] = await db()
      .insert(auditLog)
      .values({
        actorUserId: leaving.user.id,
        actorLabel: leaving.email,
        action: "field.update",
        entityType: "field",
        entityId: "f1",
        changes: { name: ["Camp 1", "Camp 2"] },
      })
      .returning();
    const [aboutThem] = await db()
      .insert(auditLog)
      .values({
        actorUserId: leaving.user.id,
        actorLabel: leaving.email,
        action: "user.update",
        entityType: "user",
        entityId: leaving.user.id,
        changes: { phoneNumber: "+27 821234567" },
      })
      .returning();
    const otherCookie = await signInCookie(other.account.id, other.email);

    const response = await callRoute(
      action,
      post(leaving.cookie, { confirm: "yes", reason: "Selling the farm" }),
    );

    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    const count = (table: PgTable, where: SQL | undefined) => db().$count(table, where);
    expect(await count(users, eq(users.id, leaving.user.id))).toBe(0);
    expect(await count(userProfiles, eq(userProfiles.userId, leaving.user.id))).toBe(0);
    expect(await count(sessions, eq(sessions.subject, leaving.account.id))).toBe(0);
    expect(await count(adminGrants, eq(adminGrants.userId, leaving.user.id))).toBe(0);
    expect(await count(userBaselines, eq(userBaselines.userId, leaving.user.id))).toBe(0);
    expect(await count(eventRegistrations, eq(eventRegistrations.userId, leaving.user.id))).toBe(0);
    expect(
      await count(notificationRecipients, eq(notificationRecipients.userId, leaving.user.id)),
    ).toBe(0);
    expect(
      await count(
        organisationInvites,
        sql`lower(${organisationInvites.email}) = lower(${leaving.email})`,
      ),
    ).toBe(0);
    expect(await count(idpAccounts, eq(idpAccounts.id, leaving.account.id))).toBe(0);
    expect(await count(idpTokens, eq(idpTokens.accountId, leaving.account.id))).toBe(0);
    expect(await count(oidcPayloads, eq(oidcPayloads.id, `grant-${people}`))).toBe(0);
    expect(await count(emailOutbox, eq(emailOutbox.id, waiting!.id))).toBe(0);
    expect(await count(signatories, eq(signatories.id, goneSignatory!.id))).toBe(0);

    // Kept: the other person and their provider grant, the organisations, the signed contract's
    // signatory (no longer linked), the sent e-mail's when and status, the audit entries.
    expect(await count(users, eq(users.id, other.user.id))).toBe(1);
    expect(await count(oidcPayloads, eq(oidcPayloads.id, `grant-other-${people}`))).toBe(1);
    expect(await count(sessions, eq(sessions.subject, other.account.id))).toBeGreaterThan(0);
    expect(otherCookie).toBeTruthy();
    const [signatory] = await db()
      .select()
      .from(signatories)
      .where(eq(signatories.id, keptSignatory!.id));
    expect(signatory).toMatchObject({ userId: null, name: "Leaving" });
    const [sentRow] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, sent!.id));
    expect(sentRow).toMatchObject({
      to: "deleted account",
      subject: "",
      text: "",
      html: null,
      status: "sent",
      userId: null,
    });
    expect(sentRow!.sentAt).toEqual(sent!.sentAt);
    const [made] = await db().select().from(auditLog).where(eq(auditLog.id, madeByThem!.id));
    expect(made).toMatchObject({
      actorUserId: null,
      actorLabel: "deleted account",
      action: "field.update",
      changes: { name: ["Camp 1", "Camp 2"] },
    });
    const [about] = await db().select().from(auditLog).where(eq(auditLog.id, aboutThem!.id));
    expect(about).toMatchObject({ actorLabel: "deleted account", changes: null });
    const [record] = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'user.delete' and ${auditLog.entityId} = ${leaving.user.id}`);
    expect(record).toMatchObject({ actorUserId: null, actorLabel: "deleted account" });
    expect(record!.changes).toMatchObject({
      reason: "Selling the farm",
      organisationsLeft: 2,
      idpAccountDeleted: true,
    });
    expect(JSON.stringify(await db().select().from(auditLog))).not.toContain(leaving.email);

    // The old cookie no longer signs anyone in.
    const after = await callRoute(
      loader,
      new Request(URL_CONFIRM, { headers: { Cookie: leaving.cookie } }),
    );
    expect([302, 401, 303]).toContain(after.status);
  });

  it("staff cannot reach it under /admin/userView (404)", async () => {
    const someone = await person("viewed");
    const cookie = await signInCookie("delete|reader", "reader@delete.example", ["read:admin"]);
    const url = `http://localhost/admin/userView/delete-account?userId=${someone.user.id}`;
    const response = await callRoute(loader, new Request(url, { headers: { Cookie: cookie } }));
    expect(response.status).toBe(404);
  });
});
