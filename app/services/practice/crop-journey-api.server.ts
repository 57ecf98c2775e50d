// What the practice data API routes share (issue 15; decision 0076): the caller as the actor of
// a write, which needs an editor role (403), a JSON object body (400; docs/api.md: a body that
// cannot be read is refused before anything else is looked at) and the step open (409, as the
// pages).
import type { ApiMember } from "~/services/api/callers.server";
import { apiError, readJsonObject, apiRefused } from "~/services/api/envelope";
import type { ApiArgs } from "~/services/api/route.server";
import type { Actor } from "~/services/kit/actor";
import { canEditOrganisation } from "~/services/organisations/rules";
import { requirePracticeDataOpen } from "~/services/practice/practice-data.server";

export async function practiceApiWriter(
  { context, request }: Pick<ApiArgs, "context" | "request">,
  caller: ApiMember,
  options: { body?: "required" | "optional" | "none" } = {},
): Promise<{ actor: Actor; body: Record<string, unknown> }> {
  if (!canEditOrganisation(caller.role)) {
    throw apiError(
      403,
      "Your role in this organisation does not allow changing its practice data.",
    );
  }
  const body =
    options.body === "none"
      ? {}
      : await readJsonObject(request, { optional: options.body === "optional" });
  try {
    await requirePracticeDataOpen(caller.organisationId);
  } catch (error) {
    apiRefused(error);
  }
  return {
    actor: { userId: caller.user.id, label: caller.user.email, requestId: context.requestId },
    body,
  };
}
