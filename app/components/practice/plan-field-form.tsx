// A field's planned practices on /profile/journey/implementation (issue 15; decision 0075): the
// kit's add-line-item editor in a real <form method="post"> (spec §5 'Add-line-item editor';
// without JavaScript its buttons post intents the server answers), one row per practice with
// its timing (spec §3 'Programme link fields'). Inside a row the direction shows only with a
// target and the days only for before / after: hidden with JavaScript (their values are not
// posted), and without it each says when it applies; the server clears them either way.
import { Link } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { FieldFromSpec } from "~/components/form/form-builder";
import { FormBuilder } from "~/components/form/form-builder";
import { KitForm } from "~/components/form/kit-form";
import { LineItems } from "~/components/form/line-items";
import { SubmitButton } from "~/components/form/submit-button";
import { useHydrated } from "~/components/use-hydrated";
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import type { FieldSpec, ItemFieldSpec } from "~/services/kit/forms/field-spec";
import { conditionSentence } from "~/services/kit/forms/visibility";
import {
  PLAN_ACTION_FIELDS,
  PLAN_COPY_FORM_ID,
  PLAN_FIELD_FIELDS,
  planCopyFields,
  planCopyValidator,
  planFieldAction,
  planFieldFormId,
  planFieldValidator,
  visibleActionFields,
} from "~/services/practice/plan-forms";

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

const ROW_SPECS = PLAN_ACTION_FIELDS as unknown as readonly FieldSpec[];
const LIST = PLAN_FIELD_FIELDS[0];

/** One field of a row, hidden while its condition is not met (with JavaScript). */
function RowField({ field, value }: { field: ItemFieldSpec; value: unknown }) {
  const hydrated = useHydrated();
  const anchor = useRef<HTMLDivElement>(null);
  const match = /^(.*\]\.)([^.]+)$/.exec(field.name);
  const prefix = match?.[1] ?? "";
  const base = match?.[2] ?? field.name;
  const spec = ROW_SPECS.find((f) => f.name === base);
  const conditional = !!spec?.visibleWhen;
  const [shown, setShown] = useState(true);
  useEffect(() => {
    if (!conditional) return;
    const form = anchor.current?.closest("form");
    if (!form) return;
    const update = () => {
      const data = new FormData(form);
      const row = Object.fromEntries(ROW_SPECS.map((f) => [f.name, data.get(prefix + f.name)]));
      setShown(visibleActionFields(row).has(base));
    };
    update();
    form.addEventListener("change", update);
    form.addEventListener("input", update);
    return () => {
      form.removeEventListener("change", update);
      form.removeEventListener("input", update);
    };
  }, [conditional, prefix, base]);
  const condition = !hydrated && spec ? conditionSentence(spec, ROW_SPECS) : null;
  return (
    <div ref={anchor}>
      {shown ? (
        <FieldFromSpec
          field={field}
          defaultValue={value}
          hint={condition ? <span className="kf-field__condition">{condition}</span> : undefined}
        />
      ) : null}
    </div>
  );
}

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
 * posts with &field=<id> so a refused save comes back with it open; Cancel closes it.
 */
export function PlanFieldForm({
  field,
  cancelHref,
}: {
  field: PlanFieldItem;
  cancelHref?: string;
}) {
  const defaultValues = useMemo(() => ({ actions: formValues(field.actions) }), [field.actions]);
  return (
    <KitForm
      validator={planFieldValidator}
      id={planFieldFormId(field.id)}
      action={planFieldAction(field.id)}
      defaultValues={defaultValues}
      defaultIntent="save"
      fields={[{ name: LIST.name, label: `Practices on ${field.name}` }]}
      className="pp-field-form"
    >
      <LineItems
        name={LIST.name}
        label={`Practices on ${field.name}`}
        itemFields={LIST.itemFields}
        maxLength={LIST.maxLength}
        itemLabel={LIST.itemLabel}
        renderField={(itemField, value) => <RowField field={itemField} value={value} />}
      />
      <div className="pp-field-form__buttons">
        <SubmitButton>Save the practices of {field.name}</SubmitButton>
        {cancelHref ? <Link to={cancelHref}>Cancel</Link> : null}
      </div>
    </KitForm>
  );
}

/** A field's practices as a list (viewers, staff through userView). */
export function PlanFieldSummary({ field }: { field: PlanFieldItem }) {
  if (field.actions.length === 0) return <p className="pp-empty">No practices planned yet.</p>;
  return (
    <ul className="pp-actions" aria-label={`Practices on ${field.name}`}>
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
  const fields = useMemo(() => planCopyFields(options), [options]);
  const validator = useMemo(() => planCopyValidator(options), [options]);
  return (
    <FormBuilder
      id={PLAN_COPY_FORM_ID}
      action="?do=copy"
      fields={fields}
      validator={validator}
      submitLabel="Copy the practices"
    />
  );
}
