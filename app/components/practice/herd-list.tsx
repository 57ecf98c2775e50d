// The organisation's herds (issue 15; decision 0077): for editors one form, the kit's add-line-
// item editor (spec §5 'Add-line-item editor'; without JavaScript its buttons post intents the
// server answers), a row per herd with its stored id hidden (spec §3 'Line item': a duplicated
// row loses it and is saved as a new herd). Inside a row the frame size shows for beef and dairy
// only: hidden with JavaScript (its value is not posted), and without it it says when it
// applies; the server clears it either way. Viewers read a table.
import { useMemo } from "react";
import { useT, type Translate } from "~/components/i18n";
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

/** The frame sizes' English names, which begin their labels ('Medium (400–699 kg)'). */
const FRAME_SIZE_NAMES: Record<string, string> = {
  small: "Small",
  medium: "Medium",
  large: "Large",
  other: "Other",
};

/**
 * A frame size's label in the page's language: its name translated by its stored value
 * (herds.frameSize.medium), the size class in kilograms kept ('Medium (400–699 kg)').
 */
function frameSizeText(t: Translate, value: string, label: string): string {
  const name = FRAME_SIZE_NAMES[value];
  return name && label.startsWith(name)
    ? `${t(`herds.frameSize.${value}`)}${label.slice(name.length)}`
    : label;
}

/** A species' label in the page's language, by its stored value (herds.type.beef). */
function typeText(t: Translate, type: string, label: string): string {
  return type in TYPE_KEYS ? t(`herds.type.${type}`) : label;
}

const TYPE_KEYS: Record<string, true> = Object.fromEntries(
  HERD_ITEM_FIELDS[1].options.map((option) => [option.value, true]),
);

/** The herds as a table, for those who read only (viewers, staff through userView). */
export function HerdTable({ herds }: { herds: readonly HerdView[] }) {
  const t = useT();
  if (herds.length === 0) return <p className="pd-empty">{t("herds.empty")}</p>;
  return (
    <div className="pd-scroll">
      <table className="ct-table" data-testid="herds-table">
        <caption className="visually-hidden">{t("herds.tableCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("herds.column.herd")}</th>
            <th scope="col">{t("herds.field.type")}</th>
            <th scope="col">{t("herds.field.frameSize")}</th>
          </tr>
        </thead>
        <tbody>
          {herds.map((herd) => (
            <tr key={herd.id}>
              <th scope="row">{herd.name}</th>
              <td>{typeText(t, herd.type, herd.typeLabel)}</td>
              <td>
                {herd.frameSizeLabel && herd.frameSize
                  ? frameSizeText(t, herd.frameSize, herd.frameSizeLabel)
                  : "—"}
              </td>
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
  const t = useT();
  // The row fields in the page's language: labels, hint and options by key (values as stored).
  const itemFields = useMemo(() => {
    const fields = frameSizeOptions ? herdItemFieldsWith(frameSizeOptions) : HERD_ITEM_FIELDS;
    return fields.map((field) => ({
      ...field,
      label: t(`herds.field.${field.name}`),
      ...("hint" in field ? { hint: t("herds.frameSizeHint") } : {}),
      ...("options" in field
        ? {
            options: field.options.map((option) => ({
              ...option,
              label:
                field.name === "type"
                  ? typeText(t, option.value, option.label)
                  : frameSizeText(t, option.value, option.label),
            })),
          }
        : {}),
    })) as unknown as typeof HERD_ITEM_FIELDS;
  }, [frameSizeOptions, t]);
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
      fields={[{ name: LIST.name, label: t("herds.title") }]}
      className="pd-herd-form"
    >
      <LineItems
        name={LIST.name}
        label={t("herds.title")}
        optional={LIST.optional}
        hint={t("herds.listHint")}
        itemFields={itemFields}
        maxLength={LIST.maxLength}
        itemLabel={t("herds.itemLabel")}
        renderField={(itemField, value) => (
          <RowField field={itemField} value={value} rowFields={itemFields} />
        )}
      />
      <SubmitButton>{t("herds.save")}</SubmitButton>
    </KitForm>
  );
}
