// /profile/journey/complete (spec §2 journey child 'complete'; §1 'waiting for feedback'; issue
// 16; decision 0085): the Feedback page. Where the season's submission stands (its status, when
// and by whom it was submitted, what happens next), the summary decision and the reviewer's
// message once sent, each item's review as the farmer sees it (a decision shows only once the
// summary decision including it is sent) with a link to fix it, 'Send the season for review
// again' once every item that needs changes has changed (decision 0141), the
// 'Withdraw the submission' confirmation (a URL dialog: works without JavaScript) while nothing
// is decided yet, and the programme's open requests. Viewers and staff (userView) read only.
import { intentName } from "~/services/kit/forms/intent";
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmDialog, DialogLink } from "~/components/dialog";
import { actionResultOf } from "~/components/form/action-result";
import { SeasonResend, SubmissionItemList } from "~/components/review/submission-items";
import { TaskList } from "~/components/review/task-list";
import { journeyWriterOf, type JourneyWriter } from "~/services/journey/journey-view.server";
import { formatDateTime } from "~/services/kit/format";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";
import reviewStyles from "~/styles/review.css?url";
import { handleFeedbackPost, loadFeedbackPage } from "./data.server";
import { FEEDBACK_INTENTS, type FeedbackIntent } from "./forms";

export const meta: MetaFunction = () => [{ title: "Feedback · Veld" }];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: reviewStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadFeedbackPage(await requireProfileContext(request), request);
}

// Writes need an editor role and the step open (a post to a locked step answers 409).
export async function action({ request, context }: ActionFunctionArgs) {
  let writer: JourneyWriter;
  try {
    writer = await journeyWriterOf(await requireProfileWriter(request), "complete");
  } catch (error) {
    pageRefused(error);
  }
  return handleFeedbackPost(writer.context, request, context.requestId);
}

export default function FeedbackPage() {
  const data = useLoaderData<typeof loader>();
  // The refusal of the page's last post (withdraw, resendSeason), from the one action result.
  const result = useActionData<typeof action>();
  const refusal =
    FEEDBACK_INTENTS.map((intent) => actionResultOf(result, intent).formError).find(Boolean) ??
    null;
  const { state, canEdit } = data;
  const submission = state.submission;

  return (
    <div className="ct-page rv-page">
      <h1>Feedback</h1>
      {data.seasons.length > 1 ? (
        <Form method="get" className="ev-season">
          <label htmlFor="rv-season">Season</label>{" "}
          <select id="rv-season" name="season" defaultValue={data.season}>
            {data.seasons.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>{" "}
          <button type="submit" className="button">
            Show
          </button>
        </Form>
      ) : null}
      {refusal ? (
        <p role="alert" className="rv-errors">
          {refusal}
        </p>
      ) : null}

      {!submission ? (
        <section className="ct-section" aria-labelledby="none-heading">
          <h2 id="none-heading">Season {data.seasonLabel} is not submitted</h2>
          <p>
            When your implementation plan, practice data and evidence are ready, submit the season
            on the evidence page. We then review it and tell you here what was accepted and what
            needs changes.
          </p>
          <p>
            <Link to={data.evidenceHref}>Go to the evidence page</Link>
          </p>
          {state.withdrawn.length > 0 ? (
            <p>
              You withdrew {state.withdrawn.length === 1 ? "a submission" : "submissions"} of this
              season (last on {formatDateTime(state.withdrawn[0]!.withdrawnAt)}).
            </p>
          ) : null}
        </section>
      ) : (
        <>
          <section className="ct-section" aria-labelledby="status-heading">
            <h2 id="status-heading">Your submission for season {data.seasonLabel}</h2>
            <p>
              Status: <strong data-testid="submission-status">{data.statusLabel}</strong>
            </p>
            <p>
              Submitted on {formatDateTime(submission.submittedAt)}
              {submission.submittedBy ? ` by ${submission.submittedBy.name}` : ""}.
            </p>
            {data.decision ? (
              <div className="rv-decision">
                <p>
                  <strong>{data.decision.text}</strong>
                </p>
                {data.decision.message ? (
                  <p>
                    The reviewer&apos;s message: <q>{data.decision.message}</q>
                  </p>
                ) : null}
              </div>
            ) : null}
            <p>{data.nextStep}</p>
            {canEdit && submission.canWithdraw ? (
              <p>
                <DialogLink name="withdraw">Withdraw the submission</DialogLink>
              </p>
            ) : null}
          </section>

          <section className="ct-section" aria-labelledby="items-heading">
            <h2 id="items-heading">What you submitted</h2>
            <SubmissionItemList
              caption="The items of the submission and their review"
              items={submission.items}
              canEdit={canEdit}
              fixHref={(item) => data.fixHrefs[item.itemId] ?? null}
            />
          </section>
          {canEdit ? (
            <SeasonResend
              submissionId={submission.submissionId}
              status={submission.status}
              items={submission.items}
              fixHref={(item) => data.fixHrefs[item.itemId] ?? null}
            />
          ) : null}

          {canEdit && submission.canWithdraw ? (
            <ConfirmDialog
              name="withdraw"
              title="Withdraw the submission?"
              message="The programme will not review it. You can change your evidence and submit the season again."
              intent={intentName<FeedbackIntent>("withdraw")}
              fields={{ submissionId: submission.submissionId }}
              confirmLabel="Withdraw the submission"
            />
          ) : null}
        </>
      )}

      <TaskList tasks={data.tasks} canComplete={canEdit} />
    </div>
  );
}
