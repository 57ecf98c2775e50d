// One evidence item on /profile/journey/evidence (issue 16; decision 0079): its categories,
// practice, description, status and files (photos with their capture date and place), and for
// editors the buttons its status allows. An item the programme asked to change says so, with the
// reviewer's reason, and offers to replace each file in place (issue 31; decision 0138). Posts
// are plain forms: they work without JavaScript.
// Each names its form in the body's `intent` and the item in `evidenceId` (decision 0128), and
// posts to the page's own address.
import { intentName } from "~/services/kit/forms/intent";
import { Form, Link } from "@remix-run/react";
import { SpinnerButton } from "~/components/spinner-button";
import type { EvidenceIntent } from "~/services/evidence/forms";
import { useT } from "~/components/i18n";
import { REVIEW_STATUS_KEYS } from "~/components/review/submission-items";
import { useFormats } from "~/components/use-formats";
import { formatFileSize, formatPosition } from "~/services/evidence/rules";
import { storedFileHref } from "~/services/kit/forms/file-rules";
import type { EvidenceCategory, EvidenceStatus } from "~/shared/evidence";
import { PRACTICE_LABELS, type Practice } from "~/shared/practice";
import type { ReviewStatus } from "~/shared/review";

export interface EvidenceFileView {
  fileId: string;
  name: string;
  size: number;
  photo: boolean;
  capturedAt: string | null;
  latitude: number | null;
  longitude: number | null;
  deletedAt: string | null;
}

export interface EvidenceItemCardProps {
  item: {
    id: string;
    practice: string | null;
    categories: string[];
    title: string;
    description: string | null;
    status: EvidenceStatus;
    submittedAt: string | null;
    permissions: {
      edit: boolean;
      delete: boolean;
      markSubmitted: boolean;
      backToDraft: boolean;
      replaceFiles: boolean;
    };
    files: EvidenceFileView[];
    removedFiles: EvidenceFileView[];
    /** The review's decision on it, once the farmer can see it. */
    review: { status: ReviewStatus; label: string; reason: string | null } | null;
  };
  canEdit: boolean;
  /** spec §6: only admins see the download button on uploaded files. */
  isAdmin: boolean;
  editHref: string;
  /** The refusal of a 'Replace' form of this item, by the file it was for. */
  replaceErrors?: Readonly<Record<string, string>>;
}

/** The key of a category's label (namespace evidence; stored values stay the English codes). */
export const CATEGORY_KEYS: Record<EvidenceCategory, string> = {
  invoices: "evidence.categoryInvoices",
  photos: "evidence.categoryPhotos",
  grazingRecords: "evidence.categoryGrazingRecords",
  soilSamples: "evidence.categorySoilSamples",
  contractorRecords: "evidence.categoryContractorRecords",
  other: "evidence.categoryOther",
};

function CaptureNote({ file }: { file: EvidenceFileView }) {
  const t = useT();
  const { dateTime } = useFormats();
  if (!file.photo) return null;
  const parts = [
    file.capturedAt ? t("evidence.taken", { date: dateTime(file.capturedAt) }) : null,
    file.latitude !== null && file.longitude !== null
      ? t("evidence.takenAt", { position: formatPosition(file.latitude, file.longitude) })
      : null,
  ].filter(Boolean);
  return (
    <span className="ev-file__capture">
      {parts.length ? parts.join(" ") : t("evidence.noCapture")}
    </span>
  );
}

