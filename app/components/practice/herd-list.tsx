// The organisation's herds (issue 15; decision 0077): for editors one form, the kit's add-line-
// item editor (spec §5 'Add-line-item editor'; without JavaScript its buttons post intents the
// server answers), a row per herd with its stored id hidden (spec §3 'Line item': a duplicated
// row loses it and is saved as a new herd). Inside a row the frame size shows for beef and dairy
// only: hidden with JavaScript (its value is not posted), and without it it says when it
// applies; the server clears it either way. Viewers read a table.
import { useMemo } from "react";
import { KitForm } from "~/components/form/kit-form";
import { LineItems } from "~/components/form/line-items";
import { RowField } from "~/components/form/row-field";
import { SubmitButton } from "~/components/form/submit-button";
import type { herdJson } from "~/services/practice/herd-api";
import {
  HERD_ITEM_FIELDS,
  HERD_LIST_FIELDS,
  herdItemFieldsWith,
} from "~/services/practice/herd-forms";
import { herdListValidator } from "./herd-validators";

export type HerdView = ReturnType<typeof herdJson>;

const LIST = HERD_LIST_FIELDS[0];

/** The herds as a table, for those who read only (viewers, staff through userView). */
export function HerdTable({ herds }: { herds: readonly HerdView[] }) {
  if (herds.length === 0) return <p className="pd-empty">No herds yet.</p>;
  return (
    <div className="pd-scroll">
      <table className="ct-table" data-testid="herds-table">
        <caption className="visually-hidden">Your herds</caption>
        <thead>
          <tr>
            <th scope="col">Herd</th>
            <th scope="col">Species</th>
            <th scope="col">Frame size</th>
          </tr>
        </thead>
        <tbody>
          {herds.map((herd) => (
            <tr key={herd.id}>
              <th scope="row">{herd.name}</th>
              <td>{herd.typeLabel}</td>
              <td>{herd.frameSizeLabel ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The herds editor: one form, saved as a whole ('Save herds'). `frameSizeOptions`: labelled with
 * the size classes of the livestock constants in force (the loader's; issue 32).
 */
export function HerdListForm({
  herds,
  frameSizeOptions,
}: {
  herds: readonly HerdView[];
  frameSizeOptions?: readonly { value: string; label: string }[];
}) {
  const itemFields = useMemo(
    () => (frameSizeOptions ? herdItemFieldsWith(frameSizeOptions) : HERD_ITEM_FIELDS),
    [frameSizeOptions],
  );
  const defaultValues = useMemo(
    () => ({
      herds: herds.map((herd) => ({
        id: herd.id,
        name: herd.name,
        type: herd.type,
        frameSize: herd.frameSize ?? "",
      })),
    }),
    [herds],
  );
  return (
    <KitForm
      validator={herdListValidator}
      // Posts to the tab's own address, its ?season= kept, so the save comes back to the same tab.
      intent="save-herds"
      defaultValues={defaultValues}
      fields={[{ name: LIST.name, label: LIST.label }]}
      className="pd-herd-form"
    >
      <LineItems
        name={LIST.name}
        label={LIST.label}
        optional={LIST.optional}
        hint="A row per herd. Remove a row to delete its herd with its livestock numbers; a herd with grazing events cannot be deleted."
        itemFields={itemFields}
        maxLength={LIST.maxLength}
        itemLabel={LIST.itemLabel}
        renderField={(itemField, value) => (
          <RowField field={itemField} value={value} rowFields={itemFields} />
        )}
      />
      <SubmitButton>Save herds</SubmitButton>
    </KitForm>
  );
}
