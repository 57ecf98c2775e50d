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
import { useT } from "~/components/i18n";
import { richMessage } from "~/components/rich-message";
import {
  SeasonResend,
  SUBMISSION_STATUS_KEYS,
  SubmissionItemList,
  type SubmissionItemView,
} from "./submission-items";

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
  const t = useT();
  return (
    <section className="ct-section rv-submit" aria-labelledby="submit-heading">
      <h2 id="submit-heading">{t("evidence.submitSeason")}</h2>
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
            {richMessage(
              t,
              "evidence.seasonSubmitted",
              { status: <strong>{t(SUBMISSION_STATUS_KEYS[submission.status])}</strong> },
              { season: seasonLabel },
            )}{" "}
            <Link to={feedbackHref}>{t("evidence.seeFeedback")}</Link>
          </p>
          <h3>{t("evidence.inSubmission")}</h3>
          <SubmissionItemList
            caption={t("evidence.inSubmission")}
            items={submission.items.filter((i) => i.kind === "EVIDENCE")}
            canEdit={canEdit}
            fixHref={evidenceFixHref}
          />
          {canEdit && state.addableEvidence.length > 0 ? (
            <>
              <h3>{t("evidence.notInSubmission")}</h3>
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
                        {t("evidence.addToSubmission")}
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
          <p>{t("evidence.submitWith", { season: seasonLabel })}</p>
          <ul>
            <li>
              {t("evidence.includesPlan")}
              {includes.planSubmitted ? "" : ` ${t("evidence.notSubmittedYet")}`}
            </li>
            <li>
              {t("evidence.includesPracticeData")}
              {includes.practiceDataSubmitted ? "" : ` ${t("evidence.notSubmittedYet")}`}
            </li>
            <li>{t("evidence.includesEvidence", { count: includes.evidence.length })}</li>
          </ul>
          {includes.drafts.length > 0 ? (
            <p>
              {t("evidence.draftsLeftOut", {
                drafts: includes.drafts.map((d) => `'${d.title}'`).join(", "),
              })}
            </p>
          ) : null}
          {blockers.length > 0 ? (
            <>
              <p>{t("evidence.beforeSubmit")}</p>
              <ul className="rv-blockers" aria-label={t("evidence.whatStops")}>
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
                {t("evidence.submitSeason")}
              </button>
            </Form>
          ) : null}
          {state.withdrawn.length > 0 ? (
            <p>{t("evidence.withdrew", { count: state.withdrawn.length })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
