// Conditional fields (spec §5 'Values of hidden fields are cleared'; spec §3 examples: otherUserType
// 'shown only when userType is 'other'', region 'shown only when country is ZA'). One rule for
// both sides: the browser hides the field and drops its value, the server ignores whatever was
// posted for a field that is hidden by the other values.
import { asList, isChecked } from "./choice-rules";
import type { FieldSpec, VisibleWhen } from "./field-spec";

export type ControllerValue = string | boolean | string[] | null;

/** A controlling field's value as its condition compares it. */
export function controllerValue(field: FieldSpec, raw: unknown): ControllerValue {
  switch (field.type) {
    case "checkbox":
    case "toggle":
      return isChecked(raw);
    case "multiselect":
    case "multiselect-dropdown":
      return asList(raw);
    default: {
      const first = Array.isArray(raw) ? raw[0] : raw;
      return typeof first === "string" && first.trim() !== "" ? first.trim() : null;
    }
  }
}

export function meetsCondition(condition: VisibleWhen, value: ControllerValue): boolean {
  const values = Array.isArray(value) ? value : value === null ? [] : [value];
  if (condition.equals !== undefined && !values.includes(condition.equals as never)) return false;
  if (condition.oneOf && !values.some((v) => condition.oneOf!.includes(String(v)))) return false;
  if (condition.notOneOf) {
    if (values.length === 0 || values.every((v) => condition.notOneOf!.includes(String(v))))
      return false;
  }
  return true;
}

/**
 * The names of the fields shown for these values, in order. A field whose controller is itself
 * hidden is hidden too (the controller's value was cleared). `read(name)` gives a field's raw
 * value: from FormData in the browser, from the posted data on the server.
 */
export function visibleFieldNames(fields: readonly FieldSpec[], read: (name: string) => unknown) {
  const shown = new Set<string>();
  const values = new Map<string, ControllerValue>();
  for (const field of fields) {
    const condition = field.visibleWhen;
    const visible =
      !condition ||
      (shown.has(condition.field) &&
        meetsCondition(condition, values.get(condition.field) ?? null));
    if (visible) shown.add(field.name);
    values.set(field.name, visible ? controllerValue(field, read(field.name)) : null);
  }
  return shown;
}

/** A copy of posted data without the values of hidden fields: what the server keeps. */
export function clearHiddenValues<T extends Record<string, unknown>>(
  fields: readonly FieldSpec[],
  data: T,
): T {
  const shown = visibleFieldNames(fields, (name) => data[name]);
  const copy: Record<string, unknown> = { ...data };
  for (const field of fields) if (!shown.has(field.name)) delete copy[field.name];
  return copy as T;
}

function quoted(value: string | boolean, controller: FieldSpec | undefined) {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const option =
    controller && "options" in controller
      ? controller.options.find((o) => o.value === value)
      : undefined;
  return `‘${option?.label ?? value}’`;
}

/**
 * The sentence a conditional field shows when it cannot hide itself (no JavaScript): 'Only if
 * ‘What describes you the best?’ is ‘Other’.'
 */
export function conditionSentence(field: FieldSpec, fields: readonly FieldSpec[]): string | null {
  const condition = field.visibleWhen;
  if (!condition) return null;
  const controller = fields.find((f) => f.name === condition.field);
  const name = `‘${controller?.label ?? condition.field}’`;
  const list = (values: readonly string[]) => values.map((v) => quoted(v, controller)).join(" or ");
  if (condition.equals !== undefined)
    return `Only if ${name} is ${quoted(condition.equals, controller)}.`;
  if (condition.oneOf) return `Only if ${name} is ${list(condition.oneOf)}.`;
  if (condition.notOneOf)
    return `Only if ${name} is chosen and is not ${list(condition.notOneOf)}.`;
  return null;
}

/** Which fields of one add-line-item row are shown: its `visibleWhen` rules on its own values. */
export function visibleRowFields(
  rowFields: readonly FieldSpec[],
  row: Record<string, unknown>,
): Set<string> {
  return visibleFieldNames(rowFields, (name) => row[name]);
}

/**
 * The posted data with each row of the list `listName` stripped of its hidden values (spec §5
 * 'Values of hidden fields are cleared'): a value whose condition is not met in its row is not
 * read at all. Values that are not row fields (the row's id) are kept.
 */
export function clearHiddenRowValues(
  data: unknown,
  listName: string,
  rowFields: readonly FieldSpec[],
): unknown {
  if (!data || typeof data !== "object") return data;
  const record = data as Record<string, unknown>;
  const rows = record[listName];
  if (!Array.isArray(rows)) return data;
  return {
    ...record,
    [listName]: rows.map((row: unknown) => {
      if (!row || typeof row !== "object") return row;
      const values = row as Record<string, unknown>;
      const shown = visibleRowFields(rowFields, values);
      return Object.fromEntries(
        Object.entries(values).filter(
          ([name]) => shown.has(name) || !rowFields.some((f) => f.name === name),
        ),
      );
    }),
  };
}
