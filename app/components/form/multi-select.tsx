// Multi-select and multi-select dropdown (spec §4 'Multi-selector: selecting none sets the value
// to null. Select-all chooses every option. An empty result is stored as null.'; §8 'No options
// selected'). Native checkboxes sharing the field's name, so both work without JavaScript; the
// dropdown is a <details> element, which opens and closes without JavaScript too. JavaScript
// adds select-all, the live summary, and closing the dropdown on Escape or when focus leaves.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";
import {
  asList,
  selectAllState,
  toggleSelectAll,
  type ChoiceOption,
} from "~/services/kit/forms/choice-rules";
import { NO_OPTIONS_SELECTED } from "~/services/kit/forms/messages";
import {
  announceChange,
  FieldGroup,
  startingValue,
  useKitField,
  type CommonFieldProps,
  frameOf,
} from "./field";

export interface MultiSelectProps extends CommonFieldProps {
  options: readonly ChoiceOption[];
  defaultValue?: readonly string[] | null;
}

/** The summary a multi-selector shows: 'No options selected', or how many and which. */
export function selectionSummary(options: readonly ChoiceOption[], selected: readonly string[]) {
  const labels = options.filter((o) => selected.includes(o.value)).map((o) => o.label);
  if (labels.length === 0) return NO_OPTIONS_SELECTED;
  if (labels.length === options.length && options.length > 2)
    return `All selected (${labels.length})`;
  return labels.length <= 2 ? labels.join(", ") : `${labels.length} selected`;
}

function optionBoxes(group: HTMLElement | null) {
  return [
    ...(group?.querySelectorAll<HTMLInputElement>('input[type="checkbox"][data-option]') ?? []),
  ];
}

function checkedValues(group: HTMLElement | null) {
  return optionBoxes(group)
    .filter((box) => box.checked)
    .map((box) => box.value);
}

function useCheckboxGroup(name: string, own: readonly string[] | null | undefined) {
  const hydrated = useHydrated();
  const field = useKitField(name);
  const initial = asList(startingValue(own, field.defaultValue));
  const group = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<string[]>(initial);
  const readSelected = () => checkedValues(group.current);

  // Ticks made before the JavaScript arrived count.
  useEffect(() => {
    if (hydrated) setSelected(checkedValues(group.current));
  }, [hydrated]);

  const onChange = () => {
    setSelected(readSelected());
    if (field.touched) field.validate();
  };

  const setAll = (values: string[]) => {
    for (const box of optionBoxes(group.current)) box.checked = values.includes(box.value);
    setSelected(readSelected());
    announceChange(group.current);
    field.setTouched(true);
    field.validate();
  };

  return { hydrated, field, initial, group, selected, onChange, setAll };
}

function OptionList({
  name,
  options,
  initial,
  disabled,
  invalid,
  idPrefix,
  onChange,
  onBlur,
}: {
  name: string;
  options: readonly ChoiceOption[];
  initial: readonly string[];
  disabled?: boolean;
  invalid: boolean;
  idPrefix: string;
  onChange: () => void;
  onBlur: () => void;
}) {
  return (
    <ul className="kf-multi__options">
      {options.map((option, index) => (
        <li key={option.value} className="kf-checkbox">
          <input
            type="checkbox"
            id={`${idPrefix}-${index}`}
            name={name}
            value={option.value}
            data-option=""
            defaultChecked={initial.includes(option.value)}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            className="kf-checkbox__input"
            onChange={onChange}
            onBlur={onBlur}
          />
          <label htmlFor={`${idPrefix}-${index}`} className="kf-checkbox__label">
            {option.label}
          </label>
        </li>
      ))}
    </ul>
  );
}

