// /dev/kit: the list of the interface kit's pieces (spec §2 'Reusable interface pieces'), each
// linking to where the catalogue shows it.
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Interface kit · Veld" }];

const WIDGETS = [
  ["data-table", "Data table: sorting, paging, row actions, row click, multi-select actions"],
  ["dialogs", "Modal stack and confirm dialog, each a URL"],
  ["notifications", "Timed notification overlays, carried across redirects"],
  ["tabs", "Tab strip"],
  ["summary-card", "Read-only summary card with an edit form"],
  ["steps", "Step progress bar"],
  ["accordion", "Accordion"],
  ["tooltip", "Tooltip"],
  ["spinner-button", "Button with spinner"],
  ["formatting", "Formatting: numbers, rand, dates, season labels, colours"],
] as const;

const FORMS = [
  "Text input, text area and number input",
  "Phone input with country, e-mail",
  "Checkbox and toggle",
  "Dropdown, multi-select and multi-select dropdown",
  "Date picker",
  "File upload",
  "Form builder",
  "Add-line-item editor",
] as const;

export default function KitIndex() {
  return (
    <article aria-labelledby="page-title">
      <h1 id="page-title">Interface kit</h1>
      <p>
        The pieces every Veld page is made of, each shown in its states. Everything works with and
        without JavaScript.
      </p>
      <section className="kit-section" aria-labelledby="widgets-title">
        <h2 id="widgets-title">
          <Link to="/dev/kit/widgets">Widgets</Link>
        </h2>
        <ul className="kit-pieces">
          {WIDGETS.map(([anchor, label]) => (
            <li key={anchor}>
              <Link to={`/dev/kit/widgets#${anchor}`}>{label}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="kit-section" aria-labelledby="forms-title">
        <h2 id="forms-title">
          <Link to="/dev/kit/forms">Forms</Link>
        </h2>
        <ul className="kit-pieces">
          {FORMS.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </section>
      <section className="kit-section" aria-labelledby="scheduling-title">
        <h2 id="scheduling-title">
          <Link to="/dev/kit/scheduling">Scheduling widget</Link>
        </h2>
        <p>Inline, popup and floating badge, with a plain link when JavaScript is off.</p>
      </section>
    </article>
  );
}
