// An external identity provider's account actions (issue 32; decision 0148), with real Requests
// and a fake provider on loopback: 'Forgot your password?' posts the e-mail to its
// change-password endpoint or links to its account page, and 'Resend verification e-mail' asks
// its endpoint or answers 'at-provider', never 409. The built-in provider keeps its own pages.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "~/env.server";
import { action, loader } from "~/routes/auth.password-reset";
import { resendVerificationEmail } from "~/services/profiles/verification.server";

const APP = "http://localhost:3000";
const KEYS = [
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "OIDC_ACCOUNT_URL",
  "OIDC_PASSWORD_RESET_URL",
  "OIDC_PASSWORD_RESET_CONNECTION",
  "OIDC_VERIFICATION_URL",
];

let server: http.Server;
let origin = "";
let answer = 200;
const received: { path: string; body: Record<string, unknown>; auth: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({
        path: req.url ?? "",
        body: JSON.parse(body || "{}") as Record<string, unknown>,
        auth: req.headers.authorization ?? "",
      });
      res.writeHead(answer, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  configure(null);
  await new Promise((resolve) => server.close(resolve));
});

/** An external provider with `extra` settings; null: the built-in provider again. */
function configure(extra: Record<string, string> | null) {
  for (const key of KEYS) delete process.env[key];
  if (extra) {
    Object.assign(process.env, {
      OIDC_ISSUER: origin,
      OIDC_CLIENT_ID: "veld-external",
      OIDC_CLIENT_SECRET: "an-external-client-secret",
      ...extra,
    });
  }
  loadEnv();
  received.length = 0;
  answer = 200;
}

const args = (request: Request) => ({ request, params: {}, context: {} as never });

async function settle<T>(run: () => Promise<T> | T): Promise<T | Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const post = (email: string) =>
  new Request(`${APP}/auth/password-reset`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "passwordReset", email }),
  });

type Answer = { data: unknown; init: ResponseInit | null };

describe("'Forgot your password?' (/auth/password-reset)", () => {
  it("with the built-in provider sends the person to its own page", async () => {
    configure(null);
    const answer = await settle(() => loader(args(new Request(`${APP}/auth/password-reset`))));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe(
      `${APP}/oidc/account/forgot-password`,
    );
  });

  it("posts the e-mail to the provider's change-password endpoint, and answers alike", async () => {
    configure({
      OIDC_PASSWORD_RESET_URL: `${origin}/dbconnections/change_password`,
      OIDC_PASSWORD_RESET_CONNECTION: "Username-Password-Authentication",
    });
    const page = await loader(args(new Request(`${APP}/auth/password-reset`)));
    expect(page).toMatchObject({ sent: false, canReset: true, accountUrl: null });

    const done = await settle(() => action(args(post(" thandi@nkosi-farms.co.za "))));
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).status).toBe(302);
    expect((done as Response).headers.get("Location")).toBe("/auth/password-reset?sent=1");
    expect(received).toEqual([
      {
        path: "/dbconnections/change_password",
        body: {
          client_id: "veld-external",
          email: "thandi@nkosi-farms.co.za",
          connection: "Username-Password-Authentication",
        },
        auth: `Basic ${Buffer.from("veld-external:an-external-client-secret").toString("base64")}`,
      },
    ]);
    const sent = await loader(args(new Request(`${APP}/auth/password-reset?sent=1`)));
    expect(sent).toMatchObject({ sent: true });
  });

  it("refuses an address that is not one (400) and a provider that fails (503), never a 500", async () => {
    configure({ OIDC_PASSWORD_RESET_URL: `${origin}/dbconnections/change_password` });
    const bad = (await action(args(post("thandi")))) as unknown as Answer;
    expect(bad.init?.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain("Enter a valid email address");
    expect(received).toEqual([]);

    answer = 500;
    const failed = (await action(args(post("thandi@nkosi-farms.co.za")))) as unknown as Answer;
    expect(failed.init?.status).toBe(503);
    expect(JSON.stringify(failed.data)).toContain("We could not reach your sign-in provider");
  });

  it("without an endpoint links to the provider's account page", async () => {
    configure({ OIDC_ACCOUNT_URL: `${origin}/account` });
    const page = await loader(args(new Request(`${APP}/auth/password-reset`)));
    expect(page).toMatchObject({ canReset: false, accountUrl: `${origin}/account` });
    const posted = await settle(() => action(args(post("thandi@nkosi-farms.co.za"))));
    expect((posted as Response).headers.get("Location")).toBe("/auth/password-reset");
    expect(received).toEqual([]);
  });
});

describe("'Resend verification e-mail' with an external provider", () => {
  const person = { subject: "auth0|thandi", email: "thandi@nkosi-farms.co.za" };

  it("asks the provider's endpoint, at most once a minute", async () => {
    configure({ OIDC_VERIFICATION_URL: `${origin}/verification-email` });
    expect(await resendVerificationEmail(person)).toBe("sent");
    expect(received).toMatchObject([
      {
        path: "/verification-email",
        body: { client_id: "veld-external", user_id: "auth0|thandi", email: person.email },
      },
    ]);
    expect(await resendVerificationEmail(person)).toBe("too-soon");
    expect(received).toHaveLength(1);
  });

  it("answers provider-unreachable when the endpoint fails", async () => {
    configure({ OIDC_VERIFICATION_URL: `${origin}/verification-email` });
    answer = 502;
    expect(await resendVerificationEmail({ ...person, subject: "auth0|other" })).toBe(
      "provider-unreachable",
    );
  });

  it("without an endpoint answers at-provider (the account page), never not-available", async () => {
    configure({ OIDC_ACCOUNT_URL: `${origin}/account` });
    expect(await resendVerificationEmail(person)).toBe("at-provider");
    configure({});
    expect(await resendVerificationEmail(person)).toBe("at-provider");
    expect(received).toEqual([]);
  });
});
