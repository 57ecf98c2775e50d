// The language of Veld's pages (issue 33; decision 0158): the chooser's route keeps a visitor's
// choice in a cookie and a signed-in person's on their profile, returns only to a same-origin
// path, and refuses what it does not know with a 400; the root and the landing page answer in
// the language the request resolves to; PUT /api/v2/user/info saves and returns the language.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { userProfiles, users } from "~/db/schema";
import { loader as landingLoader } from "~/routes/_public._index";
import { action as infoAction, loader as infoLoader } from "~/routes/api.v2.user.info";
import { action as chooseAction, loader as chooseLoader } from "~/routes/language";
import { loader as rootLoader } from "~/root";
import { createTranslator, type Translations } from "~/services/i18n/translations";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertTestProfile } from "../support/model-fixtures";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const context = { cspNonce: "", requestId: "language-test" };
type Fn = (args: {
  request: Request;
  params: Record<string, string>;
  context: typeof context;
}) => unknown;

async function call(
  fn: Fn,
  path: string,
  init: { headers?: Record<string, string>; form?: Record<string, string> } = {},
) {
  const request = new Request(`http://localhost:3000${path}`, {
    method: init.form ? "POST" : "GET",
    headers: init.headers,
    body: init.form ? new URLSearchParams(init.form) : undefined,
  });
  try {
    return await fn({ request, params: {}, context });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The data of a loader that answered with data() or a plain object. */
function dataOf<T>(result: unknown): T {
  const value = result as { type?: string; data?: unknown };
  return (value?.type === "DataWithResponseInit" ? value.data : value) as T;
}

const heading = (translations: Translations) =>
  createTranslator(translations)._("landing.heroTitle");

let userId: string;
let farmerCookie: string;

beforeAll(async () => {
  const [user] = await db()
    .insert(users)
    .values({ subject: "auth|language-farmer", email: "nomsa@language.example", name: "Nomsa" })
    .returning();
  userId = user!.id;
  await insertTestProfile(userId);
  farmerCookie = await signInCookie("auth|language-farmer", "nomsa@language.example");
});

describe("POST /language", () => {
  const choose = (form: Record<string, string>, cookie?: string) =>
    call(chooseAction as Fn, "/language", {
      form: { intent: "choose-language", ...form },
      headers: cookie ? { Cookie: cookie } : undefined,
    }) as Promise<Response>;

  it("keeps a visitor's choice in a cookie and goes back to the page", async () => {
    const response = await choose({ language: "zu", returnTo: "/faqs?topic=2" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/faqs?topic=2");
    expect(response.headers.get("Set-Cookie")).toMatch(/^veld_lang=zu;.*Max-Age=31536000/);
  });

  it.each([
    "//evil.example/x",
    "https://evil.example",
    "/\t/evil.example",
    "/auth/login",
    "javascript:alert(1)",
  ])("never returns to %j: it goes to the landing page", async (returnTo) => {
    const response = await choose({ language: "af", returnTo });
    expect(response.headers.get("Location")).toBe("/");
  });

  it("refuses a language it does not speak, and another form, with a 400", async () => {
    expect((await choose({ language: "fr", returnTo: "/" })).status).toBe(400);
    expect(
      (
        (await call(chooseAction as Fn, "/language", {
          form: { intent: "x", language: "af" },
        })) as Response
      ).status,
    ).toBe(400);
  });

  it("saves a signed-in person's choice on their profile", async () => {
    const response = await choose({ language: "xh", returnTo: "/profile/home" }, farmerCookie);
    expect(response.headers.get("Location")).toBe("/profile/home");
    const [profile] = await db().select().from(userProfiles).where(eq(userProfiles.userId, userId));
    expect(profile!.language).toBe("xh");
  });

  it("a visit sends the browser to the landing page", async () => {
    const response = (await call(chooseLoader as Fn, "/language")) as Response;
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("the page's language", () => {
  it("follows Accept-Language, then the cookie, then the address, for a visitor", async () => {
    const asked = (headers: Record<string, string>, path = "/") =>
      call(landingLoader as Fn, path, { headers }).then(
        (r) => dataOf<{ translations: Translations }>(r).translations,
      );
    expect((await asked({})).language).toBe("en");
    expect(heading(await asked({}))).toBe("Healthier soil, and an income from carbon");
    expect((await asked({ "Accept-Language": "fr;q=1, af;q=0.8" })).language).toBe("af");
    expect(heading(await asked({ "Accept-Language": "af" }))).toBe(
      "Gesonder grond, en 'n inkomste uit koolstof",
    );
    expect((await asked({ "Accept-Language": "af", Cookie: "veld_lang=st" })).language).toBe("st");
    expect((await asked({ Cookie: "veld_lang=st" }, "/?lang=zu")).language).toBe("zu");
    // An unknown ?lang= is left out, not refused.
    expect((await asked({ "Accept-Language": "xh" }, "/?lang=klingon")).language).toBe("xh");
  });

  it("is the signed-in person's saved choice before the cookie and the browser", async () => {
    await db().update(userProfiles).set({ language: "zu" }).where(eq(userProfiles.userId, userId));
    const root = dataOf<{ translations: Translations; languages: string[] }>(
      await call(rootLoader as Fn, "/", {
        headers: { Cookie: `${farmerCookie}; veld_lang=af`, "Accept-Language": "st" },
      }),
    );
    expect(root.translations.language).toBe("zu");
    expect(createTranslator(root.translations)._("layout.signOut")).toBe("Phuma");
    // The root sends the frame's messages only: the landing page's come with its own loader.
    expect(Object.keys(root.translations.messages).some((id) => id.startsWith("landing."))).toBe(
      false,
    );
    expect(root.languages).toEqual(expect.arrayContaining(["en", "af", "zu", "xh", "st"]));
  });
});

describe("PUT /api/v2/user/info's language", () => {
  it("saves a language Veld speaks and returns it; another is a 422 that changes nothing", async () => {
    const token = await mintAccessToken("auth|language-api", { email: "thabo@language.example" });
    const send = async (method: string, body: unknown) => {
      const handler = method === "GET" ? infoLoader : infoAction;
      const response = (await handler({
        request: apiRequest("/api/v2/user/info", token, { method, body }),
        params: {},
        context,
      } as never)) as Response;
      return { status: response.status, body: await response.json() };
    };
    const signedUp = await send("POST", {
      name: "Thabo",
      surname: "Mokoena",
      phoneNumber: "+27 821234567",
      userType: "agriConsultant",
      country: "ZA",
      region: "FS",
      hearAboutUs: "conference",
      hasReferral: false,
      mailingList: false,
      companyName: "Mokoena Boerdery",
      role: "CONSULTANT",
      consent: true,
    });
    expect(signedUp.status).toBe(201);
    expect(signedUp.body.data.user.language).toBeNull();
    const saved = await send("PUT", { language: "st" });
    expect(saved.status).toBe(200);
    expect(saved.body.data.user.language).toBe("st");
    const refused = await send("PUT", { language: "pseudo", name: "Changed" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.language).toMatch(/^Choose one of the languages Veld speaks/);
    const again = await send("GET", undefined);
    expect(again.body.data.user).toMatchObject({ name: "Thabo", language: "st" });
  });
});
