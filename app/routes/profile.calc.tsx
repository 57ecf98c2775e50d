// /profile/calc (issue 17 'Carbon calculator'; decision 0093): the active organisation's estimated
// soil-carbon change, emissions, credits and income per programme season and per field, with
// every intermediate value, the constants versions it used, what data is missing, and the link
// to the soil samples. Worked out afresh on every view from the current data, with the
// organisation's pinned constants (decision 0090). Read-only: no form.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CarbonCalculationView } from "~/components/calculations/carbon-view";
import { loadCarbonPage } from "~/services/calculations/carbon-view.server";
import { requireProfileContext } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";
import carbonStyles from "~/styles/carbon.css?url";
import { NO_HYDRATION } from "~/components/hydration";

// The calculation's tables and links: no JavaScript needed (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: carbonStyles },
];

export const meta: MetaFunction = () => [{ title: "Carbon credit calculator · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  if (!context.organisation) return { page: null, samplesHref: "" };
  return {
    page: await loadCarbonPage(context.organisation),
    samplesHref: `${context.basePath}/calc/samples${context.search}`,
  };
}

export default function ProfileCalc() {
  const { page, samplesHref } = useLoaderData<typeof loader>();
  return (
    <div className="ct-page">
      <h1>Carbon credit calculator</h1>
      {page ? (
        <>
          <p>
            What {page.organisation.name}&apos;s practices could earn: the change in soil carbon on
            each field from its baseline, less any rise in emissions, and the credits and income
            that could come of it. It is an estimate until the soil is measured and the credits are
            verified; it follows your practice data and soil samples as you change them.
          </p>
          <CarbonCalculationView calculation={page.calculation} samplesHref={samplesHref} />
        </>
      ) : (
        <p>You don&apos;t belong to an organisation yet: join or create one to see its estimate.</p>
      )}
    </div>
  );
}
