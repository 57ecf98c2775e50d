// The forms of /profile/journey/complete (decision 0085), by the intent each posts in its body
// (decision 0128): withdraw the submission, send the season for review again (decision 0141),
// mark a request of the programme done. Pure and zod-free (the page's script names its forms with it); the action reads
// its posts through feedbackPost (data.server.ts).

export const FEEDBACK_INTENTS = ["withdraw", "resendSeason", "completeTask"] as const;
export type FeedbackIntent = (typeof FEEDBACK_INTENTS)[number];
