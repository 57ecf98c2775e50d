// The carbon calculator's result (issue 17; decision 0093), shared by /profile/calc and
// /admin/calc: the constants stamp, the totals per programme season, what is missing for a
// better estimate, the method's terms, and each field with every intermediate value.
import { Link } from "@remix-run/react";
import type { OrganisationCalculation, SeasonTotal } from "~/services/calculations/carbon";
import { formatCurrency, formatNumber } from "~/services/kit/format";
import { ScrollRegion } from "~/components/scroll-region";
import { CarbonField } from "./carbon-field";
import { formatTonnes } from "./carbon-format";

/** 'Calculated with constants: soil carbon version 1, emissions version 1, credits version 1'. */
export function constantsStamp(versions: OrganisationCalculation["versions"]): string {
  return `Calculated with constants: soil carbon version ${versions.soilCarbon}, emissions version ${versions.emissions}, credits version ${versions.credits}`;
}

function SeasonRow({ row, heading }: { row: Omit<SeasonTotal, "season">; heading: string }) {
  return (
    <tr>
      <th scope="row">{heading}</th>
      <td className="ct-num">{formatNumber(row.hectares, 2)}</td>
      <td className="ct-num">{formatNumber(row.socChangeTco2e, 2)}</td>
      <td className="ct-num">{formatNumber(row.emissionsTco2e, 2)}</td>
      <td className="ct-num">{formatNumber(row.netTco2e, 2)}</td>
      <td className="ct-num">{formatNumber(row.estimatedCredits, 2)}</td>
      <td className="ct-num">{formatCurrency(row.earningsZar, 0)}</td>
      <td className="ct-num">{formatCurrency(row.farmerEarningsZar, 0)}</td>
    </tr>
  );
}

export function CarbonCalculationView({
  calculation,
  samplesHref,
  setupHref,
}: {
  calculation: OrganisationCalculation;
  /** Where the organisation's soil samples are entered (the member's page). */
  samplesHref?: string;
  /** Where an admin moves the organisation's constants. */
  setupHref?: string;
}) {
  const { credits, method } = calculation;
  return (
    <>
      <p className="carbon-stamp">
        {constantsStamp(calculation.versions)}.
        {setupHref ? (
          <>
            {" "}
            <Link to={setupHref}>Move this organisation&apos;s constants</Link>
          </>
        ) : null}
      </p>
      <dl className="ct-summary">
        <div>
          <dt>Net change, all seasons</dt>
          <dd>{formatTonnes(calculation.totals.netTco2e)}</dd>
        </div>
        <div>
          <dt>Estimated credits</dt>
          <dd>{formatNumber(calculation.totals.estimatedCredits, 2)}</dd>
        </div>
        <div>
          <dt>Farmer&apos;s share</dt>
          <dd>{formatCurrency(calculation.totals.farmerEarningsZar, 0)}</dd>
        </div>
      </dl>
      <section aria-labelledby="carbon-seasons-title" className="ct-section">
        <h2 id="carbon-seasons-title">Per season</h2>
        <ScrollRegion className="carbon-scroll" label="Per season">
          <table className="ct-table">
            <caption>
              Each programme season against the baseline, in t CO2e (credits are t CO2e too)
            </caption>
            <thead>
              <tr>
                <th scope="col">Season</th>
                <th scope="col">Hectares</th>
                <th scope="col">Soil carbon</th>
                <th scope="col">Emissions</th>
                <th scope="col">Net</th>
                <th scope="col">Credits</th>
                <th scope="col">Income</th>
                <th scope="col">Farmer&apos;s share</th>
              </tr>
            </thead>
            <tbody>
              {calculation.seasons.map((row) => (
                <SeasonRow key={row.season} row={row} heading={row.label} />
              ))}
            </tbody>
            <tfoot>
              <SeasonRow row={{ ...calculation.totals, label: "Total" }} heading="Total" />
            </tfoot>
          </table>
        </ScrollRegion>
        <p>
          Soil carbon: IPCC Tier 1 stock change over {method.periodYears} years in the top{" "}
          {method.depthCm} cm, one year per season. Credits keep{" "}
          {formatNumber(credits.creditFraction * 100, 1)} % of the net after the uncertainty (
          {formatNumber(credits.uncertaintyDeduction * 100, 1)} %), buffer (
          {formatNumber(credits.bufferFraction * 100, 1)} %) and leakage (
          {formatNumber(credits.leakageDeduction * 100, 1)} %) deductions; income at{" "}
          {formatCurrency(credits.carbonPriceZarPerTco2e, 0)} per credit, the farmer&apos;s share{" "}
          {formatNumber(credits.farmerShare * 100, 1)} %. A season that loses carbon earns nothing.
        </p>
      </section>
      <section aria-labelledby="carbon-missing-title" className="ct-section">
        <h2 id="carbon-missing-title">For a better estimate</h2>
        {calculation.missing.length === 0 ? (
          <p>Nothing is missing.</p>
        ) : (
          <ul>
            {calculation.missing.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        )}
        {samplesHref ? (
          <p>
            <Link to={samplesHref}>Soil samples: add or import lab results</Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="carbon-fields-title" className="ct-section">
        <h2 id="carbon-fields-title">Per field</h2>
        {calculation.fields.length === 0 ? (
          <p className="ct-empty">No field is included in the programme seasons.</p>
        ) : (
          calculation.fields.map((field) => <CarbonField key={field.id} field={field} />)
        )}
      </section>
    </>
  );
}
