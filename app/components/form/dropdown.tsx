// Dropdown (spec §4 'Dropdown: opens on focus and closes on blur. It selects the single match if
// only one option is left after filtering.'; §8 'No results'). Without JavaScript: a native
// <select>. With it: an editable combobox with a listbox popup (WAI-ARIA APG 'Editable Combobox
// With List Autocomplete'): arrow keys move, Enter picks, Escape closes.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "~/components/use-hydrated";
import {
  filterOptions,
  moveActive,
  optionFor,
  singleMatch,
  type ChoiceOption,
} from "~/services/kit/forms/choice-rules";
import { NO_RESULTS } from "~/services/kit/forms/messages";
import {
  announceChange,
  describedBy,
  FieldShell,
  startingValue,
  useKitField,
  useValueAtHydration,
  type CommonFieldProps,
  frameOf,
} from "./field";

export interface DropdownProps extends CommonFieldProps {
  options: readonly ChoiceOption[];
  /** The empty choice's text in the native select, and the combobox's placeholder. */
  placeholder?: string;
  defaultValue?: string | null;
}

export function Dropdown({
  name,
  label,
  optional,
  requiredWhen,
  hint,
  disabled,
  className,
  options,
  placeholder = "Choose…",
  defaultValue,
}: DropdownProps) {
  const hydrated = useHydrated();
  // The posted value is in a hidden input: on a refused submit, focus goes to the combobox.
  const field = useKitField(name, {
    handleReceiveFocus: () => document.getElementById(field.id)?.focus(),
  });
  const raw = startingValue(defaultValue, field.defaultValue);
  const initial = typeof raw === "string" ? raw : "";
  // A choice made in the native select before the JavaScript arrived is kept.
  const chosenBefore = useValueAtHydration(
    hydrated,
    () => (document.getElementById(field.id) as HTMLSelectElement | null)?.value,
  );
  const describedByIds = describedBy(hint && field.hintId, field.error && field.errorId);
  return (
    <FieldShell
      id={field.id}
      {...frameOf(field, { label, optional, requiredWhen, hint, className })}
      modifier="dropdown"
    >
      {hydrated ? (
        <Combobox
          id={field.id}
          name={name}
          label={label}
          options={options}
          initialValue={chosenBefore ?? initial}
          placeholder={placeholder}
          disabled={disabled}
          required={!optional}
          invalid={!!field.error}
          describedBy={describedByIds}
          onCommit={() => {
            field.setTouched(true);
            field.validate();
          }}
          onValueChange={() => {
            if (field.touched) field.validate();
          }}
        />
      ) : (
        <select
          id={field.id}
          name={name}
          defaultValue={initial}
          disabled={disabled}
          required={!optional}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedByIds}
          className="kf-input kf-select"
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

interface ComboboxProps {
  id: string;
  name: string;
  label: string;
  options: readonly ChoiceOption[];
  initialValue: string;
  placeholder: string;
  disabled?: boolean;
  required: boolean;
  invalid: boolean;
  describedBy?: string;
  /** The person left the field. */
  onCommit: () => void;
  /** The value changed (after the hidden input holds it). */
  onValueChange: (value: string) => void;
}

function Combobox({
  id,
  name,
  label,
  options,
  initialValue,
  placeholder,
  disabled,
  required,
  invalid,
  describedBy: describedByIds,
  onCommit,
  onValueChange,
}: ComboboxProps) {
  const [value, setValue] = useState(() => (optionFor(options, initialValue) ? initialValue : ""));
  const [text, setText] = useState(() => optionFor(options, initialValue)?.label ?? "");
  const [open, setOpen] = useState(false);
  // Filtering applies once the person types; on opening, every option shows.
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);
  const hidden = useRef<HTMLInputElement>(null);
  const firstValue = useRef(value);
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const shown = typed ? filterOptions(options, text) : [...options];

  useEffect(() => {
    if (value === firstValue.current) return;
    firstValue.current = value;
    announceChange(hidden.current);
    onValueChange(value);
  }, [value, onValueChange]);

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is derived from id
  }, [open, active, id]);

  function choose(option: ChoiceOption | null) {
    setValue(option?.value ?? "");
    setText(option?.label ?? "");
    setTyped(false);
    setOpen(false);
  }

  function openList() {
    setOpen(true);
    setActive(
      Math.max(
        -1,
        options.findIndex((option) => option.value === value),
      ),
    );
  }

  function onType(next: string) {
    setText(next);
    setTyped(true);
    setOpen(true);
    const matches = filterOptions(options, next);
    // spec §4: 'It selects the single match if only one option is left after filtering.'
    const single = singleMatch(matches);
    if (single) setValue(single.value);
    else if (!matches.some((option) => option.value === value)) setValue("");
    setActive(matches.length > 0 ? 0 : -1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!open) return openList();
        if (event.altKey) return;
        setActive((current) =>
          moveActive(current, shown.length, event.key === "ArrowDown" ? "next" : "previous"),
        );
        return;
      }
      case "Home":
      case "End":
        if (!open || shown.length === 0) return;
        event.preventDefault();
        setActive(moveActive(active, shown.length, event.key === "Home" ? "first" : "last"));
        return;
      case "Enter":
        if (!open) return; // Enter on a closed dropdown submits the form, as in any field.
        event.preventDefault();
        if (active >= 0 && shown[active]) choose(shown[active]!);
        else setOpen(false);
        return;
      case "Escape":
        if (!open) return;
        event.preventDefault();
        setOpen(false);
        setText(optionFor(options, value)?.label ?? "");
        setTyped(false);
        return;
    }
  }

  function onBlur() {
    // spec §4: 'closes on blur'. What was typed becomes the chosen option's name again.
    setOpen(false);
    if (typed && text.trim() === "") setValue("");
    setText(text.trim() === "" && typed ? "" : (optionFor(options, value)?.label ?? ""));
    setTyped(false);
    onCommit();
  }

  const activeId = open && active >= 0 && shown[active] ? optionId(active) : undefined;
  return (
    <div className="kf-dropdown">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByIds}
        aria-required={required || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        className="kf-input kf-dropdown__input"
        onFocus={(event) => {
          // spec §4: 'opens on focus'.
          openList();
          event.target.select();
        }}
        onClick={() => (open ? undefined : openList())}
        onBlur={onBlur}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <input ref={hidden} type="hidden" name={name} value={value} />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="kf-dropdown__list"
        hidden={!open || shown.length === 0}
      >
        {shown.map((option, index) => (
          // Options are picked by pointer here and by keyboard from the input (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            className={["kf-dropdown__option", index === active && "is-active"]
              .filter(Boolean)
              .join(" ")}
            // Keeps the focus in the input, so choosing does not blur (and close) first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {/* Always there, so screen readers hear it appear (a live region added with its text is not read). */}
      <p className="kf-dropdown__empty" role="status">
        {open && shown.length === 0 ? NO_RESULTS : ""}
      </p>
    </div>
  );
}
