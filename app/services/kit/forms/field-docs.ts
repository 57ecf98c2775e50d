// The JSON a field list takes, as a zod object for documentation (the OpenAPI document, decision
// 0111). formSchema() reads a post with one transform over `unknown`, which describes nothing to
// a generator; this derives the shape from the same field list, so the document and the rules
// cannot drift apart. It validates nothing: the handler still parses with formSchema().
import { z, type ZodTypeAny } from "zod";
import type { FieldSpec } from "./field-spec";
import { multiLineText, singleLineText } from "./text-schema";

function valueSchema(field: FieldSpec): ZodTypeAny {
  switch (field.type) {
    case "text":
    case "email":
    case "tel":
    case "textarea": {
      // The rule readText applies (form-schema.ts), stated as the string's pattern.
      const text = field.type === "textarea" ? multiLineText() : singleLineText();
      return field.maxLength === undefined ? text : text.max(field.maxLength);
    }
    case "phone":
      return singleLineText().describe("A phone number, with its country code ('+27 821234567').");
    case "number": {
      let number = field.integer ? z.number().int() : z.number();
      if (field.minValue !== undefined) number = number.min(field.minValue);
      if (field.maxValue !== undefined) number = number.max(field.maxValue);
      return number;
    }
    case "checkbox":
    case "toggle":
      return z.boolean();
    case "dropdown":
      return choice(field.options);
    case "multiselect":
    case "multiselect-dropdown":
      return z.array(choice(field.options));
    case "date":
      return z.string().date();
    case "file":
      return z.never().describe("A file: sent as multipart/form-data, not in JSON.");
    case "lineItems": {
      const row = fieldListDocSchema(field.itemFields);
      const rows = z.array(row);
      return field.maxLength === undefined ? rows : rows.max(field.maxLength);
    }
  }
}

function choice(options: readonly { value: string }[]): ZodTypeAny {
  const values = options.map((option) => option.value);
  const [first, ...rest] = values;
  return first === undefined ? z.string() : z.enum([first, ...rest]);
}

/**
 * `{ [field.name]: its value }`. A field that is optional, or shown only with another's value
 * (visibleWhen), may be left out or null (spec §5 'Values of hidden fields are cleared').
 */
export function fieldListDocSchema(fields: readonly FieldSpec[]) {
  const shape: Record<string, ZodTypeAny> = {};
  for (const field of fields) {
    const value = valueSchema(field).describe(field.label);
    shape[field.name] = field.optional || field.visibleWhen ? value.nullable().optional() : value;
  }
  return z.object(shape).strict();
}
