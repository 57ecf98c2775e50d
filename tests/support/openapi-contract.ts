// The OpenAPI contract tests' shared part (issue 19, decision 0111). Describing the ~110 /api/v2
// routes is split by domain: each path belongs to exactly one contract file (OWNERS below), which
// holds a real call (`Call`) for every described operation of its paths and runs them with
// `describedOperationsSuite`: the call is made on the real route module and its answer checked
// with the schema the document was made from; then each operation (HEAD and OPTIONS too) is
// refused for real, in the ways every call can be (no token, someone not signed up, an API
// client without scopes, an id that is not a UUID, a body that cannot be read or names a field
// the call does not take), and each refusal is checked against the document: its status is one
// the operation describes and its body the envelope's error (decision 0121).
// tests/integration/openapi-contract.test.ts checks the document as a whole and that every path
// has an owner whose file exists, so a description added anywhere goes untested nowhere.
import { describe, expect, it } from "vitest";
import type { ZodTypeAny } from "zod";
import { apiDocument } from "~/api-document.server";
import { db } from "~/db/client.server";
import { farms, memberships, organisationDetails, organisations, users } from "~/db/schema";
import type { OperationDescription } from "~/services/api/describe";
import {
  apiErrorBodySchema,
  apiPathOfRouteFile,
  pathParameters,
  successBodySchema,
  type OpenApiDocument,
} from "~/services/api/openapi.server";
import { apiRouteFacts, type ApiMethod } from "~/services/api/route.server";
import { ADMIN_SCOPES } from "~/shared/scopes";
import { mintAccessToken } from "./api-tokens";
import { callRoute } from "./route-call";

export interface RouteModule {
  loader: (args: never) => unknown;
  action: (args: never) => unknown;
}

// Found independently of app/api-document.server.ts, so a route its glob missed is caught.
export const routeModules = import.meta.glob<RouteModule>(
  ["/app/routes/api.v2.*.ts", "!/app/routes/api.v2.$.ts"],
  { eager: true },
);

export const apiRoutes = Object.entries(routeModules).map(([file, module]) => ({
  file: file.replace("/app/routes/", ""),
  path: apiPathOfRouteFile(file),
  module,
}));

export type ApiRouteEntry = (typeof apiRoutes)[number];

/**
 * Which contract file (in tests/integration) holds the calls of a path; the first that matches.
 * Split so each domain's calls and fixtures live together and the files run in parallel.
 */
export const OWNERS: readonly { file: string; owns: (path: string) => boolean }[] = [
  {
    file: "openapi-admin-people.test.ts",
    owns: (path) =>
      /^\/admin\/(email|summaryFiles|jobApplications|jobPostings|events|resources|notifications|users|roles|access)(\/|$)/.test(
        path,
      ),
  },
  { file: "openapi-api-clients.test.ts", owns: (path) => /^\/admin\/apiClients(\/|$)/.test(path) },
  { file: "openapi-admin-programme.test.ts", owns: (path) => path.startsWith("/admin/") },
  {
    file: "openapi-account.test.ts",
    owns: (path) =>
      /^\/(user|notifications|events|resources|partnershipInfo|openapi\.json)(\/|$)/.test(path),
  },
  {
    file: "openapi-farm-data.test.ts",
    owns: (path) =>
      /^\/company\/\{companyId\}\/(fields|fertiliser|grazingEvents|herds|livestockNumbers|implementationPlan|cropJourney|practiceData|tasks)(\/|$)/.test(
        path,
      ) || /^\/(samples|pd)(\/|$)/.test(path),
  },
  {
    file: "openapi-programme.test.ts",
    owns: (path) =>
      path.startsWith("/company/") || /^\/(calculations|checker|constants|credits)$/.test(path),
  },
];

/** The contract file that holds a path's calls, or undefined (a failure of the whole test). */
export function ownerOf(path: string): string | undefined {
  return OWNERS.find((owner) => owner.owns(path))?.file;
}

