// spec §9 'Token requests are attempted up to 3 times' and 'default HTTP timeout 10 s', against a
// token endpoint on loopback that answers what each case scripts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { OAuth2RequestError, UnexpectedResponseError } from "remix-auth-oauth2";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestTokens, type TokenClient } from "./token-requests.server";

type Answer = { status: number; body?: unknown } | "hang" | "reset";

let answers: Answer[] = [];
let received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let server: http.Server;
let client: TokenClient;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      const answer = answers.shift() ?? { status: 500 };
      if (answer === "hang") return; // never answers
      if (answer === "reset") return req.socket.destroy();
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  client = {
    tokenEndpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`,
    clientId: "veld",
    clientSecret: "s3cret",
  };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  answers = [];
  received = [];
});

const tokens = { status: 200, body: { access_token: "a", token_type: "Bearer", expires_in: 60 } };
const fast = { retryDelayMs: 1 };
const refresh = () =>
  requestTokens(client, { grant_type: "refresh_token", refresh_token: "r" }, fast);

describe("token requests (spec §9)", () => {
  it("are sent as arctic sends them: a form, HTTP Basic, JSON accepted", async () => {
    answers = [tokens];
    const answer = await refresh();
    expect(answer.accessToken()).toBe("a");
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [(typeof received)[number]];
    expect(headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(headers.accept).toBe("application/json");
    expect(headers.authorization).toBe(`Basic ${btoa("veld:s3cret")}`);
    expect(body).toBe("grant_type=refresh_token&refresh_token=r");
  });

  it.each<[string, Answer[], number, string]>([
    ["a 503 then the tokens", [{ status: 503 }, tokens], 2, "tokens"],
    ["two 502s then the tokens", [{ status: 502 }, { status: 502 }, tokens], 3, "tokens"],
    ["a dropped connection then the tokens", ["reset", tokens], 2, "tokens"],
    ["three 503s", [{ status: 503 }, { status: 503 }, { status: 503 }], 3, "503"],
    ["three dropped connections", ["reset", "reset", "reset"], 3, "network"],
    [
      "a 500 then invalid_grant",
      [{ status: 500 }, { status: 400, body: { error: "invalid_grant" } }],
      2,
      "invalid_grant",
    ],
    [
      "invalid_grant (400): never repeated",
      [{ status: 400, body: { error: "invalid_grant" } }, tokens],
      1,
      "invalid_grant",
    ],
    [
      "invalid_client (401): never repeated",
      [{ status: 401, body: { error: "invalid_client" } }, tokens],
      1,
      "invalid_client",
    ],
    ["a 429: a 4xx, never repeated", [{ status: 429 }, tokens], 1, "429"],
    ["a 404: never repeated", [{ status: 404 }, tokens], 1, "404"],
  ])("%s: %i request(s), then %s", async (_case, script, requests, outcome) => {
    answers = [...script];
    const result = await refresh().then(
      (answer) => (answer.accessToken() === "a" ? "tokens" : "?"),
      (error: unknown) => {
        if (error instanceof OAuth2RequestError) return error.code;
        if (error instanceof UnexpectedResponseError) return String(error.status);
        if (error instanceof TypeError) return "network";
        throw error;
      },
    );
    expect(result).toBe(outcome);
    expect(received).toHaveLength(requests);
  });

  it("an attempt the provider does not answer in time is abandoned and tried again", async () => {
    answers = ["hang", tokens];
    const answer = await requestTokens(
      client,
      { grant_type: "refresh_token", refresh_token: "r" },
      { ...fast, timeoutMs: 200 },
    );
    expect(answer.accessToken()).toBe("a");
    expect(received).toHaveLength(2);
  });

  it("when no attempt is answered in time, the error is a timeout (the 'Timeout' login page)", async () => {
    answers = ["hang", "hang", "hang"];
    const started = Date.now();
    const error = await requestTokens(
      client,
      { grant_type: "refresh_token", refresh_token: "r" },
      { ...fast, timeoutMs: 150 },
    ).catch((e: unknown) => e);
    expect((error as Error).name).toBe("TimeoutError");
    expect(received).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
