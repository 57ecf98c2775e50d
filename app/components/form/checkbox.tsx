// Checkbox and toggle (spec §4 'Checkbox and toggle default to false (off) unless an initial
// value is given'; §9 'Toggle labels default to Yes/No'). Plain checkboxes: they post 'on' when
// ticked and nothing when not, with or without JavaScript.
import type { ComponentProps } from "react";
import { isChecked } from "~/services/kit/forms/choice-rules";
import { TOGGLE_OFF_LABEL, TOGGLE_ON_LABEL } from "~/services/kit/forms/messages";
import {
  describedBy,
  FieldError,
  FieldHint,
  OptionalTag,
  startingValue,
  useKitField,
  type CommonFieldProps,
} from "./field";

export interface CheckboxProps extends CommonFieldProps {
  defaultValue?: boolean | string | null;
}

export function Checkbox({
  name,
  label,
  optional,
  hint,
  disabled,
  className,
  defaultValue,
}: CheckboxProps) {
  const field = useKitField(name);
  const checked = isChecked(startingValue(defaultValue, field.defaultValue));
  return (
    <div
      className={["kf-field", "kf-field--checkbox", field.error && "kf-field--invalid", className]
        .filter(Boolean)
        .join(" ")}
    >
      <div className="kf-checkbox">
        <input
          {...field.getInputProps<ComponentProps<"input">>({
            id: field.id,
            type: "checkbox",
            disabled,
            "aria-invalid": field.error ? true : undefined,
            "aria-describedby": describedBy(hint && field.hintId, field.error && field.errorId),
          })}
          defaultChecked={checked}
          className="kf-checkbox__input"
        />
        <label htmlFor={field.id} className="kf-checkbox__label">
          {label}
          <OptionalTag optional={optional} />
        </label>
      </div>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}

export interface ToggleProps extends CheckboxProps {
  onLabel?: string;
  offLabel?: string;
}

/**
 * A switch: the field's label above, and a track showing Yes or No. The Yes/No text follows the
 * checkbox in CSS alone (kit-forms.css), so it is right without JavaScript too.
 */
export function Toggle({
  name,
  label,
  optional,
  hint,
  disabled,
  className,
  defaultValue,
  onLabel = TOGGLE_ON_LABEL,
  offLabel = TOGGLE_OFF_LABEL,
}: ToggleProps) {
  const field = useKitField(name);
  const checked = isChecked(startingValue(defaultValue, field.defaultValue));
  return (
    <div
      className={["kf-field", "kf-field--toggle", field.error && "kf-field--invalid", className]
        .filter(Boolean)
        .join(" ")}
    >
      <span id={field.labelId} className="kf-field__label">
        {label}
        <OptionalTag optional={optional} />
      </span>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <label htmlFor={field.id} className="kf-toggle">
        <input
          {...field.getInputProps<ComponentProps<"input">>({
            id: field.id,
            type: "checkbox",
            role: "switch",
            disabled,
            "aria-labelledby": field.labelId,
            "aria-invalid": field.error ? true : undefined,
            "aria-describedby": describedBy(hint && field.hintId, field.error && field.errorId),
          })}
          defaultChecked={checked}
          className="kf-toggle__input"
        />
        <span className="kf-toggle__track" aria-hidden="true" />
        <span className="kf-toggle__state kf-toggle__state--on">{onLabel}</span>
        <span className="kf-toggle__state kf-toggle__state--off">{offLabel}</span>
      </label>
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}
