// The API clients' page (issue 19; decision 0110): the name's limits and the dialogs' URLs, read
// by the page's components as well as by the schemas (forms.ts). Pure, and without zod, so the
// browser's modules carry none (decision 0133).
export const NAME_MIN = 3;
export const NAME_MAX = 80;

/** The page's dialogs are URLs: ?dialog=rotate&client=<id>, ?dialog=revoke&client=<id>. */
export const ROTATE_DIALOG = "rotate";
export const REVOKE_CLIENT_DIALOG = "revoke";
export const CLIENT_PARAM = "client";
