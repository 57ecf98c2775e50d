// One field of an add-line-item row with the kit's conditions (spec §5 'Values of hidden fields
// are cleared'; 'Add-line-item editor'): the row's `visibleWhen` rules read the row's own values.
// With JavaScript a field whose condition is not met is not drawn (so its value is not posted);
// without it the field is drawn with a sentence saying when it applies, and the server clears
// it (the form's validator drops hidden row values). Used by the LineItems editor's
// `renderField` wherever a row has a conditional field.
import { useEffect, useRef, useState } from "react";
import { FieldFromSpec } from "~/components/form/form-builder";
import { useHydrated } from "~/components/use-hydrated";
import type { FieldSpec, ItemFieldSpec } from "~/services/kit/forms/field-spec";
import { conditionSentence, visibleFieldNames } from "~/services/kit/forms/visibility";

export interface RowFieldProps {
  /** The row's field as LineItems gives it: its name is `list[i].name`. */
  field: ItemFieldSpec;
  value: unknown;
  /** The row's field specs, named relative to the row (the list's itemFields). */
  rowFields: readonly ItemFieldSpec[];
}

export function RowField({ field, value, rowFields }: RowFieldProps) {
  const specs = rowFields as unknown as readonly FieldSpec[];
  const hydrated = useHydrated();
  const anchor = useRef<HTMLDivElement>(null);
  const match = /^(.*\]\.)([^.]+)$/.exec(field.name);
  const prefix = match?.[1] ?? "";
  const base = match?.[2] ?? field.name;
  const spec = specs.find((f) => f.name === base);
  const conditional = !!spec?.visibleWhen;
  const [shown, setShown] = useState(true);
  useEffect(() => {
    if (!conditional) return;
    const form = anchor.current?.closest("form");
    if (!form) return;
    const update = () => {
      const data = new FormData(form);
      setShown(visibleFieldNames(specs, (name) => data.get(prefix + name)).has(base));
    };
    update();
    form.addEventListener("change", update);
    form.addEventListener("input", update);
    return () => {
      form.removeEventListener("change", update);
      form.removeEventListener("input", update);
    };
  }, [conditional, prefix, base, specs]);
  const condition = !hydrated && spec?.visibleWhen ? conditionSentence(spec, specs) : null;
  return (
    <div ref={anchor}>
      {shown ? (
        <FieldFromSpec
          field={field}
          defaultValue={value}
          hint={
            condition ? (
              <>
                {field.hint ? `${field.hint} ` : null}
                <span className="kf-field__condition">{condition}</span>
              </>
            ) : undefined
          }
        />
      ) : null}
    </div>
  );
}
