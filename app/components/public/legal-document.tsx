// The frame of the terms and the privacy policy (issue 7: 'complete, plain-language
// documents'): title, date, an optional notice, a list of contents and numbered sections, each
// with an anchor so a single section can be linked to. In a language other than English the
// page's title is translated, a translated summary comes first and the document itself is marked
// as the English text it is (decision 0161).
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
  summary,
}: {
  title: string;
  /** The translated summary (not in English): the document after it is English. */
  summary?: ReactNode;
  /** Already formatted (spec §9: day month year). */
  updated: string;
  intro: ReactNode;
  notice?: ReactNode;
  sections: DocumentSection[];
}) {
  return (
    <article className="document" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {summary}
      <EnglishText marked={summary !== undefined}>
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
      </EnglishText>
    </article>
  );
}

/** The English document, marked as English on a page in another language. */
function EnglishText({ marked, children }: { marked: boolean; children: ReactNode }) {
  return marked ? (
    <div lang="en-ZA" className="document__english">
      {children}
    </div>
  ) : (
    <>{children}</>
  );
}
