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
import { TranslationsProvider, useT } from "~/components/i18n";
import { useFormats } from "~/components/use-formats";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";
import reviewStyles from "~/styles/review.css?url";
import { handleFeedbackPost, loadFeedbackPage } from "./data.server";
import { FEEDBACK_INTENTS, type FeedbackIntent } from "./forms";
import { FEEDBACK_NAMESPACES, statusTexts } from "./texts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? createTranslator(data.translations)._("complete.metaTitle") : "Feedback · Veld" },
];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: reviewStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return {
    ...(await loadFeedbackPage(context, request)),
    translations: translationsFor(requestLanguage(request, context.viewer), FEEDBACK_NAMESPACES),
  };
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
  const { translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <Feedback />
    </TranslationsProvider>
  );
}

function Feedback() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const { dateTime } = useFormats();
  // The refusal of the page's last post (withdraw, resendSeason), from the one action result.
  const result = useActionData<typeof action>();
  const refusal =
    FEEDBACK_INTENTS.map((intent) => actionResultOf(result, intent).formError).find(Boolean) ??
    null;
  const { state, canEdit } = data;
  const submission = state.submission;
  const texts = submission ? statusTexts(t, submission.status, !!data.decision) : null;

  return (
    <div className="ct-page rv-page">
      <h1>{t("complete.title")}</h1>
      {data.seasons.length > 1 ? (
        <Form method="get" className="ev-season">
          <label htmlFor="rv-season">{t("complete.season")}</label>{" "}
          <select id="rv-season" name="season" defaultValue={data.season}>
            {data.seasons.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>{" "}
          <button type="submit" className="button">
            {t("complete.show")}
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
          <h2 id="none-heading">
            {t("complete.notSubmittedHeading", { season: data.seasonLabel })}
          </h2>
          <p>{t("complete.notSubmittedText")}</p>
          <p>
            <Link to={data.evidenceHref}>{t("complete.goToEvidence")}</Link>
          </p>
          {state.withdrawn.length > 0 ? (
            <p>
              {t("complete.withdrew", {
                count: state.withdrawn.length,
                date: dateTime(state.withdrawn[0]!.withdrawnAt),
              })}
            </p>
          ) : null}
        </section>
      ) : (
        <>
          <section className="ct-section" aria-labelledby="status-heading">
            <h2 id="status-heading">{t("complete.statusHeading", { season: data.seasonLabel })}</h2>
            <p>
              {t("complete.status")}{" "}
              <strong data-testid="submission-status">{texts?.status ?? data.statusLabel}</strong>
            </p>
            <p>
              {submission.submittedBy
                ? t("complete.submittedOnBy", {
                    date: dateTime(submission.submittedAt),
                    name: submission.submittedBy.name,
                  })
                : t("complete.submittedOn", { date: dateTime(submission.submittedAt) })}
            </p>
            {data.decision ? (
              <div className="rv-decision">
                <p>
                  <strong>{texts?.decision ?? data.decision.text}</strong>
                </p>
                {data.decision.message ? (
                  <p>
                    {t("complete.reviewerMessage")} <q>{data.decision.message}</q>
                  </p>
                ) : null}
              </div>
            ) : null}
            <p>{texts?.nextStep ?? data.nextStep}</p>
            {canEdit && submission.canWithdraw ? (
              <p>
                <DialogLink name="withdraw">{t("complete.withdrawLink")}</DialogLink>
              </p>
            ) : null}
          </section>

          <section className="ct-section" aria-labelledby="items-heading">
            <h2 id="items-heading">{t("complete.itemsHeading")}</h2>
            <SubmissionItemList
              caption={t("complete.itemsCaption")}
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
              title={t("complete.withdrawTitle")}
              message={t("complete.withdrawMessage")}
              intent={intentName<FeedbackIntent>("withdraw")}
              fields={{ submissionId: submission.submissionId }}
              confirmLabel={t("complete.withdrawLink")}
            />
          ) : null}
        </>
      )}

      <TaskList tasks={data.tasks} canComplete={canEdit} />
    </div>
  );
}
