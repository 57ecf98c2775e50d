// The forms that add fields (issue 14), once for the whole page near its top (issue 31: each farm
// once repeated both forms, and a second farm's upload was at the foot of a 5,600 px page): a file
// of fields, or one round field by its centre and radius, each with the farm it goes on. With one
// farm the choice is made for the farmer. Real posts that work without JavaScript; the refusal
// comes back to the form with every value kept.
import { Dropdown } from "~/components/form/dropdown";
import { FormBuilder } from "~/components/form/form-builder";
import { fieldCircleValidator, fieldUploadValidator } from "~/components/fields/field-validators";
import { useFieldsInLanguage } from "~/components/fields/form-words";
import { useT } from "~/components/i18n";
import {
  FIELD_CIRCLE_FIELDS,
  FIELD_UPLOAD_FIELDS,
  type MapFieldsIntent,
} from "~/services/fields/forms";
import { intentName } from "~/services/kit/forms/intent";

export interface FarmChoice {
  id: string;
  name: string;
}

/** The farm a form's fields go on: a choice with several farms, the one farm otherwise. */
function FarmField({ farms, label }: { farms: readonly FarmChoice[]; label: string }) {
  const t = useT();
  if (farms.length === 1) return <input type="hidden" name="farmId" value={farms[0]!.id} />;
  return (
    <Dropdown
      name="farmId"
      label={label}
      options={farms.map((farm) => ({ value: farm.id, label: farm.name }))}
      placeholder={t("fields.chooseFarm")}
    />
  );
}

export function FieldAddForms({ farms }: { farms: readonly FarmChoice[] }) {
  const t = useT();
  const uploadFields = useFieldsInLanguage(t, FIELD_UPLOAD_FIELDS);
  const circleFields = useFieldsInLanguage(t, FIELD_CIRCLE_FIELDS);
  if (farms.length === 0) return null;
  const one = farms.length === 1 ? farms[0]!.name : null;
  return (
    <section className="ct-section fd-add" aria-labelledby="add-fields-heading">
      <h2 id="add-fields-heading">{one ? t("fields.addTo", { farm: one }) : t("fields.add")}</h2>
      <div className="ct-add-boundary">
        <section aria-labelledby="upload-fields-heading">
          <h3 id="upload-fields-heading">{t("fields.uploadHeading")}</h3>
          <FormBuilder
            intent={intentName<MapFieldsIntent>("upload-fields")}
            fields={uploadFields}
            validator={fieldUploadValidator}
            submitLabel={t("fields.uploadButton")}
          >
            <FarmField farms={farms} label={t("fields.whichFarmMany")} />
          </FormBuilder>
        </section>
        <section aria-labelledby="circle-field-heading">
          <h3 id="circle-field-heading">{t("fields.roundHeading")}</h3>
          <FormBuilder
            intent={intentName<MapFieldsIntent>("circle-field")}
            fields={circleFields}
            validator={fieldCircleValidator}
            submitLabel={t("fields.addField")}
          >
            <FarmField farms={farms} label={t("fields.whichFarm")} />
          </FormBuilder>
        </section>
      </div>
    </section>
  );
}
