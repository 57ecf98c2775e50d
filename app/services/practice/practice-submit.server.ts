// Submitting the practice data (issue 15; decision 0076), from the practice data layout's submit
// form and the index tab's (intent 'submit' in the body, decision 0128): both routes read the
// post and answer; this submits.
import { stepHref } from "~/services/journey/steps";
import { loadPracticeSeasons, submitPracticeData } from "~/services/practice/practice-data.server";
import { practiceSearch, PRACTICE_DATA_PATH } from "~/services/practice/practice-paths";
import { seasonFromSearch } from "~/services/practice/queries";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";

/** The practice data page of a season, under the context's base path, its search kept. */
export const practicePageHref = (context: ProfileContext, season: number) =>
  `${context.basePath}${PRACTICE_DATA_PATH}${practiceSearch(context.search, season)}`;

/**
 * Submits the organisation's practice data, the season being the page's (?season= of `url`):
 * refused (422) with what is missing. Answers the page to go back to, what to tell the person and
 * the next step.
 */
export async function submitPracticeOf(
  context: ProfileContext,
  url: string | URL,
  requestId: string,
) {
  const organisation = requireOrganisation(context);
  const seasons = await loadPracticeSeasons(organisation.id);
  const season = seasonFromSearch(url, seasons);
  await submitPracticeData(actorOf(context, requestId), organisation.id, seasons);
  return {
    href: practicePageHref(context, season),
    message:
      "Your practice data has been submitted. You can keep recording each season as it happens.",
    next: { href: stepHref("EVIDENCE", context.basePath), label: "Go on to your evidence" },
  };
}
