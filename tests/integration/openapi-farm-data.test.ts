// The OpenAPI contract of an organisation's farm data (issue 19, decision 0111): fields, the
// practice records (fertiliser, grazing, herds, livestock, crop journey), the implementation
// plan, tasks, samples and practice-data overrides. Every described operation of these paths is
// called for real here and its answer checked against the document
// (tests/support/openapi-contract.ts).
import { beforeAll, vi } from "vitest";
import { apiRequest } from "../support/api-tokens";
import { boxRing } from "../support/boundary-fixtures";
import { contractFixture, describedOperationsSuite, type Call } from "../support/openapi-contract";

vi.mock("~/services/auth/oidc.server", async (importOriginal) =>
  (await import("../support/api-tokens")).trustTestTokens(await importOriginal()),
);

let fx: Awaited<ReturnType<typeof contractFixture>>;

beforeAll(async () => {
  fx = await contractFixture();
});

const drawnField = () => ({
  farmId: fx.farmId,
  name: "Kontrak kamp",
  geometry: { type: "Polygon", coordinates: [boxRing(28.4, -28.36, 28.41, -28.35)] },
});

// Keyed 'METHOD /path' as in the document, in the order they run.
const CALLS: Record<string, Call> = {
  "POST /company/{companyId}/fields": async () => ({
    request: apiRequest(`/api/v2/company/${fx.organisationId}/fields`, fx.tokens.owner, {
      method: "POST",
      body: drawnField(),
    }),
    params: { companyId: fx.organisationId },
  }),
  "GET /company/{companyId}/fields": async () => ({
    request: apiRequest(`/api/v2/company/${fx.organisationId}/fields`, fx.tokens.owner),
    params: { companyId: fx.organisationId },
  }),
};

describedOperationsSuite("openapi-farm-data.test.ts", CALLS);
