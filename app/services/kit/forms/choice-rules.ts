// Rules for the choice widgets (spec §4 'Widgets': dropdown, checkbox and toggle, multi-selector).

export interface ChoiceOption {
  value: string;
  label: string;
}

/** Options whose label contains what was typed, ignoring case and accents ('Môreson' ~ 'mor'). */
export function filterOptions<T extends ChoiceOption>(options: readonly T[], query: string): T[] {
  const wanted = fold(query.trim());
  if (wanted === "") return [...options];
  return options.filter((option) => fold(option.label).includes(wanted));
}

function fold(text: string) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * spec §4 'Dropdown: It selects the single match if only one option is left after filtering.'
 * The value to take on after filtering: the single match, or null (nothing changes).
 */
export function singleMatch<T extends ChoiceOption>(filtered: readonly T[]): T | null {
  return filtered.length === 1 ? filtered[0]! : null;
}

/** The option for a value, if the value is one of the options. */
export function optionFor<T extends ChoiceOption>(options: readonly T[], value: unknown) {
  return options.find((option) => option.value === value) ?? null;
}

/** Keyboard movement in an open list: wraps at both ends; -1 means nothing highlighted. */
export function moveActive(
  active: number,
  count: number,
  key: "next" | "previous" | "first" | "last",
) {
  if (count === 0) return -1;
  switch (key) {
    case "first":
      return 0;
    case "last":
      return count - 1;
    case "next":
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case "previous":
      return active <= 0 ? count - 1 : active - 1;
  }
}

/** spec §4 'Checkbox and toggle default to false (off) unless an initial value is given.' */
export function isChecked(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isChecked);
  return value === true || value === "on" || value === "true";
}

/**
 * spec §4 'Multi-selector: selecting none sets the value to null … An empty result is stored as
 * null.' Keeps the options' order and only values that are options.
 */
export function toStoredSelection(options: readonly ChoiceOption[], selected: readonly string[]) {
  const chosen = options.filter((option) => selected.includes(option.value)).map((o) => o.value);
  return chosen.length === 0 ? null : chosen;
}

/** spec §4 'Select-all chooses every option' (and, with everything chosen, clears them). */
export function toggleSelectAll(options: readonly ChoiceOption[], selected: readonly string[]) {
  const all = options.map((option) => option.value);
  return all.every((value) => selected.includes(value)) ? [] : all;
}

export type SelectAllState = "none" | "some" | "all";

export function selectAllState(
  options: readonly ChoiceOption[],
  selected: readonly string[],
): SelectAllState {
  const count = options.filter((option) => selected.includes(option.value)).length;
  if (count === 0) return "none";
  return count === options.length ? "all" : "some";
}

/** Posted values as a list: a single checkbox posts a string, several post a list. */
export function asList(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === "") return [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((value): value is string => typeof value === "string" && value !== "");
}
