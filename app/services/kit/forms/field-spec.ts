// A form as data (spec §2 'form builder'): the list the builder renders and derives its schema
// from (form-schema.ts). Serialisable, so a route can keep its form in one constant that both
// its action and its component read.
import type { ChoiceOption } from "./choice-rules";

/**
 * When a conditional field is shown (spec §5 'Values of hidden fields are cleared'): compared
 * with the controlling field's value (checkbox and toggle: true or false; others: the text).
 * The controlling field must come earlier in the list.
 */
export interface VisibleWhen {
  field: string;
  /** Shown when the value equals this. */
  equals?: string | boolean;
  /** Shown when the value is one of these. */
  oneOf?: readonly string[];
  /** Shown when the value is set and is none of these (spec §3 noticePeriod). */
  notOneOf?: readonly string[];
}

interface BaseField {
  /** The posted name: spec field names ('firstName', 'phoneNumber'). */
  name: string;
  label: string;
  /** spec §5 'Fields are required unless marked otherwise.' */
  optional?: boolean;
  /**
   * An optional field that a form rule requires in some cases: its label says when ('required
   * for Needs changes and Rejected') instead of '(optional)'.
   */
  requiredWhen?: string;
  hint?: string;
  visibleWhen?: VisibleWhen;
  disabled?: boolean;
}

export interface TextFieldSpec extends BaseField {
  type: "text" | "email" | "tel";
  maxLength?: number;
  minLength?: number;
  autoComplete?: string;
}
export interface TextAreaFieldSpec extends BaseField {
  type: "textarea";
  maxLength?: number;
  rows?: number;
}
export interface NumberFieldSpec extends BaseField {
  type: "number";
  maxValue?: number;
  minValue?: number;
  thousandsSeparator?: boolean;
  /** Whole numbers only (head counts): a decimal is refused, not rounded (decision 0065). */
  integer?: boolean;
}
export interface BooleanFieldSpec extends BaseField {
  type: "checkbox" | "toggle";
  /** Toggle only; spec §9 'Toggle labels default to Yes/No'. */
  onLabel?: string;
  offLabel?: string;
}
export interface DropdownFieldSpec extends BaseField {
  type: "dropdown";
  options: readonly ChoiceOption[];
}
export interface MultiSelectFieldSpec extends BaseField {
  type: "multiselect" | "multiselect-dropdown";
  options: readonly ChoiceOption[];
}
export interface DateFieldSpec extends BaseField {
  type: "date";
  minDate?: string;
  maxDate?: string;
}
export interface PhoneFieldSpec extends BaseField {
  type: "phone";
}
export interface FileFieldSpec extends BaseField {
  type: "file";
  /** spec §5 'default maxFiles is 1'. */
  maxFiles?: number;
  /** spec §5 'the default accepted type is .pdf'. */
  accept?: readonly string[];
}

/** The fields a line item's row may hold. */
export type ItemFieldSpec =
  | TextFieldSpec
  | TextAreaFieldSpec
  | NumberFieldSpec
  | BooleanFieldSpec
  | DropdownFieldSpec
  | DateFieldSpec;

export interface LineItemsFieldSpec extends BaseField {
  type: "lineItems";
  /** The row's fields; their names are relative to the row ('species', not 'herds[0].species'). */
  itemFields: readonly ItemFieldSpec[];
  /** spec §5 'the add button is hidden once maxLength is reached'. */
  maxLength?: number;
  /** 'Herd' → 'Herd 1', 'Add herd'. */
  itemLabel?: string;
}

export type FieldSpec =
  ItemFieldSpec | MultiSelectFieldSpec | PhoneFieldSpec | FileFieldSpec | LineItemsFieldSpec;

export type FieldType = FieldSpec["type"];

/** A new stored file chosen in this submission (File in the browser and on Node 20+). */
export interface UploadedFile {
  name: string;
  size: number;
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** spec §3 'File-upload value': files and deletedFiles, plus the stored files kept. */
export interface FileFieldValue {
  files: UploadedFile[];
  deletedFiles: string[];
  keptFiles: string[];
  /**
   * Ids of files uploaded on their own before the post (decision 0088; the field's `stageUrl`),
   * present only when some were posted. The service they are for checks and attaches them.
   */
  stagedFiles?: string[];
}

/**
 * Whether a field's value can be null once the form is valid: when it is `optional: true`
 * (spec §5 'Fields are required unless marked otherwise') or conditional, since a hidden field
 * takes its empty value (spec §5 'Values of hidden fields are cleared'). A field whose spec is
 * not known literally (`FieldSpec`, not `as const`) may be either, so it counts as nullable too.
 */
export type IsNullable<F extends FieldSpec | ItemFieldSpec> = F extends {
  // `name` keeps this from being a weak type (all properties optional), which a spec without
  // `optional` would not match.
  name: string;
  optional?: false;
  visibleWhen?: undefined;
}
  ? false
  : true;

/** `T`, or `T | null` when the field is optional or conditional. */
type OrNull<F extends FieldSpec | ItemFieldSpec, T> = IsNullable<F> extends true ? T | null : T;

/** The value a dropdown or multi-selector holds: one of its options' values. */
type OptionValue<F> = F extends { options: readonly (infer O)[] }
  ? O extends { value: infer V extends string }
    ? V
    : string
  : string;

/**
 * The validated value of one field. form-schema.ts gives exactly this: a required field left
 * empty is an error, so a valid form never holds null for it.
 */
export type ValueOfField<F extends FieldSpec | ItemFieldSpec> = F extends { type: "number" }
  ? OrNull<F, number>
  : F extends { type: "checkbox" | "toggle" }
    ? boolean
    : F extends { type: "dropdown" }
      ? OrNull<F, OptionValue<F>>
      : F extends { type: "multiselect" | "multiselect-dropdown" }
        ? OrNull<F, OptionValue<F>[]>
        : F extends { type: "file" }
          ? FileFieldValue
          : F extends LineItemsFieldSpec
            ? Array<{ id?: string } & ValuesOf<F["itemFields"]>>
            : OrNull<F, string>;

/** The validated values of a field list: `ValuesOf<typeof FIELDS>` for a list declared `as const`. */
export type ValuesOf<Fields extends readonly (FieldSpec | ItemFieldSpec)[]> = {
  [F in Fields[number] as F["name"]]: ValueOfField<F>;
};

/** A field list with `names` made required: the same fields, a stricter form. */
export type WithRequired<Fields extends readonly FieldSpec[], Name extends string> = {
  readonly [I in keyof Fields]: Fields[I] extends { name: Name }
    ? Omit<Fields[I], "optional">
    : Fields[I];
};

/**
 * The stricter variant of a field list: the fields named are no longer optional. One list of
 * fields serves a draft form and the form that needs them all (the organisation's legal entity on
 * the company page and in the contracting details, decision 0054).
 */
export function requireFields<const Fields extends readonly FieldSpec[], Name extends string>(
  fields: Fields,
  names: readonly Name[],
): WithRequired<Fields, Name> {
  return fields.map((field) => {
    if (!(names as readonly string[]).includes(field.name)) return field;
    const { optional: _optional, ...required } = field;
    return required;
  }) as unknown as WithRequired<Fields, Name>;
}
