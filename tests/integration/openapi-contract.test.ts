// The OpenAPI document against the routes it describes (issue 19, decision 0111), on a real
// database: (a) every /api/v2 route module is a path of the document with exactly the methods
// its OPTIONS answers in `Allow`; (b) every described operation is called for real and its answer
// validated against the schema the document was made from; (c) the document has the shape of
// OpenAPI 3.1 and every reference in it resolves. A description added to a route without a call
// in CALLS below fails (b), so no description goes untested.
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ZodTypeAny } from "zod";
import { apiDocument } from "~/api-document.server";
import { db } from "~/db/client.server";
import { farms, memberships, organisationDetails, organisations, users } from "~/db/schema";
import type { OperationDescription } from "~/services/api/describe";
import {
  apiErrorBodySchema,
  apiPathOfRouteFile,
  documentedMethods,
  successBodySchema,
  type OpenApiDocument,
} from "~/services/api/openapi.server";
import { apiRouteFacts, type ApiMethod } from "~/services/api/route.server";
import { ADMIN_SCOPES } from "~/shared/scopes";
import { apiRequest, mintAccessToken } from "../support/api-tokens";
import { boxRing } from "../support/boundary-fixtures";
import { callRoute } from "../support/route-call";

vi.mock("~/services/auth/oidc.server", async (importOriginal) =>
  (await import("../support/api-tokens")).trustTestTokens(await importOriginal()),
);

interface RouteModule {
  loader: (args: never) => unknown;
  action: (args: never) => unknown;
}

// Found independently of app/api-document.server.ts, so a route its glob missed is caught.
const modules = import.meta.glob<RouteModule>(
  ["/app/routes/api.v2.*.ts", "!/app/routes/api.v2.$.ts"],
  { eager: true },
);
const routes = Object.entries(modules).map(([file, module]) => ({
  file: file.replace("/app/routes/", ""),
  path: apiPathOfRouteFile(file),
  module,
}));

let document: OpenApiDocument;
const ids = { organisation: "", farm: "", owner: "" };
const tokens = { owner: "", newcomer: "" };

beforeAll(async () => {
  document = await apiDocument();
  const [organisation] = await db()
    .insert(organisations)
    .values({ name: "Kontrak Boerdery" })
    .returning();
  ids.organisation = organisation!.id;
  // Mapping is open once the contract is signed (decision 0070): POST …/fields answers 201.
  await db().insert(organisationDetails).values({
    organisationId: ids.organisation,
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
  ids.owner = owner!.id;
  await db()
    .insert(memberships)
    .values({ userId: owner!.id, organisationId: ids.organisation, role: "OWNER" });
  const [farm] = await db()
    .insert(farms)
    .values({ organisationId: ids.organisation, name: "Kontrak Noord" })
    .returning();
  ids.farm = farm!.id;
  // Every admin scope, so every guard of (a) lets the OPTIONS through.
  tokens.owner = await mintAccessToken("openapi|owner", {
    permissions: [...ADMIN_SCOPES],
    email: "owner@kontrak.example",
  });
  tokens.newcomer = await mintAccessToken("openapi|newcomer", {
    email: "newcomer@kontrak.example",
  });
});

/** The URL of a path with each parameter filled in (ids: the organisation, a real UUID). */
function urlOf(path: string, values: Record<string, string> = {}) {
  const params: Record<string, string> = {};
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    params[name] =
      values[name] ?? (name === "id" || name.endsWith("Id") ? ids.organisation : "wetland");
    return params[name]!;
  });
  return { url: `/api/v2${filled}`, params };
}

