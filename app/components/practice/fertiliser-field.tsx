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
import { useT, type Translate } from "~/components/i18n";
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

function describe(t: Translate, input: FertiliserInputView) {
  const rate = kg(input.applicationRate);
  return input.npkType === "npk"
    ? t("fertiliser.describeBlend", {
        ratio: `${kg(input.nitrogen)}:${kg(input.phosphorus)}:${kg(input.potassium)}`,
        percent: kg(input.nutrientPercent ?? 0),
        rate,
      })
    : t("fertiliser.describeNutrient", {
        n: kg(input.nitrogen),
        p: kg(input.phosphorus),
        k: kg(input.potassium),
        rate,
      });
}

/** The stored inputs with what each applied, and the programme's corrections. */
function FertiliserTable({ field, editing }: { field: FertiliserFieldView; editing: boolean }) {
  const t = useT();
  // An open editor's empty list says 'No items added' itself.
  if (field.inputs.length === 0)
    return editing ? null : <p className="ct-empty">{t("fertiliser.empty")}</p>;
  return (
    <table className="pd-grid pd-fertiliser-table">
      <caption className="visually-hidden">
        {t("fertiliser.onField", { field: field.name })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t("fertiliser.column.product")}</th>
          <th scope="col">{t("fertiliser.column.type")}</th>
          <th scope="col">{t("fertiliser.column.spread")}</th>
          <th scope="col">{t("fertiliser.column.applied")}</th>
        </tr>
      </thead>
      <tbody>
        {field.inputs.map((input) => (
          <tr key={input.id} data-input-id={input.id}>
            <td>{input.product ?? "—"}</td>
            <td>{t(`fertiliser.npkType.${input.npkType}`)}</td>
            <td>{describe(t, input)}</td>
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
  const t = useT();
  const label = t("fertiliser.onField", { field: field.name });
  const defaultValues = useMemo(
    () => ({ inputs: field.inputs.map((input) => fertiliserFormDefaults(input)) }),
    [field.inputs],
  );
  // The row fields in the page's language: labels, hints and options by key (names, values and
  // checks as they are); the summary names each cell by its row ('Fertiliser 2: Product name').
  const itemFields = useMemo(
    () =>
      FERTILISER_FIELDS.map((spec) => ({
        ...spec,
        label: t(`fertiliser.field.${spec.name}`),
        ...("hint" in spec ? { hint: t(`fertiliser.hint.${spec.name}`) } : {}),
        ...("options" in spec
          ? {
              options: spec.options.map((option) => ({
                ...option,
                label: t(`fertiliser.npkType.${option.value}`),
              })),
            }
          : {}),
      })) as unknown as typeof FERTILISER_FIELDS,
    [t],
  );
  const summary = useMemo(
    () =>
      fertiliserSummaryFields(label).map((cell) => {
        const [, index, name] = /^inputs\[(\d+)\]\.(\w+)$/.exec(cell.name) ?? [];
        return index && name
          ? {
              ...cell,
              label: t("fertiliser.summaryCell", {
                number: Number(index) + 1,
                field: t(`fertiliser.field.${name}`),
              }),
            }
          : cell;
      }),
    [label, t],
  );
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
        hint={t("fertiliser.listHint")}
        itemFields={itemFields}
        maxLength={LIST.maxLength}
        itemLabel={t("fertiliser.itemLabel")}
        renderField={(itemField, value) => (
          <RowField field={itemField} value={value} rowFields={itemFields} />
        )}
      />
      <div className="pd-fertiliser-form__actions">
        <SubmitButton>{t("fertiliser.save", { field: field.name })}</SubmitButton>{" "}
        <Link to={closeHref}>{t("fertiliser.cancel")}</Link>
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
  const t = useT();
  return (
    <section className="pd-fertiliser-field" aria-labelledby={`pd-fert-${field.id}`}>
      <h3 id={`pd-fert-${field.id}`}>
        {field.name} <span className="pd-fertiliser-field__farm">({field.farmName})</span>
      </h3>
      <p data-testid={`fertiliser-total-${field.id}`}>
        {t("fertiliser.appliedThisSeason")} <NutrientsText value={field.total} />
      </p>
      <FertiliserTable field={field} editing={canEdit && editing} />
      {canEdit && editing ? (
        <FertiliserListForm field={field} closeHref={`${closeHref}${anchor}`} />
      ) : null}
      {canEdit && !editing ? (
        <p>
          <Link to={`${openHref}${anchor}`}>
            {field.inputs.length > 0
              ? t("fertiliser.change", { field: field.name })
              : t("fertiliser.record", { field: field.name })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
