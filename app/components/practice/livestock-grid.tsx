// The livestock numbers of a season as one form (issue 15 'entered as a year grid in one form
// post'; decision 0077): a row per herd × {mature, juvenile}, a column per month (July to June).
// Without JavaScript it is a plain form; a refused post comes back with every value typed and
// an error beside each bad cell, and the kit's error summary at the top. On a phone the grid
// scrolls sideways inside its own box, the herd column staying put.
import { intentName } from "~/services/kit/forms/intent";
import type { ComponentProps } from "react";
import { useMemo } from "react";
import { KitForm } from "~/components/form/kit-form";
import { useKitField } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { useT } from "~/components/i18n";
import {
  cellName,
  gridMonths,
  HEAD_COUNT_KINDS,
  type GridHerd,
} from "~/services/practice/livestock-forms";
import type { LivestockIntent } from "~/services/practice/intents";
import { livestockGridValidator } from "./livestock-validators";

function GridCellInput({
  name,
  label,
  disabled,
  correction,
}: {
  name: string;
  label: string;
  disabled: boolean;
  /** The programme's correction of the stored value, in words (decision 0078). */
  correction?: string | undefined;
}) {
  const field = useKitField(name);
  const value = field.defaultValue;
  return (
    <td>
      <input
        {...field.getInputProps<ComponentProps<"input">>({
          id: field.id,
          type: "text",
          inputMode: "numeric",
          pattern: "[0-9 ]*",
          autoComplete: "off",
          disabled,
          "aria-label": label,
          "aria-invalid": field.error ? true : undefined,
          "aria-describedby":
            [field.error ? field.errorId : null, correction ? `${field.id}-corrected` : null]
              .filter(Boolean)
              .join(" ") || undefined,
        })}
        defaultValue={typeof value === "string" || typeof value === "number" ? String(value) : ""}
      />
      {field.error ? (
        <span id={field.errorId} className="pd-cell-error">
          {field.error}
        </span>
      ) : null}
      {correction ? (
        <small id={`${field.id}-corrected`} className="pd-cell-corrected">
          {correction}
        </small>
      ) : null}
    </td>
  );
}

export function LivestockGrid({
  herds,
  season,
  values,
  corrections = {},
  canEdit,
  monthNames,
}: {
  herds: readonly GridHerd[];
  season: number;
  values: Record<string, string>;
  corrections?: Record<string, string>;
  canEdit: boolean;
  /** The months' names in the page's language, January first (the loader's); else English. */
  monthNames?: readonly string[] | undefined;
}) {
  const t = useT();
  const validator = useMemo(() => livestockGridValidator(herds, season), [herds, season]);
  const months = useMemo(
    () =>
      gridMonths(season).map((month) => ({
        ...month,
        label: monthNames?.[month.month] ? `${monthNames[month.month]} ${month.year}` : month.label,
      })),
    [season, monthNames],
  );
  // Every cell, in the form's order (herd, kind, month), named as the error summary says it:
  // 'Nguni cows, July 2026, mature'.
  const cellText = (herd: GridHerd, month: string, kind: (typeof HEAD_COUNT_KINDS)[number]) =>
    t("livestock.cellLabel", { herd: herd.name, month, kind: t(`livestock.kind.${kind}`) });
  const fields = useMemo(
    () =>
      herds.flatMap((herd) =>
        HEAD_COUNT_KINDS.flatMap((kind) =>
          months.map((month) => ({
            name: cellName(kind, herd.id, month.year, month.month),
            label: t("livestock.cellLabel", {
              herd: herd.name,
              month: month.label,
              kind: t(`livestock.kind.${kind}`),
            }),
          })),
        ),
      ),
    [herds, months, t],
  );
  return (
    // Posts to the tab's own address (?season= kept), naming itself in the body.
    <KitForm
      intent={intentName<LivestockIntent>("save-grid")}
      validator={validator}
      defaultValues={values}
      fields={fields}
    >
      <div className="pd-grid-box" role="region" aria-label={t("livestock.gridRegion")}>
        <table className="pd-grid" data-testid="livestock-grid">
          <thead>
            <tr>
              <th scope="col" className="pd-sticky">
                {t("livestock.column.herd")}
              </th>
              {months.map((month) => (
                <th scope="col" key={month.label}>
                  {month.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {herds.flatMap((herd) =>
              HEAD_COUNT_KINDS.map((kind) => (
                <tr key={`${herd.id}-${kind}`}>
                  <th scope="row" className="pd-sticky">
                    {t("livestock.rowLabel", {
                      herd: herd.name,
                      kind: t(`livestock.kind.${kind}`),
                    })}
                  </th>
                  {months.map((month) => (
                    <GridCellInput
                      key={month.label}
                      name={cellName(kind, herd.id, month.year, month.month)}
                      correction={corrections[cellName(kind, herd.id, month.year, month.month)]}
                      label={cellText(herd, month.label, kind)}
                      disabled={!canEdit}
                    />
                  ))}
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      {canEdit ? <SubmitButton>{t("livestock.save")}</SubmitButton> : null}
    </KitForm>
  );
}
