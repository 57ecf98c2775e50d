// The OpenAPI document against the routes it describes (issue 19, decision 0111), on a real
// database: (a) every /api/v2 route module is a path of the document with exactly the methods
// its OPTIONS answers in `Allow`; (b) every path has one contract file (tests/support/
// openapi-contract.ts OWNERS) that calls each of its described operations for real and validates
// the answer against the schema the document was made from (openapi-account, -farm-data,
// -programme, -admin-programme, -admin-people); (c) the document has the shape of OpenAPI 3.1 and
// every reference in it resolves. A description added to a route without a call in its contract
// file fails there, so no description goes untested.
import fs from "node:fs";
import nodePath from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { apiDocument } from "~/api-document.server";
import {
  apiErrorBodySchema,
  documentedMethods,
  type OpenApiDocument,
} from "~/services/api/openapi.server";
import { apiRequest, trustTestTokens } from "../support/api-tokens";
import {
  apiRoutes as routes,
  contractFixture,
  describedOperations,
  expectConforms,
  OWNERS,
  ownerOf,
  routeModules as modules,
} from "../support/openapi-contract";
import { callRoute } from "../support/route-call";

trustTestTokens();

let document: OpenApiDocument;
const ids = { organisation: "", farm: "" };
const tokens = { owner: "" };

beforeAll(async () => {
  document = await apiDocument();
  // The owner holds every admin scope, so every guard of (a) lets the OPTIONS through.
  const fixture = await contractFixture();
  ids.organisation = fixture.organisationId;
  ids.farm = fixture.farmId;
  tokens.owner = fixture.tokens.owner;
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

describe("(b) every described operation has a contract file that calls it", () => {
  it("gives every path exactly one owner, among the contract files that exist", () => {
    const orphans = routes.map((r) => r.path).filter((path) => !ownerOf(path));
    expect(orphans).toEqual([]);
    for (const owner of OWNERS) {
      expect(fs.existsSync(nodePath.join(import.meta.dirname, owner.file)), owner.file).toBe(true);
    }
  });

  it("describes at least the first set of calls", () => {
    expect(describedOperations().map((d) => d.key)).toEqual(
      expect.arrayContaining([
        "GET /user/info",
        "POST /user/info",
        "PUT /user/info",
        "GET /company/{companyId}/fields",
        "POST /company/{companyId}/fields",
        "GET /openapi.json",
      ]),
    );
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
    // The generic success body is a component only while an operation is not described.
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(["ApiError"]);
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
