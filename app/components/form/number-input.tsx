// Number input (spec §5 'Number input'): letters and the like are dropped, maxValue blocks larger
// values, optional thousands separators (spaces). A decimal comma or point is read the same way
// as the server reads it (readNumberText, decision 0065): '1,5' stays 1.5, '1,500' is asked
// about, never changed. A text input with a decimal keypad rather than type="number", which
// cannot show separators, refuses a decimal comma in some browsers and reports '12.' as empty.
import type { HTMLAttributes } from "react";
import { applyNumberInput, formatNumberText } from "~/services/kit/forms/number-rules";
import { TextInput, type TextInputProps } from "./text-input";

export interface NumberInputProps extends Omit<
  TextInputProps,
  "type" | "filter" | "formatValue" | "defaultValue" | "inputMode"
> {
  maxValue?: number;
  /** Below 0: a minus sign can be typed. */
  minValue?: number;
  thousandsSeparator?: boolean;
  /** 'numeric' for whole numbers (a keypad without the point). */
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  defaultValue?: number | string | null;
}

export function NumberInput({
  maxValue,
  minValue,
  thousandsSeparator,
  inputMode = "decimal",
  defaultValue,
  ...props
}: NumberInputProps) {
  const options = { maxValue, minValue, thousandsSeparator };
  return (
    <TextInput
      {...props}
      inputMode={inputMode}
      autoComplete="off"
      defaultValue={
        defaultValue === undefined
          ? undefined
          : defaultValue === null
            ? null
            : formatNumberText(defaultValue, options)
      }
      // A stored number is shown as stored; a refused text as it was typed.
      formatValue={(value) => formatNumberText(Array.isArray(value) ? value[0] : value, options)}
      filter={(previous, next) => applyNumberInput(next, options)?.text ?? previous}
    />
  );
}
