// The admin's corrections page (decision 0078): the season's livestock numbers (herd × month),
// grazing events and fertiliser inputs, each overridable value as it counts, with the note of
// its correction and, for write:admin, an 'Override' link that opens the dialog
// (?dialog=override&override=<recordType>:<recordId>:<valueName>). Plain tables: no JS needed.
import { DialogLink } from "~/components/dialog";
import { CorrectedValue } from "~/components/practice/corrected-value";
import { formatNumber } from "~/services/kit/format";
import {
  correctionOf,
  overrideKey,
  OVERRIDE_VALUE_LABELS,
  type Correction,
} from "~/services/practice/overrides";
import { OVERRIDE_DIALOG, OVERRIDE_PARAM } from "~/services/practice/overrides-forms";
import type { OverrideRecordType } from "~/shared/practice";

interface Row {
  id: string;
  corrections: Correction[];
  [value: string]: unknown;
}

const format = (n: number) => formatNumber(n, 2);

/** One overridable value: as it counts, its correction's note, and the link to correct it. */
function ValueCell({
  recordType,
  row,
  valueName,
  about,
  canWrite,
}: {
  recordType: OverrideRecordType;
  row: Row;
  valueName: string;
  about: string;
  canWrite: boolean;
}) {
  const value = row[valueName];
  const correction = correctionOf(row, valueName);
  const label = OVERRIDE_VALUE_LABELS[valueName] ?? valueName;
  return (
    <td data-label={label} className="ct-num">
      <CorrectedValue
        value={typeof value === "number" ? value : null}
        correction={correction}
        format={format}
      />
      {canWrite && typeof value === "number" ? (
        <>
          {" "}
          <DialogLink
            name={OVERRIDE_DIALOG}
            params={{ [OVERRIDE_PARAM]: overrideKey(recordType, row.id, valueName) }}
            className="override-link"
          >
            {correction ? "Change" : "Override"}
            <span className="visually-hidden">
              {" "}
              {label.toLowerCase()} of {about}
            </span>
          </DialogLink>
        </>
      ) : null}
    </td>
  );
}

export interface LivestockRow extends Row {
  herd: string;
  monthLabel: string;
}
export interface GrazingRow extends Row {
  herd: string;
  fields: string;
  dates: string;
}
export interface FertiliserRow extends Row {
  field: string;
  product: string | null;
  npkType: string;
}

const Empty = ({ what }: { what: string }) => <p className="ct-empty">No {what} this season.</p>;

export function LivestockTable({ rows, canWrite }: { rows: LivestockRow[]; canWrite: boolean }) {
  if (rows.length === 0) return <Empty what="livestock numbers" />;
  return (
    <table className="ct-table rotated-table override-table" data-testid="override-livestock">
      <caption className="visually-hidden">Livestock numbers per herd and month</caption>
      <thead>
        <tr>
          <th scope="col">Herd</th>
          <th scope="col">Month</th>
          <th scope="col">Mature</th>
          <th scope="col">Juvenile</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" data-label="Herd">
              {row.herd}
            </th>
            <td data-label="Month">{row.monthLabel}</td>
            {["mature", "juvenile"].map((name) => (
              <ValueCell
                key={name}
                recordType="livestock"
                row={row}
                valueName={name}
                about={`${row.herd}, ${row.monthLabel}`}
                canWrite={canWrite}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function GrazingTable({ rows, canWrite }: { rows: GrazingRow[]; canWrite: boolean }) {
  if (rows.length === 0) return <Empty what="grazing events" />;
  return (
    <table className="ct-table rotated-table override-table" data-testid="override-grazing">
      <caption className="visually-hidden">Grazing events</caption>
      <thead>
        <tr>
          <th scope="col">Herd</th>
          <th scope="col">Fields</th>
          <th scope="col">Dates</th>
          <th scope="col">Hours on field per day</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" data-label="Herd">
              {row.herd}
            </th>
            <td data-label="Fields">{row.fields}</td>
            <td data-label="Dates">{row.dates}</td>
            <ValueCell
              recordType="grazing"
              row={row}
              valueName="hoursOnField"
              about={`${row.herd} on ${row.fields}, ${row.dates}`}
              canWrite={canWrite}
            />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const FERTILISER_VALUES = [
  "applicationRate",
  "nutrientPercent",
  "nitrogen",
  "phosphorus",
  "potassium",
] as const;

export function FertiliserTable({ rows, canWrite }: { rows: FertiliserRow[]; canWrite: boolean }) {
  if (rows.length === 0) return <Empty what="fertiliser inputs" />;
  return (
    <table className="ct-table rotated-table override-table" data-testid="override-fertiliser">
      <caption className="visually-hidden">Fertiliser inputs</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Product</th>
          {FERTILISER_VALUES.map((name) => (
            <th scope="col" key={name}>
              {OVERRIDE_VALUE_LABELS[name]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" data-label="Field">
              {row.field}
            </th>
            <td data-label="Product">
              {row.product ?? "-"} ({row.npkType === "npk" ? "NPK" : "nutrient"})
            </td>
            {FERTILISER_VALUES.map((name) => (
              <ValueCell
                key={name}
                recordType="fertiliser"
                row={row}
                valueName={name}
                about={`${row.product ?? "the fertiliser"} on ${row.field}`}
                canWrite={canWrite}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
