// Date picker (spec §5 'Date picker: days before minDate or after maxDate are disabled. Month
// navigation is clamped to those bounds. Weeks start on Monday.'; §9 'The date picker default
// shows a long month, numeric day and year'). Without JavaScript: the browser's own
// <input type="date"> with min and max. With it: a button showing the date that opens
// react-day-picker's calendar, loaded the first time a calendar opens.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { formatPickerDate, parseIsoDate, type DateBounds } from "~/services/kit/forms/date-rules";
import {
  announceChange,
  describedBy,
  FieldShell,
  startingValue,
  useKitField,
  useValueAtHydration,
  type CommonFieldProps,
} from "./field";

const DateCalendar = lazy(() => import("./date-calendar"));

export interface DatePickerProps extends CommonFieldProps, DateBounds {
  defaultValue?: string | null;
}

export function DatePicker({
  name,
  label,
  optional,
  requiredWhen,
  hint,
  disabled,
  className,
  minDate,
  maxDate,
  defaultValue,
}: DatePickerProps) {
  const hydrated = useHydrated();
  const field = useKitField(name, {
    handleReceiveFocus: () => document.getElementById(field.id)?.focus(),
  });
  const raw = startingValue(defaultValue, field.defaultValue);
  const initial = typeof raw === "string" && parseIsoDate(raw) ? raw : "";
  const typedBefore = useValueAtHydration(
    hydrated,
    () => (document.getElementById(field.id) as HTMLInputElement | null)?.value,
  );
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  const hidden = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const lastValue = useRef(value);
  const bounds = { minDate, maxDate };
  const valueTextId = `${field.id}-value`;

  useEffect(() => {
    if (typedBefore && parseIsoDate(typedBefore)) setValue(typedBefore);
  }, [typedBefore]);

  useEffect(() => {
    if (value === lastValue.current) return;
    lastValue.current = value;
    announceChange(hidden.current);
    field.setTouched(true);
    field.validate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- validate when the value changes
  }, [value]);

  // Closes on a click outside the calendar, and on Escape (focus back on the button).
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popup.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const describedByIds = describedBy(hint && field.hintId, field.error && field.errorId);
  const shell = {
    id: field.id,
    labelId: field.labelId,
    hintId: field.hintId,
    errorId: field.errorId,
    label,
    optional,
    requiredWhen,
    hint,
    error: field.error,
    className,
    modifier: "date",
  };

  if (!hydrated) {
    return (
      <FieldShell {...shell}>
        <input
          id={field.id}
          type="date"
          name={name}
          defaultValue={initial}
          min={minDate}
          max={maxDate}
          disabled={disabled}
          required={!optional}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedByIds}
          className="kf-input kf-date__native"
        />
      </FieldShell>
    );
  }

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <FieldShell {...shell}>
      <div className="kf-date">
        <input ref={hidden} type="hidden" name={name} value={value} />
        <button
          ref={button}
          id={field.id}
          type="button"
          className="kf-input kf-date__button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-labelledby={`${field.labelId} ${valueTextId}`}
          aria-describedby={describedByIds}
          disabled={disabled}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <span id={valueTextId}>{value ? formatPickerDate(value) : "Choose a date"}</span>
        </button>
        {optional && value && !disabled ? (
          <button
            type="button"
            className="button button--quiet kf-date__clear"
            onClick={() => setValue("")}
          >
            Clear<span className="visually-hidden"> {label}</span>
          </button>
        ) : null}
        {open ? (
          <div
            ref={popup}
            role="dialog"
            aria-modal="false"
            aria-labelledby={field.labelId}
            className="kf-date__popup"
          >
            <Suspense fallback={<p className="kf-date__loading">Loading the calendar…</p>}>
              <DateCalendar
                value={value}
                bounds={bounds}
                labelledBy={field.labelId}
                onSelect={(iso) => {
                  setValue(iso);
                  close();
                }}
              />
            </Suspense>
          </div>
        ) : null}
      </div>
    </FieldShell>
  );
}