/** Every described operation of the routes, keyed 'METHOD /path' as in the document. */
export function describedOperations() {
  return apiRoutes.flatMap((route) => {
    const facts = apiRouteFacts(route.module);
    return Object.entries(facts?.describe ?? {}).map(([method, description]) => ({
      key: `${method} ${route.path}`,
      method: method as ApiMethod,
      route,
      description: description as OperationDescription,
    }));
  });
}

/** A real call of a described operation, made valid for the file's fixture. */
export type Call = () => Promise<{ request: Request; params: Record<string, string> }>;

/** `schema` accepts `body`, and nothing of `body` is left out of it (zod strips unknown keys). */
export function expectConforms(schema: ZodTypeAny, body: unknown, what: string) {
  const parsed = schema.safeParse(body);
  expect(parsed.success ? null : parsed.error.issues, what).toBeNull();
  if (parsed.success)
    expect(parsed.data, `${what}: a key the document does not name`).toEqual(body);
}

/**
 * The common fixture: an organisation whose contract is signed (mapping open, decision 0070),
 * its owner holding every admin scope (so every guard lets a call through), a farm, and a
 * newcomer's token (signed in, no Veld profile yet).
 */
export async function contractFixture() {
  const [organisation] = await db()
    .insert(organisations)
    .values({ name: "Kontrak Boerdery" })
    .returning();
  await db().insert(organisationDetails).values({
    organisationId: organisation!.id,
    eligibility: true,
    viability: true,
    farmsComplete: true,
    contractSent: true,
    contractSigned: true,
  });
  const [owner] = await db()
    .insert(users)
    .values({ subject: "openapi|owner", email: "owner@kontrak.example", name: "Lindiwe" })
    .returning();
  await db()
    .insert(memberships)
    .values({ userId: owner!.id, organisationId: organisation!.id, role: "OWNER" });
  const [farm] = await db()
    .insert(farms)
    .values({ organisationId: organisation!.id, name: "Kontrak Noord" })
    .returning();
  const ownerToken = await mintAccessToken("openapi|owner", {
    permissions: [...ADMIN_SCOPES],
    email: "owner@kontrak.example",
  });
  const newcomerToken = await mintAccessToken("openapi|newcomer", {
    email: "newcomer@kontrak.example",
  });
  return {
    organisationId: organisation!.id,
    ownerId: owner!.id,
    farmId: farm!.id,
    tokens: { owner: ownerToken, newcomer: newcomerToken },
  };
}

/**
 * The contract file `file`'s suite: it holds a call in `calls` for every described operation of
 * the paths it owns (and none for another file's), and each is made, in `calls`' order, and its
 * answer checked against the document: the status, the Content-Type, and the body against the
 * schema the document was made from, with no key the document does not name.
 */
