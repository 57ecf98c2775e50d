// spec §2 'Public routes': the landing page (issue 7). Plain HTML, no scripts (decision 0012).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { LandingPage } from "~/content/landing";
import { listPartners } from "~/models/partners.server";

export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [
  { title: "Veld: regenerative farming and carbon credits" },
  {
    name: "description",
    content:
      "Veld helps South African farmers move to regenerative practices on grazing land and croplands, and earn in rand from carbon credits.",
  },
];

/** How many partners the landing page shows; /partners lists them all. */
const LANDING_PARTNERS = 4;

// Public (spec §2): the partners shown come from the database (issue 7).
export async function loader() {
  return { partners: (await listPartners()).slice(0, LANDING_PARTNERS) };
}

export default function Landing() {
  const { partners } = useLoaderData<typeof loader>();
  return <LandingPage partners={partners} />;
}
