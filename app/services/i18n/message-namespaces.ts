// Which validation and refusal messages a page is sent (decision 0159). The root sends every
// page the forms kit's own (`errors`); a page's domain messages come from this one table, by the
// start of its path: through the signed-in layout (routes/profile.tsx), whose loader runs on
// every change of path, for /profile/…; through the root for the rest (the sign-in pages). Only a page not in English is sent any: its forms' messages are
// matched by their English text and shown in its language, on the server and after hydration.
// Adding a domain: an `errors<Domain>` namespace in catalogues/*/errors.po, and its paths here.

/** The `errors…` namespaces of the pages under each path (the longest matching prefix wins). */
export const MESSAGE_NAMESPACES_BY_PATH: Readonly<Record<string, readonly string[]>> = {
  // Outside the signed-in area the root sends these (a full page load: the sign-in pages).
  "/auth": ["errorsSignIn"],
  // The signed-in area: the layout sends these, on every change of path.
  "/profile/signup": ["errorsProfile"],
  "/profile/details": ["errorsProfile"],
  "/profile/company": ["errorsProfile"],
  "/profile/delete-account": ["errorsProfile"],
  "/profile/notifications": ["errorsProfile"],
  "/profile/journey": ["errorsJourney", "errorsUpload"],
  "/profile/my_fields": ["errorsJourney", "errorsUpload"],
  "/profile/calc/samples": ["errorsUpload"],
};

/** The domain message namespaces of the page at `pathname` (none for most pages). */
export function messageNamespacesForPath(pathname: string): readonly string[] {
  const path = pathname
    .replace(/\.data$/, "")
    .replace(/\/+$/, "")
    .toLowerCase();
  let best: string | null = null;
  for (const prefix of Object.keys(MESSAGE_NAMESPACES_BY_PATH)) {
    const matches = path === prefix.toLowerCase() || path.startsWith(`${prefix.toLowerCase()}/`);
    if (matches && (best === null || prefix.length > best.length)) best = prefix;
  }
  return best === null ? [] : (MESSAGE_NAMESPACES_BY_PATH[best] ?? []);
}

/** Whether the signed-in layout (routes/profile.tsx), not the root, sends the page's messages. */
export function isSignedInArea(pathname: string): boolean {
  return /^\/profile(\/|\.data$|$)/i.test(pathname);
}
