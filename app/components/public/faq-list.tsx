// The FAQs in the kit's accordion (issue 7): native <details>, so answers open without
// JavaScript. Each answer has an anchor (`/faqs#<slug>`) on an element inside its <details>:
// a browser that reveals a link's target inside a closed <details> (Chrome and the other
// Chromium browsers do) opens the answer; a scroll margin keeps its question in view above it.
import { Accordion, AccordionItem } from "../accordion";
import { useT } from "../i18n";
import { PlainText } from "./plain-text";

export interface FaqEntry {
  slug: string;
  question: string;
  answer: string;
}

export interface FaqSection {
  /** The section's anchor (`/faqs#payments`). */
  id: string;
  heading: string;
  faqs: FaqEntry[];
}

export function FaqContents({ sections }: { sections: FaqSection[] }) {
  const t = useT();
  return (
    <nav className="page-contents" aria-labelledby="faq-contents-title">
      <h2 id="faq-contents-title" className="page-contents__title">
        {t("faqs.contents")}
      </h2>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FaqList({ sections }: { sections: FaqSection[] }) {
  const t = useT();
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} className="faq-group" aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          <Accordion>
            {section.faqs.map((faq) => (
              <AccordionItem key={faq.slug} title={faq.question}>
                {/* The anchor is inside the <details>: a link to it opens the answer. */}
                <div id={faq.slug} className="faq__answer">
                  <PlainText text={faq.answer} />
                  <p className="faq__link">
                    <a href={`#${faq.slug}`}>
                      {t("faqs.linkToAnswer")}
                      <span className="visually-hidden">: {faq.question}</span>
                    </a>
                  </p>
                </div>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </>
  );
}
