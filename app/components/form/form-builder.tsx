// The form builder (spec §2 'form builder'): a form drawn from a field list, whose schema comes
// from the same list (fieldsValidator), so a simple form is data. Conditional fields hide with
// JavaScript and drop their values (spec §5 'Values of hidden fields are cleared'); without it
// they all show, each saying when it applies, and the server ignores the ones that do not.
import { useFormContext, type Validator } from "remix-validated-form";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";
import type { FieldSpec, ItemFieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import type { StoredFileRef } from "~/services/kit/forms/file-rules";
import { getPath } from "~/services/kit/forms/line-items";
import type { PhoneCountry } from "~/services/kit/forms/phone-rules";
import { conditionSentence, visibleFieldNames } from "~/services/kit/forms/visibility";
import { Checkbox, Toggle } from "./checkbox";
import { DatePicker } from "./date-picker";
import { Dropdown } from "./dropdown";
import { FileUpload } from "./file-upload";
import { KitForm } from "./kit-form";
import { LineItems } from "./line-items";
import { MultiSelect, MultiSelectDropdown } from "./multi-select";
import { NumberInput } from "./number-input";
import { PhoneInput } from "./phone-input";
import { SubmitButton } from "./submit-button";
import { TextArea } from "./text-area";
import { EmailInput, TelInput, TextInput } from "./text-input";

/** What some fields need besides their spec: data from the loader. */
export interface FieldContext {
  /** For phone fields: listPhoneCountries() from the loader. */
  phoneCountries?: readonly PhoneCountry[];
  /** For file fields: the files stored before, by field name. */
  storedFiles?: Readonly<Record<string, readonly StoredFileRef[]>>;
  /**
   * For file fields that upload each file on its own with JavaScript (decision 0088): the staging
   * address by field name. Without it a field posts its files with the form.
   */
  stageUrls?: Readonly<Record<string, string>>;
  /** spec §6 'Only users with isAdmin see a download button on uploaded files.' */
  isAdmin?: boolean;
  /** Disables every field (a read-only view of the form). */
  disabled?: boolean;
}

export interface FieldFromSpecProps extends FieldContext {
  field: FieldSpec | ItemFieldSpec;
  /** Overrides the form's value; null starts empty (a cleared conditional field). */
  defaultValue?: unknown;
  hint?: ReactNode;
}

/** One field drawn from its spec. */
export function FieldFromSpec({
  field,
  defaultValue,
  hint,
  phoneCountries = [],
  storedFiles,
  stageUrls,
  isAdmin,
  disabled,
}: FieldFromSpecProps) {
  const common = {
    name: field.name,
    label: field.label,
    optional: field.optional,
    requiredWhen: field.requiredWhen,
    hint: hint ?? field.hint,
    disabled: disabled || field.disabled,
  };
  const text = (value: unknown) =>
    value === undefined ? undefined : typeof value === "string" ? value : null;
  switch (field.type) {
    case "text":
      return (
        <TextInput
          {...common}
          maxLength={field.maxLength}
          minLength={field.minLength}
          autoComplete={field.autoComplete}
          defaultValue={text(defaultValue)}
        />
      );
    case "email":
      return (
        <EmailInput {...common} maxLength={field.maxLength} defaultValue={text(defaultValue)} />
      );
    case "tel":
      return <TelInput {...common} defaultValue={text(defaultValue)} />;
    case "textarea":
      return (
        <TextArea
          {...common}
          maxLength={field.maxLength}
          rows={field.rows}
          defaultValue={text(defaultValue)}
        />
      );
    case "number":
      return (
        <NumberInput
          {...common}
          maxValue={field.maxValue}
          minValue={field.minValue}
          thousandsSeparator={field.thousandsSeparator}
          defaultValue={
            defaultValue === undefined ? undefined : (defaultValue as number | string | null)
          }
        />
      );
    case "checkbox":
      return (
        <Checkbox {...common} defaultValue={defaultValue as boolean | string | null | undefined} />
      );
    case "toggle":
      return (
        <Toggle
          {...common}
          onLabel={field.onLabel}
          offLabel={field.offLabel}
          defaultValue={defaultValue as boolean | string | null | undefined}
        />
      );
    case "dropdown":
      return <Dropdown {...common} options={field.options} defaultValue={text(defaultValue)} />;
    case "multiselect":
    case "multiselect-dropdown": {
      const Component = field.type === "multiselect" ? MultiSelect : MultiSelectDropdown;
      return (
        <Component
          {...common}
          options={field.options}
          defaultValue={defaultValue as string[] | null | undefined}
        />
      );
    }
    case "date":
      return (
        <DatePicker
          {...common}
          minDate={field.minDate}
          maxDate={field.maxDate}
          defaultValue={text(defaultValue)}
        />
      );
    case "phone":
      return (
        <PhoneInput
          {...common}
          countries={phoneCountries}
          defaultValue={defaultValue as string | null | undefined}
        />
      );
    case "file":
      return (
        <FileUpload
          name={common.name}
          label={common.label}
          optional={common.optional}
          disabled={common.disabled}
          maxFiles={field.maxFiles}
          accept={field.accept}
          storedFiles={storedFiles?.[field.name]}
          stageUrl={stageUrls?.[field.name]}
          isAdmin={isAdmin}
        />
      );
    case "lineItems":
      return (
        <LineItems
          {...common}
          itemFields={field.itemFields}
          maxLength={field.maxLength}
          itemLabel={field.itemLabel}
          renderField={(itemField, value) => (
            <FieldFromSpec field={itemField} defaultValue={value} disabled={disabled} />
          )}
        />
      );
  }
}

/**
 * The names of the fields shown now: null without JavaScript (all shown). With it, worked out
 * from the form's values whenever one changes.
 */
function useShownFields(fields: readonly FieldSpec[], anchor: React.RefObject<HTMLElement | null>) {
  const hydrated = useHydrated();
  const { defaultValues } = useFormContext();
  const [shown, setShown] = useState(() =>
    visibleFieldNames(fields, (name) => getPath(defaultValues, name)),
  );
  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const update = () => {
      const data = new FormData(form);
      const next = visibleFieldNames(fields, (name) => {
        const all = data.getAll(name);
        return all.length > 1 ? all : all[0];
      });
      setShown((current) => (sameSet(current, next) ? current : next));
    };
    update();
    form.addEventListener("change", update);
    form.addEventListener("input", update);
    return () => {
      form.removeEventListener("change", update);
      form.removeEventListener("input", update);
    };
  }, [fields, anchor]);
  return hydrated ? shown : null;
}

