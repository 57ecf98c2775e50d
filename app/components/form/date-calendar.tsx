// The calendar of the date picker: react-day-picker, loaded only when a calendar is opened
// (date-picker.tsx imports this module lazily), so pages pay for it only when it is used.
import { useState } from "react";
import { DayPicker } from "react-day-picker";
import { enZA } from "react-day-picker/locale";
import {
  clampMonth,
  initialMonth,
  isDayDisabled,
  monthOf,
  parseIsoDate,
  toIsoDate,
  WEEK_STARTS_ON,
  type DateBounds,
} from "~/services/kit/forms/date-rules";

export interface DateCalendarProps {
  value: string;
  bounds: DateBounds;
  labelledBy: string;
  onSelect: (iso: string) => void;
}

export default function DateCalendar({ value, bounds, labelledBy, onSelect }: DateCalendarProps) {
  const selected = parseIsoDate(value) ?? undefined;
  const min = parseIsoDate(bounds.minDate);
  const max = parseIsoDate(bounds.maxDate);
  const [month, setMonth] = useState(() => initialMonth(value, bounds));
  return (
    <DayPicker
      mode="single"
      // Month names and day labels as South Africans write them ('15 January 2025').
      locale={enZA}
      selected={selected}
      onSelect={(day) => day && onSelect(toIsoDate(day))}
      // spec §5 'Weeks start on Monday'.
      weekStartsOn={WEEK_STARTS_ON}
      // spec §5 'days before minDate or after maxDate are disabled'.
      disabled={(day) => isDayDisabled(day, bounds)}
      // spec §5 'Month navigation is clamped to those bounds'.
      startMonth={min ? monthOf(min) : undefined}
      endMonth={max ? monthOf(max) : undefined}
      month={month}
      onMonthChange={(next) => setMonth(clampMonth(next, bounds))}
      aria-labelledby={labelledBy}
      // The calendar opens as a dialog: focus moves into it, to the chosen day or today
      // (WAI-ARIA APG 'Date Picker Dialog'), and back to the button when it closes.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
    />
  );
}
