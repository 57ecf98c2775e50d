// Referrals (issue 32 'The referral code is invisible'; decision 0150), through the routes on a
// real database: 'Your details' shows the person's own code and the link that pre-fills sign-up;
// the admin's person page says who referred them and whom they referred; nobody refers
// themselves. Sign-up's own part (the code checked, kept and audited, ?ref=) is in signup.test.ts.
import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { userProfiles, users } from "~/db/schema";
import { PersonReferrals } from "~/components/people/person";
import { ReferralShare } from "~/components/profiles/referral-share";
import * as personPage from "~/routes/admin.baseline_.$userId";
import { loader as details } from "~/routes/profile.details";
import { insertTestProfile, insertTestUser } from "../support/model-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const people = { referrer: "", referred: "", other: "" };
let referrerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  const referrer = await insertTestUser({ email: "thandi@referrals.example", name: "Thandi" });
  const referred = await insertTestUser({ email: "sipho@referrals.example", name: "Sipho" });
  const other = await insertTestUser({ email: "lindiwe@referrals.example" });
  for (const user of [referrer, referred, other]) await insertTestProfile(user.id);
  await db()
    .update(userProfiles)
    .set({ ownReferralCode: "FARM2345" })
    .where(eq(userProfiles.userId, referrer.id));
  await db()
    .update(userProfiles)
    .set({ hasReferral: true, referralCode: "FARM2345", referredByUserId: referrer.id })
    .where(eq(userProfiles.userId, referred.id));
  people.referrer = referrer.id;
  people.referred = referred.id;
  people.other = other.id;
  referrerCookie = await signInCookie(referrer.subject, referrer.email);
  await db().insert(users).values({ subject: "auth|ref-admin", email: "admin@referrals.example" });
  adminCookie = await signInCookie("auth|ref-admin", "admin@referrals.example", ["read:admin"]);
});

describe("'Your details' shows the person's referral code", () => {
  it("with the link that opens sign-up with it filled in", async () => {
    const data = (await callRoute(
      details,
      new Request("http://localhost:3000/profile/details", { headers: { cookie: referrerCookie } }),
    )) as never as { referral: { code: string; link: string } | null };
    expect(data.referral).toEqual({
      code: "FARM-2345",
      link: expect.stringMatching(/^https?:\/\/[^/]+\/profile\/signup\?ref=FARM-2345$/),
    });
    const html = renderToStaticMarkup(<ReferralShare {...data.referral!} />);
    expect(html).toContain("Your referral code");
    expect(html).toContain("FARM-2345");
    expect(html).toContain(`value="${data.referral!.link}"`);
  });
});

describe("the admin's person page shows referrals", () => {
  type Page = Awaited<ReturnType<typeof personPage.loader>>;
  const open = async (userId: string) =>
    (await callRoute(
      personPage.loader,
      new Request(`http://localhost:3000/admin/baseline/${userId}`, {
        headers: { cookie: adminCookie },
      }),
      { userId },
    )) as unknown as Page;

  it("the referrer: nobody referred them, one person they referred", async () => {
    const page = await open(people.referrer);
    expect(page.referrals.referredBy).toBeNull();
    expect(page.referrals.referred).toEqual([
      expect.objectContaining({ userId: people.referred, label: "Sipho" }),
    ]);
    const html = renderToStaticMarkup(<PersonReferrals {...page.referrals} />);
    expect(html).toContain("<dt>People they referred</dt><dd>1</dd>");
    expect(html).toContain(`href="/admin/baseline/${people.referred}"`);
  });

  it("the person referred: referred by the code's holder, by name", async () => {
    const page = await open(people.referred);
    expect(page.referrals.referredBy).toMatchObject({ userId: people.referrer, label: "Thandi" });
    expect(page.referrals.referred).toEqual([]);
    const html = renderToStaticMarkup(<PersonReferrals {...page.referrals} />);
    expect(html).toContain(
      `<dt>Referred by</dt><dd><a href="/admin/baseline/${people.referrer}">Thandi</a></dd>`,
    );
  });

  it("someone without referrals: neither", async () => {
    const page = await open(people.other);
    expect(page.referrals).toEqual({ referredBy: null, referred: [] });
  });
});

describe("nobody refers themselves", () => {
  it("the database refuses a profile referred by its own person", async () => {
    await expect(
      db()
        .update(userProfiles)
        .set({ referredByUserId: people.other })
        .where(eq(userProfiles.userId, people.other)),
    ).rejects.toThrow();
    const [row] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, people.other));
    expect(row!.referredByUserId).toBeNull();
  });
});
