// Veld profiles: the `users` row (name, surname, e-mail, the provider's subject) and its
// `user_profiles` row (spec §3 'Sign-up profile'). Always read by the person's own id or subject;
// an id that is not a UUID is not found.
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  auditLog,
  emailOutbox,
  eventRegistrations,
  events,
  evidenceItems,
  jobApplications,
  jobPostings,
  memberships,
  notificationRecipients,
  notifications,
  organisationInvites,
  organisations,
  sessions,
  storedFiles,
  submissions,
  tasks,
  userBaselines,
  userProfiles,
  users,
} from "~/db/schema";
import { isUuid } from "~/shared/ids";
import { listMemberOrganisations } from "./memberships.server";
import { readOnce } from "./read-once.server";

export type UserRow = typeof users.$inferSelect;
export type UserProfileRow = typeof userProfiles.$inferSelect;

export interface NewProfile {
  phoneNumber: string | null;
  userType: string;
  otherUserType: string | null;
  country: string;
  region: string | null;
  hearAboutUs: string;
  hasReferral: boolean;
  referralCode: string | null;
  mailingList: boolean;
}

export async function findUserBySubject(subject: string, executor: Executor = db()) {
  const [row] = await executor.select().from(users).where(eq(users.subject, subject));
  return row ?? null;
}

export async function findUserById(userId: string, executor?: Executor) {
  return readOnce(`findUserById:${JSON.stringify([userId])}`, executor, async (executor) => {
    if (!isUuid(userId)) return null;
    const [row] = await executor.select().from(users).where(eq(users.id, userId));
    return row ?? null;
  });
}

/** The profile holding this e-mail (compared without case, as the unique index does). */
export async function findUserByEmail(email: string, executor: Executor = db()) {
  const [row] = await executor
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return row ?? null;
}

/** Whether `code` (normalised) is someone's own referral code. */
export async function isOwnReferralCode(code: string, executor: Executor = db()) {
  const [row] = await executor
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(eq(userProfiles.ownReferralCode, code))
    .limit(1);
  return Boolean(row);
}

/** The person whose own referral code `code` (normalised) is, or null (decision 0150). */
export async function findReferrerByCode(code: string, executor: Executor = db()) {
  const [row] = await executor
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(eq(userProfiles.ownReferralCode, code))
    .limit(1);
  return row ?? null;
}

/** A person as the referral lists name them. */
export interface ReferralPerson {
  id: string;
  name: string | null;
  surname: string | null;
  email: string;
  createdAt: Date;
}

const referralPerson = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  createdAt: users.createdAt,
};

/** Who referred `userId` (the holder of the code they signed up with), or null. */
export async function findReferrer(
  userId: string,
  executor: Executor = db(),
): Promise<ReferralPerson | null> {
  if (!isUuid(userId)) return null;
  const [row] = await executor
    .select(referralPerson)
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.referredByUserId))
    .where(eq(userProfiles.userId, userId));
  return row ?? null;
}

/** The people `userId` referred, in the order they signed up. */
export async function listReferredPeople(
  userId: string,
  executor: Executor = db(),
): Promise<ReferralPerson[]> {
  if (!isUuid(userId)) return [];
  return executor
    .select(referralPerson)
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(userProfiles.referredByUserId, userId))
    .orderBy(asc(users.createdAt), asc(users.id));
}

export async function insertUser(
  values: { subject: string; email: string; name: string; surname: string },
  executor: Executor = db(),
) {
  const [row] = await executor.insert(users).values(values).returning();
  return row!;
}

export async function insertProfile(
  userId: string,
  profile: NewProfile & {
    ownReferralCode: string;
    referredByUserId?: string | null;
    emailVerifiedAt?: Date | null;
  },
  executor: Executor = db(),
) {
  const [row] = await executor
    .insert(userProfiles)
    .values({ userId, ...profile, consentedAt: new Date() })
    .returning();
  return row!;
}

export async function findProfile(userId: string, executor: Executor = db()) {
  if (!isUuid(userId)) return null;
  const [row] = await executor.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row ?? null;
}

