// The OpenAPI contract of /admin/apiClients (issue 19, decisions 0111 and 0112): registering an
// integration's API client, reading it, rotating its secret and revoking it. Every described
// operation is called for real here and its answer checked against the document
// (tests/support/openapi-contract.ts).
import { beforeAll } from "vitest";
import { loader as listClients } from "~/routes/api.v2.admin.apiClients";
import { apiRequest, trustTestTokens } from "../support/api-tokens";
import { contractFixture, describedOperationsSuite, type Call } from "../support/openapi-contract";
import { callRoute } from "../support/route-call";

trustTestTokens();

let fx: Awaited<ReturnType<typeof contractFixture>>;
/** The client the first call registers, which the later calls read, rotate and revoke. */
let clientId = "";

beforeAll(async () => {
  fx = await contractFixture();
});

// Keyed 'METHOD /path' as in the document, in the order they run. The fixture's owner holds
// every admin scope (in the token), so may give the client any of them.
const CALLS: Record<string, Call> = {
  "POST /admin/apiClients": async () => ({
    request: apiRequest("/api/v2/admin/apiClients", fx.tokens.owner, {
      method: "POST",
      body: {
        name: "Kontrak CRM export",
        scopes: ["read:admin"],
        reason: "The nightly export of organisations to the CRM.",
      },
    }),
    params: {},
  }),
  "GET /admin/apiClients": async () => ({
    request: apiRequest("/api/v2/admin/apiClients", fx.tokens.owner),
    params: {},
  }),
  "GET /admin/apiClients/{id}": async () => {
    clientId = await registeredClientId();
    return {
      request: apiRequest(`/api/v2/admin/apiClients/${clientId}`, fx.tokens.owner),
      params: { id: clientId },
    };
  },
  "POST /admin/apiClients/{id}/rotate": async () => ({
    request: apiRequest(`/api/v2/admin/apiClients/${clientId}/rotate`, fx.tokens.owner, {
      method: "POST",
      body: { reason: "The secret was pasted into a ticket by mistake." },
    }),
    params: { id: clientId },
  }),
  "DELETE /admin/apiClients/{id}": async () => ({
    request: apiRequest(`/api/v2/admin/apiClients/${clientId}`, fx.tokens.owner, {
      method: "DELETE",
      body: { reason: "The CRM export moved to another system." },
    }),
    params: { id: clientId },
  }),
};

/** The id of the client the first call registered, read back through the list. */
async function registeredClientId(): Promise<string> {
  const request = apiRequest("/api/v2/admin/apiClients", fx.tokens.owner);
  const response = await callRoute(listClients, request);
  const { data } = (await response.json()) as { data: { id: string; name: string }[] };
  return data.find((client) => client.name === "Kontrak CRM export")!.id;
}

describedOperationsSuite("openapi-api-clients.test.ts", CALLS, {
  member: () => ({ token: fx.tokens.owner, organisationId: fx.organisationId }),
});
