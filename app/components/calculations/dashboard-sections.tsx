// The parts of the farmer's credits dashboard (decision 0094): the summary cards, the charts
// (each with its "Show the numbers" table) and, where there is nothing yet, a sentence saying so
// with a link to what to do next. Renders the shaped numbers of
// app/services/calculations/dashboard.ts; no fetching, no rules.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SummaryCard } from "~/components/summary-card";
import type { Dashboard } from "~/services/calculations/dashboard";
import { formatCurrency, formatNumber } from "~/services/kit/format";
import { BarChart } from "./bar-chart";

export const CREDIT_UNIT = "t CO2e";

export interface DashboardLinks {
  calculator: string;
  checker: string;
  mapFields: string;
  plan: string;
  tools: string;
}

const hectares = (value: number) => `${formatNumber(value)} ha`;
const tonnes = (value: number) => `${formatNumber(value)} ${CREDIT_UNIT}`;
const noForm = () => null;

function Empty({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="dashboard__empty" data-testid={testId}>
      {children}
    </p>
  );
}

export function DashboardCards({ dashboard }: { dashboard: Dashboard }) {
  const { hectares: land, practices, totals } = dashboard;
  return (
    <div className="dashboard__cards" data-testid="dashboard-cards">
      <SummaryCard
        title="Your land"
        canEdit={false}
        renderForm={noForm}
        items={[
          { label: `Hectares enrolled (${land.seasonLabel})`, value: hectares(land.enrolled) },
          { label: "Hectares included in the programme", value: hectares(land.included) },
          { label: "Fields", value: formatNumber(land.fieldCount, 0) },
        ]}
      />
      <SummaryCard
        title="Practices adopted"
        canEdit={false}
        renderForm={noForm}
        items={[
          { label: "Practices in your plan", value: formatNumber(practices.rows.length, 0) },
          { label: "Fields with a practice", value: formatNumber(practices.fieldCount, 0) },
          { label: "Hectares with a practice", value: hectares(practices.hectares) },
        ]}
      />
      <SummaryCard
        title="Carbon credits"
        canEdit={false}
        renderForm={noForm}
        items={[
          { label: "Estimated credits, all seasons", value: tonnes(totals.estimatedCredits) },
          { label: "Credits issued, all seasons", value: tonnes(totals.issuedCredits) },
        ]}
      />
      <SummaryCard
        title="Your earnings"
        canEdit={false}
        renderForm={noForm}
        items={[
          {
            label: "Estimated earnings (your share)",
            value: formatCurrency(totals.estimatedEarningsZar),
          },
          {
            label: "Earnings from issued credits",
            value: formatCurrency(totals.issuedEarningsZar),
          },
        ]}
      />
    </div>
  );
}

export function CreditCharts({
  dashboard,
  links,
}: {
  dashboard: Dashboard;
  links: DashboardLinks;
}) {
  const { seasons, price } = dashboard;
  if (seasons.length === 0) {
    return (
      <Empty testId="credits-empty">
        No credits have been estimated or issued yet. Once your fields, practices and soil samples
        are recorded, the <Link to={links.calculator}>carbon calculator</Link> estimates your
        credits season by season; until then the{" "}
        <Link to={links.checker}>earnings potential checker</Link> gives a first idea.
      </Empty>
    );
  }
  const categories = seasons.map((s) => s.axisLabel);
  const rowLabels = seasons.map((s) => s.label);
  return (
    <>
      {!dashboard.hasIssued ? (
        <Empty testId="issued-empty">
          No credits have been issued yet. The programme records them here once a registry issues
          credits for your verified seasons.
        </Empty>
      ) : null}
      {!dashboard.hasEstimate ? (
        <Empty testId="estimate-empty">
          There is no estimate of your credits yet: see what the{" "}
          <Link to={links.calculator}>carbon calculator</Link> still needs.
        </Empty>
      ) : null}
      <div className="dashboard__charts">
        <BarChart
          testId="chart-credits"
          title="Estimated and issued credits by season"
          description="The credits the carbon calculator estimates for each season beside the credits a registry has issued."
          categories={categories}
          rowLabels={rowLabels}
          rowHeader="Season"
          unit={CREDIT_UNIT}
          showTotal
          series={[
            { name: "Estimated", values: seasons.map((s) => s.estimatedCredits) },
            { name: "Issued", values: seasons.map((s) => s.issuedCredits) },
          ]}
        />
        <BarChart
          testId="chart-earnings"
          title="Your earnings by season"
          description={
            price
              ? `Your share of the credits' value: ${formatCurrency(price.carbonPriceZarPerTco2e)} per tonne, of which ${formatNumber(price.farmerShare * 100)}% is yours.`
              : "Your share of the credits' value, estimated and from issued credits."
          }
          categories={categories}
          rowLabels={rowLabels}
          rowHeader="Season"
          unit=""
          formatValue={(value) => formatCurrency(value)}
          decimals={0}
          showTotal
          series={[
            { name: "Estimated earnings", values: seasons.map((s) => s.estimatedEarningsZar) },
            { name: "From issued credits", values: seasons.map((s) => s.issuedEarningsZar) },
          ]}
        />
      </div>
    </>
  );
}

export function PracticeChart({
  dashboard,
  links,
}: {
  dashboard: Dashboard;
  links: DashboardLinks;
}) {
  const { practices } = dashboard;
  if (practices.rows.length === 0) {
    return (
      <Empty testId="practices-empty">
        Your implementation plan has no practices on included fields yet.{" "}
        <Link to={links.plan}>Plan the practices for your fields</Link>, or first{" "}
        <Link to={links.mapFields}>map your fields</Link>.
      </Empty>
    );
  }
  return (
    <BarChart
      testId="chart-practices"
      title={`Hectares by practice, ${practices.seasonLabel ?? ""}`.replace(/, $/, "")}
      description={`The included hectares your implementation plan commits to each practice${practices.submitted ? "" : " (the plan is not submitted yet)"}. A field with two practices counts under both.`}
      categories={practices.rows.map((row) => row.label)}
      rowHeader="Practice"
      unit="ha"
      orientation="horizontal"
      series={[{ name: "Hectares", values: practices.rows.map((row) => row.hectares) }]}
    />
  );
}
