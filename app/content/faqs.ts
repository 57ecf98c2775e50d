// The /faqs page's topic headings (issue 7: 'grouped: the programme, eligibility, data and
// privacy, payments, jobs'). The questions and answers themselves are in the database.
import type { FaqSection } from "~/components/public/faq-list";
import type { FaqGroup, FaqTopic } from "~/models/faqs.server";

export const FAQ_TOPIC_HEADINGS: Record<FaqTopic, string> = {
  programme: "The programme",
  eligibility: "Eligibility",
  privacy: "Data and privacy",
  payments: "Payments",
  jobs: "Jobs",
};

/** The page's sections: each topic's anchor is its name (`/faqs#payments`). */
export function faqSections(groups: FaqGroup[]): FaqSection[] {
  return groups.map((group) => ({
    id: group.topic,
    heading: FAQ_TOPIC_HEADINGS[group.topic],
    faqs: group.faqs,
  }));
}
