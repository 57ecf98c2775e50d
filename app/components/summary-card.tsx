// The read-only summary card (spec §2: 'with an edit button that opens a pre-filled form
// titled with the suffix (EDIT)'). The edit button shows only when `canEdit`. Edit mode is a
// URL (?edit=<key>), so it works without JavaScript; the form is the caller's, so any form
// fits, and the caller pre-fills it from the values it shows here.
import { Link, useLocation } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { MISSING } from "~/services/kit/format";
import { EDIT_PARAM, withParam } from "~/services/kit/url-state";

export interface SummaryItem {
  label: string;
  /** Empty values show a dash. */
  value: ReactNode;
}

/** spec §2: the edit form's title is the card's with the suffix '(EDIT)'. */
export const editTitle = (title: string) => `${title} (EDIT)`;

export function SummaryCard({
  title,
  items,
  canEdit,
  editKey = "1",
  renderForm,
  headingLevel = 2,
}: {
  title: string;
  items: readonly SummaryItem[];
  /** Whether this person may edit: without it there is no button and no edit mode. */
  canEdit: boolean;
  /** ?edit=<editKey> opens this card's form (several cards on a page need their own keys). */
  editKey?: string;
  /** The pre-filled form; `cancelHref` leaves edit mode. */
  renderForm: (props: { cancelHref: string; title: string }) => ReactNode;
  headingLevel?: 2 | 3;
}) {
  const { pathname, search } = useLocation();
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const editing = canEdit && new URLSearchParams(search).get(EDIT_PARAM) === editKey;

  if (editing) {
    const formTitle = editTitle(title);
    return (
      <section className="summary-card is-editing" aria-labelledby={headingId}>
        <header className="summary-card__header">
          <Heading id={headingId} className="summary-card__title">
            {formTitle}
          </Heading>
        </header>
        {renderForm({
          cancelHref: pathname + withParam(search, EDIT_PARAM, null),
          title: formTitle,
        })}
      </section>
    );
  }

  return (
    <section className="summary-card" aria-labelledby={headingId}>
      <header className="summary-card__header">
        <Heading id={headingId} className="summary-card__title">
          {title}
        </Heading>
        {canEdit ? (
          <Link
            to={pathname + withParam(search, EDIT_PARAM, editKey)}
            preventScrollReset
            className="button summary-card__edit"
          >
            Edit<span className="visually-hidden"> {title}</span>
          </Link>
        ) : null}
      </header>
      <dl className="summary-card__list">
        {items.map((item) => (
          <div key={item.label} className="summary-card__item">
            <dt>{item.label}</dt>
            <dd>{isEmpty(item.value) ? MISSING : item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === "";
