// Add-line-item editor (spec §5 'Add-line-item editor', §3 'Line item', §9 'table height
// defaults to 800px'). Rows are part of the form, named `${name}[0].species` as remix-validated-
// form reads them. With JavaScript the buttons change the rows in place (useFieldArray); without
// it they are submit buttons named `intent` ('add-line-item:herds', 'remove-line-item:herds:2',
// 'duplicate-line-item:herds:0') that validateForm() answers with the form changed (decision 0010).
import { useFieldArray, useFormContext } from "remix-validated-form";
import { useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";
import type { ItemFieldSpec } from "~/services/kit/forms/field-spec";
import {
  canAddItem,
  copyWithoutId,
  emptyListMessage,
  lineItemIntent,
  type LineItem,
} from "~/services/kit/forms/line-items";
import {
  announceChange,
  describedBy,
  FieldError,
  OptionalTag,
  useKitField,
  type CommonFieldProps,
} from "./field";

export interface LineItemsProps extends CommonFieldProps {
  itemFields: readonly ItemFieldSpec[];
  /** spec §5 'the add button is hidden once maxLength is reached'. */
  maxLength?: number;
  /** 'Herd': rows are 'Herd 1', 'Herd 2'; the button is 'Add herd'. */
  itemLabel?: string;
  /** Renders one field of a row (FieldFromSpec, given by the builder). */
  renderField: (field: ItemFieldSpec, defaultValue: unknown) => ReactNode;
}

export function LineItems({
  name,
  label,
  optional = false,
  hint,
  disabled,
  className,
  itemFields,
  maxLength,
  itemLabel = "Item",
  renderField,
}: LineItemsProps) {
  const hydrated = useHydrated();
  const [items, helpers, arrayError] = useFieldArray<LineItem>(name);
  const field = useKitField(name);
  const { getValues } = useFormContext();
  const error = arrayError ?? field.error;
  const root = useRef<HTMLFieldSetElement>(null);
  const count = items.length;
  const lower = itemLabel.toLowerCase();

  // After a row is added or removed, focus goes somewhere useful rather than to the page.
  const focusNext = useRef<"new-row" | "add" | null>(null);
  // Conditional fields and the submit button hear about rows added and removed.
  const keys = items.map((item) => item.key).join();
  useEffect(() => {
    announceChange(root.current);
    const target = focusNext.current;
    focusNext.current = null;
    const list = root.current;
    if (!list || !target) return;
    const rows = list.querySelectorAll(".kf-line-items__row");
    // A new row's group takes the focus (announced as 'Herd 2'), not its first field: a dropdown
    // there would open its list at once (spec §4 'opens on focus').
    const focusable =
      target === "new-row"
        ? rows[rows.length - 1]?.querySelector<HTMLElement>(".kf-line-items__fields")
        : (list.querySelector<HTMLElement>(".kf-line-items__add") ??
          list.querySelector<HTMLElement>("button"));
    focusable?.focus();
  }, [keys]);

  /** The row as it is now (typed values, not the ones it started with). */
  const currentRow = (index: number): LineItem => {
    const prefix = `${name}[${index}].`;
    const row: LineItem = {};
    for (const [key, value] of getValues().entries()) {
      if (key.startsWith(prefix) && typeof value === "string")
        row[key.slice(prefix.length)] = value;
    }
    return row;
  };

  const button = (intent: string, onClick: () => void) =>
    hydrated
      ? { type: "button" as const, onClick }
      : { type: "submit" as const, name: "intent", value: intent };

  const listError = error && count === 0 ? error : undefined;
  return (
    <fieldset
      ref={root}
      // The error summary's link lands on the list.
      id={field.id}
      tabIndex={-1}
      className={["kf-field", "kf-field--line-items", error && "kf-field--invalid", className]
        .filter(Boolean)
        .join(" ")}
      aria-describedby={describedBy(hint && field.hintId, error && field.errorId)}
    >
      <legend className="kf-field__label">
        {label}
        <OptionalTag optional={optional} />
      </legend>
      {hint ? (
        <div id={field.hintId} className="kf-field__hint">
          {hint}
        </div>
      ) : null}
      {count === 0 && !listError ? (
        // spec §5: 'A required empty list shows 'At least 1 required'. An empty optional list shows 'No items added'.'
        <p className="kf-line-items__empty">{emptyListMessage(optional)}</p>
      ) : null}
      {count > 0 ? (
        <ol className="kf-line-items">
          {items.map((item, index) => {
            const rowName = `${itemLabel} ${index + 1}`;
            const id = typeof item.defaultValue?.id === "string" ? item.defaultValue.id : undefined;
            return (
              <li key={item.key} className="kf-line-items__row">
                <fieldset className="kf-line-items__fields" tabIndex={-1}>
                  <legend className="kf-line-items__legend">{rowName}</legend>
                  {id ? <input type="hidden" name={`${name}[${index}].id`} value={id} /> : null}
                  <div className="kf-line-items__grid">
                    {itemFields.map((itemField) => (
                      <div key={itemField.name} className="kf-line-items__cell">
                        {renderField(
                          {
                            ...itemField,
                            name: `${name}[${index}].${itemField.name}`,
                            disabled: disabled || itemField.disabled,
                          },
                          item.defaultValue?.[itemField.name] ?? null,
                        )}
                      </div>
                    ))}
                    {disabled ? null : (
                      <div className="kf-line-items__actions">
                        {canAddItem(count, maxLength) ? (
                          <button
                            className="button kf-line-items__duplicate"
                            {...button(lineItemIntent("duplicate", name, index), () =>
                              // spec §3 'Line item: carries an id, which is removed when an item is duplicated.'
                              helpers.insert(index + 1, copyWithoutId(currentRow(index))),
                            )}
                          >
                            Duplicate<span className="visually-hidden"> {rowName}</span>
                          </button>
                        ) : null}
                        <button
                          className="button kf-line-items__remove"
                          {...button(lineItemIntent("remove", name, index), () => {
                            focusNext.current = "add";
                            helpers.remove(index);
                          })}
                        >
                          Remove<span className="visually-hidden"> {rowName}</span>
                        </button>
                      </div>
                    )}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}
      {!disabled && canAddItem(count, maxLength) ? (
        <button
          className="button kf-line-items__add"
          {...button(lineItemIntent("add", name), () => {
            focusNext.current = "new-row";
            helpers.push({});
          })}
        >
          Add {lower}
        </button>
      ) : null}
      <FieldError id={field.errorId} error={error} />
    </fieldset>
  );
}
