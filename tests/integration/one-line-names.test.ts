// A person's name is one line (issue 28, decision 0118): a name with CR/LF is refused by
// PUT /api/v2/user/info and by the profile form (/profile/signup), so it never becomes fake lines
// in the plain-text invite e-mail its owner sends to anyone. A name stored with a line break
// before the rule is written into the invite on one line.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, memberships, organisations, users } from "~/db/schema";
import { action as infoAction } from "~/routes/api.v2.user.info";
import { action as inviteApi } from "~/routes/api.v2.user.company.invite";
import { action as signupAction } from "~/routes/profile.signup/route";
import { SINGLE_LINE_TEXT } from "~/services/kit/forms/messages";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertTestProfile } from "../support/model-fixtures";
import { callRoute } from "../support/route-call";
import { signInSession } from "../support/sessions";

trustTestTokens();

// Short enough for the name field (50 characters): only the line breaks are wrong.
const FORGED = "Eve\r\n\r\nUrgent: sign in at https://evil.example";

const SIGN_UP = {
  name: "Ayanda",
  surname: "Zulu",
  phoneNumber: "+27 821234567",
  userType: "agriConsultant",
  country: "ZA",
  region: "NL",
  hearAboutUs: "conference",
  hasReferral: false,
  mailingList: true,
  companyName: "Zulu Agri Advisory",
  role: "OWNER",
  consent: true,
};

async function json(response: Response) {
  return (await response.json()) as { errors?: Record<string, string>; data?: unknown };
}

describe("a name with a line break", () => {
  it("is refused by PUT /api/v2/user/info, and the stored name stays", async () => {
    const token = await mintAccessToken("lines|api", { email: "ayanda@lines.example" });
    const signUp = await callRoute(
      infoAction,
      apiRequest("/api/v2/user/info", token, { method: "POST", body: SIGN_UP }),
    );
    expect(signUp.status).toBe(201);
    for (const body of [{ name: FORGED }, { surname: "Zulu\nBcc: everyone@example.org" }]) {
      const refused = await callRoute(
        infoAction,
        apiRequest("/api/v2/user/info", token, { method: "PUT", body }),
      );
      expect(refused.status).toBe(422);
      expect((await json(refused)).errors).toEqual({ [Object.keys(body)[0]!]: SINGLE_LINE_TEXT });
    }
    const [row] = await db().select().from(users).where(eq(users.subject, "lines|api"));
    expect(row).toMatchObject({ name: "Ayanda", surname: "Zulu" });
  });

  it("is refused by the profile form, with the values kept", async () => {
    const { cookie } = await signInSession("lines|form", "form@lines.example");
    const body = new URLSearchParams({
      intent: "signup",
      name: FORGED,
      surname: "Mthembu",
      "phoneNumber.country": "ZA",
      "phoneNumber.number": "082 123 4567",
      userType: "regenerativeFarmer",
      country: "ZA",
      region: "NL",
      hearAboutUs: "webinar",
      companyName: "Mthembu Boerdery",
      role: "OWNER",
      consent: "on",
    });
    const answer = await callRoute(
      signupAction,
      new Request("http://localhost:3000/profile/signup", {
        method: "POST",
        headers: { Cookie: cookie },
        body,
      }),
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const refused = (await answer.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, unknown>;
    };
    expect(refused.fieldErrors.name).toBe(SINGLE_LINE_TEXT);
    expect(refused.repopulateFields.name).toBe(FORGED);
    expect(await db().select().from(users).where(eq(users.subject, "lines|form"))).toEqual([]);
  });

  it("stored before the rule, is one line in the invite e-mail its owner sends", async () => {
    const [org] = await db()
      .insert(organisations)
      .values({ name: "Boplaas\nBoerdery" })
      .returning();
    const [owner] = await db()
      .insert(users)
      .values({ subject: "lines|old", email: "old@lines.example", name: FORGED, surname: "Smit" })
      .returning();
    await insertTestProfile(owner!.id, { verified: true });
    await db()
      .insert(memberships)
      .values({ userId: owner!.id, organisationId: org!.id, role: "OWNER" });
    const token = await mintAccessToken("lines|old", { email: "old@lines.example" });
    const sent = await callRoute(
      inviteApi,
      apiRequest("/api/v2/user/company/invite", token, {
        method: "POST",
        body: { email: "friend@elsewhere.example", companyId: org!.id, userType: "STAFF" },
      }),
    );
    expect(sent.status).toBe(201);
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "friend@elsewhere.example"));
    expect(mail!.subject).toBe("You're invited to join Boplaas Boerdery on Veld");
    const lines = mail!.text.split("\n");
    expect(lines).toContain(
      "Eve Urgent: sign in at https://evil.example Smit has invited you to join Boplaas Boerdery on Veld as Farm Manager / Staff / Associate.",
    );
    expect(lines.some((line) => line.startsWith("Urgent"))).toBe(false);
  });
});
