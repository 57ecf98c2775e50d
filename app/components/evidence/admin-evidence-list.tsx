// The admin evidence page's filters, items and page links (/admin/journey/evidence; issue 16;
// decision 0084). Plain links and a GET form: no JavaScript needed. Photos show as small lazy
// thumbnails and PDFs open in a new tab, both through the admin-only preview route; every file
// has a download link (spec §6: admins see the download button). Kept small: a page of 25 items
// is a few dozen kilobytes of HTML whatever the files weigh.
import { Form, Link } from "@remix-run/react";
import {
  ADMIN_EVIDENCE_PATH,
  adminEvidenceFileHref,
  adminEvidenceHref,
  mapHref,
  pageLinks,
  type AdminEvidenceFilters,
  type InlineKind,
} from "~/services/evidence/admin-filters";
import { formatFileSize, formatPosition, NO_CAPTURE_TEXT } from "~/services/evidence/rules";
import { storedFileHref } from "~/services/kit/forms/file-rules";
import { formatDateTime } from "~/services/kit/format";

export interface AdminEvidenceFile {
  fileId: string;
  name: string;
  size: number;
  kind: InlineKind;
  capturedAt: string | null;
  latitude: number | null;
  longitude: number | null;
  deletedAt: string | null;
  deletedBy: string | null;
}

export interface AdminEvidenceItem {
  id: string;
  organisation: { id: string; name: string };
  seasonLabel: string;
  field: string;
  practice: string | null;
  categories: string[];
  title: string;
  description: string | null;
  status: string;
  statusLabel: string;
  submittedAt: string | null;
  submittedBy: string | null;
  review: string;
  reviewLabel: string;
  farmerViewHref: string | null;
  files: AdminEvidenceFile[];
  removedFiles: AdminEvidenceFile[];
}

interface Option<T = string> {
  value: T;
  label: string;
}

export interface AdminEvidenceListProps {
  filters: AdminEvidenceFilters;
  total: number;
  pages: number;
  pageSize: number;
  options: {
    organisations: Array<{ id: string; name: string }>;
    categories: readonly Option[];
    fields: readonly Option[];
    seasons: ReadonlyArray<Option<number>>;
    statuses: readonly Option[];
    reviews: readonly Option[];
  };
  items: AdminEvidenceItem[];
}

