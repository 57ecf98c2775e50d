// 'Submit the season' on the evidence page (issue 16; decision 0085): what a submission packages
// (the implementation plan, the practice data and the submitted evidence; drafts are named as
// left out), what stops it as a list, and the real POST button. Once the season is submitted:
// where it stands, each evidence item's review as the farmer sees it, 'Add to the submission' for
// new submitted evidence while changes are requested, and 'Send the season for review again' once
// every item that needs changes has changed (decision 0141). Each form
// names itself in the body's `intent` and its records in fields beside it (decision 0128), and
// posts to the page's own address (its ?season=); a refusal of any of them is listed here.
import { intentName } from "~/services/kit/forms/intent";
import { Form, Link, useActionData } from "@remix-run/react";
import { actionResultOf } from "~/components/form/action-result";
import { SUBMISSION_INTENTS, type SubmissionIntent } from "~/services/evidence/forms";
import type { SeasonSubmissionJson } from "~/services/review/api";
import { SUBMISSION_STATUS_LABELS } from "~/shared/review";
import { SeasonResend, SubmissionItemList, type SubmissionItemView } from "./submission-items";

/** An evidence item of the submission is fixed on this page, in its card. */
const evidenceFixHref = (item: SubmissionItemView) =>
  item.evidenceId ? `#evidence-${item.evidenceId}` : null;

export interface SeasonSubmitProps {
  state: SeasonSubmissionJson;
  seasonLabel: string;
  canEdit: boolean;
  feedbackHref: string;
}

/**
 * The refusal of the page's last submission post (the blockers, a season already submitted):
 * its sentence and the reasons, from the one action result (decision 0128), or null.
 */
function useSubmissionRefusal() {
  const raw = useActionData();
  for (const intent of SUBMISSION_INTENTS) {
    const { formError, problems } = actionResultOf(raw, intent);
    if (formError) return { formError, problems };
  }
  return null;
}

export function SeasonSubmit({ state, seasonLabel, canEdit, feedbackHref }: SeasonSubmitProps) {
  const { submission, includes, blockers } = state;
  const refused = useSubmissionRefusal();
  return (
    <section className="ct-section rv-submit" aria-labelledby="submit-heading">
      <h2 id="submit-heading">Submit the season</h2>
      {refused ? (
        <div role="alert" className="rv-errors">
          <p>{refused.formError}</p>
          <ul>
            {refused.problems.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {submission ? (
        <>
          <p>
            Season {seasonLabel} is submitted:{" "}
            <strong>{SUBMISSION_STATUS_LABELS[submission.status]}</strong>.{" "}
            <Link to={feedbackHref}>See the feedback</Link>
          </p>
          <h3>Evidence in the submission</h3>
          <SubmissionItemList
            caption="Evidence in the submission"
            items={submission.items.filter((i) => i.kind === "EVIDENCE")}
            canEdit={canEdit}
            fixHref={evidenceFixHref}
          />
          {canEdit && state.addableEvidence.length > 0 ? (
            <>
              <h3>Evidence not yet in the submission</h3>
              <ul className="rv-items">
                {state.addableEvidence.map((e) => (
                  <li key={e.id} className="rv-item">
                    <strong>{e.title}</strong>
                    <Form method="post">
                      <input
                        type="hidden"
                        name="intent"
                        value={intentName<SubmissionIntent>("addToSubmission")}
                      />
                      <input type="hidden" name="submissionId" value={submission.submissionId} />
                      <input type="hidden" name="evidenceId" value={e.id} />
                      <button type="submit" className="button">
                        Add to the submission
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {canEdit ? (
            <SeasonResend
              submissionId={submission.submissionId}
              status={submission.status}
              items={submission.items}
              fixHref={evidenceFixHref}
            />
          ) : null}
        </>
      ) : (
        <>
          <p>Submitting sends the season {seasonLabel} to the programme for review, with:</p>
          <ul>
            <li>
              the implementation plan
              {includes.planSubmitted ? "" : " (not submitted yet)"}
            </li>
            <li>
              the practice data
              {includes.practiceDataSubmitted ? "" : " (not submitted yet)"}
            </li>
            <li>
              {includes.evidence.length} submitted evidence{" "}
              {includes.evidence.length === 1 ? "item" : "items"}
            </li>
          </ul>
          {includes.drafts.length > 0 ? (
            <p>
              Drafts are left out of the submission:{" "}
              {includes.drafts.map((d) => `'${d.title}'`).join(", ")}. Mark an item as submitted to
              include it.
            </p>
          ) : null}
          {blockers.length > 0 ? (
            <>
              <p>Before you can submit the season:</p>
              <ul className="rv-blockers" aria-label="What stops the submission">
                {blockers.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </>
          ) : null}
          {canEdit && blockers.length === 0 ? (
            <Form method="post">
              <input
                type="hidden"
                name="intent"
                value={intentName<SubmissionIntent>("submitSeason")}
              />
              <button type="submit" className="button button--primary">
                Submit the season
              </button>
            </Form>
          ) : null}
          {state.withdrawn.length > 0 ? (
            <p>
              You withdrew{" "}
              {state.withdrawn.length === 1
                ? "a submission"
                : `${state.withdrawn.length} submissions`}{" "}
              of this season.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
