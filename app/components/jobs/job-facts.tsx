// A posting's facts as the public sees them (spec §3 'Job posting'): category, location,
// employment type, salary exactly as entered, closing date (spec §9 date format) and the leaflet.
// Plain HTML: works on pages served without scripts.
import { formatDate } from "~/services/kit/format";
import { EMPLOYMENT_TYPES, JOB_CATEGORIES, JOB_LOCATIONS, labelOf } from "~/services/jobs/options";
import { leafletHref } from "~/services/jobs/public-postings";
import type { PostingFacts } from "~/services/jobs/posting-fields";

export interface PublicPostingView extends PostingFacts {
  id: string;
  /** ISO date-time, or null: open until filled. */
  closingDate: string | null;
  leafletFileId: string | null;
}

/** spec §3 'closingDate: optional': a posting without one stays open until it is filled. */
export const OPEN_UNTIL_FILLED = "Open until filled";

export function JobFacts({ posting }: { posting: PublicPostingView }) {
  return (
    <dl className="job-facts">
      <div>
        <dt>Category</dt>
        <dd>{labelOf(JOB_CATEGORIES, posting.category)}</dd>
      </div>
      <div>
        <dt>Location</dt>
        <dd>{labelOf(JOB_LOCATIONS, posting.location)}</dd>
      </div>
      <div>
        <dt>Employment type</dt>
        <dd>{labelOf(EMPLOYMENT_TYPES, posting.employmentType)}</dd>
      </div>
      <div>
        <dt>Salary</dt>
        {/* spec §3: 'free text shown exactly as entered'. */}
        <dd className="job-facts__salary">{posting.salary}</dd>
      </div>
      <div>
        <dt>Closing date</dt>
        <dd>{posting.closingDate ? formatDate(posting.closingDate) : OPEN_UNTIL_FILLED}</dd>
      </div>
    </dl>
  );
}

/** The leaflet link (spec §3 'leaflet: a PDF file, displayed from a pdf/ path'). */
export function LeafletLink({ posting }: { posting: PublicPostingView }) {
  if (!posting.leafletFileId) return null;
  return (
    <a href={leafletHref(posting.leafletFileId)} className="job-leaflet">
      Job leaflet (PDF)<span className="visually-hidden"> for {posting.title}</span>
    </a>
  );
}
