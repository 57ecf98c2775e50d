// A posting's facts as the public sees them (spec §3 'Job posting'): category, location,
// employment type, salary exactly as entered, closing date (spec §9 date format) and the leaflet.
// Plain HTML: works on pages served without scripts. In the page's language (issue 33): the
// facts' names and the choices' labels (namespace `jobs`); the salary as the programme wrote it.
import { useLanguage, useT, type Translate } from "~/components/i18n";
import { formatsFor } from "~/services/i18n/format";
import {
  EMPLOYMENT_TYPES,
  JOB_CATEGORIES,
  JOB_LOCATIONS,
  labelOf,
  type Option,
} from "~/services/jobs/options";
import { leafletHref } from "~/services/jobs/public-postings";
import type { PostingFacts } from "~/services/jobs/posting-fields";

export interface PublicPostingView extends PostingFacts {
  id: string;
  /** ISO date-time, or null: open until filled. */
  closingDate: string | null;
  leafletFileId: string | null;
}

/** A choice's label in the page's language (`jobs.<list>.<value>`); an unknown value as it is. */
function choiceLabel(
  t: Translate,
  list: string,
  options: readonly Option[],
  value: string | null | undefined,
): string {
  return value && options.some((o) => o.value === value)
    ? t(`jobs.${list}.${value}`)
    : labelOf(options, value);
}

export function JobFacts({ posting }: { posting: PublicPostingView }) {
  const t = useT();
  const formats = formatsFor(useLanguage());
  return (
    <dl className="job-facts">
      <div>
        <dt>{t("jobs.facts.category")}</dt>
        <dd>{choiceLabel(t, "category", JOB_CATEGORIES, posting.category)}</dd>
      </div>
      <div>
        <dt>{t("jobs.facts.location")}</dt>
        <dd>{choiceLabel(t, "location", JOB_LOCATIONS, posting.location)}</dd>
      </div>
      <div>
        <dt>{t("jobs.facts.employmentType")}</dt>
        <dd>{choiceLabel(t, "employmentType", EMPLOYMENT_TYPES, posting.employmentType)}</dd>
      </div>
      <div>
        <dt>{t("jobs.facts.salary")}</dt>
        {/* spec §3: 'free text shown exactly as entered'. */}
        <dd className="job-facts__salary">{posting.salary}</dd>
      </div>
      <div>
        <dt>{t("jobs.facts.closingDate")}</dt>
        <dd>
          {posting.closingDate
            ? formats.date(posting.closingDate)
            : t("jobs.facts.openUntilFilled")}
        </dd>
      </div>
    </dl>
  );
}

/** The leaflet link (spec §3 'leaflet: a PDF file, displayed from a pdf/ path'). */
export function LeafletLink({ posting }: { posting: PublicPostingView }) {
  const t = useT();
  if (!posting.leafletFileId) return null;
  return (
    <a href={leafletHref(posting.leafletFileId)} className="job-leaflet">
      {t("jobs.leaflet")}
      <span className="visually-hidden"> {t("jobs.forPosting", { title: posting.title })}</span>
    </a>
  );
}
