// The add-line-item editor's rules (spec §5 'Add-line-item editor', §3 'Line item', §9 'Add-line-
// item table height defaults to 800px': --line-items-height in kit-forms.css). Pure: the editor uses them in the browser, and without
// JavaScript the server uses them to answer the editor's own submit buttons (decision 0010).
import { AT_LEAST_ONE_REQUIRED, NO_ITEMS_ADDED } from "./messages";

export type LineItem = Record<string, unknown> & { id?: unknown };

/** spec §5 'the add button is hidden once maxLength is reached'. */
export function canAddItem(count: number, maxLength?: number) {
  return maxLength === undefined || count < maxLength;
}

/** spec §5: 'A required empty list shows 'At least 1 required'. An empty optional list shows 'No items added'.' */
export function emptyListMessage(optional: boolean) {
  return optional ? NO_ITEMS_ADDED : AT_LEAST_ONE_REQUIRED;
}

export function addItem<T extends LineItem>(
  items: readonly T[],
  maxLength?: number,
  blank = {} as T,
) {
  return canAddItem(items.length, maxLength) ? [...items, blank] : [...items];
}

export function removeItem<T>(items: readonly T[], index: number) {
  return items.filter((_, i) => i !== index);
}

/** spec §3 'Line item: carries an id, which is removed when an item is duplicated.' */
export function copyWithoutId<T extends LineItem>(item: T): Omit<T, "id"> {
  const { id: _id, ...rest } = item;
  return rest;
}

/** The copy goes right after the original; at maxLength nothing is added. */
export function duplicateItem<T extends LineItem>(
  items: readonly T[],
  index: number,
  maxLength?: number,
) {
  const item = items[index];
  if (item === undefined || !canAddItem(items.length, maxLength)) return [...items];
  return [...items.slice(0, index + 1), copyWithoutId(item) as T, ...items.slice(index + 1)];
}

// ---- Without JavaScript: the editor's buttons are submit buttons named `intent` ----

export type LineItemAction = "add" | "remove" | "duplicate";

export interface LineItemIntent {
  action: LineItemAction;
  /** The list's field name, as in the form: 'items' or 'farm.camps'. */
  list: string;
  index?: number;
}

/** 'add-line-item:items', 'remove-line-item:items:2', 'duplicate-line-item:items:0'. */
export function lineItemIntent(action: LineItemAction, list: string, index?: number) {
  return `${action}-line-item:${list}${index === undefined ? "" : `:${index}`}`;
}

const INTENT = /^(add|remove|duplicate)-line-item:([A-Za-z_$][\w$.[\]]*?)(?::(\d+))?$/;

export function parseLineItemIntent(value: unknown): LineItemIntent | null {
  if (typeof value !== "string") return null;
  const match = INTENT.exec(value);
  if (!match) return null;
  const [, action, list, index] = match;
  if (action !== "add" && index === undefined) return null;
  return {
    action: action as LineItemAction,
    list: list!,
    ...(index === undefined ? {} : { index: Number(index) }),
  };
}

/** Reads 'a.b[0].c' from posted data (remix-validated-form's shape). */
export function getPath(data: unknown, path: string): unknown {
  return pathSegments(path).reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === "object"
        ? (value as Record<string | number, unknown>)[key]
        : undefined,
    data,
  );
}

/** A copy of `data` with `path` set to `value`. */
export function setPath<T extends Record<string, unknown>>(
  data: T,
  path: string,
  value: unknown,
): T {
  const keys = pathSegments(path);
  const copy = (node: unknown, depth: number): unknown => {
    const key = keys[depth]!;
    const base =
      node !== null && typeof node === "object"
        ? Array.isArray(node)
          ? [...node]
          : { ...(node as object) }
        : typeof key === "number"
          ? []
          : {};
    const record = base as Record<string | number, unknown>;
    record[key] = depth === keys.length - 1 ? value : copy(record[key], depth + 1);
    return base;
  };
  return copy(data, 0) as T;
}

const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

function pathSegments(path: string): Array<string | number> {
  const segments = path
    .split(/[.[\]]/)
    .filter(Boolean)
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  if (segments.some((key) => typeof key === "string" && FORBIDDEN.has(key)))
    throw new Error(`Not a field name: ${path}`);
  return segments;
}

/** Posted list items as a list (remix-validated-form gives an array, or nothing). */
export function itemsOf(data: unknown, list: string): LineItem[] {
  const value = getPath(data, list);
  if (Array.isArray(value))
    return value.map((item) => (item && typeof item === "object" ? (item as LineItem) : {}));
  return [];
}

/**
 * The posted form with the list changed as the button said: what the server sends back when an
 * editor button was pressed without JavaScript.
 */
export function applyLineItemIntent<T extends Record<string, unknown>>(
  data: T,
  intent: LineItemIntent,
  maxLength?: number,
): T {
  const items = itemsOf(data, intent.list);
  const index = intent.index ?? -1;
  const next =
    intent.action === "add"
      ? addItem(items, maxLength)
      : intent.action === "remove"
        ? removeItem(items, index)
        : duplicateItem(items, index, maxLength);
  return setPath(data, intent.list, next);
}
