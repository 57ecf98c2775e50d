// The name of the query parameter that holds the open dialogs (app/services/kit/url-state.ts),
// shared by the browser's links and the server's query schema without either bringing the other.
export const DIALOG_PARAM = "dialog";
