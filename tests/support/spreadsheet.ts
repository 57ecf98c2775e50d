// How a spreadsheet reads a CSV cell, for the tests of the CSV writer (decision 0115), written
// apart from the writer so that a test does not check the rule against itself.

/** The characters that start a formula, with their full-width forms. */
export const FORMULA_STARTS = ["=", "+", "-", "@", "\uff1d", "\uff0b", "\uff0d", "\uff20"];

/**
 * Would a spreadsheet run this cell? Passing over whitespace, control and format characters,
 * the first other character starts a formula, or a tab or CR comes first (OWASP 'CSV Injection').
 */
export function isLive(cell: string): boolean {
  for (const char of cell) {
    if (char === "\t" || char === "\r") return true;
    if (/^[\s\p{Cc}\p{Cf}\p{Z}]$/u.test(char)) continue;
    return FORMULA_STARTS.includes(char);
  }
  return false;
}
