// The components, pages and routes whose user-facing text is translated (issue 33; decision
// 0159): in these files ESLint refuses a literal user-facing string (JSX text with letters, a
// string in aria-label, title, placeholder, alt, label…): the text comes from a catalogue,
// t("ns.key"), or is a validation or refusal message shown through useShowMessage().
// Add a file or a directory (a glob) here once its texts are all in catalogues.
/** Names shown as they are in every language (docs/i18n/README.md): allowed as JSX text. */
export const NAMES = ["Veld"];

export const TRANSLATED_FILES = [
  // The landing page and the frame of every page (decision 0157).
  "app/content/landing.tsx",
  "app/components/site-header.tsx",
  "app/components/site-footer.tsx",
  "app/components/language-chooser.tsx",
  "app/routes/_public._index.tsx",
  "app/root.tsx",
  // The forms kit's display of validation and refusal messages (decision 0159).
  "app/components/form/field.tsx",
  "app/components/form/refusal-summary.tsx",
];
