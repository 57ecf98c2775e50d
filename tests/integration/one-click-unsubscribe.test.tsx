// One-click unsubscribe from the reader's mailbox (issue 32; RFC 8058; decision 0143). Every
// marketing e-mail's List-Unsubscribe header is its /unsubscribe?token=… link, with
// List-Unsubscribe-Post: List-Unsubscribe=One-Click; the mailbox provider POSTs
// List-Unsubscribe=One-Click to it from its own servers, with no cookie and no Origin of Veld's.
// - through the route's action: unsubscribed at once, audited as one-click, a 200; again, a
//   harmless 200; a forged token a 400 with the page's sentence; the page's own form unchanged;
// - through the Express app: the origin checks let the provider's post through, whatever Origin
//   it sends, and still refuse another site's post anywhere else.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, userProfiles } from "~/db/schema";
import * as unsubscribePage from "~/routes/_public.unsubscribe";
import {
  UNSUBSCRIBE_MESSAGES,
  UNSUBSCRIBE_VIA,
  unsubscribeToken,
} from "~/services/email-templates/unsubscribe.server";
import { startTestApp, testBuild, type RunningApp } from "../support/express-app";
import { insertTestOrganisation } from "../support/model-fixtures";
import { insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";

type Person = { userId: string; email: string; token: string };
const people = {} as Record<"urlencoded" | "multipart" | "forged" | "page" | "http", Person>;

const urlOf = (token: string, base = "http://localhost:3000") =>
  `${base}/unsubscribe?token=${encodeURIComponent(token)}`;

/** The provider's one-click POST (RFC 8058 §3.2): no cookie, the one field in the body. */
function oneClick(url: string, encoding: "urlencoded" | "multipart" = "urlencoded") {
  if (encoding === "multipart") {
    const body = new FormData();
    body.append("List-Unsubscribe", "One-Click");
    return new Request(url, { method: "POST", body });
  }
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
}

async function isOnMailingList(userId: string) {
  const [profile] = await db()
    .select({ mailingList: userProfiles.mailingList })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return profile!.mailingList;
}

async function unsubscribeAudits(userId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, "user.unsubscribe")));
}

beforeAll(async () => {
  const organisation = await insertTestOrganisation("One-click Unsubscribe Farm");
  for (const name of Object.keys({
    urlencoded: 1,
    multipart: 1,
    forged: 1,
    page: 1,
    http: 1,
  }) as (keyof typeof people)[]) {
    const member = await insertSignedInMember(organisation.id, "STAFF");
    await db()
      .update(userProfiles)
      .set({ mailingList: true })
      .where(eq(userProfiles.userId, member.userId));
    people[name] = { ...member, token: await unsubscribeToken(member.userId) };
  }
});

describe("a mailbox provider's one-click unsubscribe, through the route's action", () => {
  it("unsubscribes at once with no cookie, audited as one-click, and answers 200; a second post is a harmless 200", async () => {
    const { userId, token } = people.urlencoded;
    const first = await callRoute(unsubscribePage.action, oneClick(urlOf(token)));
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(UNSUBSCRIBE_MESSAGES.done);
    expect(await isOnMailingList(userId)).toBe(false);
    const audits = await unsubscribeAudits(userId);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.changes).toEqual({
      mailingList: { before: true, after: false },
      via: UNSUBSCRIBE_VIA.oneClick,
    });

    const second = await callRoute(unsubscribePage.action, oneClick(urlOf(token)));
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(UNSUBSCRIBE_MESSAGES.already);
    expect(await isOnMailingList(userId)).toBe(false);
    expect(await unsubscribeAudits(userId)).toHaveLength(1);
  });

  it("takes the one-click body as multipart/form-data too", async () => {
    const { userId, token } = people.multipart;
    const answer = await callRoute(unsubscribePage.action, oneClick(urlOf(token), "multipart"));
    expect(answer.status).toBe(200);
    expect(await isOnMailingList(userId)).toBe(false);
  });

  it("refuses a forged, broken or missing token with a 400 and the page's sentence, unsubscribing nobody", async () => {
    const { userId } = people.forged;
    const forged = `${userId}.${people.urlencoded.token.split(".")[1]}`;
    for (const url of [
      urlOf(forged),
      urlOf("nonsense"),
      urlOf(`${userId}.x.y`),
      "http://localhost:3000/unsubscribe",
    ]) {
      const answer = await callRoute(unsubscribePage.action, oneClick(url));
      expect(answer.status, url).toBe(400);
      expect(await answer.text()).toBe(UNSUBSCRIBE_MESSAGES.badToken);
    }
    expect(await isOnMailingList(userId)).toBe(true);
    expect(await unsubscribeAudits(userId)).toEqual([]);
  });

  it("leaves the page's own form as it was: a redirect back to the page, audited as the link", async () => {
    const { userId, token } = people.page;
    const answer = await callRoute(
      unsubscribePage.action,
      new Request(urlOf(token), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token }),
      }),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(
      `/unsubscribe?token=${encodeURIComponent(token)}&done=1`,
    );
    expect((await unsubscribeAudits(userId))[0]!.changes).toMatchObject({
      via: UNSUBSCRIBE_VIA.link,
    });
  });
});

describe("a mailbox provider's one-click unsubscribe, through the Express app", () => {
  let running: RunningApp;
  beforeAll(async () => {
    running = await startTestApp(
      testBuild({
        "routes/_public.unsubscribe": { path: "unsubscribe", module: unsubscribePage },
        "routes/echo": { path: "echo", module: { action: () => Response.json({ ok: true }) } },
      }),
    );
  });
  afterAll(() => running.close());

  const post = (path: string, headers: Record<string, string>) =>
    fetch(`${running.origin}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });

  it("lets the provider's post through the origin checks, with another site's Origin or none, and unsubscribes", async () => {
    const { userId, token } = people.http;
    const path = `/unsubscribe?token=${encodeURIComponent(token)}`;
    const fromProvider = await post(path, {
      Origin: "https://mail.provider.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(fromProvider.status).toBeGreaterThanOrEqual(200);
    expect(fromProvider.status).toBeLessThan(300);
    expect(await isOnMailingList(userId)).toBe(false);
    expect(await unsubscribeAudits(userId)).toHaveLength(1);
    const withoutOrigin = await post(path, {});
    expect(withoutOrigin.status).toBeGreaterThanOrEqual(200);
    expect(withoutOrigin.status).toBeLessThan(300);
    expect(await unsubscribeAudits(userId)).toHaveLength(1);
  });

  it("still refuses another site's post to any other page, and a forged token is a 400 there", async () => {
    const refused = await post("/echo", { Origin: "https://mail.provider.example" });
    expect(refused.status).toBe(403);
    const forged = await post(`/unsubscribe?token=${encodeURIComponent("nonsense")}`, {
      Origin: "https://mail.provider.example",
    });
    expect(forged.status).toBe(400);
  });
});
