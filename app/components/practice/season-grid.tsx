// The crop journey's season grid (spec §7 'POST crop journey'; issue 15; decision 0076): one
// row per field included in the season, grouped by farm, in one real form (no JavaScript
// needed; 40 fields in one post). A refused post shows every value as typed, an error beside
// each bad cell and the kit's error summary at the top, linking to each.
import { Form } from "@remix-run/react";
import { useT, type Translate } from "~/components/i18n";
import { SpinnerButton } from "~/components/spinner-button";
import { fieldControlId, summaryHeading } from "~/services/kit/forms/error-summary";
import {
  EMPTY_ROW,
  rowValuesOf,
  type CropJourneyRowValues,
} from "~/services/practice/crop-journey-forms";
import {
  LAND_USE_LABELS,
  LAND_USES,
  RESIDUE_LABELS,
  RESIDUE_TYPES,
  TILLAGE_LABELS,
  TILLAGE_TYPES,
} from "~/shared/practice";

const PREFIX = "pd-cj";

export interface GridField {
  id: string;
  name: string;
  journey: {
    landUse: string;
    crops: { id: string; crop: string; cover: boolean }[];
    tillage: string | null;
    residue: string | null;
  } | null;
}

export interface GridFarm {
  id: string;
  name: string;
  fields: GridField[];
}

/** The columns (their headings are practice.column.<key>). */
const COLUMNS = ["landUse", "crops", "cover", "tillage", "residue"] as const;

/**
 * An option's label in the page's language, by its stored value (practice.landUse.cropland …);
 * a value not in the list shows as stored.
 */
function optionLabel(t: Translate, list: string, value: string, labels: Record<string, string>) {
  return value in labels ? t(`practice.${list}.${value}`) : value;
}

