// The `intent` of each form on the practice data pages (decision 0128): the forms' hidden field,
// the buttons and the actions share these names. Zod-free, so the pages' scripts can name a form
// without bringing the post schemas (./queries) into the browser.

/** The submit form's intent: the layout's form, also answered by the index tab. */
export const PRACTICE_SUBMIT_INTENT = "submit";

/** The index tab ('Fields and crops'): the season's grid, the copy and the submit. */
export const CROP_JOURNEY_INTENTS = [
  "crop-journey",
  "copy-season",
  PRACTICE_SUBMIT_INTENT,
] as const;
export type CropJourneyIntent = (typeof CROP_JOURNEY_INTENTS)[number];

/** The herds tab's one form: the list saved as a whole. */
export const HERD_INTENTS = ["save-herds"] as const;

/** The livestock tab: the season's grid, and the CSV import. */
export const LIVESTOCK_INTENTS = ["save-grid", "import-csv"] as const;
export type LivestockIntent = (typeof LIVESTOCK_INTENTS)[number];

/** The grazing tab: add an event, and the dialogs editing or deleting one (its eventId). */
export const GRAZING_INTENTS = ["add-event", "edit-event", "delete-event"] as const;
export type GrazingIntent = (typeof GRAZING_INTENTS)[number];

/** The fertiliser tab: one field's list (its fieldId), a form per field. */
export const FERTILISER_INTENTS = ["save-fertiliser"] as const;
