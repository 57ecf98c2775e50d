// One evidence item on /profile/journey/evidence (issue 16; decision 0079): its categories,
// practice, description, status and files (photos with their capture date and place), and for
// editors the buttons its status allows. Posts are plain forms: they work without JavaScript.
// Each names its form in the body's `intent` and the item in `evidenceId` (decision 0128), and
// posts to the page's own address.
import { intentName } from "~/services/kit/forms/intent";
import { Form, Link } from "@remix-run/react";
import { SpinnerButton } from "~/components/spinner-button";
import type { EvidenceIntent } from "~/services/evidence/forms";
import { formatFileSize, formatPosition, NO_CAPTURE_TEXT } from "~/services/evidence/rules";
import { storedFileHref } from "~/services/kit/forms/file-rules";
import { formatDateTime } from "~/services/kit/format";
import {
  EVIDENCE_CATEGORY_LABELS,
  type EvidenceCategory,
  type EvidenceStatus,
} from "~/shared/evidence";
import { PRACTICE_LABELS, type Practice } from "~/shared/practice";

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
    permissions: { edit: boolean; delete: boolean; markSubmitted: boolean; backToDraft: boolean };
    files: EvidenceFileView[];
    removedFiles: EvidenceFileView[];
  };
  canEdit: boolean;
  /** spec §6: only admins see the download button on uploaded files. */
  isAdmin: boolean;
  editHref: string;
}

function CaptureNote({ file }: { file: EvidenceFileView }) {
  if (!file.photo) return null;
  const parts = [
    file.capturedAt ? `Taken ${formatDateTime(file.capturedAt)}` : null,
    file.latitude !== null && file.longitude !== null
      ? `at ${formatPosition(file.latitude, file.longitude)}`
      : null,
  ].filter(Boolean);
  return (
    <span className="ev-file__capture">{parts.length ? parts.join(" ") : NO_CAPTURE_TEXT}</span>
  );
}

export function EvidenceItemCard({ item, canEdit, isAdmin, editHref }: EvidenceItemCardProps) {
  const headingId = `evidence-${item.id}`;
  return (
    <article className="ev-item" aria-labelledby={headingId} data-testid="evidence-item">
      <header className="ev-item__head">
        <h4 id={headingId}>{item.title}</h4>
        <span className={`ev-status ev-status--${item.status}`}>
          {item.status === "submitted" ? "Submitted" : "Draft"}
        </span>
      </header>
      <p className="ev-item__meta">
        {item.categories
          .map((c) => EVIDENCE_CATEGORY_LABELS[c as EvidenceCategory] ?? c)
          .join(", ")}
        {item.practice ? ` · ${PRACTICE_LABELS[item.practice as Practice] ?? item.practice}` : ""}
        {item.submittedAt ? ` · submitted ${formatDateTime(item.submittedAt)}` : ""}
      </p>
      {item.description ? <p className="ev-item__description">{item.description}</p> : null}
      <ul className="ev-files" aria-label={`Files of ${item.title}`}>
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
          </li>
        ))}
        {item.removedFiles.map((file) => (
          <li key={file.fileId} className="ev-file ev-file--removed">
            <span className="ev-file__name">{file.name}</span>{" "}
            <span>removed {formatDateTime(file.deletedAt)}</span>
          </li>
        ))}
      </ul>
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
                {item.permissions.markSubmitted ? "Mark as submitted" : "Back to draft"}
                <span className="visually-hidden">: {item.title}</span>
              </SpinnerButton>
            </Form>
          ) : null}
          {item.permissions.edit ? (
            <Link className="button" to={editHref}>
              Edit<span className="visually-hidden"> {item.title}</span>
            </Link>
          ) : null}
          {item.permissions.delete ? (
            <Form method="post">
              <input type="hidden" name="intent" value={intentName<EvidenceIntent>("delete")} />
              <input type="hidden" name="evidenceId" value={item.id} />
              <SpinnerButton variant="danger">
                Delete<span className="visually-hidden"> {item.title}</span>
              </SpinnerButton>
            </Form>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
