// A field's planned practices on /profile/journey/implementation (issue 15; decision 0075): the
// kit's add-line-item editor in a real <form method="post"> (spec §5 'Add-line-item editor';
// without JavaScript its buttons post intents the server answers), one row per practice with
// its timing (spec §3 'Programme link fields'). Inside a row the direction shows only with a
// target and the days only for before / after: hidden with JavaScript (their values are not
// posted), and without it each says when it applies; the server clears them either way. Each
// form names itself in the body's `intent`, the field it saves in `fieldId` (decision 0128), and
// posts to the page's own address.
import { intentName } from "~/services/kit/forms/intent";
import { Link } from "@remix-run/react";
import { useMemo } from "react";
import { FormBuilder } from "~/components/form/form-builder";
import { KitForm } from "~/components/form/kit-form";
import { LineItems } from "~/components/form/line-items";
import { RowField } from "~/components/form/row-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useT } from "~/components/i18n";
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import {
  PLAN_ACTION_FIELDS,
  PLAN_FIELD_FIELDS,
  planCopyFields,
  planFieldFormKey,
  type PlanIntent,
} from "~/services/practice/plan-forms";
import { planCopyValidator, planFieldValidator } from "./plan-validators";

export interface PlanActionItem {
  id: string;
  practice: string;
  practiceLabel: string;
  programmeTarget: string;
  programmeLinkDirection: string | null;
  programmeLinkDays: number | null;
  date: string | null;
  notes: string | null;
  timing: string;
}

export interface PlanFieldItem {
  id: string;
  name: string;
  areaLabel: string;
  actions: PlanActionItem[];
}

const LIST = PLAN_FIELD_FIELDS[0];

const formValues = (actions: readonly PlanActionItem[]) =>
  actions.length > 0
    ? actions.map((a) => ({
        id: a.id,
        practice: a.practice,
        programmeTarget: a.programmeTarget,
        programmeLinkDirection: a.programmeLinkDirection,
        programmeLinkDays: a.programmeLinkDays,
        date: a.date,
        notes: a.notes,
      }))
    : [{ programmeTarget: "none" }];

/**
 * The practices editor of one field (one at a time on the page, opened by ?field=<id>); its form
 * posts to the page's address (?field=<id>) so a refused save comes back with it open; Cancel
 * closes it.
 */
export function PlanFieldForm({
  field,
  cancelHref,
}: {
  field: PlanFieldItem;
  cancelHref?: string;
}) {
  const defaultValues = useMemo(() => ({ actions: formValues(field.actions) }), [field.actions]);
  const t = useT();
  const label = t("implementation.practicesOn", { field: field.name });
  return (
    <KitForm
      validator={planFieldValidator}
      intent={intentName<PlanIntent>("save-field")}
      id={planFieldFormKey(field.id)}
      defaultValues={defaultValues}
      fields={[{ name: LIST.name, label }]}
      className="pp-field-form"
    >
      <input type="hidden" name="fieldId" value={field.id} />
      <LineItems
        name={LIST.name}
        label={label}
        itemFields={LIST.itemFields}
        maxLength={LIST.maxLength}
        itemLabel={LIST.itemLabel}
        renderField={(itemField, value) => (
          <RowField field={itemField} value={value} rowFields={PLAN_ACTION_FIELDS} />
        )}
      />
      <div className="pp-field-form__buttons">
        <SubmitButton>{t("implementation.saveField", { field: field.name })}</SubmitButton>
        {cancelHref ? <Link to={cancelHref}>{t("implementation.cancel")}</Link> : null}
      </div>
    </KitForm>
  );
}

/** A field's practices as a list (viewers, staff through userView). */
export function PlanFieldSummary({ field }: { field: PlanFieldItem }) {
  const t = useT();
  if (field.actions.length === 0)
    return <p className="pp-empty">{t("implementation.noPractices")}</p>;
  return (
    <ul className="pp-actions" aria-label={t("implementation.practicesOn", { field: field.name })}>
      {field.actions.map((action) => (
        <li key={action.id}>
          <strong>{action.practiceLabel}</strong>: {action.timing}
          {action.notes ? <span className="pp-notes"> · {action.notes}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Copy one field's practices to others (their own practices are replaced). */
export function PlanCopyForm({ options }: { options: readonly ChoiceOption[] }) {
  const t = useT();
  const fields = useMemo(() => {
    // The labels in the page's language (the validator keys on the names, not the labels).
    const [source, targets] = planCopyFields(options);
    type Label<F extends { label: string }> = F["label"];
    return [
      { ...source, label: t("implementation.copyFrom") as Label<typeof source> },
      {
        ...targets,
        label: t("implementation.copyTo") as Label<typeof targets>,
        hint: t("implementation.copyToHint") as (typeof targets)["hint"],
      },
    ] as const;
  }, [options, t]);
  const validator = useMemo(() => planCopyValidator(options), [options]);
  return (
    <FormBuilder
      intent={intentName<PlanIntent>("copy")}
      fields={fields}
      validator={validator}
      submitLabel={t("implementation.copyButton")}
    />
  );
}
