// One field's fertiliser inputs for a season (issue 15; decision 0076): a read-only table of the
// stored inputs with the N, P and K each applied (kg/ha, spec §5 'Calculations', 1 decimal) and
// the programme's corrections, the field's total, and for editors a link opening the field's
// editor. Only the open field (the tab's ?field=<id>) shows its inputs as one list in the kit's
// add-line-item editor (spec §5 'Add-line-item editor'; a real <form method="post"> whose add /
// duplicate / remove buttons work without JavaScript), with a 'Cancel' link: one editor per page
// keeps the page light on a slow link (decision 0076). Inside a row the blend's total
// nutrient % shows only for an NPK blend: hidden with JavaScript (its value is not posted), and
// without it its hint says when it applies; the server clears it either way.
import { Link } from "@remix-run/react";
import { useMemo } from "react";
import { KitForm } from "~/components/form/kit-form";
import { LineItems } from "~/components/form/line-items";
import { RowField } from "~/components/form/row-field";
import { SubmitButton } from "~/components/form/submit-button";
import { formKey } from "~/services/kit/forms/intent";
import { formatNumberValue } from "~/services/kit/forms/number-rules";
import {
  FERTILISER_FIELDS,
  FERTILISER_LIST_FIELDS,
  fertiliserFormDefaults,
  fertiliserSummaryFields,
  NPK_TYPE_LABELS,
} from "~/services/practice/fertiliser-forms";
import { fertiliserListValidator } from "./fertiliser-validator";

interface Nutrients {
  nitrogen: number;
  phosphorus: number;
  potassium: number;
}

export interface FertiliserInputView extends Nutrients {
  id: string;
  product: string | null;
  npkType: "npk" | "nutrient";
  applicationRate: number;
  nutrientPercent: number | null;
  applied: Nutrients;
  /** The programme's corrections of this input, in words (decision 0078). */
  corrections?: string[];
}

export interface FertiliserFieldView {
  id: string;
  name: string;
  farmName: string;
  inputs: FertiliserInputView[];
  total: Nutrients;
}

const kg = (value: number) => formatNumberValue(value);
const LIST = FERTILISER_LIST_FIELDS[0];

export function NutrientsText({ value }: { value: Nutrients }) {
  return (
    <span className="pd-nutrients">
      N {kg(value.nitrogen)} · P {kg(value.phosphorus)} · K {kg(value.potassium)} kg/ha
    </span>
  );
}

function describe(input: FertiliserInputView) {
  const npk = `${kg(input.nitrogen)}:${kg(input.phosphorus)}:${kg(input.potassium)}`;
  return input.npkType === "npk"
    ? `${npk} (${kg(input.nutrientPercent ?? 0)}) at ${kg(input.applicationRate)} kg/ha`
    : `N ${kg(input.nitrogen)}%, P ${kg(input.phosphorus)}%, K ${kg(input.potassium)}% at ${kg(input.applicationRate)} kg/ha`;
}

/** The stored inputs with what each applied, and the programme's corrections. */
function FertiliserTable({ field, editing }: { field: FertiliserFieldView; editing: boolean }) {
  // An open editor's empty list says 'No items added' itself.
  if (field.inputs.length === 0)
    return editing ? null : <p className="ct-empty">No fertiliser recorded.</p>;
  return (
    <table className="pd-grid pd-fertiliser-table">
      <caption className="visually-hidden">Fertiliser on {field.name}</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Type</th>
          <th scope="col">What was spread</th>
          <th scope="col">N, P and K applied</th>
        </tr>
      </thead>
      <tbody>
        {field.inputs.map((input) => (
          <tr key={input.id} data-input-id={input.id}>
            <td>{input.product ?? "—"}</td>
            <td>{NPK_TYPE_LABELS[input.npkType]}</td>
            <td>{describe(input)}</td>
            <td>
              <NutrientsText value={input.applied} />
              {input.corrections?.map((note) => (
                <p key={note} className="pd-correction-note" data-testid="correction-note">
                  {note}
                </p>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The field's inputs as one list: save replaces them (kept rows keep their id). */
function FertiliserListForm({
  field,
  closeHref,
}: {
  field: FertiliserFieldView;
  closeHref: string;
}) {
  const label = `Fertiliser on ${field.name}`;
  const defaultValues = useMemo(
    () => ({ inputs: field.inputs.map((input) => fertiliserFormDefaults(input)) }),
    [field.inputs],
  );
  const summary = useMemo(() => fertiliserSummaryFields(label), [label]);
  return (
    <KitForm
      validator={fertiliserListValidator}
      // Posts to the tab's own address (its ?field= keeps this editor open after a refusal);
      // a form per field, so its id names the field.
      intent="save-fertiliser"
      id={formKey("save-fertiliser", field.id)}
      defaultValues={defaultValues}
      fields={summary}
      className="pd-fertiliser-form"
    >
      <input type="hidden" name="fieldId" value={field.id} />
      <LineItems
        name={LIST.name}
        label={label}
        optional
        hint="One row per fertiliser spread. Save to keep the changes: a removed row's input is deleted."
        itemFields={LIST.itemFields}
        maxLength={LIST.maxLength}
        itemLabel={LIST.itemLabel}
        renderField={(itemField, value) => (
          <RowField field={itemField} value={value} rowFields={FERTILISER_FIELDS} />
        )}
      />
      <div className="pd-fertiliser-form__actions">
        <SubmitButton>Save the fertiliser of {field.name}</SubmitButton>{" "}
        <Link to={closeHref}>Cancel</Link>
      </div>
    </KitForm>
  );
}

export function FertiliserField({
  field,
  canEdit,
  editing,
  openHref,
  closeHref,
}: {
  field: FertiliserFieldView;
  canEdit: boolean;
  /** Whether this field's editor is open (the tab's ?field= names it; editors only). */
  editing: boolean;
  /** The tab with this field's editor open: path and search (season kept, ?field=<id>), which
   * the open editor's form posts to. */
  openHref: string;
  /** The tab without an open editor: path and search (season kept). */
  closeHref: string;
}) {
  const anchor = `#pd-fert-${field.id}`;
  return (
    <section className="pd-fertiliser-field" aria-labelledby={`pd-fert-${field.id}`}>
      <h3 id={`pd-fert-${field.id}`}>
        {field.name} <span className="pd-fertiliser-field__farm">({field.farmName})</span>
      </h3>
      <p data-testid={`fertiliser-total-${field.id}`}>
        Applied this season: <NutrientsText value={field.total} />
      </p>
      <FertiliserTable field={field} editing={canEdit && editing} />
      {canEdit && editing ? (
        <FertiliserListForm field={field} closeHref={`${closeHref}${anchor}`} />
      ) : null}
      {canEdit && !editing ? (
        <p>
          <Link to={`${openHref}${anchor}`}>
            {`${field.inputs.length > 0 ? "Change" : "Record"} the fertiliser of ${field.name}`}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
