// spec §2 'Public routes': /faqs (issue 7): questions and answers from the database, grouped by
// topic, in native <details> that open without JavaScript. Plain HTML, no scripts (decision 0012).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { DemonstrationOperatorNotice, useOperator } from "~/components/operator";
import { FaqContents, FaqList } from "~/components/public/faq-list";
import { faqSections } from "~/content/faqs";
import { listFaqGroups } from "~/models/faqs.server";

export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [
  { title: "Frequently asked questions · Veld" },
  {
    name: "description",
    content:
      "Answers about Veld's regenerative farming and carbon credit programme: eligibility, your data, payments in rand and jobs.",
  },
];

// Public (spec §2).
export async function loader() {
  return { sections: faqSections(await listFaqGroups()) };
}

export default function Faqs() {
  const { sections } = useLoaderData<typeof loader>();
  const operator = useOperator();
  return (
    <article className="faqs" aria-labelledby="page-title">
      <h1 id="page-title">Frequently asked questions</h1>
      <p className="page-lead">
        Tap a question to see its answer. Can&rsquo;t find yours? Write to us at{" "}
        <a href={`mailto:${operator.email}`}>{operator.email}</a>.
      </p>
      <DemonstrationOperatorNotice operator={operator} />
      {sections.length > 0 ? (
        <>
          <FaqContents sections={sections} />
          <FaqList sections={sections} />
        </>
      ) : (
        <p>There are no questions here yet.</p>
      )}
    </article>
  );
}
