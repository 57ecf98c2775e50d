// One item of a submission on the admin's review page (issue 16; decision 0086): what it is,
// its decision with the reason and who decided, earlier decisions, the evidence's files (admins
// download them: spec §6; a photo shows a thumbnail, and says when it has no date or place, as
// the farmer's page does: issue 31) and, while the submission waits for review and the admin may
// write, the item's row of the page's one review form (decision 0140): Accepted / Needs changes /
// Rejected, and a reason for the last two.
import { FieldFromSpec } from "~/components/form/form-builder";
import { adminEvidenceFileHref } from "~/services/evidence/admin-filters";
import { formatFileSize, NO_CAPTURE_TEXT } from "~/services/evidence/rules";
import { formatDateTime } from "~/services/kit/format";
import { ITEM_DECISION_FIELDS } from "~/services/review/admin-forms";
import { EVIDENCE_CATEGORY_LABELS, type EvidenceCategory } from "~/shared/evidence";

export interface ReviewFileViewProps {
  fileId: string;
  name: string;
  size: number;
  photo: boolean;
  capturedAt: string | null;
  position: string | null;
  href: string;
  deletedAt: string | null;
}

export interface ReviewItemProps {
  id: string;
  kind: string;
  label: string;
  status: string;
  statusLabel: string;
  reason: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  resubmittedAt: string | null;
  viewHref: string | null;
  evidence: {
    title: string;
    description: string | null;
    status: string;
    categories: string[];
    files: ReviewFileViewProps[];
    removedFiles: ReviewFileViewProps[];
  } | null;
  history: { at: string; by: string; status: string; reason: string | null }[];
}

const KIND_LABELS: Record<string, string> = {
  PLAN: "Implementation plan",
  PRACTICE_DATA: "Practice data",
  EVIDENCE: "Evidence",
};

const VIEW_LABELS: Record<string, string> = {
  PLAN: "Open the plan (as the farmer sees it)",
  PRACTICE_DATA: "Open the practice data and corrections",
  EVIDENCE: "Open the evidence page (as the farmer sees it)",
};

function FileLine({ file }: { file: ReviewFileViewProps }) {
  // A current photo shows itself (issue 31), through the admin-only preview route.
  const preview = file.photo && !file.deletedAt ? adminEvidenceFileHref(file.fileId) : null;
  const captured = file.capturedAt || file.position;
  return (
    <li className="ev-file rv-file">
      {preview ? (
        <a href={preview} target="_blank" rel="noreferrer" className="rv-thumb">
          <img
            src={preview}
            alt={file.name}
            loading="lazy"
            decoding="async"
            width={96}
            height={72}
          />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      <span className="rv-file__text">
        <a href={file.href} download>
          Download {file.name}
        </a>{" "}
        <span className="ev-file__size">({formatFileSize(file.size)})</span>
        {file.photo && captured ? (
          <span>
            {" "}
            · photo
            {file.capturedAt ? ` taken ${formatDateTime(file.capturedAt)}` : ""}
            {file.position ? ` at ${file.position}` : ""}
          </span>
        ) : null}
        {file.photo && !captured && !file.deletedAt ? (
          <strong className="rv-no-capture"> · {NO_CAPTURE_TEXT}</strong>
        ) : null}
        {file.deletedAt ? <span> · removed {formatDateTime(file.deletedAt)}</span> : null}
      </span>
    </li>
  );
}

/** An item's heading: what it is, and for evidence its title. */
export function reviewItemHeading(item: Pick<ReviewItemProps, "kind" | "label">) {
  return item.kind === "EVIDENCE" ? `${KIND_LABELS.EVIDENCE}: ${item.label}` : item.label;
}

/**
 * The item's row of the review form: its id, its decision and its reason, named
 * `items[{row}].…` as the form's line items are (services/review/admin-forms.ts REVIEW_FIELDS).
 * The values shown first are the form's (the item's decision, or what a refused post sent).
 */
function ItemDecisionFields({ item, row }: { item: ReviewItemProps; row: number }) {
  return (
    <fieldset className="review-item__form">
      <legend className="visually-hidden">Your decision on {reviewItemHeading(item)}</legend>
      <input type="hidden" name={`items[${row}].id`} value={item.id} />
      {ITEM_DECISION_FIELDS.map((field) => (
        <FieldFromSpec key={field.name} field={{ ...field, name: `items[${row}].${field.name}` }} />
      ))}
    </fieldset>
  );
}

export function ReviewItem({
  item,
  row,
}: {
  item: ReviewItemProps;
  /**
   * The item's row in the page's review form, when it is shown (the submission waits for review
   * and the admin may write); the article is then inside that form.
   */
  row?: number;
}) {
  const headingId = `item-${item.id}`;
  const evidence = item.evidence;
  // The newest entry is the decision shown above, unless the item was sent again since.
  const earlier = item.status === "PENDING" ? item.history : item.history.slice(1);
  return (
    <article
      className="ct-section review-item"
      aria-labelledby={headingId}
      data-testid="review-item"
    >
      <h3 id={headingId}>{reviewItemHeading(item)}</h3>
      <p>
        <strong>{item.statusLabel}</strong>
        {item.decidedAt
          ? ` · decided ${formatDateTime(item.decidedAt)}${item.decidedBy ? ` by ${item.decidedBy}` : ""}`
          : ""}
        {item.resubmittedAt ? ` · sent again ${formatDateTime(item.resubmittedAt)}` : ""}
      </p>
      {item.reason ? <p>Reason: {item.reason}</p> : null}
      {item.viewHref ? (
        <p>
          <a href={item.viewHref}>{VIEW_LABELS[item.kind] ?? "Open"}</a>
        </p>
      ) : null}
      {evidence ? (
        <>
          <p className="ev-item__meta">
            {evidence.categories
              .map((c) => EVIDENCE_CATEGORY_LABELS[c as EvidenceCategory] ?? c)
              .join(", ")}
            {evidence.status === "draft" ? " · now back in draft" : ""}
          </p>
          {evidence.description ? <p>{evidence.description}</p> : null}
          {evidence.files.length === 0 ? (
            <p className="ct-empty">No files kept.</p>
          ) : (
            <ul className="ev-files" aria-label={`Files of ${evidence.title}`}>
              {evidence.files.map((file) => (
                <FileLine key={file.fileId} file={file} />
              ))}
            </ul>
          )}
          {evidence.removedFiles.length > 0 ? (
            <details>
              <summary>Removed files ({evidence.removedFiles.length})</summary>
              <ul className="ev-files" aria-label={`Removed files of ${evidence.title}`}>
                {evidence.removedFiles.map((file) => (
                  <FileLine key={file.fileId} file={file} />
                ))}
              </ul>
            </details>
          ) : null}
        </>
      ) : item.kind === "EVIDENCE" ? (
        <p className="ct-empty">This evidence item no longer exists.</p>
      ) : null}
      {earlier.length > 0 ? (
        <details>
          <summary>Earlier decisions ({earlier.length})</summary>
          <ul>
            {earlier.map((entry) => (
              <li key={entry.at}>
                {formatDateTime(entry.at)}, {entry.by}: {entry.status}
                {entry.reason ? ` (${entry.reason})` : ""}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {row !== undefined ? <ItemDecisionFields item={item} row={row} /> : null}
    </article>
  );
}
