// What the farmer's submission API routes share (issue 16; decision 0085): who writes (the
// caller as a member; the role is checked by the service: 403). A SubmissionError is a Refusal
// the routes answer with apiRefused (the blockers as `errors.season`).
import type { ApiMember } from "~/services/api/callers.server";
import type { SubmissionWrite } from "./submission.server";

export function submissionWriter(caller: ApiMember, requestId: string): SubmissionWrite {
  return {
    actor: { userId: caller.user.id, label: caller.user.email, requestId },
    organisationId: caller.organisationId,
    role: caller.role,
  };
}