/** Updates the person's own names and profile answers. */
export async function updateProfile(
  userId: string,
  changes: { name: string; surname: string } & Omit<NewProfile, "hasReferral" | "referralCode">,
  executor: Executor = db(),
) {
  if (!isUuid(userId)) return;
  const { name, surname, ...profile } = changes;
  await executor
    .update(users)
    .set({ name, surname, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await executor
    .update(userProfiles)
    .set({ ...profile, updatedAt: sql`now()` })
    .where(eq(userProfiles.userId, userId));
}

/** Records that the person's e-mail address is confirmed (once). */
export async function markProfileEmailVerified(userId: string, executor: Executor = db()) {
  if (!isUuid(userId)) return;
  await executor
    .update(userProfiles)
    .set({ emailVerifiedAt: sql`now()` })
    .where(and(eq(userProfiles.userId, userId), sql`${userProfiles.emailVerifiedAt} IS NULL`));
}

/**
 * Everything Veld keeps about one person (POPIA s 23, the right of access): for the download
 * at /profile/data-export. Never tokens, password hashes or staff-only notes.
 */
export async function collectPersonalData(userId: string, executor: Executor = db()) {
  if (!isUuid(userId)) return null;
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const email = user.email;
  const sameEmail = (column: typeof organisationInvites.email) =>
    sql`lower(${column}) = lower(${email})`;
  const [profile, organisationsOf, invites, sessionRows, audit, applications, uploads] =
    await Promise.all([
      findProfile(userId, executor),
      listMemberOrganisations(userId, executor),
      executor
        .select({
          organisation: organisations.name,
          email: organisationInvites.email,
          role: organisationInvites.role,
          status: organisationInvites.status,
          createdAt: organisationInvites.createdAt,
          respondedAt: organisationInvites.respondedAt,
        })
        .from(organisationInvites)
        .innerJoin(organisations, eq(organisations.id, organisationInvites.organisationId))
        .where(sameEmail(organisationInvites.email))
        .orderBy(asc(organisationInvites.createdAt)),
      executor
        .select({
          email: sessions.email,
          displayName: sessions.displayName,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(or(eq(sessions.userId, userId), eq(sessions.subject, user.subject)))
        .orderBy(desc(sessions.createdAt)),
      executor
        .select({
          action: auditLog.action,
          entityType: auditLog.entityType,
          entityId: auditLog.entityId,
          actorLabel: auditLog.actorLabel,
          changes: auditLog.changes,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .where(
          or(
            eq(auditLog.actorUserId, userId),
            and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, userId)),
          ),
        )
        .orderBy(asc(auditLog.createdAt)),
      executor
        .select({
          job: jobPostings.title,
          applicationDate: jobApplications.applicationDate,
          status: jobApplications.status,
          firstName: jobApplications.firstName,
          surname: jobApplications.surname,
          email: jobApplications.email,
          phoneNumber: jobApplications.phoneNumber,
          gender: jobApplications.gender,
          race: jobApplications.race,
          highestQualification: jobApplications.highestQualification,
          salary: jobApplications.salary,
          employmentStatus: jobApplications.employmentStatus,
          noticePeriod: jobApplications.noticePeriod,
          linkedin: jobApplications.linkedin,
          motivation: jobApplications.motivation,
        })
        .from(jobApplications)
        .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
        .where(sql`lower(${jobApplications.email}) = lower(${email})`)
        .orderBy(asc(jobApplications.applicationDate)),
      executor
        .select({
          name: storedFiles.originalName,
          type: storedFiles.mimeType,
          size: storedFiles.size,
          purpose: storedFiles.purpose,
          uploadedAt: storedFiles.createdAt,
        })
        .from(storedFiles)
        .where(eq(storedFiles.uploadedBy, userId))
        .orderBy(asc(storedFiles.createdAt)),
    ]);
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      surname: user.surname,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    profile: profile && {
      phoneNumber: profile.phoneNumber,
      userType: profile.userType,
      otherUserType: profile.otherUserType,
      country: profile.country,
      region: profile.region,
      hearAboutUs: profile.hearAboutUs,
      hasReferral: profile.hasReferral,
      referralCode: profile.referralCode,
      mailingList: profile.mailingList,
      ownReferralCode: profile.ownReferralCode,
      referredByUserId: profile.referredByUserId,
      consentedAt: profile.consentedAt,
      emailVerifiedAt: profile.emailVerifiedAt,
      createdAt: profile.createdAt,
      updatedAt: profile.updatedAt,
    },
    memberships: organisationsOf.map((o) => ({ organisation: o.name, role: o.role })),
    invites,
    sessions: sessionRows,
    auditEntries: audit,
    jobApplications: applications,
    uploadedFiles: uploads,
    emailPreferences: { mailingList: profile?.mailingList ?? false },
    ...(await collectProgrammeData(userId, executor)),
  };
}

/**
 * What issues 16 to 18 added about the person (issue 19 'the data export includes everything the
 * wave added'; decision 0110): event registrations, notifications with their read state, the
 * baseline staff recorded, e-mails sent to them (without their text, which a later copy may no
 * longer have), and the organisation's work they did themselves: evidence they added or
 * submitted, seasons they submitted or withdrew, programme requests they completed.
 */
async function collectProgrammeData(userId: string, executor: Executor) {
  const [registrations, received, baseline, emails, evidence, seasons, requests] =
    await Promise.all([
      executor
        .select({
          event: events.title,
          startsAt: events.startsAt,
          registeredAt: eventRegistrations.createdAt,
          cancelledAt: eventRegistrations.cancelledAt,
        })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .where(eq(eventRegistrations.userId, userId))
        .orderBy(asc(eventRegistrations.createdAt)),
      executor
        .select({
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
          receivedAt: notificationRecipients.createdAt,
          shownAt: notificationRecipients.shownAt,
          readAt: notificationRecipients.readAt,
          withdrawnAt: notifications.withdrawnAt,
        })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
        .where(eq(notificationRecipients.userId, userId))
        .orderBy(asc(notificationRecipients.createdAt)),
      executor
        .select({
          farmingSinceYear: userBaselines.farmingSinceYear,
          enterpriseType: userBaselines.enterpriseType,
          hectaresAtJoining: userBaselines.hectaresAtJoining,
          landTenure: userBaselines.landTenure,
          regenerativeExperience: userBaselines.regenerativeExperience,
          notes: userBaselines.notes,
          updatedAt: userBaselines.updatedAt,
        })
        .from(userBaselines)
        .where(eq(userBaselines.userId, userId)),
      executor
        .select({
          to: emailOutbox.to,
          subject: emailOutbox.subject,
          status: emailOutbox.status,
          sendAt: emailOutbox.sendAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.userId, userId))
        .orderBy(asc(emailOutbox.sendAt)),
      executor
        .select({
          organisation: organisations.name,
          season: evidenceItems.season,
          title: evidenceItems.title,
          description: evidenceItems.description,
          status: evidenceItems.status,
          createdAt: evidenceItems.createdAt,
          submittedAt: evidenceItems.submittedAt,
        })
        .from(evidenceItems)
        .innerJoin(organisations, eq(organisations.id, evidenceItems.organisationId))
        .where(or(eq(evidenceItems.createdBy, userId), eq(evidenceItems.submittedBy, userId)))
        .orderBy(asc(evidenceItems.createdAt)),
      executor
        .select({
          organisation: organisations.name,
          season: submissions.season,
          status: submissions.status,
          submittedAt: submissions.submittedAt,
          withdrawnAt: submissions.withdrawnAt,
        })
        .from(submissions)
        .innerJoin(organisations, eq(organisations.id, submissions.organisationId))
        .where(or(eq(submissions.submittedBy, userId), eq(submissions.withdrawnBy, userId)))
        .orderBy(asc(submissions.submittedAt)),
      executor
        .select({
          organisation: organisations.name,
          title: tasks.title,
          status: tasks.status,
          createdAt: tasks.createdAt,
          completedAt: tasks.completedAt,
        })
        .from(tasks)
        .innerJoin(organisations, eq(organisations.id, tasks.organisationId))
        .where(or(eq(tasks.createdBy, userId), eq(tasks.completedBy, userId)))
        .orderBy(asc(tasks.createdAt)),
    ]);
  return {
    eventRegistrations: registrations,
    notifications: received,
    baseline: baseline[0] ?? null,
    emailsSent: emails,
    evidenceItems: evidence,
    submissions: seasons,
    programmeRequests: requests,
  };
}

/** `%`, `_` and `\` typed in a search are literal characters, not patterns. */
const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

/**
 * People whose name, surname, 'name surname', e-mail or the name of one of their organisations
 * contains `query` (case-insensitive; issue 18 'find a person (search by name, e-mail,
 * organisation)'), for the admin's /admin/userView picker; by e-mail, at most `limit`, each with
 * their organisations' names. An empty query finds nobody.
 */
export async function searchPeople(query: string, limit = 50, executor: Executor = db()) {
  const q = query.trim();
  if (q === "") return [];
  const pattern = containsPattern(q);
  const rows = await executor
    .select({ id: users.id, name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(
      or(
        sql`${users.email} ilike ${pattern}`,
        sql`coalesce(${users.name}, '') || ' ' || coalesce(${users.surname}, '') ilike ${pattern}`,
        sql`exists (select 1 from ${memberships} inner join ${organisations} on ${organisations.id} = ${memberships.organisationId} where ${memberships.userId} = ${users.id} and ${organisations.name} ilike ${pattern})`,
      ),
    )
    .orderBy(asc(users.email))
    .limit(limit);
  const names = await Promise.all(
    rows.map(async (row) => (await listMemberOrganisations(row.id, executor)).map((o) => o.name)),
  );
  return rows.map((row, i) => ({ ...row, organisations: names[i]! }));
}

/**
 * A person's users row with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. Null when the id, subject or e-mail is taken already.
 */
export async function insertMissingUser(
  values: { id: string; subject: string; email: string; name: string; surname: string },
  executor: Executor = db(),
) {
  const [row] = await executor.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A person's sign-up answers, unless they have some already (the demo's, app/demo). */
export async function insertMissingProfile(
  userId: string,
  profile: Omit<typeof userProfiles.$inferInsert, "userId">,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const written = await executor
    .insert(userProfiles)
    .values({ ...profile, userId })
    .onConflictDoNothing()
    .returning({ userId: userProfiles.userId });
  return written.length > 0;
}

/** Saves the language a person chose for Veld's pages (decision 0158); false without a profile. */
export async function updateProfileLanguage(
  userId: string,
  language: string,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const rows = await executor
    .update(userProfiles)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(userProfiles.userId, userId))
    .returning({ userId: userProfiles.userId });
  return rows.length > 0;
}
