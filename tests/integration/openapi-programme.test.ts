// The OpenAPI contract of an organisation's programme journey (issue 19, decision 0111): the organisation, eligibility,
// viability, interest, signatories, the contract, evidence, the season's submission and its
// resubmissions, reports, and the calculator, checker, constants and credits calls. Every described operation of these paths is called for real
// here and its answer checked against the document (tests/support/openapi-contract.ts).
import { beforeAll, vi } from "vitest";
import { contractFixture, describedOperationsSuite, type Call } from "../support/openapi-contract";

vi.mock("~/services/auth/oidc.server", async (importOriginal) =>
  (await import("../support/api-tokens")).trustTestTokens(await importOriginal()),
);

let fx: Awaited<ReturnType<typeof contractFixture>>;

beforeAll(async () => {
  fx = await contractFixture();
});

// Keyed 'METHOD /path' as in the document, in the order they run.
const CALLS: Record<string, Call> = {};

describedOperationsSuite("openapi-programme.test.ts", CALLS);