/** The grid's caption and column headings: the same for the read-only table and the form. */
function GridHead({ seasonLabel }: { seasonLabel: string }) {
  const t = useT();
  return (
    <>
      <caption className="visually-hidden">
        {t("practice.gridCaption", { season: seasonLabel })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t("practice.column.field")}</th>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(`practice.column.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}

function Choice({
  id,
  name,
  value,
  options,
  labels,
  list,
  label,
  error,
}: {
  id: string;
  name: string;
  value: string;
  options: readonly string[];
  labels: Record<string, string>;
  /** The options' keys in the catalogue: practice.<list>.<value>. */
  list: string;
  label: string;
  error: string | undefined;
}) {
  const t = useT();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">—</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(t, list, option, labels)}
          </option>
        ))}
        {value && !options.includes(value) ? <option value={value}>{value}</option> : null}
      </select>
      {error ? (
        <span className="pd-cell-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </>
  );
}

function Text({
  id,
  name,
  value,
  label,
  error,
  placeholder,
}: {
  id: string;
  name: string;
  value: string;
  label: string;
  error: string | undefined;
  placeholder?: string;
}) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        type="text"
        id={id}
        name={name}
        defaultValue={value}
        placeholder={placeholder}
        maxLength={800}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <span className="pd-cell-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </>
  );
}

function ErrorSummary({
  errors,
  formError,
  fieldNames,
}: {
  errors: Record<string, string>;
  formError: string | null;
  fieldNames: Map<number, string>;
}) {
  const items = Object.entries(errors);
  if (items.length === 0 && !formError) return null;
  return (
    <div
      className="kf-error-summary"
      tabIndex={-1}
      role="group"
      aria-labelledby={`${PREFIX}-summary`}
      data-testid="crop-journey-errors"
    >
      <h2 id={`${PREFIX}-summary`} className="kf-error-summary__title">
        {summaryHeading(items.length)}
      </h2>
      {formError ? <p className="kf-error-summary__text">{formError}</p> : null}
      {items.length > 0 ? (
        <ul className="kf-error-summary__list">
          {items.map(([name, message]) => {
            const index = Number(/^rows\[(\d+)\]/.exec(name)?.[1] ?? -1);
            const field = fieldNames.get(index);
            return (
              <li key={name}>
                <a href={`#${fieldControlId(PREFIX, name)}`}>
                  {field ? `${field}: ${message}` : message}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

export function SeasonGrid({
  farms,
  seasonLabel,
  canEdit,
  refused,
}: {
  farms: readonly GridFarm[];
  seasonLabel: string;
  canEdit: boolean;
  refused: {
    values: Record<string, CropJourneyRowValues>;
    errors: Record<string, string>;
    formError: string | null;
  } | null;
}) {
  const t = useT();
  const rows = farms.flatMap((farm) => farm.fields);
  const fieldNames = new Map(rows.map((field, index) => [index, field.name]));
  const valuesOf = (field: GridField): CropJourneyRowValues =>
    refused?.values[field.id] ?? (field.journey ? rowValuesOf(field.journey) : EMPTY_ROW);
  if (rows.length === 0) {
    return <p className="ct-empty">{t("practice.noFields", { season: seasonLabel })}</p>;
  }
  if (!canEdit) {
    return (
      <div className="pd-grid-wrap">
        <table className="pd-grid" data-testid="crop-journey-table">
          <GridHead seasonLabel={seasonLabel} />
          <tbody>
            {farms.map((farm) => [
              <tr key={farm.id} className="pd-grid__farm">
                <th colSpan={6} scope="colgroup">
                  {farm.name}
                </th>
              </tr>,
              ...farm.fields.map((field) => {
                const v = valuesOf(field);
                return (
                  <tr key={field.id}>
                    <th scope="row">{field.name}</th>
                    {field.journey ? (
                      <>
                        <td>{optionLabel(t, "landUse", v.landUse, LAND_USE_LABELS)}</td>
                        <td>{v.crops || "—"}</td>
                        <td>{v.cover || "—"}</td>
                        <td>
                          {v.tillage in TILLAGE_LABELS
                            ? optionLabel(t, "tillage", v.tillage, TILLAGE_LABELS)
                            : "—"}
                        </td>
                        <td>
                          {v.residue in RESIDUE_LABELS
                            ? optionLabel(t, "residue", v.residue, RESIDUE_LABELS)
                            : "—"}
                        </td>
                      </>
                    ) : (
                      <td colSpan={5}>{t("practice.notRecorded")}</td>
                    )}
                  </tr>
                );
              }),
            ])}
          </tbody>
        </table>
      </div>
    );
  }
  let index = -1;
  return (
    // Posts to the tab's own address (?season=NN&index), naming itself in the body.
    <Form method="post" className="pd-grid-form" noValidate>
      <input type="hidden" name="intent" value="crop-journey" />
      <ErrorSummary
        errors={refused?.errors ?? {}}
        formError={refused?.formError ?? null}
        fieldNames={fieldNames}
      />
      <p className="field-hint">{t("practice.gridHint")}</p>
      <div className="pd-grid-wrap">
        <table className="pd-grid" data-testid="crop-journey-grid">
          <GridHead seasonLabel={seasonLabel} />
          <tbody>
            {farms.map((farm) => [
              <tr key={farm.id} className="pd-grid__farm">
                <th colSpan={6} scope="colgroup">
                  {farm.name}
                </th>
              </tr>,
              ...farm.fields.map((field) => {
                index += 1;
                const i = index;
                const v = valuesOf(field);
                const name = (key: string) => `rows[${i}].${key}`;
                const id = (key: string) => fieldControlId(PREFIX, name(key));
                const error = (key: string) => refused?.errors[name(key)];
                return (
                  <tr key={field.id} data-field-id={field.id}>
                    <th scope="row">
                      {field.name}
                      <input type="hidden" name={name("fieldId")} value={field.id} />
                    </th>
                    <td>
                      <Choice
                        id={id("landUse")}
                        name={name("landUse")}
                        value={v.landUse}
                        options={LAND_USES}
                        labels={LAND_USE_LABELS}
                        list="landUse"
                        label={t("practice.cellLandUse", { field: field.name })}
                        error={error("landUse")}
                      />
                    </td>
                    <td>
                      <Text
                        id={id("crops")}
                        name={name("crops")}
                        value={v.crops}
                        label={t("practice.cellCrops", { field: field.name })}
                        placeholder={t("practice.cropsPlaceholder")}
                        error={error("crops")}
                      />
                    </td>
                    <td>
                      <Text
                        id={id("cover")}
                        name={name("cover")}
                        value={v.cover}
                        label={t("practice.cellCover", { field: field.name })}
                        error={error("cover")}
                      />
                    </td>
                    <td>
                      <Choice
                        id={id("tillage")}
                        name={name("tillage")}
                        value={v.tillage}
                        options={TILLAGE_TYPES}
                        labels={TILLAGE_LABELS}
                        list="tillage"
                        label={t("practice.cellTillage", { field: field.name })}
                        error={error("tillage")}
                      />
                    </td>
                    <td>
                      <Choice
                        id={id("residue")}
                        name={name("residue")}
                        value={v.residue}
                        options={RESIDUE_TYPES}
                        labels={RESIDUE_LABELS}
                        list="residue"
                        label={t("practice.cellResidue", { field: field.name })}
                        error={error("residue")}
                      />
                    </td>
                  </tr>
                );
              }),
            ])}
          </tbody>
        </table>
      </div>
      <div className="pd-actions">
        <SpinnerButton>{t("practice.saveSeason", { season: seasonLabel })}</SpinnerButton>
      </div>
    </Form>
  );
}
