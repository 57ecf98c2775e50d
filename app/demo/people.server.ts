// The demo's people for the embedded identity provider, one per kind of visitor, all with the
// password `veld-demo` (the README's "Demo accounts"). Safe to run on every start and by several
// instances at once: fixed ids, and every write keeps a row that is there already, so nothing is
// duplicated; a person's Veld data (profile, grants, organisation) is written only together with
// their new account, so what someone changed later is left alone. Written through the models and
// the identity provider's own accounts module, like everything in app/demo (decision 0122).
import { createAccount, findAccountById } from "~/idp/accounts.server";
import { hashPassword } from "~/idp/passwords.server";
import { insertGrants } from "~/models/admin-grants.server";
import { addMember } from "~/models/memberships.server";
import { insertMissingDetails } from "~/models/organisation-details.server";
import { insertMissingOrganisation } from "~/models/organisations.server";
import {
  findUserBySubject,
  insertMissingProfile,
  insertMissingUser,
} from "~/models/profiles.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { FIELDS_DEMO_ORGANISATION_ID, seedFieldsDemo } from "./fields.server";
import { seedCalculationsDemo } from "./calculations.server";
import { seedPracticeDemo } from "./practice.server";
import { seedResourcesDemo } from "./resources.server";
import { seedEventsDemo } from "./events.server";
import { seedBaselinesDemo } from "./baselines.server";
import { seedNotificationsDemo } from "./notifications.server";
import { seedEmailsDemo } from "./emails.server";
import { seedMembersDemo } from "./members.server";
import {
  putReviewDemoFiles,
  reviewDemoOrganisation,
  REVIEWED_DEMO,
  seedReviewDemo,
  WAITING_DEMO,
} from "./review.server";
import { ADMIN_SCOPES, type AdminScope } from "~/shared/scopes";

export const DEMO_PASSWORD = "veld-demo";

interface DemoPerson {
  /** The identity provider account id, which is the subject in tokens: fixed so it stays stable. */
  accountId: string;
  email: string;
  givenName: string;
  familyName: string;
  /** The Veld profile (users row); absent for someone who has not signed up yet. */
  user?: { id: string; grants: readonly AdminScope[]; profile: DemoProfile };
  organisation?: { id: string; name: string; role: "OWNER" };
}

/** The sign-up answers (user_profiles) that make a demo person fully signed up. */
interface DemoProfile {
  phoneNumber: string;
  userType: string;
  region: string;
  hearAboutUs: string;
  /** Fixed, so tests and demos can use it ('FARM-2345' is typed as a referral code). */
  ownReferralCode: string;
  /** The demo person whose code they signed up with (decision 0150: a referral made). */
  referredBy?: string;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    accountId: "00000000-0000-4000-8000-000000000001",
    email: "farmer@veld.example",
    givenName: "Thandi",
    familyName: "Nkosi",
    user: {
      id: "00000000-0000-4000-8000-000000000101",
      grants: [],
      profile: {
        phoneNumber: "+27 821234567",
        userType: "regenerativeFarmer",
        region: "MP",
        hearAboutUs: "farmersAssociation",
        ownReferralCode: "FARM2345",
      },
    },
    organisation: {
      id: "00000000-0000-4000-8000-000000000201",
      name: "Nkosi Family Farm",
      role: "OWNER",
    },
  },
  {
    accountId: "00000000-0000-4000-8000-000000000002",
    email: "admin@veld.example",
    givenName: "Sipho",
    familyName: "Dlamini",
    user: {
      id: "00000000-0000-4000-8000-000000000102",
      grants: ADMIN_SCOPES,
      profile: {
        phoneNumber: "+27 215550102",
        userType: "interestedParty",
        region: "WC",
        hearAboutUs: "other",
        ownReferralCode: "ADMN6789",
      },
    },
  },
  {
    accountId: "00000000-0000-4000-8000-000000000003",
    email: "viewer@veld.example",
    givenName: "Lerato",
    familyName: "Mokoena",
    user: {
      id: "00000000-0000-4000-8000-000000000103",
      grants: ["read:admin"],
      profile: {
        phoneNumber: "+27 125550103",
        userType: "academia",
        region: "GT",
        hearAboutUs: "webinar",
        ownReferralCode: "VWER3456",
      },
    },
  },
  {
    // Further along (issue 14): contract signed, fields mapped and confirmed, signoffs in every
    // state; the organisation stands at the implementation plan (fields.server.ts).
    accountId: "00000000-0000-4000-8000-000000000005",
    email: "fields@veld.example",
    givenName: "Pieter",
    familyName: "van der Merwe",
    user: {
      id: "00000000-0000-4000-8000-000000000105",
      grants: [],
      profile: {
        phoneNumber: "+27 515550105",
        userType: "regenerativeFarmer",
        region: "FS",
        hearAboutUs: "conference",
        ownReferralCode: "FLDS4567",
      },
    },
    organisation: {
      id: FIELDS_DEMO_ORGANISATION_ID,
      name: "Karoo Regeneration Trust",
      role: "OWNER",
    },
  },
  {
    // At the end of the journey (issue 16): the season submitted and reviewed, one evidence item
    // needing changes, so the feedback page and the admin's review pages are populated
    // (review.server.ts).
    accountId: "00000000-0000-4000-8000-000000000006",
    email: "review@veld.example",
    givenName: "Zanele",
    familyName: "Mthembu",
    user: {
      id: "00000000-0000-4000-8000-000000000106",
      grants: [],
      profile: {
        phoneNumber: "+27 335550106",
        userType: "regenerativeFarmer",
        region: "NL",
        hearAboutUs: "farmersAssociation",
        ownReferralCode: "RVEW5678",
      },
    },
    organisation: { id: REVIEWED_DEMO.id, name: REVIEWED_DEMO.name, role: "OWNER" },
  },
  {
    // Its season submitted and waiting in the admin's review queue (review.server.ts).
    accountId: "00000000-0000-4000-8000-000000000007",
    email: "waiting@veld.example",
    givenName: "Sibusiso",
    familyName: "Ndlovu",
    user: {
      id: "00000000-0000-4000-8000-000000000107",
      grants: [],
      profile: {
        phoneNumber: "+27 365550107",
        userType: "regenerativeFarmer",
        region: "NL",
        hearAboutUs: "webinar",
        ownReferralCode: "WAIT6789",
        // Thandi (farmer@veld.example) referred him: her code, FARM-2345.
        referredBy: "00000000-0000-4000-8000-000000000101",
      },
    },
    organisation: { id: WAITING_DEMO.id, name: WAITING_DEMO.name, role: "OWNER" },
  },
  {
    // Signed in but not signed up: no Veld profile.
    accountId: "00000000-0000-4000-8000-000000000004",
    email: "newcomer@veld.example",
    givenName: "Naledi",
    familyName: "Khumalo",
  },
];

