// 'Livestock units per hectare' (issue 15; spec §5 'Livestock units per month'; decision 0077):
// a table per field and month of the season, in LSU or eLSU (?units=eLSU), with the factor used
// per herd in eLSU and the notes of what could not be worked out (a herd without a factor is
// said so, never given an invented one). The table scrolls sideways on a phone.
import { Link, useLocation } from "@remix-run/react";
import { useT } from "~/components/i18n";
import { formatNumber } from "~/services/kit/format";
import { withParam } from "~/services/kit/url-state";
import { UNITS_PARAM } from "~/services/practice/grazing-forms";

export interface LsuView {
  months: { year: number; month: number; label: string }[];
  rows: { fieldId: string; name: string; area: number | null; values: (number | null)[] }[];
  notes: string[];
  factors: { herdId: string; herdName: string; factor: number | null; reason: string | null }[];
}

export function LivestockUnitsTable({ lsu, mode }: { lsu: LsuView; mode: "LSU" | "eLSU" }) {
  const { search } = useLocation();
  const t = useT();
  return (
    <section aria-labelledby="lsu-heading">
      <h3 id="lsu-heading">{t("grazing.lsuTitle")}</h3>
      <p className="pd-toggle">
        {t("grazing.lsuShow")}{" "}
        <Link
          to={withParam(search, UNITS_PARAM, null)}
          aria-current={mode === "LSU" ? "true" : undefined}
          preventScrollReset
        >
          {t("grazing.lsuByHeadCount")}
        </Link>{" "}
        ·{" "}
        <Link
          to={withParam(search, UNITS_PARAM, "eLSU")}
          aria-current={mode === "eLSU" ? "true" : undefined}
          preventScrollReset
        >
          {t("grazing.lsuByFactor")}
        </Link>
      </p>
      <p>{mode === "LSU" ? t("grazing.lsuFormula") : t("grazing.elsuFormula")}</p>
      {lsu.rows.length === 0 ? (
        <p className="pd-empty">{t("grazing.lsuNoFields")}</p>
      ) : (
        // A scrolling box of text only: focusable, so the keyboard can scroll it (axe
        // 'scrollable-region-focusable').
        <div
          className="pd-grid-box"
          role="region"
          aria-label={t("grazing.lsuTitle")}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="pd-grid" data-testid="lsu-table">
            <thead>
              <tr>
                <th scope="col" className="pd-sticky">
                  {t("grazing.column.field")}
                </th>
                {lsu.months.map((month) => (
                  <th scope="col" key={month.label}>
                    {month.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lsu.rows.map((row) => (
                <tr key={row.fieldId}>
                  <th scope="row" className="pd-sticky">
                    {row.name}
                    {row.area !== null ? ` (${formatNumber(row.area)} ha)` : ""}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={index} className="ct-num" data-testid={`lsu-${row.fieldId}-${index}`}>
                      {value === null ? "–" : formatNumber(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {mode === "eLSU" && lsu.factors.length > 0 ? (
        <>
          <h4>{t("grazing.factorsTitle")}</h4>
          <ul data-testid="elsu-factors">
            {lsu.factors.map((herd) => (
              <li key={herd.herdId}>
                {herd.herdName}: {herd.factor === null ? herd.reason : formatNumber(herd.factor, 3)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {lsu.notes.length > 0 ? (
        <>
          <h4>{t("grazing.notesTitle")}</h4>
          <ul className="pd-notes" data-testid="lsu-notes">
            {lsu.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
