// What the farmer's submission API routes share (issue 16; decision 0085): who writes (the
// caller as a member; the role is checked by the service: 403) and a SubmissionError as the
// API's refusal (the blockers as `errors.season`).
import type { ApiMember } from "~/services/api/callers.server";
import { apiError, type ApiErrorStatus } from "~/services/api/envelope";
import { isSubmissionError, type SubmissionWrite } from "./submission.server";

export function submissionWriter(caller: ApiMember, requestId: string): SubmissionWrite {
  return {
    actor: { userId: caller.user.id, label: caller.user.email, requestId },
    organisationId: caller.organisationId,
    role: caller.role,
  };
}

/** A SubmissionError as the API's error; anything else rethrown. */
export function submissionRefusal(error: unknown): never {
  if (isSubmissionError(error)) {
    throw apiError(
      error.status as ApiErrorStatus,
      error.message,
      error.reasons.length > 1 ? { season: error.reasons.join(" ") } : undefined,
    );
  }
  throw error;
}