async function seedPerson(tx: Executor, person: DemoPerson, passwordHash: string, now: Date) {
  // permissions stay empty: Veld's own admin_grants decide, so revoking one works at once.
  const created = await createAccount(
    {
      id: person.accountId,
      email: person.email,
      password: DEMO_PASSWORD,
      passwordHash,
      emailVerified: true,
      givenName: person.givenName,
      familyName: person.familyName,
    },
    tx,
  );
  // Veld data only with a new account: a grant or membership removed later stays removed.
  if (!created) return;
  if (!person.user) return;
  await insertMissingUser(
    {
      id: person.user.id,
      subject: person.accountId,
      email: person.email,
      name: person.givenName,
      surname: person.familyName,
    },
    tx,
  );
  // Someone may hold this subject or e-mail under another id; link to whichever row has it.
  const user = await findUserBySubject(person.accountId, tx);
  if (!user) return;
  await insertGrants(user.id, person.user.grants, null, tx);
  if (person.organisation) {
    const { id, name, role } = person.organisation;
    await insertMissingOrganisation({ id, name }, tx);
    if (id === FIELDS_DEMO_ORGANISATION_ID) {
      await seedFieldsDemo(tx, id, user.id);
      await seedPracticeDemo(tx, id, user.id);
    }
    const review = reviewDemoOrganisation(id);
    if (review) await seedReviewDemo(tx, review, user.id, now);
    // After the fields (decision 0092): samples for each field, credits for two seasons.
    await seedCalculationsDemo(tx, id, user.id, now);
    await insertMissingDetails(id, {}, tx);
    await addMember({ userId: user.id, organisationId: id, role }, tx);
  }
}

/**
 * Gives each signed-up demo person their sign-up answers (user_profiles), so they count as fully
 * signed up, also in databases seeded before profiles existed. Only where the person's users row
 * is there and has no profile yet: nothing changed later is overwritten.
 */
async function seedDemoProfiles(executor: Executor) {
  for (const person of DEMO_PEOPLE) {
    const profile = person.user?.profile;
    if (!profile) continue;
    const user = await findUserBySubject(person.accountId, executor);
    if (!user) continue;
    const { referredBy, ...answers } = profile;
    const referrer = DEMO_PEOPLE.find((p) => p.user?.id === referredBy)?.user;
    await insertMissingProfile(
      user.id,
      {
        ...answers,
        country: "ZA",
        hasReferral: referrer !== undefined,
        referralCode: referrer?.profile.ownReferralCode ?? null,
        referredByUserId: referrer?.id ?? null,
        mailingList: false,
        consentedAt: new Date(),
        emailVerifiedAt: new Date(),
      },
      executor,
    );
  }
}

/** Creates the demo accounts that do not exist yet, with their Veld data. */
export async function seedDemoData() {
  await seedDemoAccounts();
  await transaction((tx) => seedDemoProfiles(tx));
  await seedResourcesDemo();
  await seedEventsDemo();
  await seedBaselinesDemo();
  await seedNotificationsDemo();
  await seedEmailsDemo();
  await seedMembersDemo();
}

async function seedDemoAccounts() {
  const missing: DemoPerson[] = [];
  for (const person of DEMO_PEOPLE)
    if (!(await findAccountById(person.accountId))) missing.push(person);
  if (!missing.length) return;
  // Hashing is the slow part (~0.1 s each), done before the transaction and only when needed.
  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));
  const now = new Date();
  // File bytes are not in the transaction: the review demo's go to the store first (fixed keys).
  for (const person of missing) {
    const review = reviewDemoOrganisation(person.organisation?.id);
    if (review) await putReviewDemoFiles(review, now);
  }
  await transaction(async (tx) => {
    for (const [i, person] of missing.entries()) await seedPerson(tx, person, hashes[i]!, now);
  });
}
