// Text input (spec §5 'Text input: maxLength blocks longer input'), and its e-mail and tel
// variants (spec §5 'E-mail pattern check'; 'Phone (tel) input' pattern).
import { useRef, type ComponentProps, type HTMLAttributes } from "react";
import { TOO_MANY_CHARACTERS } from "~/services/kit/forms/messages";
import { acceptTelInput, isTooLong } from "~/services/kit/forms/text-rules";
import {
  describedBy,
  FieldShell,
  startingValue,
  useKitField,
  type CommonFieldProps,
  frameOf,
} from "./field";
import { filterChange, type InputFilter } from "./filtered-input";

export interface TextInputProps extends CommonFieldProps {
  type?: "text" | "email" | "tel";
  maxLength?: number;
  minLength?: number;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  placeholder?: string;
  /** Refuses or reshapes typed text (the tel input's pattern, the number input's digits). */
  filter?: InputFilter;
  /** Overrides the form's value; null starts empty. */
  defaultValue?: string | null;
  /** Only the text of the field's starting value; the number input formats its own. */
  formatValue?: (value: unknown) => string;
}

function asText(value: unknown) {
  if (value === null || value === undefined) return "";
  return Array.isArray(value) ? String(value[0] ?? "") : String(value);
}

export function TextInput({
  name,
  label,
  optional,
  requiredWhen,
  hint,
  disabled,
  className,
  type = "text",
  maxLength,
  minLength,
  autoComplete,
  inputMode,
  placeholder,
  filter,
  defaultValue,
  formatValue = asText,
}: TextInputProps) {
  const field = useKitField(name);
  const text = formatValue(startingValue(defaultValue, field.defaultValue));
  // spec §5 'Too-long values show 'Too many characters'': a stored value over the limit says so
  // at once, with or without JavaScript (the browser's maxlength only stops typing).
  const error = field.errorOr(isTooLong(text, maxLength) ? TOO_MANY_CHARACTERS : undefined);
  const previous = useRef(text);
  return (
    <FieldShell
      id={field.id}
      {...frameOf(field, { label, optional, requiredWhen, hint, className }, error)}
      modifier={type}
    >
      <input
        {...field.getInputProps<ComponentProps<"input">>({
          id: field.id,
          type,
          maxLength,
          minLength,
          autoComplete,
          inputMode,
          placeholder,
          disabled,
          required: !optional,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(hint && field.hintId, error && field.errorId),
          onChange: filter ? (event) => filterChange(event, previous, filter) : undefined,
          // What was typed before the page's JavaScript arrived counts as the previous text.
          onFocus: (event) => void (previous.current = event.target.value),
        })}
        defaultValue={text}
        className="kf-input"
      />
    </FieldShell>
  );
}

export type EmailInputProps = Omit<TextInputProps, "type" | "filter">;

/** spec §5 'E-mail pattern check'. */
export function EmailInput(props: EmailInputProps) {
  return <TextInput autoComplete="email" inputMode="email" {...props} type="email" />;
}

export type TelInputProps = Omit<TextInputProps, "type" | "filter" | "maxLength">;

/**
 * spec §5 'Phone (tel) input: an optional plus sign with up to 3 digits then up to 9 digits, or up
 * to 10 plain digits.' Typing that could never match is refused.
 */
export function TelInput(props: TelInputProps) {
  return (
    <TextInput
      autoComplete="tel"
      inputMode="tel"
      {...props}
      type="tel"
      maxLength={13}
      filter={acceptTelInput}
    />
  );
}
