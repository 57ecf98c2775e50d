// /admin/journey/review/{submissionId} (spec §2 admin journey 'review'; issue 16; decisions
// 0086, 0140): one season's submission, reviewed in one form and one post (issue 31): each item
// (the plan, the practice data, each evidence item with its files to download) with its
// decision, Accepted, Needs changes or Rejected, and a reason required for the last two; then
// the season's decision (e-mailed to every member of the organisation; 'Changes requested'
// opens a request per item needing changes). Then the organisation's requests with 'Request
// something specific'. read:admin to view, write:admin to decide; a decided or withdrawn
// submission is shown read-only. Every form is a real post.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BuilderFields } from "~/components/form/form-builder";
import { KitForm } from "~/components/form/kit-form";
import { SubmitButton } from "~/components/form/submit-button";
import { RequestsSection } from "~/components/review/admin-requests";
import { ReviewItem, reviewItemHeading } from "~/components/review/admin-review-item";
import { requirePermission } from "~/services/auth/guards.server";
import { formatDateTime } from "~/services/kit/format";
import { waitingText } from "~/services/review/rules";
import { REVIEW_INTENT, SUMMARY_DECISION_FIELDS } from "~/services/review/admin-forms";
import { reviewValidator } from "./forms";
import { SUMMARY_DECISION_TEXTS, type SummaryDecision } from "~/services/review/rules";
import contractingStyles from "~/styles/contracting.css?url";
import evidenceStyles from "~/styles/evidence.css?url";
import { handleReviewPost, loadReviewPage, type ReviewPageData } from "./data.server";

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

      {editable ? (
        <KitForm
          validator={reviewValidator}
          intent={REVIEW_INTENT}
          fields={reviewSummaryFields(items)}
          defaultValues={{
            items: items.map((item) => ({
              id: item.id,
              decision: item.status === "PENDING" ? "" : item.status,
              // A pending item (new, or sent again) starts without the last round's reason.
              reason: item.status === "PENDING" ? "" : (item.reason ?? ""),
            })),
            decision: changes > 0 ? "CHANGES_REQUESTED" : "",
            message: "",
          }}
        >
          <ItemsSection items={items} pending={pending} changes={changes} editable />
          <section className="ct-section" aria-labelledby="decide-heading">
            <h2 id="decide-heading">The season&apos;s decision</h2>
            <p>What each decision tells the organisation:</p>
            <ul>
              {(Object.keys(SUMMARY_DECISION_TEXTS) as SummaryDecision[]).map((decision) => (
                <li key={decision}>{SUMMARY_DECISION_TEXTS[decision]}</li>
              ))}
            </ul>
            <BuilderFields fields={SUMMARY_DECISION_FIELDS} context={{}} />
            <p>
              Sending stores every item&apos;s decision and the season&apos;s, and e-mails the
              organisation&apos;s members.
            </p>
            <SubmitButton>Send the review</SubmitButton>
          </section>
        </KitForm>
      ) : (
        <ItemsSection items={items} pending={pending} changes={changes} editable={false} />
      )}

      <RequestsSection
        organisationName={organisation.name}
        requests={page.requests}
        canWrite={canWrite}
      />
    </div>
  );
}

/** The items, each with its row of the review form when the page is editable. */
function ItemsSection({
  items,
  pending,
  changes,
  editable,
}: {
  items: ReviewPageData["items"];
  pending: number;
  changes: number;
  editable: boolean;
}) {
  return (
    <section className="ct-section" aria-labelledby="items-heading">
      <h2 id="items-heading">Items</h2>
      <p>
        {items.length} {items.length === 1 ? "item" : "items"}
        {pending > 0 ? `, ${pending} waiting for a decision` : ""}
        {changes > 0 ? `, ${changes} needing changes` : ""}.
        {editable ? " Decide each one, then the season, and send the review once." : ""}
      </p>
      {items.map((item, index) => (
        <ReviewItem key={item.id} item={item} row={editable ? index : undefined} />
      ))}
    </section>
  );
}

/** The error summary's names for the form's fields: each row's by its item. */
function reviewSummaryFields(items: ReviewPageData["items"]) {
  return [
    ...items.flatMap((item, index) => [
      { name: `items[${index}].decision`, label: `Decision on ${reviewItemHeading(item)}` },
      { name: `items[${index}].reason`, label: `Reason for ${reviewItemHeading(item)}` },
    ]),
    ...SUMMARY_DECISION_FIELDS,
  ];
}
