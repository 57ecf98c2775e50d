// /admin/journey/review/{submissionId} (spec §2 admin journey 'review'; issue 16; decision
// 0086): one season's submission. Each item (the plan, the practice data, each evidence item
// with its files to download) with its decision form: Accepted, Needs changes or Rejected, a
// reason required for the last two. Then the summary decision (e-mailed to every member of the
// organisation; 'Changes requested' opens a request per item needing changes), and the
// organisation's requests with 'Request something specific'. read:admin to view, write:admin
// to decide; a decided or withdrawn submission is shown read-only. Every form is a real post.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FormBuilder } from "~/components/form/form-builder";
import { RequestsSection } from "~/components/review/admin-requests";
import { ReviewItem } from "~/components/review/admin-review-item";
import { requirePermission } from "~/services/auth/guards.server";
import { formatDateTime } from "~/services/kit/format";
import { waitingText } from "~/services/review/rules";
import { DECIDE_INTENT, SUMMARY_DECISION_FIELDS } from "~/services/review/admin-forms";
import { summaryDecisionValidator } from "./forms";
import { SUMMARY_DECISION_TEXTS, type SummaryDecision } from "~/services/review/rules";
import contractingStyles from "~/styles/contracting.css?url";
import evidenceStyles from "~/styles/evidence.css?url";
import { handleReviewPost, loadReviewPage } from "./data.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: evidenceStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Review: ${data.organisation.name}, ${data.submission.seasonLabel} · Admin · Veld`
      : "Review · Admin · Veld",
  },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return loadReviewPage(viewer, params.submissionId ?? "");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  return handleReviewPost(viewer, params.submissionId ?? "", request, context.requestId);
}

export default function SubmissionReview() {
  const page = useLoaderData<typeof loader>();
  const { submission, organisation, items, canWrite } = page;
  const editable = canWrite && submission.open;
  const pending = items.filter((i) => i.status === "PENDING").length;
  const changes = items.filter((i) => i.status === "CHANGES_REQUESTED").length;
  return (
    <div className="ct-page">
      <p>
        <Link to="/admin/journey/review">Review queue</Link> ·{" "}
        <Link to={`/admin/submissions?companyId=${organisation.id}`}>
          All submissions of {organisation.name}
        </Link>{" "}
        · <Link to={`/admin/journey/companies/${organisation.id}`}>{organisation.name}</Link>
      </p>
      <h1>
        {organisation.name}: {submission.seasonLabel} season
      </h1>
      <dl className="review-facts">
        <dt>Status</dt>
        <dd data-testid="submission-status">{submission.statusLabel}</dd>
        <dt>Submitted</dt>
        <dd>
          {formatDateTime(submission.submittedAt)}
          {submission.submittedBy ? ` by ${submission.submittedBy}` : ""}
        </dd>
        {submission.waitingDays !== null ? (
          <>
            <dt>Waiting</dt>
            <dd>{waitingText(submission.waitingDays)}</dd>
          </>
        ) : null}
        {submission.decidedAt ? (
          <>
            <dt>Decided</dt>
            <dd>
              {formatDateTime(submission.decidedAt)}
              {submission.decidedBy ? ` by ${submission.decidedBy}` : ""}
            </dd>
          </>
        ) : null}
        {submission.decisionMessage ? (
          <>
            <dt>Message sent</dt>
            <dd>{submission.decisionMessage}</dd>
          </>
        ) : null}
      </dl>
      {!submission.open ? (
        <p role="status">
          This submission is not waiting for review, so it is shown read-only.
          {submission.status === "CHANGES_REQUESTED"
            ? " When the farmer sends a fixed item again, it comes back to the queue."
            : ""}
        </p>
      ) : !canWrite ? (
        <p>You can read this review; deciding needs write:admin.</p>
      ) : null}

      <section className="ct-section" aria-labelledby="items-heading">
        <h2 id="items-heading">Items</h2>
        <p>
          {items.length} {items.length === 1 ? "item" : "items"}
          {pending > 0 ? `, ${pending} waiting for a decision` : ""}
          {changes > 0 ? `, ${changes} needing changes` : ""}.
        </p>
        {items.map((item) => (
          <ReviewItem key={item.id} item={item} editable={editable} />
        ))}
      </section>

      {editable ? (
        <section className="ct-section" aria-labelledby="decide-heading">
          <h2 id="decide-heading">Send the decision</h2>
          <p>Decide every item first. What each decision tells the organisation:</p>
          <ul>
            {(Object.keys(SUMMARY_DECISION_TEXTS) as SummaryDecision[]).map((decision) => (
              <li key={decision}>{SUMMARY_DECISION_TEXTS[decision]}</li>
            ))}
          </ul>
          <FormBuilder
            intent={DECIDE_INTENT}
            fields={SUMMARY_DECISION_FIELDS}
            validator={summaryDecisionValidator}
            defaultValues={{ decision: changes > 0 ? "CHANGES_REQUESTED" : "", message: "" }}
            submitLabel="Send decision"
          />
        </section>
      ) : null}

      <RequestsSection
        organisationName={organisation.name}
        requests={page.requests}
        canWrite={canWrite}
      />
    </div>
  );
}