export function describedOperationsSuite(
  file: string,
  calls: Record<string, Call>,
  options: { member?: Member } = {},
) {
  const operations = describedOperations();
  const mine = operations.filter((operation) => ownerOf(operation.route.path) === file);
  let document: OpenApiDocument;

  describe(`each described operation of ${file.replace(/\.test\.ts$/, "")} answers as the document says`, () => {
    it("has a real call in this file for every operation it describes, and no other", async () => {
      document = await apiDocument();
      const keys = Object.keys(calls);
      expect(mine.map((d) => d.key).filter((key) => !keys.includes(key))).toEqual([]);
      expect(keys.filter((key) => !mine.some((d) => d.key === key))).toEqual([]);
    });

    // In the calls' order: one may make what the next needs (a sign-up, a created record).
    const order = Object.keys(calls);
    const inOrder = [...mine].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));

    it.each(inOrder.map((d) => [d.key, d] as const))("%s", async (key, operation) => {
      document ??= await apiDocument();
      const call = calls[key];
      expect(call, `no call for ${key}`).toBeDefined();
      const { request, params } = await call!();
      const handler =
        operation.method === "GET" ? operation.route.module.loader : operation.route.module.action;
      const response = await callRoute(handler, request, params);
      const text = await response.text();
      // The call's outcome: the main success status or one of the others the document names.
      const status = response.status;
      const { alsoStatus = [] } = operation.description;
      expect([operation.description.status ?? 200, ...alsoStatus], text).toContain(status);
      const item = document.paths?.[operation.route.path] as Record<string, { responses?: object }>;
      const documented = item[operation.method.toLowerCase()]?.responses ?? {};
      expect(Object.keys(documented)).toContain(String(status));
      const { download } = operation.description;
      if (download) {
        // A file's bytes: one of the documented media types, saved under the file's name.
        const type = (response.headers.get("Content-Type") ?? "").split(";")[0]!.trim();
        expect(download.mediaTypes, `${key}: Content-Type`).toContain(type);
        expect(response.headers.get("Content-Disposition") ?? "", key).toMatch(
          /^attachment; filename/,
        );
        expect(text.length, `${key}: the file's bytes`).toBeGreaterThan(0);
        return;
      }
      const schema = successBodySchema(operation.description);
      if (!schema) {
        expect(text).toBe("");
        return;
      }
      expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      expectConforms(schema, JSON.parse(text), key);
    });
  });

  // After the calls: a refusal changes nothing, but one a call accepts after all may.
  refusalsSuite(file, options.member);
}

/**
 * A signed-up person of the file's fixture, a member (owner) of `organisationId` holding every
 * admin scope: the bodies of the refusals are sent as them, so a call's guard lets them through.
 */
export type Member = () => { token: string; organisationId: string };

/** A UUID of nothing: the ids of a refusal, where the id itself is not what is refused. */
const NOBODYS_ID = "0b7f6d2e-4c1a-4e8b-9a3d-5f2e1c0b9a87";

interface Refusal {
  key: string;
  method: string;
  path: string;
  /** The route module of the path. */
  route: ApiRouteEntry;
  token: "none" | "newcomer" | "client" | "admin";
  /** The description of the method (GET's for a HEAD), none for OPTIONS. */
  description?: OperationDescription;
  ids: "nobody's" | "malformed";
  body?: "unreadable" | "unknown field";
}

/** The refusals every operation of `paths` is given: see the top of this file. */
function refusalsOf(operations: ReturnType<typeof describedOperations>): Refusal[] {
  const refusals: Refusal[] = [];
  const routes = new Map(operations.map((operation) => [operation.route.path, operation.route]));
  const byPath = new Map<
    string,
    { method: string; description?: OperationDescription; head?: boolean }[]
  >();
  for (const operation of operations) {
    const methods = byPath.get(operation.route.path) ?? [];
    methods.push({ method: operation.method, description: operation.description });
    if (operation.method === "GET") {
      methods.push({ method: "HEAD", description: operation.description, head: true });
    }
    byPath.set(operation.route.path, methods);
  }
  for (const [path, methods] of byPath) {
    const route = routes.get(path)!;
    for (const { method, description, head } of [...methods, { method: "OPTIONS" }]) {
      const add = (
        variant: Omit<Refusal, "key" | "method" | "path" | "route" | "description">,
        what: string,
      ) =>
        refusals.push({
          key: `${method} ${path} ${what}`,
          method,
          path,
          route,
          ...variant,
          ...(description ? { description } : {}),
        });
      add({ token: "none", ids: "nobody's" }, "without a token");
      add({ token: "newcomer", ids: "nobody's" }, "by someone not signed up");
      add({ token: "client", ids: "nobody's" }, "by an API client without scopes");
      if (pathParameters(path).some((name) => name === "id" || name.endsWith("Id"))) {
        add({ token: "admin", ids: "malformed" }, "with an id that is not a UUID");
      }
      if (head) continue;
      if (description?.body || description?.upload) {
        add({ token: "admin", ids: "nobody's", body: "unreadable" }, "with a body it cannot read");
      }
      if (description?.body && !description.upload) {
        add(
          { token: "admin", ids: "nobody's", body: "unknown field" },
          "with a field it does not take",
        );
      }
    }
  }
  return refusals;
}

