// The forms of /profile/journey/complete (decision 0085), by the intent each posts in its body
// (decision 0128): withdraw the submission, send an item for review again, mark a request of the
// programme done. Pure: the action reads its posts through feedbackPost, the page its refusals.
import { postSchema, q } from "~/services/kit/query";

export const FEEDBACK_INTENTS = ["withdraw", "resubmit", "completeTask"] as const;
export type FeedbackIntent = (typeof FEEDBACK_INTENTS)[number];

/**
 * The page's posts: the form's intent, the submission withdrawn or whose item is sent for review
 * again (submissionId, itemId), the programme's request marked done (taskId). An id that is not
 * one is a 400 naming the field; another organisation's, a 404.
 */
export const feedbackPost = postSchema({
  intent: q.choice(FEEDBACK_INTENTS),
  submissionId: q.id(),
  itemId: q.id(),
  taskId: q.id(),
});
