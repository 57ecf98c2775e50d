// Text area (spec §5 'Text area: input longer than maxLength is ignored. Empty becomes null.').
// With JavaScript an over-long change (a paste) is dropped whole; without it the browser's
// maxlength cuts it instead, and the server still says 'Too many characters'.
import { useRef, type ComponentProps } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { TOO_MANY_CHARACTERS } from "~/services/kit/forms/messages";
import { acceptTextAreaInput, isTooLong } from "~/services/kit/forms/text-rules";
import {
  describedBy,
  FieldShell,
  startingValue,
  useKitField,
  type CommonFieldProps,
  frameOf,
} from "./field";
import { filterChange } from "./filtered-input";

export interface TextAreaProps extends CommonFieldProps {
  maxLength?: number;
  rows?: number;
  defaultValue?: string | null;
}

export function TextArea({
  name,
  label,
  optional,
  requiredWhen,
  hint,
  disabled,
  className,
  maxLength,
  rows = 4,
  defaultValue,
}: TextAreaProps) {
  const hydrated = useHydrated();
  const field = useKitField(name);
  const raw = startingValue(defaultValue, field.defaultValue);
  const text = typeof raw === "string" ? raw : "";
  const error = field.errorOr(isTooLong(text, maxLength) ? TOO_MANY_CHARACTERS : undefined);
  const previous = useRef(text);
  const counterId = `${field.id}-count`;
  return (
    <FieldShell
      id={field.id}
      {...frameOf(field, { label, optional, requiredWhen, hint, className }, error)}
      modifier="textarea"
    >
      <textarea
        {...field.getInputProps<ComponentProps<"textarea">>({
          id: field.id,
          rows,
          // The browser's own limit cuts a paste to fit: only without JavaScript.
          maxLength: hydrated ? undefined : maxLength,
          disabled,
          required: !optional,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(
            hint && field.hintId,
            maxLength !== undefined && counterId,
            error && field.errorId,
          ),
          onFocus: (event) => void (previous.current = event.target.value),
          onChange: (event) =>
            filterChange(event, previous, (before, after) =>
              acceptTextAreaInput(before, after, maxLength),
            ),
        })}
        defaultValue={text}
        className="kf-input kf-textarea"
      />
      {maxLength !== undefined ? (
        <p id={counterId} className="kf-field__counter">
          Up to {maxLength} characters.
        </p>
      ) : null}
    </FieldShell>
  );
}
