// The Job Listings tab (spec §2 'Job Listings tab'): active and inactive postings as collapsible
// cards with their counts, 'Disable job listing' behind a confirm step, 'View job details' with
// the editable form, and the fixed 'New Job' button opening the 'Job posting' dialog. All links
// and forms: it works without JavaScript.
import { Link, useLocation } from "@remix-run/react";
import { ConfirmDialog, DialogLink, UrlDialog } from "~/components/dialog";
import { formatDate } from "~/services/kit/format";
import {
  isActivePosting,
  isExpired,
  pendingBadge,
  POSTING_PARAM,
} from "~/services/jobs/admin-view";
import { EMPLOYMENT_TYPES, JOB_CATEGORIES, JOB_LOCATIONS, labelOf } from "~/services/jobs/options";
import { withParam } from "~/services/kit/url-state";
import { PostingForm } from "./posting-form";
import type { ListingsData, PostingView } from "./types";

export const NEW_JOB_DIALOG = "new-job";
export const DISABLE_DIALOG = "disable-posting";
/** The posting the disable confirm step is about. */
export const DISABLE_PARAM = "disable";

export function JobListings({ data }: { data: ListingsData }) {
  const { search } = useLocation();
  const postings = data.postings ?? [];
  const now = new Date(data.now);
  const active = postings.filter((p) => isActivePosting(p, now));
  const inactive = postings.filter((p) => !isActivePosting(p, now));
  const disabling = new URLSearchParams(search).get(DISABLE_PARAM);
  const toDisable = postings.find((p) => p.id === disabling && p.status !== "disabled");
  return (
    <div className="job-listings">
      <PostingSection
        title="Active Postings:"
        empty="No active postings"
        postings={active}
        openId={data.openPostingId}
        now={now}
      />
      <PostingSection
        title="Inactive Postings:"
        empty="No inactive postings"
        postings={inactive}
        openId={data.openPostingId}
        now={now}
      />
      <DialogLink name={NEW_JOB_DIALOG} className="button button--primary new-job-button">
        New Job
      </DialogLink>
      <UrlDialog name={NEW_JOB_DIALOG} title="Job posting" size="large">
        <PostingForm submitLabel="Create job posting" />
      </UrlDialog>
      {toDisable ? (
        <ConfirmDialog
          name={DISABLE_DIALOG}
          title={`Disable ‘${toDisable.title}’?`}
          message="This cannot be undone"
          intent="disable-posting"
          fields={{ postingId: toDisable.id }}
          confirmLabel="Disable job listing"
          clear={[DISABLE_PARAM]}
        />
      ) : null}
    </div>
  );
}

function PostingSection({
  title,
  empty,
  postings,
  openId,
  now,
}: {
  title: string;
  empty: string;
  postings: PostingView[];
  openId: string | null;
  now: Date;
}) {
  const headingId = title.replace(/\W/g, "").toLowerCase();
  return (
    <section className="job-listings__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {postings.length === 0 ? (
        <p className="job-listings__empty">{empty}</p>
      ) : (
        <ul className="job-listings__list">
          {postings.map((posting) => (
            <li key={posting.id}>
              <PostingCard posting={posting} open={openId === posting.id} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PostingCard({ posting, open, now }: { posting: PostingView; open: boolean; now: Date }) {
  const { pathname, search } = useLocation();
  const badge = pendingBadge(posting.counts);
  const expired = posting.status !== "disabled" && isExpired(posting.closingDate, now);
  const detailsHref = pathname + withParam(search, POSTING_PARAM, open ? null : posting.id);
  const disableHref = (() => {
    const next = new URLSearchParams(search);
    next.delete("dialog");
    next.append("dialog", DISABLE_DIALOG);
    next.set(DISABLE_PARAM, posting.id);
    return `${pathname}?${next.toString()}`;
  })();
  return (
    <details className="posting-card" open={open || undefined}>
      <summary className="posting-card__summary">
        <span className="posting-card__title">{posting.title}</span>
        <span
          className={`job-badge job-badge--${badge.colour}`}
          title={`${posting.counts.pending} pending of ${posting.counts.total}`}
        >
          {badge.text}
          <span className="visually-hidden"> pending</span>
        </span>
        {expired ? <span className="job-badge job-badge--expired">Expired</span> : null}
        {posting.status === "disabled" ? (
          <span className="job-badge job-badge--disabled">Disabled</span>
        ) : null}
      </summary>
      <div className="posting-card__body">
        <dl className="posting-card__counts">
          <div>
            <dt>Total applicants</dt>
            <dd>{posting.counts.total}</dd>
          </div>
          <div>
            <dt>Pending applicants</dt>
            <dd>{posting.counts.pending}</dd>
          </div>
          <div>
            <dt>Future consideration</dt>
            <dd>{posting.counts.future}</dd>
          </div>
          <div>
            <dt>Awaiting interview</dt>
            <dd>{posting.counts.awaitingInterview}</dd>
          </div>
        </dl>
        <p className="posting-card__meta">
          {labelOf(JOB_CATEGORIES, posting.category)} · {labelOf(JOB_LOCATIONS, posting.location)} ·{" "}
          {labelOf(EMPLOYMENT_TYPES, posting.employmentType)} · Closes{" "}
          {posting.closingDate ? formatDate(posting.closingDate) : "when filled"}
        </p>
        <p className="button-row">
          {posting.status !== "disabled" ? (
            <Link to={disableHref} preventScrollReset className="button button--danger">
              Disable job listing
            </Link>
          ) : null}
          <Link to={detailsHref} preventScrollReset className="button" aria-expanded={open}>
            View job details
          </Link>
        </p>
        {open ? (
          <div className="posting-card__details">
            <h3>Job details</h3>
            <PostingForm posting={posting} submitLabel="Save job posting" />
          </div>
        ) : null}
      </div>
    </details>
  );
}
