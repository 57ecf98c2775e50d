// /admin/journey/analysis (issue 15 'Admin'; decision 0078): per organisation and season, the
// stocking rates (LSU or eLSU per hectare per field per month, spec §5) and the nutrient inputs
// (N, P and K kg/ha per field), with the programme's corrections applied, as server-rendered SVG
// charts with a table of the same numbers below each. Chosen with a GET form (?companyId=,
// ?season=) and a link for the mode (?mode=eLSU): no JavaScript needed. read:admin.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { NutrientInputs, StockingRates } from "~/components/practice/analysis-sections";
import { requirePermission } from "~/services/auth/guards.server";
import { ANALYSIS_PATH } from "~/services/practice/analysis";
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import { loadAnalysisPage } from "~/services/practice/analysis.server";
import contractingStyles from "~/styles/contracting.css?url";
import dashboardStyles from "~/styles/dashboard.css?url";
import practiceAdminStyles from "~/styles/practice-admin.css?url";
import { NO_HYDRATION } from "~/components/hydration";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  // The kit's chart classes (BarChart's .chart*, decision 0094).
  { rel: "stylesheet", href: dashboardStyles },
  { rel: "stylesheet", href: practiceAdminStyles },
];

// Plain HTML (decision 0156): a GET form, links and server-rendered charts.
export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [{ title: "Analysis · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  return loadAnalysisPage(new URL(request.url)).catch(pageRefused);
}

function modeHref(page: { companyId: string | null; season: number }, mode: "LSU" | "eLSU") {
  const search = new URLSearchParams();
  if (page.companyId) search.set("companyId", page.companyId);
  search.set("season", String(page.season));
  if (mode === "eLSU") search.set("mode", "eLSU");
  return `${ANALYSIS_PATH}?${search.toString()}`;
}

export default function Analysis() {
  const page = useLoaderData<typeof loader>();
  const { analysis, organisation } = page;
  return (
    <div className="ct-page">
      <h1>Analysis</h1>
      <p>
        Stocking rates and nutrient inputs of one organisation in one season, worked out as the spec
        sets out, with the programme&apos;s corrections applied.
      </p>
      <Form method="get" className="kit-form analysis-choice">
        <label className="kf-field">
          <span className="kf-field__label">Organisation</span>
          <select name="companyId" defaultValue={page.companyId ?? ""}>
            <option value="">Choose an organisation</option>
            {page.organisations.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <label className="kf-field">
          <span className="kf-field__label">Season</span>
          <select name="season" defaultValue={String(page.season)}>
            {page.seasons.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        {page.mode === "eLSU" ? <input type="hidden" name="mode" value="eLSU" /> : null}
        <button type="submit" className="button">
          Show analysis
        </button>
      </Form>
      {page.organisations.length === 0 ? (
        <p className="ct-empty">No organisation has entered practice data yet.</p>
      ) : null}
      {organisation && analysis ? (
        <>
          <h2>
            {organisation.name}, {page.seasonLabel}
          </h2>
          <p>
            <Link to={`/admin/journey/companies/${organisation.id}/practice?season=${page.season}`}>
              Practice data and corrections of {organisation.name}
            </Link>
            {analysis.corrections > 0
              ? ` · ${analysis.corrections} corrected ${analysis.corrections === 1 ? "value" : "values"} applied.`
              : " · No corrected values this season."}
          </p>
          <section className="ct-section" aria-labelledby="stocking-heading">
            <h3 id="stocking-heading">Stocking rates</h3>
            <p>
              Livestock units per hectare per field and month: (mature + half of the juveniles) ×
              days grazed × hours on field/24 ÷ the hectares of the fields grazed.{" "}
              {page.mode === "eLSU"
                ? "eLSU: each herd's count weighed by its livestock-unit factor."
                : "LSU: head counts."}
            </p>
            <nav aria-label="Livestock unit mode" className="analysis-modes">
              {(["LSU", "eLSU"] as const).map((mode) => (
                <Link
                  key={mode}
                  to={modeHref(page, mode)}
                  className="button"
                  aria-current={page.mode === mode ? "page" : undefined}
                >
                  {mode === page.mode ? `${mode} (shown)` : `Show ${mode}`}
                </Link>
              ))}
            </nav>
            <StockingRates
              rows={analysis.stocking}
              months={analysis.months}
              mode={analysis.mode}
              seasonLabel={page.seasonLabel}
            />
            {analysis.notes.length > 0 ? (
              <ul aria-label="What could not be worked out">
                {analysis.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            ) : null}
          </section>
          <section className="ct-section" aria-labelledby="nutrients-heading">
            <h3 id="nutrients-heading">Nutrient inputs</h3>
            <p>
              Nitrogen, phosphorus and potassium per field, each input&apos;s N, P and K × its
              fertiliser factor, rounded to 1 decimal and summed per field.
            </p>
            <NutrientInputs rows={analysis.nutrients} seasonLabel={page.seasonLabel} />
          </section>
        </>
      ) : null}
    </div>
  );
}
