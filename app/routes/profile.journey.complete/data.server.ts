// /profile/journey/complete (feedback): loader data and the page's forms (issue 16; decision
// 0085). The season shown is ?season= when it is one of the programme's, else the season of the
// organisation's newest submission that is not withdrawn, else the programme's first. Every
// write is scoped to the active organisation of the session; another organisation's ids are 404.
// Each form names itself in the body's `intent`, its records' ids beside it (decision 0128).
import { listOrganisationSubmissions } from "~/models/submissions.server";
import { journeyPageOf } from "~/services/journey/journey-view.server";
import {
  pageRefused,
  readPost,
  refuseForm,
  type Post,
} from "~/services/kit/forms/validate-form.server";
import { postSchema, q, querySchema, readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import { seasonLabel } from "~/services/fields/seasons";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import { seasonKind } from "~/services/practice/queries";
import { programmeSeasonLabel } from "~/services/practice/seasons";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { profileHref, seasonSubmissionJson, taskViews } from "~/services/review/api";
import {
  fixPathFor,
  nextStepText,
  RESENT_TEXT,
  SUMMARY_DECISION_TEXTS,
  SUMMARY_DECISIONS,
  type SummaryDecision,
} from "~/services/review/rules";
import {
  completeRequest,
  isSubmissionError,
  listOpenOrganisationTasks,
  loadSeasonSubmission,
  resendSeason,
  withdrawSubmission,
  type SubmissionWrite,
} from "~/services/review/submission.server";
import { SUBMISSION_STATUS_LABELS } from "~/shared/review";
import { FEEDBACK_INTENTS } from "./forms";

/**
 * The page's posts: the form's intent, the submission withdrawn or whose item is sent for review
 * again (submissionId, itemId), the programme's request marked done (taskId). An id that is not
 * one is a 400 naming the field; another organisation's, a 404.
 */
export const feedbackPost = postSchema({
  intent: q.choice(FEEDBACK_INTENTS),
  submissionId: q.id(),
  taskId: q.id(),
});

export const FEEDBACK_PATH = "/profile/journey/complete";
const EVIDENCE_PATH = "/profile/journey/evidence";

/** The page's address: ?season= (a season it cannot use is left out). */
const feedbackPageQuery = querySchema({ season: seasonKind.pageSeason() });

async function chosenSeason(organisationId: string, asked: number | undefined) {
  const programme = await loadProgrammeSeasons(organisationId);
  if (asked !== undefined && programme.required.includes(asked))
    return { programme, season: asked };
  const newest = (await listOrganisationSubmissions(organisationId)).find(
    (s) => s.status !== "WITHDRAWN",
  );
  return { programme, season: newest?.season ?? programme.first };
}

export async function loadFeedbackPage(context: ProfileContext, request: Request) {
  const page = await journeyPageOf(context);
  const organisationId = page.organisation.id;
  const { programme, season } = await chosenSeason(
    organisationId,
    readQuery(request, feedbackPageQuery).season,
  );
  const [view, tasks] = await Promise.all([
    loadSeasonSubmission(organisationId, season),
    listOpenOrganisationTasks(organisationId),
  ]);
  const state = seasonSubmissionJson(view);
  const s = state.submission;
  const { basePath, search } = context;
  const decision =
    s && s.decidedAt && (SUMMARY_DECISIONS as readonly string[]).includes(s.status)
      ? SUMMARY_DECISION_TEXTS[s.status as SummaryDecision]
      : null;
  return {
    organisation: { id: organisationId, name: page.organisation.name },
    canEdit: page.canEdit,
    season,
    seasonLabel: programmeSeasonLabel(season, programme),
    seasons: programme.required.map((value) => ({
      value,
      label: programmeSeasonLabel(value, programme),
    })),
    state,
    statusLabel: s ? SUBMISSION_STATUS_LABELS[s.status] : null,
    nextStep: s ? nextStepText(s.status) : null,
    decision: decision && { text: decision, message: s?.decisionMessage ?? null },
    fixHrefs: Object.fromEntries(
      (s?.items ?? []).map((item) => [
        item.itemId,
        profileHref(basePath, fixPathFor(item.kind, item.evidenceId), search),
      ]),
    ),
    evidenceHref: profileHref(
      basePath,
      "/journey/evidence",
      season === programme.first ? search : `${search ? `${search}&` : "?"}season=${season}`,
    ),
    tasks: taskViews(tasks, basePath, search),
  };
}

/**
 * The page's forms, by `intent`: withdraw (the confirmation dialog), resendSeason (its
 * submissionId: every item that needed changes goes back at once), completeTask (a request of the programme: its taskId). A refusal the
 * person can act on (a submission already reviewed, an item not asked to change) comes back as
 * the one action result, its sentence the form's error, with its status.
 */
export async function handleFeedbackPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const organisation = requireOrganisation(context);
  const query = readQuery(request, feedbackPageQuery);
  const post = await readPost(request, feedbackPost);
  if (post instanceof Response) return post;
  const who: SubmissionWrite = {
    actor: actorOf(context, requestId),
    organisationId: organisation.id,
    role: organisation.role,
  };
  const here = `${FEEDBACK_PATH}${query.season !== undefined ? `?season=${query.season}` : ""}`;
  const { intent, submissionId = "" } = post.fields;
  try {
    switch (intent) {
      case "withdraw": {
        const row = await withdrawSubmission(who, submissionId);
        return await redirectWithToast(EVIDENCE_PATH, {
          type: "success",
          text: `Your submission for season ${seasonLabel(row.season)} is withdrawn. Submit the season again when it is ready.`,
        });
      }
      case "resendSeason": {
        await resendSeason(who, submissionId);
        return await redirectWithToast(here, { type: "success", text: RESENT_TEXT });
      }
      case "completeTask":
        return await markRequestDone(who, post, here);
      default:
        throw new Response("This form is not known on this page.", { status: 400 });
    }
  } catch (error) {
    if (isSubmissionError(error)) {
      if (error.status === 404) throw new Response(error.message, { status: 404 });
      return refuseForm(intent, { formError: error.message }, error.status);
    }
    throw error;
  }
}

/**
 * The task list's 'Mark as done' (intent=completeTask, the request's id in taskId): back to
 * `back` with a toast. A refusal is the page's error with its status, never the form's.
 */
async function markRequestDone(
  who: SubmissionWrite,
  post: Post<{ taskId?: string }>,
  back: string,
) {
  try {
    const task = await completeRequest(who, post.fields.taskId ?? "");
    return await redirectWithToast(back, {
      type: "success",
      text: `'${task.title}' is marked as done.`,
    });
  } catch (error) {
    pageRefused(error);
  }
}
