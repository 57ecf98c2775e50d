// One field's fertiliser inputs for a season (issue 15; decision 0076): each input with the N,
// P and K it applied (kg/ha, spec §5 'Calculations', 1 decimal), the field's total, and the add
// and edit forms opened by the URL (?add=<fieldId>, ?edit=<inputId>: links, no JavaScript
// needed), each a real post.
import { Form, Link } from "@remix-run/react";
import { FormBuilder } from "~/components/form/form-builder";
import { SpinnerButton } from "~/components/spinner-button";
import { formatNumberValue } from "~/services/kit/forms/number-rules";
import {
  FERTILISER_FIELDS,
  fertiliserAddFormId,
  fertiliserEditFormId,
  fertiliserFormDefaults,
  fertiliserValidator,
  NPK_TYPE_LABELS,
} from "~/services/practice/fertiliser-forms";

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

export function FertiliserField({
  field,
  canEdit,
  action,
  hrefWith,
  adding,
  editing,
}: {
  field: FertiliserFieldView;
  canEdit: boolean;
  /** The tab's path and search (season kept); the form's ?do=… is added. */
  action: string;
  /** The tab's link with one dialog parameter set (add / edit) or none. */
  hrefWith: (param: "add" | "edit" | null, value?: string) => string;
  adding: boolean;
  editing: string | null;
}) {
  return (
    <section className="pd-fertiliser-field" aria-labelledby={`pd-fert-${field.id}`}>
      <h3 id={`pd-fert-${field.id}`}>
        {field.name} <span className="pd-fertiliser-field__farm">({field.farmName})</span>
      </h3>
      <p data-testid={`fertiliser-total-${field.id}`}>
        Applied this season: <NutrientsText value={field.total} />
      </p>
      {field.inputs.length === 0 ? (
        <p className="ct-empty">No fertiliser recorded.</p>
      ) : (
        <table className="pd-grid pd-fertiliser-table">
          <caption className="visually-hidden">Fertiliser on {field.name}</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Type</th>
              <th scope="col">What was spread</th>
              <th scope="col">N, P and K applied</th>
              {canEdit ? <th scope="col">Change</th> : null}
            </tr>
          </thead>
          <tbody>
            {field.inputs.map((input) =>
              editing === input.id && canEdit ? (
                <tr key={input.id}>
                  <td colSpan={5}>
                    <FormBuilder
                      id={fertiliserEditFormId(input.id)}
                      fields={FERTILISER_FIELDS}
                      validator={fertiliserValidator}
                      action={`${action}&do=edit-fertiliser&inputId=${input.id}&edit=${input.id}`}
                      defaultValues={fertiliserFormDefaults(input)}
                      submitLabel="Save fertiliser"
                    >
                      <p>
                        <Link to={hrefWith(null)}>Cancel</Link>
                      </p>
                    </FormBuilder>
                  </td>
                </tr>
              ) : (
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
                  {canEdit ? (
                    <td>
                      <Link to={hrefWith("edit", input.id)}>
                        Edit
                        <span className="visually-hidden"> {input.product ?? "fertiliser"}</span>
                      </Link>{" "}
                      <Form
                        method="post"
                        action={`${action}&do=delete-fertiliser&inputId=${input.id}`}
                        className="pd-inline-form"
                      >
                        <SpinnerButton variant="danger">
                          Delete
                          <span className="visually-hidden"> {input.product ?? "fertiliser"}</span>
                        </SpinnerButton>
                      </Form>
                    </td>
                  ) : null}
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
      {canEdit ? (
        adding ? (
          <div className="pd-fertiliser-add">
            <h4>Add fertiliser to {field.name}</h4>
            <FormBuilder
              id={fertiliserAddFormId(field.id)}
              fields={FERTILISER_FIELDS}
              validator={fertiliserValidator}
              action={`${action}&do=add-fertiliser&fieldId=${field.id}&add=${field.id}`}
              defaultValues={{ npkType: "npk" }}
              submitLabel="Add fertiliser"
            >
              <p>
                <Link to={hrefWith(null)}>Cancel</Link>
              </p>
            </FormBuilder>
          </div>
        ) : (
          <p>
            <Link to={hrefWith("add", field.id)}>
              Add fertiliser<span className="visually-hidden"> to {field.name}</span>
            </Link>
          </p>
        )
      ) : null}
    </section>
  );
}
