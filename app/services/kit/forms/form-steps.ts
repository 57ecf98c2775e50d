// The words of a form in steps (components/form/form-steps.tsx; decision 0142). Pure.

/** 'Step 2 of 3: Your farm or organisation'. */
export function stepProgressText(current: number, titles: readonly string[]): string {
  return `Step ${current + 1} of ${titles.length}: ${titles[current] ?? ""}`;
}