function Select({
  name,
  label,
  value,
  all,
  options,
}: {
  name: string;
  label: string;
  value: string;
  all: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
}) {
  return (
    <label className="kf-field">
      <span className="kf-field__label">{label}</span>
      <select name={name} defaultValue={value}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function Filters({ filters, options }: Pick<AdminEvidenceListProps, "filters" | "options">) {
  return (
    <Form method="get" action={ADMIN_EVIDENCE_PATH} className="kit-form analysis-choice">
      <Select
        name="organisation"
        label="Organisation"
        value={filters.organisationId ?? ""}
        all="All organisations"
        options={options.organisations.map((o) => ({ value: o.id, label: o.name }))}
      />
      <Select
        name="category"
        label="Category"
        value={filters.category ?? ""}
        all="All categories"
        options={options.categories}
      />
      {filters.organisationId ? (
        <Select
          name="field"
          label="Field"
          value={filters.field ?? ""}
          all="All fields"
          options={options.fields}
        />
      ) : null}
      <Select
        name="season"
        label="Season"
        value={filters.season === null ? "" : String(filters.season)}
        all="All seasons"
        options={options.seasons}
      />
      <Select
        name="status"
        label="Status"
        value={filters.status ?? ""}
        all="Draft and submitted"
        options={options.statuses}
      />
      <Select
        name="review"
        label="Review status"
        value={filters.review ?? ""}
        all="Any review status"
        options={options.reviews}
      />
      <button type="submit" className="button button--primary">
        Show evidence
      </button>
      <Link to={ADMIN_EVIDENCE_PATH}>Clear filters</Link>
      {filters.organisationId ? null : (
        <p className="kf-field__hint">Choose an organisation to filter by its fields.</p>
      )}
    </Form>
  );
}

function Capture({ file }: { file: AdminEvidenceFile }) {
  if (file.kind !== "image") return null;
  const placed = file.latitude !== null && file.longitude !== null;
  if (!file.capturedAt && !placed)
    return <span className="ev-file__capture">{NO_CAPTURE_TEXT}</span>;
  return (
    <span className="ev-file__capture">
      {file.capturedAt ? `Taken ${formatDateTime(file.capturedAt)}` : "Taken"}
      {placed ? (
        <>
          {" at "}
          <a href={mapHref(file.latitude!, file.longitude!)} target="_blank" rel="noreferrer">
            {formatPosition(file.latitude!, file.longitude!)}
            <span className="visually-hidden"> (map, opens in a new tab)</span>
          </a>
        </>
      ) : null}
    </span>
  );
}

function Download({ file }: { file: AdminEvidenceFile }) {
  return (
    <a className="button" href={storedFileHref(file.fileId)} download>
      Download<span className="visually-hidden"> {file.name}</span>
    </a>
  );
}

function FileEntry({ file }: { file: AdminEvidenceFile }) {
  const inline = adminEvidenceFileHref(file.fileId);
  return (
    <li className="ev-file ev-admin-file">
      {file.kind === "image" ? (
        <a href={inline} target="_blank" rel="noreferrer" className="ev-admin-thumb">
          <img src={inline} alt="" loading="lazy" decoding="async" width={96} height={72} />
          <span>{file.name}</span>
        </a>
      ) : file.kind === "pdf" ? (
        <a href={inline} target="_blank" rel="noreferrer">
          {file.name}
          <span className="visually-hidden"> (PDF, opens in a new tab)</span>
        </a>
      ) : (
        <span className="ev-file__name">{file.name}</span>
      )}{" "}
      <span className="ev-file__size">({formatFileSize(file.size)})</span> <Download file={file} />{" "}
      <Capture file={file} />
    </li>
  );
}

function RemovedEntry({ file }: { file: AdminEvidenceFile }) {
  return (
    <li className="ev-file ev-file--removed">
      {file.kind ? (
        <a href={adminEvidenceFileHref(file.fileId)} target="_blank" rel="noreferrer">
          <span className="ev-file__name">{file.name}</span>
        </a>
      ) : (
        <span className="ev-file__name">{file.name}</span>
      )}{" "}
      <span>
        Removed {formatDateTime(file.deletedAt)}
        {file.deletedBy ? ` by ${file.deletedBy}` : ""}
      </span>{" "}
      <Download file={file} />
    </li>
  );
}

function Item({ item }: { item: AdminEvidenceItem }) {
  const headingId = `ev-${item.id}`;
  return (
    <article className="ev-item" aria-labelledby={headingId} data-testid="admin-evidence-item">
      <header className="ev-item__head">
        <h2 id={headingId}>{item.title}</h2>
        <span className={`ev-status ev-status--${item.status}`}>{item.statusLabel}</span>
      </header>
      <p className="ev-item__meta">
        <Link to={`/admin/journey/companies/${item.organisation.id}`}>
          {item.organisation.name}
        </Link>
        {` · ${item.seasonLabel} · ${item.field}`}
        {item.practice ? ` · ${item.practice}` : ""}
      </p>
      <p className="ev-item__meta">
        {item.categories.join(", ")} · Review: {item.reviewLabel}
        {item.submittedAt
          ? ` · Submitted ${formatDateTime(item.submittedAt)}${item.submittedBy ? ` by ${item.submittedBy}` : ""}`
          : ""}
      </p>
      {item.description ? <p className="ev-item__description">{item.description}</p> : null}
      {item.files.length + item.removedFiles.length > 0 ? (
        <ul className="ev-files" aria-label={`Files of ${item.title}`}>
          {item.files.map((file) => (
            <FileEntry key={file.fileId} file={file} />
          ))}
          {item.removedFiles.map((file) => (
            <RemovedEntry key={file.fileId} file={file} />
          ))}
        </ul>
      ) : (
        <p className="ev-item__meta">No files.</p>
      )}
      {item.farmerViewHref ? (
        <p className="ev-item__meta">
          <Link to={item.farmerViewHref}>
            See it as the farmer does<span className="visually-hidden">: {item.title}</span>
          </Link>
        </p>
      ) : null}
    </article>
  );
}

function Pages({ filters, pages }: { filters: AdminEvidenceFilters; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages of evidence" className="ev-admin-pages">
      <ul>
        {pageLinks(filters.page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={adminEvidenceHref({ ...filters, page: p })}
                aria-current={p === filters.page ? "page" : undefined}
              >
                <span className="visually-hidden">Page </span>
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

export function AdminEvidenceList(props: AdminEvidenceListProps) {
  const { filters, total, pages, pageSize, items } = props;
  const first = (filters.page - 1) * pageSize + 1;
  return (
    <>
      <Filters filters={filters} options={props.options} />
      <p role="status">
        {total === 0
          ? "No evidence matches these filters."
          : `${total} ${total === 1 ? "item" : "items"}, newest first${
              pages > 1
                ? `: ${first}–${first + items.length - 1} on page ${filters.page} of ${pages}`
                : ""
            }.`}
      </p>
      {items.map((item) => (
        <Item key={item.id} item={item} />
      ))}
      <Pages filters={filters} pages={pages} />
    </>
  );
}
