// spec §2 'Public routes': /partners (issue 7): the partner organisations from the database,
// each with a logo, a line and a link. Plain HTML, no scripts (decision 0012).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { PartnerList } from "~/components/public/partner-list";
import { listPartners } from "~/models/partners.server";

export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [
  { title: "Our partners · Veld" },
  {
    name: "description",
    content:
      "The organisations that work with Veld and with farmers in the regenerative farming and carbon credit programme.",
  },
];

// Public (spec §2).
export async function loader() {
  return { partners: await listPartners() };
}

export default function Partners() {
  const { partners } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="page-title">
      <h1 id="page-title">Our partners</h1>
      <p className="page-lead">
        Farmers in the programme are not on their own. These organisations mentor, measure, map and
        verify alongside Veld.
      </p>
      {/* The seeded partners are invented (app/content/partner-seed.ts): say so, plainly. */}
      <aside className="placeholder-notice" aria-label="About the partners on this page">
        <p>
          <strong>Example partners.</strong> The organisations below are fictional examples, shown
          until the programme publishes its partner list. Their logos were drawn for Veld, and their
          web addresses end in <code>.example</code> and lead nowhere.
        </p>
      </aside>
      {partners.length > 0 ? (
        <PartnerList partners={partners} />
      ) : (
        <p>Our partners will be listed here soon.</p>
      )}
    </article>
  );
}
