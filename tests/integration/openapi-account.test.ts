// The OpenAPI contract of the account calls (issue 19, decision 0111): /user/*, /notifications,
// /events, /resources, /partnershipInfo and the document itself. Every described operation of
// these paths is called for real here and its answer checked against the document
// (tests/support/openapi-contract.ts).
import { beforeAll, vi } from "vitest";
import { apiRequest } from "../support/api-tokens";
import { contractFixture, describedOperationsSuite, type Call } from "../support/openapi-contract";

vi.mock("~/services/auth/oidc.server", async (importOriginal) =>
  (await import("../support/api-tokens")).trustTestTokens(await importOriginal()),
);

let fx: Awaited<ReturnType<typeof contractFixture>>;

beforeAll(async () => {
  fx = await contractFixture();
});

// Keyed 'METHOD /path' as in the document. Sign-up first: it makes the newcomer's profile.
const CALLS: Record<string, Call> = {
  "POST /user/info": async () => ({
    request: apiRequest("/api/v2/user/info", fx.tokens.newcomer, {
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
    request: apiRequest("/api/v2/user/info", fx.tokens.newcomer),
    params: {},
  }),
  "PUT /user/info": async () => ({
    request: apiRequest("/api/v2/user/info", fx.tokens.newcomer, {
      method: "PUT",
      body: { surname: "Dlamini-Nkosi", mailingList: true },
    }),
    params: {},
  }),
  "GET /openapi.json": async () => ({
    request: apiRequest("/api/v2/openapi.json", null),
    params: {},
  }),
};

describedOperationsSuite("openapi-account.test.ts", CALLS);
