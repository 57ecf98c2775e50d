// The earnings-potential checker's form (issue 17; decision 0091): a plain GET form, so the
// inputs are the page's URL (shareable) and it works without JavaScript; each error beside its
// field, every value kept. Shared by /earnings-potential, /profile/checker and /admin/checker;
// lean markup, the public page's HTML budget is 14 KB gzip.
import type { ReactNode } from "react";
import {
  CROPLAND_PRACTICES,
  GRAZING_CONDITION_LABELS,
  GRAZING_CONDITIONS,
  GRAZING_PRACTICES,
  INPUT_LEVEL_LABELS,
  INPUT_LEVELS,
  TILLAGE_OPTION_LABELS,
  TILLAGES,
} from "~/services/calculations/earnings";
import type {
  EarningsErrors,
  EarningsField,
  EarningsFormValues,
} from "~/services/calculations/earnings-forms";
import {
  CLIMATE_LABELS,
  CLIMATES,
  SOIL_CLASS_LABELS,
  SOIL_CLASSES,
} from "~/services/constants/sets";
import { PRACTICE_LABELS } from "~/shared/practice";
import { PROVINCES } from "~/shared/provinces";

export interface EarningsFormProps {
  action: string;
  values: EarningsFormValues;
  errors: EarningsErrors;
  /** Hidden fields the page keeps (/admin/checker's companyId). */
  hidden?: Record<string, string>;
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function Field(props: {
  name: EarningsField;
  label: string;
  hint?: string;
  errors: EarningsErrors;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  const error = props.errors[props.name];
  const ids = [props.hint ? `${props.name}-hint` : "", error ? `${props.name}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={error ? "ep-field ep-invalid" : "ep-field"}>
      <label htmlFor={`ep-${props.name}`}>{props.label}</label>
      {props.hint ? <small id={`${props.name}-hint`}>{props.hint}</small> : null}
      {error ? (
        <strong className="ep-error" id={`${props.name}-error`}>
          {error}
        </strong>
      ) : null}
      {props.children(ids || undefined, Boolean(error))}
    </div>
  );
}

function Select(props: {
  name: EarningsField;
  value: string;
  options: readonly { value: string; label: string }[];
  describedBy: string | undefined;
  invalid: boolean;
}) {
  return (
    <select
      id={`ep-${props.name}`}
      name={props.name}
      defaultValue={props.value}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
    >
      {props.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

function Checkboxes(props: {
  name: "practices" | "grazingPractices";
  legend: string;
  options: readonly string[];
  values: readonly string[];
  errors: EarningsErrors;
}) {
  const error = props.errors[props.name];
  return (
    <fieldset className="ep-checks" aria-describedby={error ? `${props.name}-error` : undefined}>
      <legend>{props.legend}</legend>
      {error ? (
        <strong className="ep-error" id={`${props.name}-error`}>
          {error}
        </strong>
      ) : null}
      {props.options.map((p) => (
        <label key={p}>
          <input
            type="checkbox"
            name={props.name}
            value={p}
            defaultChecked={props.values.includes(p)}
          />{" "}
          {PRACTICE_LABELS[p as keyof typeof PRACTICE_LABELS]}
        </label>
      ))}
    </fieldset>
  );
}

export function EarningsForm({ action, values, errors, hidden = {} }: EarningsFormProps) {
  const count = Object.keys(errors).length;
  const hectares = (name: "croplandHa" | "grazingHa", label: string) => (
    <Field name={name} label={label} hint="Hectares; leave empty for none." errors={errors}>
      {(describedBy, invalid) => (
        <input
          id={`ep-${name}`}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values[name]}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  );
  return (
    <form method="get" action={action} className="ep-form">
      {count > 0 ? (
        <p className="ep-summary" role="alert">
          {count === 1
            ? "One answer needs a change: see the field marked below."
            : `${count} answers need a change: see the fields marked below.`}
        </p>
      ) : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend>Your land</legend>
        {hectares("croplandHa", "Cropland")}
        {hectares("grazingHa", "Grazing land (veld or pasture)")}
        <Field name="province" label="Province" errors={errors}>
          {(d, i) => (
            <Select
              name="province"
              value={values.province}
              options={[{ value: "", label: "Choose your province" }, ...PROVINCES]}
              describedBy={d}
              invalid={i}
            />
          )}
        </Field>
        <Field
          name="climate"
          label="Climate region"
          hint="Provinces span several: not sure gives a range across your province's."
          errors={errors}
        >
          {(d, i) => (
            <Select
              name="climate"
              value={values.climate}
              options={[
                { value: "", label: "Not sure: use my province's" },
                ...CLIMATES.map((c) => ({ value: c, label: cap(CLIMATE_LABELS[c]) })),
              ]}
              describedBy={d}
              invalid={i}
            />
          )}
        </Field>
        <Field name="soil" label="Soil type" errors={errors}>
          {(d, i) => (
            <Select
              name="soil"
              value={values.soil}
              options={[
                { value: "", label: "Not sure: a range across soil types" },
                ...SOIL_CLASSES.map((s) => ({ value: s, label: cap(SOIL_CLASS_LABELS[s]) })),
              ]}
              describedBy={d}
              invalid={i}
            />
          )}
        </Field>
      </fieldset>
      <fieldset>
        <legend>Cropland</legend>
        <Field name="tillage" label="Tillage now" errors={errors}>
          {(d, i) => (
            <Select
              name="tillage"
              value={values.tillage}
              options={TILLAGES.map((t) => ({ value: t, label: TILLAGE_OPTION_LABELS[t] }))}
              describedBy={d}
              invalid={i}
            />
          )}
        </Field>
        <Field name="input" label="Inputs now" errors={errors}>
          {(d, i) => (
            <Select
              name="input"
              value={values.input}
              options={INPUT_LEVELS.map((l) => ({ value: l, label: INPUT_LEVEL_LABELS[l] }))}
              describedBy={d}
              invalid={i}
            />
          )}
        </Field>
        <Checkboxes
          name="practices"
          legend="Practices you intend to adopt"
          options={CROPLAND_PRACTICES}
          values={values.practices}
          errors={errors}
        />
      </fieldset>
      <fieldset>
        <legend>Grazing land</legend>
        <Field name="grazing" label="Condition now" errors={errors}>
          {(d, i) => (
            <Select
              name="grazing"
              value={values.grazing}
              options={GRAZING_CONDITIONS.map((g) => ({
                value: g,
                label: GRAZING_CONDITION_LABELS[g],
              }))}
              describedBy={d}
              invalid={i}
            />
          )}
        </Field>
        <Checkboxes
          name="grazingPractices"
          legend="Practices you intend to adopt"
          options={GRAZING_PRACTICES}
          values={values.grazingPractices}
          errors={errors}
        />
      </fieldset>
      <button type="submit" className="ep-submit">
        Estimate my earnings
      </button>
    </form>
  );
}
