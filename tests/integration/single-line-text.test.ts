// Single-line text refuses line breaks and control characters everywhere (issue 28): every text
// field of every form (the field lists of app/services, walked here, nested line items too) and
// every string of every /api/v2 request body in the OpenAPI document. A text field refuses
// "a\r\nb" with the kit's sentence; a text area keeps line breaks but refuses other control
// characters. In the document each string is one line by its pattern (the kit's singleLineText,
// or another pattern, format or enum that refuses "a\r\nb"), or declared multi-line (the kit's
// multiLineText pattern); a free string fails, naming the operation and the property.
import { describe, expect, it } from "vitest";
import { apiDocument } from "~/api-document.server";
import type { FieldSpec, ItemFieldSpec } from "~/services/kit/forms/field-spec";
import { formSchema } from "~/services/kit/forms/form-schema";
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from "~/services/kit/forms/messages";
import { MULTI_LINE_PATTERN, SINGLE_LINE_PATTERN } from "~/shared/text";

const BROKEN = "a\r\nb";
const FIELD_TYPES = new Set([
  "text",
  "email",
  "tel",
  "textarea",
  "number",
  "checkbox",
  "toggle",
  "dropdown",
  "multiselect",
  "multiselect-dropdown",
  "date",
  "phone",
  "file",
  "lineItems",
]);

// Every pure module of the services (forms.ts, *-forms.ts, *-fields.ts, …): the field lists live
// there, and a page's form is one of them.
const modules = import.meta.glob<Record<string, unknown>>(
  ["/app/services/**/*.ts", "!/app/services/**/*.server.ts", "!/app/services/**/*.test.ts"],
  { eager: true },
);

const isFieldSpec = (value: unknown): value is FieldSpec =>
  !!value &&
  typeof value === "object" &&
  typeof (value as FieldSpec).name === "string" &&
  typeof (value as FieldSpec).label === "string" &&
  FIELD_TYPES.has((value as FieldSpec).type);

function textFields(
  specs: readonly (FieldSpec | ItemFieldSpec)[],
): Array<FieldSpec | ItemFieldSpec> {
  return specs
    .flatMap((spec) => (spec.type === "lineItems" ? textFields(spec.itemFields) : [spec]))
    .filter((spec) => ["text", "email", "tel", "textarea"].includes(spec.type));
}

const specs = new Map<string, FieldSpec | ItemFieldSpec>();
for (const [file, exports] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(exports)) {
    const list = Array.isArray(value) ? value : isFieldSpec(value) ? [value] : [];
    if (list.length === 0 || !list.every(isFieldSpec)) continue;
    for (const spec of textFields(list)) specs.set(`${file} ${name} ${spec.name}`, spec);
  }
}

/** The message the field's own schema gives `value`, or null when it takes it. */
async function messageFor(spec: FieldSpec | ItemFieldSpec, value: string) {
  // Alone, required and without a length limit, so only the rule under test can refuse it.
  const {
    visibleWhen: _v,
    minLength: _min,
    maxLength: _max,
    ...bare
  } = spec as FieldSpec & {
    minLength?: number;
    maxLength?: number;
  };
  const result = await formSchema([{ ...bare, name: "value" } as FieldSpec]).safeParseAsync({
    value,
  });
  return result.success ? null : result.error.issues[0]!.message;
}

describe("the text fields of every form", () => {
  it("are found: the walk sees the forms' field lists", () => {
    expect(specs.size).toBeGreaterThan(100);
    const kinds = new Set([...specs.values()].map((spec) => spec.type));
    expect(kinds).toContain("text");
    expect(kinds).toContain("textarea");
  });

  it("refuse a line break in every single-line field, keep it in every text area", async () => {
    const wrong: string[] = [];
    for (const [where, spec] of specs) {
      if (spec.type === "textarea") {
        if ((await messageFor(spec, BROKEN)) !== null) wrong.push(`${where} refuses a line break`);
        if ((await messageFor(spec, "a\u0007b")) !== MULTI_LINE_TEXT)
          wrong.push(`${where} takes a control character`);
      } else if (spec.type === "text") {
        // An e-mail or phone field has its own sentence; it refuses the break all the same.
        if ((await messageFor(spec, BROKEN)) !== SINGLE_LINE_TEXT)
          wrong.push(`${where} takes a line break`);
      } else if ((await messageFor(spec, BROKEN)) === null) {
        wrong.push(`${where} takes a line break`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Formats that hold no free text (each refuses a line break), and a file part's bytes. */
const CLOSED_FORMATS = new Set(["uuid", "date", "date-time", "time", "email", "binary"]);

function isString(schema: JsonSchema) {
  return schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string"));
}

describe("the strings of every /api/v2 request body", () => {
  it("are each one line, or declared multi-line", async () => {
    const document = (await apiDocument()) as unknown as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
      >;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    const components = document.components?.schemas ?? {};
    const free: string[] = [];
    let singleLine = 0;
    let multiLine = 0;
    const walk = (schema: JsonSchema | undefined, where: string, seen: string[]): void => {
      if (!schema || typeof schema !== "object") return;
      if (schema.$ref) {
        const name = schema.$ref.split("/").pop()!;
        if (!seen.includes(name)) walk(components[name], where, [...seen, name]);
        return;
      }
      if (isString(schema)) {
        if (schema.pattern === MULTI_LINE_PATTERN.source) multiLine += 1;
        else if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(BROKEN)) {
          if (schema.pattern === SINGLE_LINE_PATTERN.source) singleLine += 1;
        } else if (
          !schema.enum &&
          schema.const === undefined &&
          !CLOSED_FORMATS.has(schema.format ?? "")
        )
          free.push(where);
      }
      for (const [name, inner] of Object.entries(schema.properties ?? {}))
        walk(inner, `${where}.${name}`, seen);
      if (schema.items) walk(schema.items, `${where}[]`, seen);
      if (typeof schema.additionalProperties === "object")
        walk(schema.additionalProperties, `${where}{}`, seen);
      for (const inner of [
        ...(schema.anyOf ?? []),
        ...(schema.oneOf ?? []),
        ...(schema.allOf ?? []),
      ])
        walk(inner, where, seen);
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {}))
          walk(content.schema, `${method.toUpperCase()} ${path} (${type}) body`, []);
      }
    }
    expect(free).toEqual([]);
    // The walk met the two kinds: the kit's single-line strings and its multi-line ones.
    expect(singleLine).toBeGreaterThan(50);
    expect(multiLine).toBeGreaterThan(20);
  });
});
