// Bad input is a 4xx, never a 500, on every route: each action and /api/v2 route gets posts
// generated from hostile pieces (a NUL, a lone surrogate, ids that are not UUIDs, decimals where
// whole numbers go, prototype keys, a body of the wrong type, broken multipart, file names with
// ';' and '='), and each loader gets hostile values for every query parameter it reads, the
// names learnt from its query schemas (services/kit/query.ts). Nothing may throw anything but a
// Response, answer 5xx, or log at error level. The routes come from the route tree itself
// (tests/support/route-tree.ts): a route added tomorrow is covered the day it exists.
// The routes are dealt to several test files (tests/integration/bad-input-*.test.ts), which the
// workers take side by side: in one file the suite was the run's longest by far.
import fs from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { memberships, organisations, users } from "~/db/schema";
import { logger } from "~/logger.server";
import { ADMIN_SCOPES } from "~/shared/scopes";
import { postFieldNames, queryParameterNames, watchQueryReads } from "~/services/kit/query";
import { mintAccessToken, trustTestTokens } from "./api-tokens";
import { routeNodes, type DataFunction, type RouteNode } from "./route-tree";
import { signInCookie } from "./sessions";

const EVERY_SCOPE = [...ADMIN_SCOPES];

/** Field names every form or API body of Veld is likely to read. */
const FIELD_NAMES = [
  "intent",
  "name",
  "email",
  "role",
  "organisationId",
  "farmId",
  "signatoryId",
  "boundaryId",
  "inviteId",
  "applicationId",
  "id",
  "value",
  "status",
  "returnTo",
  "language",
  "province",
  "phone",
  "phoneNumber",
  "hectares",
  "reason",
  "note",
  "companyName",
  "registrationNumber",
];

const HOSTILE_VALUES = [
  "",
  " ",
  "\u0000",
  "Farm\u0000name",
  "\ud800",
  "x\udc00y",
  "not-a-uuid",
  "00000000-0000-4000-8000-000000000000",
  "1.5",
  "-1",
  "1e309",
  "NaN",
  "constructor",
  "__proto__",
  "<b>bold</b><script>alert(1)</script>",
  '=HYPERLINK("https://evil.example")',
  "'; DROP TABLE users; --",
  "/\t/evil.example",
  "ü".repeat(3000),
];

/** Intents and form ids a route's own source names: they lead a post past the first switch. */
function intentsOf(node: RouteNode): string[] {
  const file = `app/${node.file}`;
  const folder = file.replace(/\/(route|index)\.(ts|tsx)$/, "");
  const sources =
    folder !== file && fs.existsSync(folder)
      ? fs.readdirSync(folder).map((f) => `${folder}/${f}`)
      : [file];
  const found = new Set<string>();
  for (const source of sources) {
    const text = fs.readFileSync(source, "utf8");
    for (const match of text.matchAll(/(?:case|===)\s*"([a-z][\w:-]{1,40})"/g))
      found.add(match[1]!);
  }
  return [...found];
}

type Body =
  | { kind: "form"; fields: [string, string][] }
  | { kind: "multipart"; fields: [string, string][]; fileName: string }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; contentType: string; text: string };

function bodyArbitrary(intents: string[]): fc.Arbitrary<Body> {
  // With the fields every page's post schema declares (intent, the ids of records): the route
  // tree imported them, so a field added tomorrow is attacked the day it exists.
  const name = fc.constantFrom(...new Set([...FIELD_NAMES, ...postFieldNames()]));
  const value = fc.oneof(
    fc.constantFrom(...HOSTILE_VALUES),
    intents.length ? fc.constantFrom(...intents) : fc.constant("save"),
    fc.string({ unit: "binary", maxLength: 20 }),
  );
  const fields = fc.array(fc.tuple(name, value), { maxLength: 8 });
  const withIntent = fc
    .tuple(intents.length ? fc.constantFrom(...intents) : fc.constant("save"), fields)
    .map(([intent, rest]) => [["intent", intent], ...rest] as [string, string][]);
  const anyFields = fc.oneof(fields, withIntent);
  return fc.oneof(
    anyFields.map((f): Body => ({ kind: "form", fields: f })),
    fc
      .tuple(anyFields, fc.constantFrom("a;b=c.pdf", 'x".pdf', "ok.pdf", "\u0000.pdf", "é.pdf"))
      .map(([f, fileName]): Body => ({ kind: "multipart", fields: f, fileName })),
    fc
      .oneof(
        fc.dictionary(name, fc.oneof(value, fc.double(), fc.integer(), fc.constant(null))),
        fc.constant({ __proto__: { isAdmin: true } }),
        fc.constant([1, 2, 3]),
        fc.constant({ name: { constructor: { prototype: 1 } } }),
      )
      .map((v): Body => ({ kind: "json", value: v })),
    fc
      .constantFrom(
        { contentType: "multipart/form-data; boundary=x", text: "--x\r\nbroken" },
        { contentType: "multipart/form-data", text: "no boundary at all" },
        { contentType: "application/json", text: "{not json" },
        { contentType: "text/plain", text: "intent=save" },
        { contentType: "application/x-www-form-urlencoded", text: "a=%ZZ&b=%00&%E0%A4%A=1" },
      )
      .map((raw): Body => ({ kind: "raw", ...raw })),
  );
}

