// The OpenAPI contract of the account calls (issue 19, decision 0111): /user/*, /notifications,
// /events, /resources, /partnershipInfo and the document itself. Every described operation of
// these paths is called for real here and its answer checked against the document
// (tests/support/openapi-contract.ts).
import { eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { db } from "~/db/client.server";
import { memberships, organisationInvites, organisations, userProfiles, users } from "~/db/schema";
import { createAccount } from "~/idp/accounts.server";
import { markProfileEmailVerified } from "~/models/profiles.server";
import { createEvent } from "~/services/events/events.server";
import { sendNotification } from "~/services/notifications/notifications.server";
import { createResource } from "~/services/resources/resources.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { contractFixture, describedOperationsSuite, type Call } from "../support/openapi-contract";

trustTestTokens();

let fx: Awaited<ReturnType<typeof contractFixture>>;
let notificationId: string;
let eventId: string;
let resourceId: string;

beforeAll(async () => {
  fx = await contractFixture();
  const actor = { userId: fx.ownerId, label: "owner@kontrak.example", requestId: null };
  // A notification for the owner, a published event and a published article to read.
  notificationId = (
    await sendNotification(actor, {
      kind: "message",
      title: "Camps closed after the fire",
      body: "Keep the herds out of camps 3 and 4 until the veld recovers.",
      link: "/profile/journey",
      userIds: [fx.ownerId],
    })
  ).id;
  eventId = (
    await createEvent(
      actor,
      {
        kind: "farmDay",
        title: "Kontrak farm day",
        description: "Walk the camps; dig soil pits, compare roots.",
        date: "2099-03-04",
        startTime: "09:00",
        endTime: "15:30",
        place: "Rietvlei, Bethlehem",
        link: "",
        capacity: "20",
        province: "FS",
      },
      true,
    )
  ).id;
  resourceId = (
    await createResource(
      actor,
      {
        kind: "article",
        title: "Rest and recovery",
        summary: "Why camps need rest.",
        topic: "grazing",
        journeySteps: [],
        body: "Rest lets the grass recover.",
      },
      undefined,
      "published",
    )
  ).id;
});

/** The newcomer's user id, once POST /user/info has signed them up. */
async function newcomerId() {
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.subject, "openapi|newcomer"));
  return row!.id;
}

/** The organisation POST /user/companies made. */
async function secondOrganisationId() {
  const [row] = await db()
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.name, "Kontrak Tweede"));
  return row!.id;
}

