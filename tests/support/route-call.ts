// Calling a route module's loader or action as Remix does, for the integration tests (real
// Requests on a real database): the answer, or the Response it threw (a guard's 401/403/404, a
// redirect). A `data(…, { status })` answer comes back as a JSON Response with its status, so a
// test reads every outcome the same way. Anything else (a loader's plain object) is returned as
// it is, for the test to read.

/** What server.js gives every route: a CSP nonce and a request id. */
export const ROUTE_CONTEXT = { cspNonce: "", requestId: "test" };

export async function callRoute(
  fn: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
): Promise<Response> {
  try {
    const answer = await fn({ request, params, context: ROUTE_CONTEXT } as never);
    const wrapped = answer as { type?: string; data?: unknown; init?: { status?: number } };
    if (wrapped?.type === "DataWithResponseInit") {
      return new Response(JSON.stringify(wrapped.data), { status: wrapped.init?.status ?? 200 });
    }
    return answer as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/**
 * An action's answer as Remix sends it, for tests that call an action themselves: a
 * `data(…, { status })` answer (refuseForm's refusal) as a JSON Response with its status; a
 * Response or a plain object as it is.
 */
export function asResponse(answer: unknown): unknown {
  const wrapped = answer as { type?: string; data?: unknown; init?: { status?: number } };
  if (wrapped?.type === "DataWithResponseInit") {
    return new Response(JSON.stringify(wrapped.data), { status: wrapped.init?.status ?? 200 });
  }
  return answer;
}
