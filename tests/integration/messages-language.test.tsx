// Validation and refusal messages in the farmer's language (issue 33; decision 0159): a refused
// form posted with ?lang=zu, or by a person whose saved language is isiZulu, comes back with the
// isiZulu message in the error summary and beside the field (the schema's English matched to its
// catalogue entry where it is shown), and the toast of a saved form is isiZulu too.
import { createRemixStub } from "@remix-run/testing";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { TranslationsProvider } from "~/components/i18n";
import { db } from "~/db/client.server";
import { userProfiles } from "~/db/schema";
import { loader as rootLoader } from "~/root";
import { loader as layoutLoader } from "~/routes/profile";
import * as details from "~/routes/profile.details";
import type { Translations } from "~/services/i18n/translations";
import { insertTestProfile, insertTestUser } from "../support/model-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const cookies = { chose: "", saved: "" };

const valid = {
  intent: "details",
  name: "Sipho",
  surname: "Mabaso",
  "phoneNumber.country": "ZA",
  "phoneNumber.number": "082 765 4321",
  userType: "regenerativeFarmer",
  country: "ZA",
  region: "FS",
  hearAboutUs: "webinar",
};

async function person(email: string, language: string | null) {
  const user = await insertTestUser({ email, name: "Sipho" });
  await insertTestProfile(user.id);
  if (language)
    await db().update(userProfiles).set({ language }).where(eq(userProfiles.userId, user.id));
  return signInCookie(user.subject, user.email);
}

beforeAll(async () => {
  cookies.chose = await person("sipho-url@messages.example", null);
  cookies.saved = await person("sipho-saved@messages.example", "zu");
});

async function json(fn: (args: never) => unknown, url: string, cookie: string, body?: object) {
  const answer = await callRoute(
    fn,
    new Request(`${BASE}${url}`, {
      method: body ? "POST" : "GET",
      headers: { Cookie: cookie },
      body: body ? new URLSearchParams(body as Record<string, string>) : undefined,
    }),
  );
  const data = answer instanceof Response ? await answer.json() : answer;
  const plain = data as { type?: string; data?: unknown };
  return JSON.parse(
    JSON.stringify(plain?.type === "DataWithResponseInit" ? plain.data : data),
  ) as Record<string, unknown>;
}

/** The root's and the signed-in layout's translations (the frame's words and the messages) around the page, as the app nests them. */
function Frame() {
  const root = useRouteLoaderData("root") as { translations: Translations };
  const layout = useRouteLoaderData("layout") as { translations: Translations };
  return (
    <TranslationsProvider translations={root.translations}>
      <TranslationsProvider translations={layout.translations}>
        <Outlet />
      </TranslationsProvider>
    </TranslationsProvider>
  );
}

/** /profile/details refused, as the server's HTML: what a browser without JavaScript shows. */
async function refusedPage(query: string, cookie: string) {
  const url = `/profile/details${query}`;
  const root = await json(rootLoader, url, cookie);
  const layout = await json(layoutLoader, url, cookie);
  const page = await json(details.loader, url, cookie);
  const refusal = await json(details.action, url, cookie, { ...valid, name: "" });
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      Component: () => <Outlet />,
      loader: () => root,
      children: [
        {
          id: "layout",
          path: "profile",
          Component: Frame,
          loader: () => layout,
          children: [
            {
              id: "page",
              path: "details",
              Component: details.default as () => JSX.Element,
              loader: () => page,
              action: () => refusal,
            },
          ],
        },
      ],
    },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const html = renderToString(
      <Stub
        initialEntries={[url]}
        hydrationData={{
          loaderData: { root, layout, page },
          actionData: { page: refusal },
        }}
      />,
    ).replace(/<!-- -->/g, "");
    return { html, refusal };
  } finally {
    quiet.mockRestore();
  }
}

/** The text of the element with class `name`. */
function textsOf(html: string, name: string): string[] {
  const found = [...html.matchAll(new RegExp(`class="${name}"[^>]*>([\\s\\S]*?)</`, "g"))];
  return found.map((match) => match[1]!.replace(/<[^>]+>/g, ""));
}

describe("a refused form in isiZulu", () => {
  it.each([
    ["?lang=zu", "chose"],
    ["", "saved"],
  ] as const)("posted %s by the person who %s isiZulu", async (query, who) => {
    const { html, refusal } = await refusedPage(query, cookies[who]);
    // The schema's message stays English at its source, as tests and the API read it.
    expect(JSON.stringify(refusal)).toContain('"name":"Required"');
    expect(textsOf(html, "kf-error-summary__title")).toEqual([
      "Kukhona inkinga empendulweni engu-1",
    ]);
    expect(html).toContain("Iphutha: </span>Kuyadingeka");
    expect(html).not.toMatch(/>Required</);
    expect(html).not.toMatch(/\berrors\w*\.\w/);
  });

  it("in English the page shows the schema's own words", async () => {
    const { html } = await refusedPage("?lang=en", cookies.chose);
    expect(textsOf(html, "kf-error-summary__title")).toEqual(["There is a problem with 1 answer"]);
    expect(html).toContain("Error: </span>Required");
  });
});

describe("a toast in isiZulu", () => {
  it("the saved form's toast is translated by the root before it is sent", async () => {
    const saved = await callRoute(
      details.action,
      new Request(`${BASE}/profile/details`, {
        method: "POST",
        headers: { Cookie: cookies.saved },
        body: new URLSearchParams(valid),
      }),
    );
    expect(saved.status).toBe(302);
    const flash = saved.headers.get("Set-Cookie")!.split(";")[0]!;
    const root = await json(rootLoader, "/profile/details", `${cookies.saved}; ${flash}`);
    expect(root.toast).toMatchObject({ type: "success", text: "Imininingwane yakho igciniwe." });
  });
});
