// /earnings-potential (spec §2 'Public routes'; issue 17; decision 0091): the earnings-potential
// checker for anyone. A GET form, so the inputs are the URL (shareable) and the result renders
// on the server from the query; plain HTML, no JavaScript (decision 0012), within the public
// pages' budget. Always the latest constants, stamped on the result.
import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EarningsForm } from "~/components/calculations/earnings-form";
import { EarningsResultView } from "~/components/calculations/earnings-result";
import { NO_HYDRATION } from "~/components/hydration";
import { earningsPage, latestEarningsConstants } from "~/services/calculations/earnings.server";
import earningsStyles from "~/styles/earnings.css?url";
import { readGetForm } from "~/services/kit/query";

export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: earningsStyles }];

export const meta: MetaFunction = () => [
  { title: "Earnings potential · Veld" },
  {
    name: "description",
    content:
      "Estimate what your farm could earn in rand from soil-carbon credits by adopting regenerative practices.",
  },
];

const PATH = "/earnings-potential";

// Public (spec §2).
export async function loader({ request }: LoaderFunctionArgs) {
  const { page, status } = earningsPage(readGetForm(request), await latestEarningsConstants());
  return data(page, { status });
}

export default function EarningsPotential() {
  const page = useLoaderData<typeof loader>();
  return (
    <article className="earnings" aria-labelledby="page-title">
      <h1 id="page-title">Earnings potential</h1>
      <p className="page-lead">
        Estimate what regenerative practices could earn you from soil-carbon credits, in rand a
        year. Tell us about your land and the practices you have in mind.
      </p>
      {page.result && page.query ? (
        <EarningsResultView result={page.result} shareUrl={`${PATH}?${page.query}`} />
      ) : null}
      <EarningsForm action={PATH} values={page.values} errors={page.errors} />
    </article>
  );
}
