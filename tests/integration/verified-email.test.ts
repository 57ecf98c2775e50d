// Anything matched by e-mail address waits for that address to be confirmed (issue 12): anyone
// can create an account with someone else's address, so an invite, or a signatory's access,
// must not go to an account that has not shown it owns the address.
import { and, eq } from "drizzle-orm";
import { UnsecuredJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { memberships, organisationInvites, userProfiles } from "~/db/schema";
import { action as homeAction, loader as homeLoader } from "~/routes/profile.home/route";
import { createSession } from "~/services/auth/session.server";
import { createSignatory } from "~/services/contracting/signatories.server";
import { inviteMember } from "~/services/organisations/organisations.server";
import { VERIFY_FIRST_MESSAGE } from "~/services/profiles/verification.server";
import {
  insertTestMembership,
  insertTestOrganisation,
  insertTestProfile,
  insertTestUser,
} from "../support/model-fixtures";
import { signInCookie } from "../support/sessions";

type Fn = (args: {
  request: Request;
  params: Record<string, string>;
  context: { cspNonce: string; requestId: string };
}) => unknown;

async function call(fn: Fn, cookie: string, form?: Record<string, string>) {
  const request = new Request("http://localhost:3000/profile/home", {
    method: form ? "POST" : "GET",
    headers: { Cookie: cookie },
    body: form ? new URLSearchParams(form) : undefined,
  });
  try {
    return await fn({ request, params: {}, context: { cspNonce: "", requestId: "verified" } });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

let organisationId = "";
let owner = { userId: "", label: "" };

beforeAll(async () => {
  const ownerRow = await insertTestUser({ email: "owner@verified.example" });
  await insertTestProfile(ownerRow.id);
  const organisation = await insertTestOrganisation("Verified Farm");
  organisationId = organisation.id;
  await insertTestMembership(ownerRow.id, organisationId, "OWNER");
  owner = { userId: ownerRow.id, label: ownerRow.email };
});

/** A signed-up person whose address is not confirmed, with an open invite to Verified Farm. */
async function unconfirmedInvitee(email: string) {
  const user = await insertTestUser({ email });
  await insertTestProfile(user.id, { verified: false });
  const invite = await inviteMember(owner, organisationId, "OWNER", { email, role: "STAFF" });
  return { user, inviteId: invite.id };
}

const memberOf = async (userId: string) =>
  db()
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)));

describe("an invite waits for a confirmed e-mail address", () => {
  it("shows only that an invite waits, never who sent it, and refuses the answer (403)", async () => {
    const { user, inviteId } = await unconfirmedInvitee("claimed@victim.example");
    const cookie = await signInCookie(user.subject, user.email);

    const home = (await call(homeLoader as Fn, cookie)) as {
      invites: unknown[];
      unconfirmedInvites: number;
    };
    expect(home.invites).toEqual([]);
    expect(home.unconfirmedInvites).toBe(1);

    const answer = (await call(homeAction as Fn, cookie, {
      intent: "accept-invite",
      inviteId,
    })) as Response;
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe(VERIFY_FIRST_MESSAGE);
    expect(await memberOf(user.id)).toEqual([]);
    const [invite] = await db()
      .select()
      .from(organisationInvites)
      .where(eq(organisationInvites.id, inviteId));
    expect(invite?.status).toBe("pending");
  });

  it("once the profile's address is confirmed, the invite shows and can be accepted", async () => {
    const { user, inviteId } = await unconfirmedInvitee("confirmed-later@example.org");
    await db()
      .update(userProfiles)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(userProfiles.userId, user.id));
    const cookie = await signInCookie(user.subject, user.email);
    const home = (await call(homeLoader as Fn, cookie)) as { invites: { id: string }[] };
    expect(home.invites.map((i) => i.id)).toEqual([inviteId]);
    const answer = (await call(homeAction as Fn, cookie, {
      intent: "accept-invite",
      inviteId,
    })) as Response;
    expect(answer.status).toBe(302);
    expect((await memberOf(user.id)).map((m) => m.role)).toEqual(["STAFF"]);
  });

  it("an ID token saying email_verified for this address counts, and is remembered", async () => {
    const { user } = await unconfirmedInvitee("vouched@example.org");
    const idToken = (claims: Record<string, unknown>) =>
      new UnsecuredJWT({ sub: user.subject, ...claims }).encode();
    const session = (token: string) =>
      createSession({
        subject: user.subject,
        email: user.email,
        displayName: null,
        tokens: {
          idToken: token,
          accessToken: "x",
          accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
          permissions: [],
        },
      });
    // For another address, or not verified: it does not count.
    for (const claims of [
      { email: "someone-else@example.org", email_verified: true },
      { email: user.email, email_verified: false },
    ]) {
      const { setCookie } = await session(idToken(claims));
      const home = (await call(homeLoader as Fn, setCookie.split(";")[0]!)) as {
        unconfirmedInvites: number;
      };
      expect(home.unconfirmedInvites, JSON.stringify(claims)).toBe(1);
    }
    const { setCookie } = await session(idToken({ email: user.email, email_verified: true }));
    const home = (await call(homeLoader as Fn, setCookie.split(";")[0]!)) as {
      invites: unknown[];
    };
    expect(home.invites).toHaveLength(1);
    const [profile] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, user.id));
    expect(profile?.emailVerifiedAt).not.toBeNull();
  });
});

describe("a signatory's access by e-mail address", () => {
  const signatory = (email: string) => ({
    name: "Sam",
    surname: "Signer",
    email,
    phoneNumber: "+27 821234567",
    designation: null,
  });

  it("goes straight to an account whose address is confirmed", async () => {
    const user = await insertTestUser({ email: "confirmed-signer@example.org" });
    await insertTestProfile(user.id);
    await createSignatory(owner, organisationId, signatory(user.email));
    expect((await memberOf(user.id)).map((m) => m.role)).toEqual(["SIGNATORY"]);
  });

  it("becomes an invite for an account whose address is not confirmed", async () => {
    const user = await insertTestUser({ email: "unconfirmed-signer@example.org" });
    await insertTestProfile(user.id, { verified: false });
    await createSignatory(owner, organisationId, signatory(user.email));
    expect(await memberOf(user.id)).toEqual([]);
    const invites = await db()
      .select()
      .from(organisationInvites)
      .where(eq(organisationInvites.email, user.email));
    expect(invites.map((i) => [i.role, i.status])).toEqual([["SIGNATORY", "pending"]]);
  });
});