/**
 * The refusals of `file`'s paths, each made on the real route module: whatever 4xx it answers
 * must be a status the document describes for that method, with the envelope's error as its body
 * (none for a HEAD). A refusal is never a 5xx; a 2xx is allowed (a call that needs no token, an
 * empty body it takes), and checked by the calls above.
 */
function refusalsSuite(file: string, member?: Member) {
  const mine = describedOperations().filter((d) => ownerOf(d.route.path) === file);
  const tokens = { newcomer: "", client: "", admin: "" };
  let document: OpenApiDocument;

  describe(`each operation of ${file.replace(/\.test\.ts$/, "")} is refused as the document says`, () => {
    it.each(refusalsOf(mine).map((refusal) => [refusal.key, refusal] as const))(
      "%s",
      async (key, refusal) => {
        document ??= await apiDocument();
        tokens.newcomer ||= await mintAccessToken("openapi|refused-newcomer", {
          email: "refused@kontrak.example",
        });
        tokens.client ||= await mintAccessToken("veld-api-refused", {
          claims: { gty: "client-credentials", client_id: "veld-api-refused" },
        });
        tokens.admin ||= await mintAccessToken("openapi|refused-admin", {
          permissions: [...ADMIN_SCOPES],
          email: "refused-admin@kontrak.example",
        });
        // A body is refused by the handler, after the guard: with the file's member where it
        // has one, so the calls of an organisation reach their body too.
        const asMember = refusal.body && member ? member() : null;
        const params = Object.fromEntries(
          pathParameters(refusal.path).map((name) => [
            name,
            refusal.ids === "malformed" && (name === "id" || name.endsWith("Id"))
              ? "not-a-uuid"
              : name === "companyId" && asMember
                ? asMember.organisationId
                : name === "id" || name.endsWith("Id")
                  ? NOBODYS_ID
                  : "wetland",
          ]),
        );
        const url = `/api/v2${refusal.path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name]!)}`;
        const headers = new Headers();
        const token = asMember
          ? asMember.token
          : refusal.token === "none"
            ? null
            : tokens[refusal.token];
        if (token) headers.set("Authorization", `Bearer ${token}`);
        let body: string | undefined;
        if (refusal.body) {
          headers.set("Content-Type", "application/json");
          body = refusal.body === "unreadable" ? "{not json" : JSON.stringify({ notAField: 1 });
        }
        const request = new Request(new URL(url, "http://localhost:3000"), {
          method: refusal.method,
          headers,
          body,
        });
        const handler = ["GET", "HEAD", "OPTIONS"].includes(refusal.method)
          ? refusal.route.module.loader
          : refusal.route.module.action;
        const response = await callRoute(handler, request, params);
        const text = await response.text();
        expect(response.status, `${key}: ${text}`).toBeLessThan(500);
        if (refusal.token === "client" && refusal.description) {
          // The document says which calls an API client may make: the admin API with its scopes,
          // and the few marked `anyCaller`; a client without scopes is refused every other.
          const refused = !refusal.description.public && !refusal.description.anyCaller;
          expect(response.status === 403, `${key} answered ${response.status}: ${text}`).toBe(
            refused,
          );
        }
        if (response.status < 400) return;
        const item = document.paths?.[refusal.path] as Record<string, { responses?: object }>;
        const described = Object.keys(item[refusal.method.toLowerCase()]?.responses ?? {});
        expect(described, `${key} answered ${response.status}: ${text}`).toContain(
          String(response.status),
        );
        if (refusal.method === "HEAD") {
          expect(text).toBe("");
          return;
        }
        expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
        expectConforms(apiErrorBodySchema, JSON.parse(text), key);
      },
    );
  });
}
