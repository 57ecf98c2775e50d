// /admin/journey/dashboard (spec §2 '/admin': journey › dashboard): organisations by journey
// step with counts; ?step=<STEP> lists the organisations on that step, each linking to the
// company view (/admin/journey/companies/$companyId). read:admin.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requirePermission } from "~/services/auth/guards.server";
import {
  adminCompanyHref,
  groupByStep,
  listCompanyJourneys,
} from "~/services/journey/admin-overview.server";
import { JOURNEY_STEPS, STEP_LABELS } from "~/services/journey/steps";
import { querySchema, readQuery } from "~/services/kit/query";
import { z } from "zod";
import journeyStyles from "~/styles/journey.css?url";
import { NO_HYDRATION } from "~/components/hydration";

// Counts per step and links (its filter a GET form): no JavaScript needed (issue 30, decision 0012): served as plain HTML, with no scripts.
export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: journeyStyles }];

export const meta: MetaFunction = () => [{ title: "Journey dashboard · Veld" }];

const STATUS_TEXT = {
  todo: "Their turn",
  awaitingReview: "Waiting for us",
  declined: "Declined",
} as const;

/** ?step=: the organisations at that journey step; one not known (an old link), the overview. */
const dashboardQuery = querySchema({ step: z.enum(JOURNEY_STEPS).optional().catch(undefined) });

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  const step = readQuery(request, dashboardQuery).step ?? null;
  const groups = groupByStep(await listCompanyJourneys());
  return {
    total: groups.reduce((sum, group) => sum + group.companies.length, 0),
    counts: groups.map((group) => ({
      step: group.step,
      label: group.label,
      count: group.companies.length,
      waiting: group.companies.filter((c) => c.status === "awaitingReview").length,
    })),
    selected: step && {
      step,
      label: STEP_LABELS[step],
      companies: (groups.find((group) => group.step === step)?.companies ?? []).map((c) => ({
        id: c.id,
        name: c.name,
        href: adminCompanyHref(c.id),
        status: STATUS_TEXT[c.status],
      })),
    },
  };
}

export default function JourneyDashboard() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="journey">
      <h1>Journey dashboard</h1>
      <p>
        {data.total === 1 ? "1 organisation" : `${data.total} organisations`}. Choose a step to see
        the organisations on it; those waiting for a decision are in{" "}
        <Link to="/admin/journey/onboarding">Onboarding</Link>.
      </p>
      <table className="data-table__table journey-dashboard">
        <caption className="visually-hidden">Organisations by journey step</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Organisations</th>
            <th scope="col">Waiting for us</th>
          </tr>
        </thead>
        <tbody>
          {data.counts.map((row) => (
            <tr key={row.step} aria-current={data.selected?.step === row.step ? "true" : undefined}>
              <th scope="row">
                {row.count > 0 ? <Link to={`?step=${row.step}`}>{row.label}</Link> : row.label}
              </th>
              <td>{row.count}</td>
              <td>{row.waiting}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.selected ? (
        <section aria-labelledby="step-list">
          <h2 id="step-list">
            {data.selected.label} ({data.selected.companies.length})
          </h2>
          {data.selected.companies.length === 0 ? (
            <p>No organisation is on this step.</p>
          ) : (
            <ul>
              {data.selected.companies.map((company) => (
                <li key={company.id}>
                  <Link to={company.href}>{company.name}</Link> · {company.status}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
