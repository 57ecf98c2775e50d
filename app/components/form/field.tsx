// What every kit field shares: its label (with '(optional)'), hint and error, linked to the
// control by id, aria-describedby and aria-invalid (spec §5 'Forms in general').
import { useField, useFormContext } from "remix-validated-form";
import { useRef, type ReactNode } from "react";
import { fieldControlId } from "~/services/kit/forms/error-summary";
import { OPTIONAL_TAG } from "~/services/kit/forms/messages";
import { isLabelledOptional } from "~/services/kit/forms/submit-rules";
import { useShowMessage } from "~/components/i18n";
import { useKitForm } from "./kit-form";

export interface CommonFieldProps {
  /** The posted name, from the caller (spec field names). */
  name: string;
  label: string;
  /** spec §5 'Fields are required unless marked otherwise. Optional fields are labelled optional.' */
  optional?: boolean;
  /**
   * An optional field the form needs in some cases: the label says when ('required for Needs
   * changes and Rejected') instead of '(optional)' (issue 31).
   */
  requiredWhen?: string;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * A field's state: remix-validated-form's, plus the ids its parts link by. The error shown is
 * the form's; before the field is touched, the KitForm's initial error, else `fallbackError`
 * (a check the field can make from its own starting value, such as a stored value too long).
 */
export function useKitField(name: string, options?: { handleReceiveFocus?: () => void }) {
  const field = useField(name, options);
  const { hasBeenSubmitted } = useFormContext();
  const { initialErrors, idPrefix } = useKitForm();
  // From the form and the name, so the error summary can link to it in the server's HTML.
  const id = fieldControlId(idPrefix, name);
  const untouched = !field.touched && !hasBeenSubmitted;
  const error = field.error ?? (untouched ? initialErrors[name] : undefined);
  return {
    ...field,
    error,
    /** The error to show when the field can also judge its own starting value. */
    errorOr: (fallbackError: string | undefined) =>
      error ?? (untouched ? fallbackError : undefined),
    id,
    hintId: `${id}-hint`,
    errorId: `${id}-error`,
    labelId: `${id}-label`,
  };
}

/** What a field's frame (label, hint, error) shows around its control. */
export interface FieldFrameProps {
  hintId: string;
  errorId: string;
  label: ReactNode;
  optional?: boolean;
  requiredWhen?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  modifier?: string;
  children: ReactNode;
}

/** The frame's props from a field's state and the caller's props (the error may be the field's own). */
export function frameOf(
  field: { hintId: string; errorId: string; error?: string },
  {
    label,
    optional,
    requiredWhen,
    hint,
    className,
  }: Pick<CommonFieldProps, "label" | "optional" | "requiredWhen" | "hint" | "className">,
  error: string | undefined = field.error,
) {
  return {
    hintId: field.hintId,
    errorId: field.errorId,
    label,
    optional,
    requiredWhen,
    hint,
    error,
    className,
  };
}

/** The value to start from: the caller's (null = empty, e.g. a cleared conditional field), else the form's. */
export function startingValue(own: unknown, fromForm: unknown) {
  return own !== undefined ? own : fromForm;
}

/** aria-describedby from the parts that are there. */
export function describedBy(...ids: unknown[]) {
  const list = ids.filter((id): id is string => typeof id === "string" && id !== "").join(" ");
  return list === "" ? undefined : list;
}

export function OptionalTag({
  optional,
  requiredWhen,
}: {
  optional?: boolean;
  requiredWhen?: string;
}) {
  const show = useShowMessage();
  if (requiredWhen)
    return <span className="kf-field__optional"> {show(`(required ${requiredWhen})`)}</span>;
  return isLabelledOptional({ optional }) ? (
    <span className="kf-field__optional"> {show(OPTIONAL_TAG)}</span>
  ) : null;
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <div id={id} className="kf-field__hint">
      {children}
    </div>
  ) : null;
}

/** A field's error, in the page's language (English at its source: decision 0159). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const show = useShowMessage();
  return error ? (
    <p id={id} className="kf-field__error">
      <span className="visually-hidden">{show("Error:")} </span>
      {show(error)}
    </p>
  ) : null;
}

/** A labelled single control: label, hint, the control, error. */
export function FieldShell({
  id,
  labelId,
  hintId,
  errorId,
  label,
  optional,
  requiredWhen,
  hint,
  error,
  className,
  modifier,
  children,
}: FieldFrameProps & { id: string; labelId?: string }) {
  return (
    <div className={fieldClass(modifier, error, className)}>
      <label id={labelId} htmlFor={id} className="kf-field__label">
        {label}
        <OptionalTag optional={optional} requiredWhen={requiredWhen} />
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A group of controls under one legend (checkbox lists, phone number with country). */
export function FieldGroup({
  id,
  legendId,
  hintId,
  errorId,
  label,
  optional,
  requiredWhen,
  hint,
  error,
  className,
  modifier,
  children,
}: FieldFrameProps & {
  legendId?: string;
  /** The field's id, when no single control carries it: the error summary's link lands here. */
  id?: string;
}) {
  return (
    <fieldset
      id={id}
      tabIndex={id ? -1 : undefined}
      className={fieldClass(modifier, error, className)}
      aria-describedby={describedBy(hint && hintId, error && errorId)}
    >
      <legend id={legendId} className="kf-field__label">
        {label}
        <OptionalTag optional={optional} requiredWhen={requiredWhen} />
      </legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

function fieldClass(modifier: string | undefined, error: string | undefined, extra?: string) {
  return ["kf-field", modifier && `kf-field--${modifier}`, error && "kf-field--invalid", extra]
    .filter(Boolean)
    .join(" ");
}

/**
 * What the person did to the plain HTML control before the page's JavaScript arrived (on a slow
 * link that can be many seconds), read once, in the render that swaps it for the enhanced one:
 * at that moment the old element is still in the document.
 */
export function useValueAtHydration<T>(
  hydrated: boolean,
  read: () => T | undefined,
): T | undefined {
  // Only a control the server drew can hold such a value. One first drawn after hydration (a
  // line-item row added or duplicated above others) has nothing to read: the element with its
  // id, if any, is still the row that is moving down, and its value is another herd's.
  const drawnByServer = useRef(!hydrated);
  const seen = useRef<{ value: T | undefined } | null>(null);
  if (hydrated && seen.current === null) {
    const readable = typeof document !== "undefined" && drawnByServer.current;
    seen.current = { value: readable ? read() : undefined };
  }
  return seen.current?.value;
}

/**
 * Tells the form a value changed that no input event announced (a hidden input set by a widget):
 * conditional fields and the submit button listen for 'change' on the form.
 */
export function announceChange(element: Element | null | undefined) {
  element?.dispatchEvent(new Event("change", { bubbles: true }));
}
