// The frame of the terms and the privacy policy (issue 7: 'complete, plain-language
// documents'): title, date, an optional notice, a list of contents and numbered sections, each
// with an anchor so a single section can be linked to.
import type { ReactNode } from "react";

export interface DocumentSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export function LegalDocument({
  title,
  updated,
  intro,
  notice,
  sections,
}: {
  title: string;
  /** Already formatted (spec §9: day month year). */
  updated: string;
  intro: ReactNode;
  notice?: ReactNode;
  sections: DocumentSection[];
}) {
  return (
    <article className="document" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="document__updated">Last updated: {updated}</p>
      {notice ? (
        <aside className="placeholder-notice" aria-label="About the details on this page">
          {notice}
        </aside>
      ) : null}
      {intro}
      <nav className="page-contents" aria-labelledby="document-contents-title">
        <h2 id="document-contents-title" className="page-contents__title">
          Contents
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, i) => (
        <section key={section.id} aria-labelledby={section.id} className="document__section">
          <h2 id={section.id}>
            {i + 1}. {section.heading}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
