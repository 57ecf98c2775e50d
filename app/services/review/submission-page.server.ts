// The season's submission forms of the evidence page (issue 16; decision 0085). The route's
// data module says who is asking and which season; this answers the post.
import { data } from "@remix-run/node";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  addEvidenceToSubmission,
  isSubmissionError,
  resubmitItem,
  submitSeason,
  type SubmissionWrite,
} from "./submission.server";

/**
 * The season's submission forms (decision 0085): submit the season (then the feedback page),
 * send an item for review again, add an evidence item while changes are requested. A refusal the
 * person can act on (the blockers, a season already submitted) comes back to the page as
 * `submissionErrors` with its status; an unknown id is a 404.
 */
export async function handleSeasonSubmissionPost(
  form: "submitSeason" | "resubmit" | "addToSubmission",
  who: SubmissionWrite,
  posted: FormData,
  where: {
    season: number;
    /** The ids in the form's address (?submission=&item= or &id=, the evidence item). */
    ids: { submission: string; item: string; evidence: string };
    back: string;
    feedback: string;
  },
) {
  const { season, ids, back } = where;
  const submissionId = ids.submission;
  try {
    switch (form) {
      case "submitSeason": {
        const intent = posted.get("intent");
        if (intent !== null && intent !== "submitSeason")
          throw new Response("There is no such form on this page.", { status: 400 });
        await submitSeason(who, season);
        return await redirectWithToast(where.feedback, {
          type: "success",
          text: "Your season is submitted. We will e-mail you when it is reviewed.",
        });
      }
      case "resubmit": {
        const item = await resubmitItem(who, submissionId, ids.item);
        return await redirectWithToast(back, {
          type: "success",
          text: `'${item.label}' is sent for review again.`,
        });
      }
      case "addToSubmission": {
        const item = await addEvidenceToSubmission(who, submissionId, ids.evidence);
        return await redirectWithToast(back, {
          type: "success",
          text: `'${item.label}' is added to the submission.`,
        });
      }
    }
  } catch (error) {
    if (isSubmissionError(error)) {
      if (error.status === 404) throw new Response(error.message, { status: 404 });
      return data({ submissionErrors: [...error.reasons] }, { status: error.status });
    }
    throw error;
  }
}