function SelectAll({
  options,
  selected,
  disabled,
  onToggle,
}: {
  options: readonly ChoiceOption[];
  selected: readonly string[];
  disabled?: boolean;
  onToggle: (values: string[]) => void;
}) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const state = selectAllState(options, selected);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === "some";
  }, [state]);
  return (
    <div className="kf-checkbox kf-multi__all">
      <input
        ref={box}
        type="checkbox"
        id={id}
        checked={state === "all"}
        disabled={disabled}
        className="kf-checkbox__input"
        // spec §4 'Select-all chooses every option'.
        onChange={() => onToggle(toggleSelectAll(options, selected))}
      />
      <label htmlFor={id} className="kf-checkbox__label">
        Select all
      </label>
    </div>
  );
}

export function MultiSelect({
  name,
  label,
  optional,
  hint,
  disabled,
  className,
  options,
  defaultValue,
}: MultiSelectProps) {
  const { hydrated, field, initial, group, selected, onChange, setAll } = useCheckboxGroup(
    name,
    defaultValue,
  );
  return (
    <FieldGroup
      id={field.id}
      {...frameOf(field, { label, optional, hint, className })}
      modifier="multi"
    >
      <div ref={group} className="kf-multi">
        {hydrated ? (
          <>
            <SelectAll
              options={options}
              selected={selected}
              disabled={disabled}
              onToggle={setAll}
            />
            <p className="kf-multi__summary" aria-live="polite">
              {selectionSummary(options, selected)}
            </p>
          </>
        ) : null}
        <OptionList
          name={name}
          options={options}
          initial={initial}
          disabled={disabled}
          invalid={!!field.error}
          idPrefix={field.id}
          onChange={onChange}
          onBlur={() => field.setTouched(true)}
        />
      </div>
    </FieldGroup>
  );
}

export function MultiSelectDropdown({
  name,
  label,
  optional,
  hint,
  disabled,
  className,
  options,
  defaultValue,
}: MultiSelectProps) {
  const { hydrated, field, initial, group, selected, onChange, setAll } = useCheckboxGroup(
    name,
    defaultValue,
  );
  const details = useRef<HTMLDetailsElement>(null);
  // A <details> stays open on its own: close it on a click outside, on Escape (focus back on
  // the summary), and when the focus leaves it (checking the field then).
  const leave = useRef(() => {});
  leave.current = () => {
    field.setTouched(true);
    field.validate();
  };
  useEffect(() => {
    const element = details.current;
    if (!hydrated || !element) return;
    const close = (focusSummary: boolean) => {
      if (!element.open) return;
      element.open = false;
      if (focusSummary) element.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && element.open) {
        event.preventDefault();
        close(true);
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (element.contains(event.relatedTarget as Node | null)) return;
      close(false);
      leave.current();
    };
    document.addEventListener("pointerdown", onPointer);
    element.addEventListener("keydown", onKey);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      element.removeEventListener("keydown", onKey);
      element.removeEventListener("focusout", onFocusOut);
    };
  }, [hydrated]);
  const summary: ReactNode = hydrated ? (
    selectionSummary(options, selected)
  ) : (
    <>
      {/* Without JavaScript the summary cannot follow the ticks; CSS hides a stale 'No options selected' where it can. */}
      <span className={initial.length === 0 ? "kf-multi-dropdown__none" : undefined}>
        {selectionSummary(options, initial)}
      </span>
    </>
  );
  return (
    <FieldGroup
      id={field.id}
      {...frameOf(field, { label, optional, hint, className })}
      modifier="multi-dropdown"
    >
      <details ref={details} className="kf-multi-dropdown">
        <summary className="kf-input kf-multi-dropdown__summary">
          <span className="visually-hidden">{label}: </span>
          {summary}
        </summary>
        <div ref={group} className="kf-multi kf-multi-dropdown__panel">
          {hydrated ? (
            <SelectAll
              options={options}
              selected={selected}
              disabled={disabled}
              onToggle={setAll}
            />
          ) : null}
          <OptionList
            name={name}
            options={options}
            initial={initial}
            disabled={disabled}
            invalid={!!field.error}
            idPrefix={field.id}
            onChange={onChange}
            onBlur={() => undefined}
          />
        </div>
      </details>
    </FieldGroup>
  );
}
