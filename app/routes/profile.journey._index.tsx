// /profile/journey: an overview of the journey's steps and the next action (decision 0035).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { JourneyOverview } from "~/components/journey/journey-overview";
import { loadJourneyPage } from "~/services/journey/journey-page.server";

export const meta: MetaFunction = () => [{ title: "Your journey · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { context, state } = await loadJourneyPage(request);
  return {
    // SIGN_UP is behind every organisation: the overview starts at expressing interest.
    steps: state.steps.filter((step) => step.step !== "SIGN_UP"),
    next: { label: state.next.label, href: `${state.next.href}${context.search}` },
    search: context.search,
  };
}

export default function Journey() {
  const data = useLoaderData<typeof loader>();
  return <JourneyOverview steps={data.steps} next={data.next} search={data.search} />;
}