function sameSet(a: Set<string>, b: Set<string>) {
  return a.size === b.size && [...a].every((value) => b.has(value));
}

export function BuilderFields({
  fields,
  context,
}: {
  fields: readonly FieldSpec[];
  context: FieldContext;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const shown = useShownFields(fields, anchor);
  const { clearError } = useFormContext();
  // Fields hidden once: when shown again they start empty (their values were cleared).
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!shown) return;
    const hidden = fields.filter((field) => !shown.has(field.name)).map((field) => field.name);
    const newlyHidden = hidden.filter((name) => !cleared.has(name));
    if (newlyHidden.length === 0) return;
    clearError(...newlyHidden);
    setCleared((current) => new Set([...current, ...newlyHidden]));
  }, [shown, fields, cleared, clearError]);

  return (
    <div ref={anchor} className="kf-form__fields">
      {fields.map((field) => {
        if (shown && !shown.has(field.name)) return null;
        // Without JavaScript a conditional field cannot hide: it says when it applies.
        const condition = shown ? null : conditionSentence(field, fields);
        const hint = condition ? (
          <>
            {field.hint ? <span>{field.hint} </span> : null}
            <span className="kf-field__condition">{condition}</span>
          </>
        ) : undefined;
        return (
          <FieldFromSpec
            key={cleared.has(field.name) ? `${field.name}-cleared` : field.name}
            field={field}
            hint={hint}
            defaultValue={cleared.has(field.name) ? null : undefined}
            {...context}
          />
        );
      })}
    </div>
  );
}

export interface FormBuilderProps<Fields extends readonly FieldSpec[]> extends FieldContext {
  fields: Fields;
  /** fieldsValidator(fields, rules), created once at module level and shared with the action. */
  validator: Validator<ValuesOf<Fields>>;
  id?: string;
  action?: string;
  submitLabel?: ReactNode;
  defaultValues?: Partial<Record<Fields[number]["name"], unknown>>;
  initialErrors?: Record<string, string>;
  className?: string;
  /** Shown after the fields, before the submit button. */
  children?: ReactNode;
  /** false: no submit button (a form shown for its fields alone). */
  showSubmit?: boolean;
  /** What the form does (KitForm's `intent`): a hidden field, and the form's id by default. */
  intent?: string;
  /** The intent Enter sends without JavaScript (KitForm's defaultIntent). */
  defaultIntent?: string;
  /**
   * Empties the form once a post is accepted, for a form that adds something (an invite) and
   * stays on the page: with JavaScript the page does not reload, and a second click would post
   * the same values again (issue 13).
   */
  resetAfterSubmit?: boolean;
}

export function FormBuilder<const Fields extends readonly FieldSpec[]>({
  fields,
  validator,
  id,
  action,
  submitLabel = "Submit",
  defaultValues,
  initialErrors,
  className,
  children,
  showSubmit = true,
  intent,
  defaultIntent,
  resetAfterSubmit,
  ...context
}: FormBuilderProps<Fields>) {
  const hasFiles = fields.some((field) => field.type === "file");
  return (
    <KitForm
      validator={validator as Validator<Record<string, unknown>>}
      id={id}
      action={action}
      defaultValues={defaultValues as Record<string, unknown> | undefined}
      initialErrors={initialErrors}
      className={className}
      encType={hasFiles ? "multipart/form-data" : undefined}
      intent={intent}
      defaultIntent={defaultIntent}
      fields={fields}
      resetAfterSubmit={resetAfterSubmit}
    >
      <BuilderFields fields={fields} context={context} />
      {children}
      {showSubmit && !context.disabled ? <SubmitButton>{submitLabel}</SubmitButton> : null}
    </KitForm>
  );
}
