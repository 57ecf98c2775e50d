// The /api/v2 method dispatcher (./route.server.ts) with plain guards and handlers: the order of
// its steps, 405 and OPTIONS with Allow, HEAD, ids that are not UUIDs, and unexpected errors.
import { describe, expect, it } from "vitest";
import { apiError, apiOk } from "./envelope";
import { allowedMethods, apiRoute, type ApiArgs } from "./route.server";

const context = { cspNonce: "", requestId: "dispatcher-test" };
const ID = "00000000-0000-4000-8000-000000000001";

function args(method: string, params: Record<string, string> = {}, token = "good"): ApiArgs {
  return {
    request: new Request("http://localhost/api/v2/thing", {
      method,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }),
    params,
    context,
  };
}

// A guard that refuses like requireApiCaller, without a database.
async function guard({ request }: ApiArgs) {
  if (request.headers.get("Authorization") !== "Bearer good") {
    throw apiError(401, "An Authorization: Bearer access token is required.");
  }
  return { name: "caller" };
}

const calls: string[] = [];
const route = apiRoute({
  guard,
  GET: async ({ caller, params }) => {
    calls.push(`GET ${params.id ?? ""}`);
    return apiOk({ who: caller.name });
  },
  PUT: async () => {
    throw apiError(409, "Not now.");
  },
  DELETE: async () => {
    throw new Error("the database went away");
  },
});

describe("allowedMethods", () => {
  it("lists the served methods in a fixed order, HEAD with GET, and OPTIONS", () => {
    expect(allowedMethods({ PUT: 1, GET: 1 })).toEqual(["GET", "HEAD", "PUT", "OPTIONS"]);
    expect(allowedMethods({ POST: 1 })).toEqual(["POST", "OPTIONS"]);
  });
});

describe("apiRoute", () => {
  it("gives the handler the guard's caller, through the loader and the action alike", async () => {
    const viaLoader = await route.loader(args("GET", { id: ID }));
    expect(await viaLoader.json()).toEqual({ ok: true, data: { who: "caller" } });
    const viaAction = await route.action(args("PUT", { id: ID }));
    expect(viaAction.status).toBe(409);
    expect(await viaAction.json()).toEqual({ ok: false, message: "Not now." });
  });

  it("runs the guard first: no token is a 401 for every method, OPTIONS and 405s included", async () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]) {
      expect((await route.action(args(method, {}, ""))).status, method).toBe(401);
    }
  });

  it("answers OPTIONS 204 with Allow, and a method it does not serve 405 with the same Allow", async () => {
    const options = await route.loader(args("OPTIONS"));
    expect(options.status).toBe(204);
    expect(options.headers.get("Allow")).toBe("GET, HEAD, PUT, DELETE, OPTIONS");
    expect(await options.text()).toBe("");
    const post = await route.action(args("POST"));
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD, PUT, DELETE, OPTIONS");
    expect(await post.json()).toEqual({
      ok: false,
      message: "POST is not served here. Use GET, PUT or DELETE.",
    });
  });

  it("answers HEAD with GET's status and headers and no body, refusals included", async () => {
    const head = await route.loader(args("HEAD", { id: ID }));
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(await head.text()).toBe("");
    const refused = await route.loader(args("HEAD", {}, ""));
    expect(refused.status).toBe(401);
    expect(await refused.text()).toBe("");
  });

  it("answers 404 to an `id` or `…Id` parameter that is not a UUID, before the handler runs", async () => {
    calls.length = 0;
    const cases: Record<string, string>[] = [{ id: "7" }, { companyId: ID, signatoryId: "x" }];
    for (const params of cases) {
      const response = await route.loader(args("GET", params));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        ok: false,
        message: "Nothing was found with that id.",
      });
    }
    expect(calls).toEqual([]);
    // Other parameters are the handler's business.
    expect((await route.loader(args("GET", { code: "ABCD-EFGH" }))).status).toBe(200);
  });

  it("answers an unexpected error 500 in the envelope, never Remix's plain text", async () => {
    const response = await route.action(args("DELETE", { id: ID }));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      ok: false,
      message: "Something went wrong on our side. Please try again later.",
    });
  });
});
