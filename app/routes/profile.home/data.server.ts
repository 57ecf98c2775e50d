// /profile/home's loader data and posts: the task list's 'Mark as done' (intent=completeTask)
// and an invite's Accept or Decline (intent=accept-invite, decline-invite). The route checks who
// is asking.
import { upcomingEventsFor } from "~/services/events/events.server";
import { loadJourneyState } from "~/services/journey/progress.server";
import { journeyProgressView, progressBarOf } from "~/services/journey/progress-words";
import { journeyWords } from "~/services/journey/journey-words.server";
import type { AnyLanguage } from "~/services/i18n/languages";
import { pageRefused, readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  answerInviteAs,
  isInviteIntent,
  receivedInvitesFor,
} from "~/services/organisations/invite-answers.server";
import { canEditOrganisation } from "~/services/organisations/rules";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { taskViews } from "~/services/review/api";
import {
  completeRequest,
  listOpenOrganisationTasks,
  type SubmissionWrite,
} from "~/services/review/submission.server";
import { roleLabel } from "~/shared/roles";

const PAGE = "/profile/home";

export async function homePage(context: ProfileContext, language: AnyLanguage) {
  const { organisation, basePath, search } = context;
  const [invites, state, tasks, events] = await Promise.all([
    receivedInvitesFor(context),
    organisation ? loadJourneyState(organisation.id, basePath) : Promise.resolve(null),
    organisation ? listOpenOrganisationTasks(organisation.id) : Promise.resolve([]),
    // Upcoming programme events (issue 18; decision 0097): one query.
    upcomingEventsFor(context.user.id),
  ]);
  const withSearch = (href: string) => `${href}${search}`;
  // The journey's words in the person's language (issue 33; journey.po).
  const words = journeyWords(language);
  return {
    name: context.user.name || context.user.email,
    isUserView: context.isUserView,
    basePath,
    search,
    organisation: organisation && {
      name: organisation.name,
      roleLabel: roleLabel(organisation.role),
    },
    organisationCount: context.organisations.length,
    // 'Requests from the programme' (issue 16; decision 0085).
    tasks: taskViews(tasks, basePath, search),
    canCompleteTasks: !context.isUserView && canEditOrganisation(organisation?.role),
    events,
    invites: invites.invites,
    unconfirmedInvites: invites.unconfirmed,
    journey: state && {
      // The same model of progress as the journey pages (decision 0067).
      ...progressBarOf(words.view(journeyProgressView(state.progress, basePath)), withSearch),
      status:
        "message" in state.status
          ? { ...state.status, message: words.text(state.status.message) }
          : state.status,
      next: { label: words.text(state.next.label), href: withSearch(state.next.href) },
    },
  };
}

/** The page's buttons, by their intent. */
export async function handleHomePost(
  profile: ProfileContext,
  request: Request,
  requestId: string | null | undefined,
) {
  const form = await readFormOrRefuse(request);
  if (form.get("intent") === "completeTask") {
    const organisation = requireOrganisation(profile);
    return markRequestDone(
      {
        actor: actorOf(profile, requestId),
        organisationId: organisation.id,
        role: organisation.role,
      },
      form,
      PAGE,
    );
  }
  if (!isInviteIntent(form.get("intent"))) {
    throw new Response("This form is not known on this page.", { status: 400 });
  }
  return answerInviteFromForm(profile, form, requestId, PAGE);
}

/**
 * The task list's 'Mark as done' (intent=completeTask, the request's id in taskId): back to
 * `back` with a toast. A refusal is the page's error with its status.
 */
async function markRequestDone(who: SubmissionWrite, form: FormData, back: string) {
  const taskId = form.get("taskId");
  try {
    const task = await completeRequest(who, typeof taskId === "string" ? taskId : "");
    return await redirectWithToast(back, {
      type: "success",
      text: `'${task.title}' is marked as done.`,
    });
  } catch (error) {
    pageRefused(error);
  }
}

/**
 * An invite's Accept or Decline (intent=accept-invite or decline-invite, the invite in
 * inviteId): back to `back` with a toast; another's invite is a 404.
 */
async function answerInviteFromForm(
  context: ProfileContext,
  form: FormData,
  requestId: string | null | undefined,
  back: string,
) {
  const inviteId = form.get("inviteId");
  const accept = form.get("intent") === "accept-invite";
  const invite = await answerInviteAs(
    context,
    typeof inviteId === "string" ? inviteId : "",
    accept,
    requestId,
  ).catch(pageRefused);
  if (!accept) {
    return redirectWithToast(back, {
      type: "message",
      text: `You declined the invite to join ${invite.organisationName}.`,
    });
  }
  return redirectWithToast(back, {
    type: "success",
    text: `You joined ${invite.organisationName}. It is now your active organisation.`,
  });
}