describe("(a) every /api/v2 route module is in the document", () => {
  it("finds the route modules", () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it("has a path for each module and no path without one", () => {
    expect(Object.keys(document.paths ?? {}).sort()).toEqual(routes.map((r) => r.path).sort());
  });

  it.each(routes.map((route) => [route.path, route] as const))(
    "%s: the methods its OPTIONS lists in Allow",
    async (path, route) => {
      const { url, params } = urlOf(path);
      const response = await callRoute(
        route.module.loader,
        apiRequest(url, tokens.owner, { method: "OPTIONS" }),
        params,
      );
      expect(response.status, await response.clone().text()).toBe(204);
      const allow = (response.headers.get("Allow") ?? "").split(/,\s*/);
      expect(documentedMethods(document, path)).toEqual(allow);
    },
  );
});

/** A real call of a described operation, made valid for the fixture above. */
type Call = () => Promise<{ request: Request; params: Record<string, string> }>;

const drawnField = () => ({
  farmId: ids.farm,
  name: "Kontrak kamp",
  geometry: { type: "Polygon", coordinates: [boxRing(28.4, -28.36, 28.41, -28.35)] },
});

// Keyed 'METHOD /path' as in the document. Sign-up first: it makes the newcomer's profile.
const CALLS: Record<string, Call> = {
  "POST /user/info": async () => ({
    request: apiRequest("/api/v2/user/info", tokens.newcomer, {
      method: "POST",
      body: {
        name: "Sipho",
        surname: "Dlamini",
        phoneNumber: "+27 821234567",
        userType: "agriConsultant",
        country: "ZA",
        region: "NL",
        hearAboutUs: "conference",
        hasReferral: false,
        mailingList: false,
        companyName: "Dlamini Advisory",
        role: "CONSULTANT",
        consent: true,
      },
    }),
    params: {},
  }),
  "GET /user/info": async () => ({
    request: apiRequest("/api/v2/user/info", tokens.newcomer),
    params: {},
  }),
  "PUT /user/info": async () => ({
    request: apiRequest("/api/v2/user/info", tokens.newcomer, {
      method: "PUT",
      body: { surname: "Dlamini-Nkosi", mailingList: true },
    }),
    params: {},
  }),
  "POST /company/{companyId}/fields": async () => ({
    request: apiRequest(`/api/v2/company/${ids.organisation}/fields`, tokens.owner, {
      method: "POST",
      body: drawnField(),
    }),
    params: { companyId: ids.organisation },
  }),
  "GET /company/{companyId}/fields": async () => ({
    request: apiRequest(`/api/v2/company/${ids.organisation}/fields`, tokens.owner),
    params: { companyId: ids.organisation },
  }),
  "GET /openapi.json": async () => ({
    request: apiRequest("/api/v2/openapi.json", null),
    params: {},
  }),
};

const described = routes.flatMap((route) => {
  const facts = apiRouteFacts(route.module);
  return Object.entries(facts?.describe ?? {}).map(([method, description]) => ({
    key: `${method} ${route.path}`,
    method: method as ApiMethod,
    route,
    description: description as OperationDescription,
  }));
});

/** `schema` accepts `body`, and nothing of `body` is left out of it (zod strips unknown keys). */
function expectConforms(schema: ZodTypeAny, body: unknown, what: string) {
  const parsed = schema.safeParse(body);
  expect(parsed.success ? null : parsed.error.issues, what).toBeNull();
  if (parsed.success)
    expect(parsed.data, `${what}: a key the document does not name`).toEqual(body);
}

describe("(b) each described operation answers as the document says", () => {
  it("describes the first set of calls", () => {
    expect(described.map((d) => d.key).sort()).toEqual(
      expect.arrayContaining(Object.keys(CALLS).sort()),
    );
  });

  it("has a real call in this file for every described operation", () => {
    expect(described.map((d) => d.key).filter((key) => !CALLS[key])).toEqual([]);
  });

  // In CALLS' order: the sign-up comes before the calls that need a profile.
  const inOrder = Object.keys(CALLS).flatMap((key) => described.filter((d) => d.key === key));

  it.each(inOrder.map((d) => [d.key, d] as const))("%s", async (key, operation) => {
    const { request, params } = await CALLS[key]!();
    const handler =
      operation.method === "GET" ? operation.route.module.loader : operation.route.module.action;
    const response = await callRoute(handler, request, params);
    const text = await response.text();
    const status = operation.description.status ?? 200;
    expect(response.status, text).toBe(status);
    const item = document.paths?.[operation.route.path] as Record<string, { responses?: object }>;
    const documented = item[operation.method.toLowerCase()]?.responses ?? {};
    expect(Object.keys(documented)).toContain(String(status));
    const schema = successBodySchema(operation.description);
    if (!schema) {
      expect(text).toBe("");
      return;
    }
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expectConforms(schema, JSON.parse(text), key);
  });

  it("answers a refusal in the documented error shape", async () => {
    const response = await callRoute(
      modules["/app/routes/api.v2.company.$companyId.fields.ts"]!.loader,
      apiRequest(`/api/v2/company/${ids.farm}/fields`, tokens.owner),
      { companyId: ids.farm },
    );
    expect(response.status).toBe(404);
    expectConforms(apiErrorBodySchema, await response.json(), "404");
  });
});

describe("(c) the document is OpenAPI 3.1", () => {
  it("has the top level, the bearer scheme and the envelope's components", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info).toMatchObject({ title: "Veld API", version: "2" });
    expect(document.servers).toEqual([{ url: "/api/v2" }]);
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
    });
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(["ApiError", "ApiSuccess"]),
    );
  });

  it("gives every operation a unique id, responses, security and the described flag", () => {
    const seen = new Set<string>();
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      expect(path).toMatch(/^\/[A-Za-z0-9{}/.-]+$/);
      for (const [method, operation] of Object.entries(item as Record<string, never>)) {
        const op = operation as {
          operationId: string;
          responses: object;
          security: unknown[];
          "x-veld-described": boolean;
          parameters?: { name: string; in: string }[];
        };
        const where = `${method} ${path}`;
        expect(["get", "head", "post", "put", "patch", "delete", "options"], where).toContain(
          method,
        );
        expect(seen.has(op.operationId), where).toBe(false);
        seen.add(op.operationId);
        expect(Object.keys(op.responses).length, where).toBeGreaterThan(0);
        expect(Array.isArray(op.security), where).toBe(true);
        expect(typeof op["x-veld-described"], where).toBe("boolean");
        // Every {param} of the path is a required path parameter of the operation.
        const inPath = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
        expect(inPath.sort(), where).toEqual(
          [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort(),
        );
      }
    }
  });

  it("resolves every $ref inside the document", () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      const target = ref
        .replace(/^#\//, "")
        .split("/")
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document);
      expect(target, ref).toBeDefined();
    }
  });

  it("is served at /api/v2/openapi.json without a token, the document as built", async () => {
    const route = modules["/app/routes/api.v2.openapi[.]json.ts"]!;
    const response = await callRoute(route.loader, apiRequest("/api/v2/openapi.json", null));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
    // Writing to it is a 405 in the envelope, as on every call.
    const post = await callRoute(
      route.action,
      apiRequest("/api/v2/openapi.json", null, { method: "POST", body: {} }),
    );
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("is shown at /docs/api with every path and the first set's schemas", async () => {
    const page = await import("~/routes/_public.docs.api");
    const view = await page.loader();
    const paths = view.groups.flatMap((group) => group.paths.map((path) => path.path));
    expect(paths.sort()).toEqual(routes.map((r) => r.path).sort());
    const fields = view.groups
      .flatMap((group) => group.paths)
      .find((path) => path.path === "/company/{companyId}/fields")!;
    const post = fields.operations.find((op) => op.method === "POST")!;
    expect(post).toMatchObject({ described: true, security: "bearer" });
    expect(post.body).toContain('"farmId"');
    expect(post.responses.map((r) => r.status)).toContain("201");
    expect(fields.operations.map((op) => op.method)).not.toContain("OPTIONS");
  });
});
