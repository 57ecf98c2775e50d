/** Errors that belong to no one field (an unreadable upload) are keyed by this name. */
export const FORM_ERROR_KEY = "_form";
