// Number input (spec §5 'Number input'): only digits and one decimal point are kept, maxValue
// blocks larger values, optional thousands separators. A text input with a decimal keypad rather
// than type="number", which cannot show separators and reports '12.' as empty.
import type { HTMLAttributes } from "react";
import { applyNumberInput, formatNumberText } from "~/services/kit/forms/number-rules";
import { TextInput, type TextInputProps } from "./text-input";

export interface NumberInputProps extends Omit<
  TextInputProps,
  "type" | "filter" | "formatValue" | "defaultValue" | "inputMode"
> {
  maxValue?: number;
  minValue?: number;
  thousandsSeparator?: boolean;
  /** 'numeric' for whole numbers (a keypad without the point). */
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  defaultValue?: number | string | null;
}

export function NumberInput({
  maxValue,
  minValue: _minValue,
  thousandsSeparator,
  inputMode = "decimal",
  defaultValue,
  ...props
}: NumberInputProps) {
  const options = { maxValue, thousandsSeparator };
  return (
    <TextInput
      {...props}
      inputMode={inputMode}
      autoComplete="off"
      defaultValue={
        defaultValue === undefined ? undefined : defaultValue === null ? null : String(defaultValue)
      }
      formatValue={(value) => formatNumberText(Array.isArray(value) ? value[0] : value, options)}
      filter={(previous, next) => applyNumberInput(next, options)?.text ?? previous}
    />
  );
}