// Keyed 'METHOD /path' as in the document. Sign-up first: it makes the newcomer's profile.
const CALLS: Record<string, Call> = {
  "POST /user/info": async () => ({
    request: apiRequest("/api/v2/user/info", fx.tokens.newcomer, {
      method: "POST",
      body: {
        name: "Sipho",
        surname: "Dlamini",
        phoneNumber: "+27 821234567",
        userType: "agriConsultant",
        country: "ZA",
        region: "NL",
        hearAboutUs: "conference",
        hasReferral: false,
        mailingList: false,
        companyName: "Dlamini Advisory",
        role: "CONSULTANT",
        consent: true,
      },
    }),
    params: {},
  }),
  "GET /user/info": async () => ({
    request: apiRequest("/api/v2/user/info", fx.tokens.newcomer),
    params: {},
  }),
  "PUT /user/info": async () => ({
    request: apiRequest("/api/v2/user/info", fx.tokens.newcomer, {
      method: "PUT",
      body: { surname: "Dlamini-Nkosi", mailingList: true },
    }),
    params: {},
  }),
  "GET /user/referral/{code}": async () => {
    const [profile] = await db()
      .select({ code: userProfiles.ownReferralCode })
      .from(userProfiles)
      .where(eq(userProfiles.userId, await newcomerId()));
    return {
      request: apiRequest(`/api/v2/user/referral/${profile!.code}`, fx.tokens.owner),
      params: { code: profile!.code },
    };
  },
  "GET /user/companies/{id}": async () => ({
    request: apiRequest(`/api/v2/user/companies/${fx.organisationId}`, fx.tokens.owner),
    params: { id: fx.organisationId },
  }),
  // The owner invites the newcomer, who accepts once their address is confirmed.
  "POST /user/company/invite": async () => ({
    request: apiRequest("/api/v2/user/company/invite", fx.tokens.owner, {
      method: "POST",
      body: { email: "newcomer@kontrak.example", companyId: fx.organisationId, userType: "STAFF" },
    }),
    params: {},
  }),
  // Before the newcomer confirms their address: an empty list and the message to confirm first.
  "GET /user/company/invite": async () => ({
    request: apiRequest("/api/v2/user/company/invite", fx.tokens.newcomer),
    params: {},
  }),
  "PUT /user/company/invite": async () => {
    await markProfileEmailVerified(await newcomerId());
    const [invite] = await db()
      .select({ id: organisationInvites.id })
      .from(organisationInvites)
      .where(eq(organisationInvites.organisationId, fx.organisationId));
    return {
      request: apiRequest("/api/v2/user/company/invite", fx.tokens.newcomer, {
        method: "PUT",
        body: { userId: invite!.id, accept: true },
      }),
      params: {},
    };
  },
  // A further organisation (decision 0145), where the owner then manages two people: the
  // newcomer (role changed, then made owner) and a helper (removed); the owner leaves last.
  "POST /user/companies": async () => ({
    request: apiRequest("/api/v2/user/companies", fx.tokens.owner, {
      method: "POST",
      body: { name: "Kontrak Tweede" },
    }),
    params: {},
  }),
  "GET /user/companies/{id}/members/{userId}": async () => {
    const id = await secondOrganisationId();
    const [helper] = await db()
      .insert(users)
      .values({ subject: "openapi|helper", email: "helper@kontrak.example", name: "Helper" })
      .returning();
    await db()
      .insert(memberships)
      .values([
        { userId: await newcomerId(), organisationId: id, role: "STAFF" },
        { userId: helper!.id, organisationId: id, role: "OTHER" },
      ]);
    const userId = await newcomerId();
    return {
      request: apiRequest(`/api/v2/user/companies/${id}/members/${userId}`, fx.tokens.owner),
      params: { id, userId },
    };
  },
  "PATCH /user/companies/{id}/members/{userId}": async () => {
    const [id, userId] = [await secondOrganisationId(), await newcomerId()];
    return {
      request: apiRequest(`/api/v2/user/companies/${id}/members/${userId}`, fx.tokens.owner, {
        method: "PATCH",
        body: { role: "CONSULTANT" },
      }),
      params: { id, userId },
    };
  },
  "DELETE /user/companies/{id}/members/{userId}": async () => {
    const id = await secondOrganisationId();
    const [helper] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.subject, "openapi|helper"));
    const userId = helper!.id;
    return {
      request: apiRequest(`/api/v2/user/companies/${id}/members/${userId}`, fx.tokens.owner, {
        method: "DELETE",
        body: { reason: "Finished the season's mapping." },
      }),
      params: { id, userId },
    };
  },
  "POST /user/companies/{id}/transferOwnership": async () => {
    const id = await secondOrganisationId();
    return {
      request: apiRequest(`/api/v2/user/companies/${id}/transferOwnership`, fx.tokens.owner, {
        method: "POST",
        body: { userId: await newcomerId() },
      }),
      params: { id },
    };
  },
  "POST /user/companies/{id}/leave": async () => {
    const id = await secondOrganisationId();
    return {
      request: apiRequest(`/api/v2/user/companies/${id}/leave`, fx.tokens.owner, {
        method: "POST",
      }),
      params: { id },
    };
  },
  "GET /notifications": async () => ({
    request: apiRequest("/api/v2/notifications", fx.tokens.owner),
    params: {},
  }),
  "POST /notifications/{notificationId}/read": async () => ({
    request: apiRequest(`/api/v2/notifications/${notificationId}/read`, fx.tokens.owner, {
      method: "POST",
    }),
    params: { notificationId },
  }),
  "POST /notifications/read": async () => ({
    request: apiRequest("/api/v2/notifications/read", fx.tokens.owner, { method: "POST" }),
    params: {},
  }),
  "GET /events": async () => ({
    request: apiRequest("/api/v2/events", fx.tokens.owner),
    params: {},
  }),
  // A seat taken, then given back.
  "POST /events/{eventId}/registration": async () => ({
    request: apiRequest(
      `/api/v2/events/${eventId}/registration?companyId=${fx.organisationId}`,
      fx.tokens.owner,
      { method: "POST" },
    ),
    params: { eventId },
  }),
  "DELETE /events/{eventId}/registration": async () => ({
    request: apiRequest(`/api/v2/events/${eventId}/registration`, fx.tokens.owner, {
      method: "DELETE",
    }),
    params: { eventId },
  }),
  // An account of the embedded provider whose address is not verified yet: a link is queued.
  "POST /user/verification/resend": async () => {
    const account = await createAccount({
      email: "unverified@kontrak.example",
      password: "long-enough-password",
    });
    return {
      request: apiRequest("/api/v2/user/verification/resend", await mintAccessToken(account!.id), {
        method: "POST",
      }),
      params: {},
    };
  },
  "GET /resources": async () => ({
    request: apiRequest("/api/v2/resources?topic=grazing", fx.tokens.owner),
    params: {},
  }),
  "GET /resources/{resourceId}": async () => ({
    request: apiRequest(`/api/v2/resources/${resourceId}`, fx.tokens.owner),
    params: { resourceId },
  }),
  "GET /partnershipInfo": async () => ({
    request: apiRequest(`/api/v2/partnershipInfo?companyId=${fx.organisationId}`, fx.tokens.owner),
    params: {},
  }),
  "GET /openapi.json": async () => ({
    request: apiRequest("/api/v2/openapi.json", null),
    params: {},
  }),
};

describedOperationsSuite("openapi-account.test.ts", CALLS, {
  member: () => ({ token: fx.tokens.owner, organisationId: fx.organisationId }),
});