function encode(body: Body): { headers: Headers; payload: BodyInit } {
  const headers = new Headers();
  switch (body.kind) {
    case "form": {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      return { headers, payload: new URLSearchParams(body.fields).toString() };
    }
    case "multipart": {
      // Written by hand: FormData would tidy the hostile file name away before it is sent.
      const boundary = "----veld-bad-input";
      headers.set("Content-Type", `multipart/form-data; boundary=${boundary}`);
      const parts = body.fields.map(
        ([n, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`,
      );
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${body.fileName}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 hostile\r\n`,
      );
      return { headers, payload: `${parts.join("")}--${boundary}--\r\n` };
    }
    case "json":
      headers.set("Content-Type", "application/json");
      return { headers, payload: JSON.stringify(body.value) };
    case "raw":
      headers.set("Content-Type", body.contentType);
      return { headers, payload: body.text };
  }
}

/**
 * Hostile values for a query parameter: what PostgreSQL refuses (a NUL; a lone surrogate, which
 * a URL can only carry as bytes that decode to U+FFFD), control characters and line breaks,
 * numbers too big, negative or not whole, ids that are not UUIDs, markup and a very long text.
 */
const HOSTILE_QUERY_VALUES = [
  "Karoo%00farm",
  "%ED%A0%80",
  "%0D%0ASet-Cookie:%20x=1%1B",
  "99999999999999999999",
  "-1",
  "1.5",
  "not-a-uuid",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "x".repeat(5000),
];

/** Query strings no schema names: repeated, empty and prototype-shaped parameters. */
const ODD_QUERIES = ["__proto__=1&constructor=x", "=&&=x", "a=1&a=2&a=%00"];

let bearer = "";
let organisationId = "";
const errorLogs: unknown[] = [];
const SUBJECT = "auth|bad-input-owner";
/** A session of its own for each route: one route's post (sign-out) must not end another's. */
const newCookie = () => signInCookie(SUBJECT, "owner@bad-input.example", EVERY_SCOPE);

/**
 * The suite over the `shard`th of `shards` shares of the routes (1-based): the owner, the session
 * and the token it posts with, the error-log watch, and each route's bad posts and hostile query
 * strings. The first share also checks that the schemas declare the names.
 */
export function badInputSuite(shard: number, shards: number) {
  trustTestTokens();
  beforeAll(async () => {
    const subject = SUBJECT;
    const [user] = await db()
      .insert(users)
      .values({ subject, email: "owner@bad-input.example", name: "Bad Input Owner" })
      .returning();
    const [organisation] = await db()
      .insert(organisations)
      .values({ name: "Bad Input Farm" })
      .returning();
    organisationId = organisation!.id;
    await db().insert(memberships).values({ userId: user!.id, organisationId, role: "OWNER" });
    bearer = await mintAccessToken(subject, {
      permissions: EVERY_SCOPE,
      email: "owner@bad-input.example",
      expiresIn: "1h",
    });
    const log = logger();
    const original = log.error.bind(log);
    vi.spyOn(log, "error").mockImplementation(((...args: unknown[]) => {
      errorLogs.push(args);
      return (original as (...a: unknown[]) => void)(...args);
    }) as typeof log.error);
  });

  afterAll(() => vi.restoreAllMocks());

  /** The route's params as the tree has them (not UUIDs), or all set to the owner's organisation. */
  function paramSets(node: RouteNode): Record<string, string>[] {
    const names = Object.keys(node.params).filter((n) => n !== "*");
    if (names.length === 0) return [node.params];
    return [
      node.params,
      { ...node.params, ...Object.fromEntries(names.map((n) => [n, organisationId])) },
    ];
  }

  function urlOf(node: RouteNode, params: Record<string, string>, search = "") {
    let url = node.url;
    for (const [name, value] of Object.entries(node.params)) {
      if (params[name] !== value) url = url.replace(value, params[name]!);
    }
    const [path, query] = url.split("?");
    const joined = [query, search].filter(Boolean).join("&");
    return `http://localhost:3000${path}${joined ? `?${joined}` : ""}`;
  }

  /** Runs a loader or action; the status it answers with, or the error it threw. */
  async function outcomeOf(fn: DataFunction, request: Request, params: Record<string, string>) {
    try {
      const result = await fn({
        request,
        params,
        context: { cspNonce: "", requestId: "bad-input" },
      });
      if (result instanceof Response) {
        return { status: result.status };
      }
      const init = (result as { type?: string; init?: ResponseInit } | null)?.init;
      return { status: init?.status ?? 200 };
    } catch (thrown) {
      if (thrown instanceof Response) {
        return { status: thrown.status };
      }
      return { status: 500, thrown };
    }
  }

  const isApi = (node: RouteNode) => node.id.startsWith("routes/api.v2");
  const withActions = routeNodes.filter((node) => node.module.action);
  const withLoaders = routeNodes.filter((node) => node.module.loader);
  /** This file's share of `nodes`: every `shards`th route from the `shard`th (1-based). */
  const shareOf = (nodes: RouteNode[], shard: number, shards: number) =>
    nodes.filter((_node, index) => index % shards === shard - 1);

  describe.each(shareOf(withActions, shard, shards).map((node) => [node.id, node] as const))(
    "%s",
    (_id, node) => {
      it("answers generated bad posts with a 4xx (or a refusal), never a 5xx or an error log", async () => {
        const intents = intentsOf(node);
        const cookie = await newCookie();
        const methods = isApi(node) ? ["POST", "PUT", "PATCH", "DELETE"] : ["POST"];
        const bodies = fc.sample(bodyArbitrary(intents), { numRuns: 24, seed: 20261124 });
        for (const params of paramSets(node)) {
          for (const [index, body] of bodies.entries()) {
            const method = methods[index % methods.length]!;
            const { headers, payload } = encode(body);
            if (isApi(node)) headers.set("Authorization", `Bearer ${bearer}`);
            else headers.set("Cookie", cookie);
            const request = new Request(urlOf(node, params), { method, headers, body: payload });
            const before = errorLogs.length;
            const outcome = await outcomeOf(node.module.action!, request, params);
            const what = `${method} ${request.url} with ${JSON.stringify(body).slice(0, 300)}`;
            expect(outcome.thrown, what).toBeUndefined();
            expect(outcome.status, what).toBeLessThan(500);
            expect(errorLogs.slice(before), what).toEqual([]);
          }
        }
      });
    },
  );

  if (shard === 1)
    describe("query schemas", () => {
      it("declare the parameters the loaders read, so the suite below attacks each name", () => {
        // The route tree imported every loader, and with it every schema: the names are known.
        expect(queryParameterNames()).toEqual(
          expect.arrayContaining(["q", "name", "page", "companyId", "season"]),
        );
      });

      it("and the post schemas the fields the actions read before they know the form", () => {
        expect(postFieldNames()).toEqual(expect.arrayContaining(["intent", "creditId"]));
      });
    });

  describe.each(shareOf(withLoaders, shard, shards).map((node) => [node.id, node] as const))(
    "%s",
    (_id, node) => {
      it("answers hostile values for every query parameter with a page or a 4xx, never a 5xx or an error log", async () => {
        const cookie = await newCookie();
        const headersFor = () => {
          const headers = new Headers();
          if (isApi(node)) headers.set("Authorization", `Bearer ${bearer}`);
          else headers.set("Cookie", cookie);
          return headers;
        };
        const expectNoFault = async (params: Record<string, string>, search: string) => {
          const request = new Request(urlOf(node, params, search), { headers: headersFor() });
          const before = errorLogs.length;
          const outcome = await outcomeOf(node.module.loader!, request, params);
          expect(outcome.thrown, request.url).toBeUndefined();
          expect(outcome.status, request.url).toBeLessThan(500);
          expect(errorLogs.slice(before), request.url).toEqual([]);
        };
        for (const params of paramSets(node)) {
          // The names this loader reads: learnt from the schemas it reads a plain request through.
          const read = new Set<string>();
          const stop = watchQueryReads((names) => names.forEach((name) => read.add(name)));
          try {
            await expectNoFault(params, "");
          } finally {
            stop();
          }
          // Each name it reads, alone, with each hostile value.
          for (const name of read) {
            for (const value of HOSTILE_QUERY_VALUES)
              await expectNoFault(params, `${name}=${value}`);
          }
          // Every name any schema declares at once, for what a loader reads only on some paths.
          const all = queryParameterNames();
          for (const value of HOSTILE_QUERY_VALUES) {
            await expectNoFault(params, all.map((name) => `${name}=${value}`).join("&"));
          }
          for (const search of ODD_QUERIES) await expectNoFault(params, search);
        }
      });
    },
  );
}