function ReplaceFileForm({
  itemId,
  title,
  file,
  error,
}: {
  itemId: string;
  title: string;
  file: EvidenceFileView;
  error: string | undefined;
}) {
  const inputId = `replace-${file.fileId}`;
  const errorId = `${inputId}-error`;
  const t = useT();
  return (
    // A refusal comes back where the farmer was (with JavaScript the page keeps its scroll;
    // without it the refused file field takes the focus, which brings it into the first screen).
    <Form method="post" encType="multipart/form-data" className="ev-replace" preventScrollReset>
      <input type="hidden" name="intent" value={intentName<EvidenceIntent>("replaceFile")} />
      <input type="hidden" name="evidenceId" value={itemId} />
      <input type="hidden" name="fileId" value={file.fileId} />
      <label htmlFor={inputId} className="ev-replace__label">
        {t(file.photo ? "evidence.replacePhoto" : "evidence.replaceFile")}{" "}
        <span className="visually-hidden">{t("evidence.fileOf", { file: file.name, title })}</span>
      </label>
      {error ? (
        <p id={errorId} className="kf-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <input
        id={inputId}
        type="file"
        name="file"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        // Only ever on a page that answers a refused replace (as the kit's error summary does).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={error !== undefined}
      />
      <SpinnerButton variant="primary">
        {t("evidence.replace")}
        <span className="visually-hidden"> {file.name}</span>
      </SpinnerButton>
    </Form>
  );
}

export function EvidenceItemCard({
  item,
  canEdit,
  isAdmin,
  editHref,
  replaceErrors = {},
}: EvidenceItemCardProps) {
  const headingId = `evidence-${item.id}`;
  const needsChanges = item.review?.status === "CHANGES_REQUESTED";
  const replacing = canEdit && item.permissions.replaceFiles;
  const t = useT();
  const { dateTime } = useFormats();
  return (
    <article className="ev-item" aria-labelledby={headingId} data-testid="evidence-item">
      <header className="ev-item__head">
        <h4 id={headingId}>{item.title}</h4>
        {needsChanges ? (
          <span className="ev-status ev-status--changes">
            {t(REVIEW_STATUS_KEYS[item.review!.status])}
          </span>
        ) : (
          <span className={`ev-status ev-status--${item.status}`}>
            {t(item.status === "submitted" ? "evidence.statusSubmitted" : "evidence.statusDraft")}
          </span>
        )}
      </header>
      {needsChanges ? (
        <div className="ev-item__review">
          {item.review!.reason ? (
            <p>
              {t("evidence.reviewerAsked")} <q>{item.review!.reason}</q>
            </p>
          ) : null}
          {replacing ? <p>{t("evidence.replaceHint")}</p> : null}
        </div>
      ) : null}
      <p className="ev-item__meta">
        {item.categories
          .map((c) => (c in CATEGORY_KEYS ? t(CATEGORY_KEYS[c as EvidenceCategory]) : c))
          .join(", ")}
        {item.practice ? ` · ${PRACTICE_LABELS[item.practice as Practice] ?? item.practice}` : ""}
        {item.submittedAt
          ? ` · ${t("evidence.submittedOn", { date: dateTime(item.submittedAt) })}`
          : ""}
      </p>
      {item.description ? <p className="ev-item__description">{item.description}</p> : null}
      <ul className="ev-files" aria-label={t("evidence.filesOf", { title: item.title })}>
        {item.files.map((file) => (
          <li key={file.fileId} className="ev-file">
            {isAdmin ? (
              <a href={storedFileHref(file.fileId)} download>
                {file.name}
              </a>
            ) : (
              <span className="ev-file__name">{file.name}</span>
            )}{" "}
            <span className="ev-file__size">({formatFileSize(file.size)})</span>{" "}
            <CaptureNote file={file} />
            {replacing ? (
              <ReplaceFileForm
                itemId={item.id}
                title={item.title}
                file={file}
                error={replaceErrors[file.fileId]}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {item.removedFiles.length > 0 ? (
        <details className="ev-history">
          <summary>{t("evidence.earlierFiles", { count: item.removedFiles.length })}</summary>
          <ul aria-label={t("evidence.earlierFilesOf", { title: item.title })}>
            {item.removedFiles.map((file) => (
              <li key={file.fileId} className="ev-file ev-file--removed">
                <span className="ev-file__name">{file.name}</span>{" "}
                <span>{t("evidence.removedOn", { date: dateTime(file.deletedAt) })}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {canEdit ? (
        <div className="ev-item__actions">
          {item.permissions.markSubmitted || item.permissions.backToDraft ? (
            <Form method="post">
              <input type="hidden" name="intent" value={intentName<EvidenceIntent>("submitted")} />
              <input type="hidden" name="evidenceId" value={item.id} />
              <input
                type="hidden"
                name="submitted"
                value={item.permissions.markSubmitted ? "true" : "false"}
              />
              <SpinnerButton variant={item.permissions.markSubmitted ? "primary" : "secondary"}>
                {t(
                  item.permissions.markSubmitted
                    ? "evidence.markSubmitted"
                    : "evidence.backToDraft",
                )}
                <span className="visually-hidden">: {item.title}</span>
              </SpinnerButton>
            </Form>
          ) : null}
          {item.permissions.edit ? (
            <Link className="button" to={editHref}>
              {t("evidence.edit")}
              <span className="visually-hidden"> {item.title}</span>
            </Link>
          ) : null}
          {item.permissions.delete ? (
            <Form method="post">
              <input type="hidden" name="intent" value={intentName<EvidenceIntent>("delete")} />
              <input type="hidden" name="evidenceId" value={item.id} />
              <SpinnerButton variant="danger">
                {t("evidence.delete")}
                <span className="visually-hidden"> {item.title}</span>
              </SpinnerButton>
            </Form>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
