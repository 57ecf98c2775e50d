// The data export includes what issues 16 to 18 added about the person (issue 19; decision 0110):
// event registrations, notifications and their read state, the baseline, e-mail preferences and
// e-mails sent, and the organisation's evidence, submissions and requests they took part in.
import { expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  emailOutbox,
  eventRegistrations,
  events,
  evidenceItems,
  notificationRecipients,
  notifications,
  submissions,
  tasks,
  userBaselines,
  users,
} from "~/db/schema";
import { loader as exportLoader } from "~/routes/profile.data-export";
import {
  insertTestMembership,
  insertTestOrganisation,
  insertTestProfile,
} from "../support/model-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

it("the export carries registrations, notifications, baseline, e-mails and the person's evidence, submissions and requests", async () => {
  const [user] = await db()
    .insert(users)
    .values({ subject: "auth|wave-export", email: "wave@export.example", name: "Zanele" })
    .returning();
  const userId = user!.id;
  await insertTestProfile(userId);
  const org = await insertTestOrganisation("Umhlaba Grazing Co-op");
  await insertTestMembership(userId, org.id, "OWNER");

  const [event] = await db()
    .insert(events)
    .values({
      kind: "farmDay",
      title: "Midlands farm day",
      description: "Grazing walk",
      startsAt: new Date("2026-12-05T08:00:00Z"),
      endsAt: new Date("2026-12-05T14:00:00Z"),
      status: "published",
    })
    .returning();
  await db().insert(eventRegistrations).values({ eventId: event!.id, userId });
  const [note] = await db()
    .insert(notifications)
    .values({
      title: "Evidence reviewed",
      body: "One photo needs changes",
      audience: {},
      recipientCount: 1,
    })
    .returning();
  const readAt = new Date("2026-11-20T09:00:00Z");
  await db().insert(notificationRecipients).values({ notificationId: note!.id, userId, readAt });
  await db().insert(userBaselines).values({ userId, farmingSinceYear: 1998, landTenure: "owned" });
  await db().insert(emailOutbox).values({
    idempotencyKey: "wave-export-1",
    to: "wave@export.example",
    from: "Veld <no-reply@veld.example>",
    subject: "Your season was reviewed",
    text: "Hello",
    userId,
  });
  await db()
    .insert(evidenceItems)
    .values({
      organisationId: org.id,
      season: 26,
      categories: ["photo"],
      title: "Cover crop photo",
      createdBy: userId,
    });
  await db()
    .insert(submissions)
    .values({ organisationId: org.id, season: 26, submittedBy: userId });
  await db().insert(tasks).values({
    organisationId: org.id,
    type: "ADMIN_REQUESTED",
    title: "Replace the cover-crop photo",
    completedBy: userId,
    completedAt: new Date(),
  });

  const cookie = await signInCookie("auth|wave-export", "wave@export.example");
  const response = await callRoute(
    exportLoader,
    new Request("http://localhost/profile/data-export", { headers: { Cookie: cookie } }),
  );
  expect(response.status).toBe(200);
  const body = JSON.parse(await response.text());
  expect(body.eventRegistrations).toEqual([
    expect.objectContaining({ event: "Midlands farm day", cancelledAt: null }),
  ]);
  expect(body.notifications).toEqual([
    expect.objectContaining({ title: "Evidence reviewed", readAt: readAt.toISOString() }),
  ]);
  expect(body.baseline).toMatchObject({ farmingSinceYear: 1998, landTenure: "owned" });
  expect(body.emailPreferences).toEqual({ mailingList: false });
  expect(body.emailsSent).toEqual([
    expect.objectContaining({ subject: "Your season was reviewed", status: "pending" }),
  ]);
  expect(body.evidenceItems).toEqual([
    expect.objectContaining({ organisation: "Umhlaba Grazing Co-op", title: "Cover crop photo" }),
  ]);
  expect(body.submissions).toEqual([expect.objectContaining({ season: 26, status: "SUBMITTED" })]);
  expect(body.programmeRequests).toEqual([
    expect.objectContaining({ title: "Replace the cover-crop photo" }),
  ]);
});
