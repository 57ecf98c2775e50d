// The values of a constant set as read-only tables, one per group, each value with its unit and
// source (/admin/editConsts for read:admin, and old versions; decision 0090).
import { constantHint } from "~/services/constants/forms";
import { fieldGroups, type ConstantValue } from "~/services/constants/sets";
import type { ConstantType } from "~/shared/constants";

/** A stored value as stored: 0.004 stays 0.004 (the kit's number format rounds to 2 decimals). */
export function shownValue(value: ConstantValue | undefined): string {
  if (value === undefined) return "–";
  return value === null ? "None" : String(value);
}

export function ValuesTables({
  type,
  values,
}: {
  type: ConstantType;
  values: Record<string, ConstantValue>;
}) {
  return (
    <>
      {fieldGroups(type).map(({ group, fields }) => (
        <div key={group} className="consts-scroll">
          <table className="ct-table">
            <caption>{group}</caption>
            <thead>
              <tr>
                <th scope="col">Constant</th>
                <th scope="col">Value</th>
                <th scope="col">Unit and source</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field.key}>
                  <th scope="row">{field.label}</th>
                  <td className="ct-num">{shownValue(values[field.key])}</td>
                  <td>{constantHint(field)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}
