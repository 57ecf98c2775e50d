// Which validation and refusal messages a signed-in page is sent (decision 0159). The root sends
// every page the forms kit's own (`errors`); a page's domain messages come from this one table,
// by the start of its path, through the signed-in layout (routes/profile.tsx), whose loader runs
// on every change of path. Only a page not in English is sent any: its forms' messages are
// matched by their English text and shown in its language, on the server and after hydration.
// Adding a domain: an `errors<Domain>` namespace in catalogues/*/errors.po, and its paths here.

/** The `errors…` namespaces of the pages under each path (the longest matching prefix wins). */
export const MESSAGE_NAMESPACES_BY_PATH: Readonly<Record<string, readonly string[]>> = {
  "/profile/signup": ["errorsProfile"],
  "/profile/details": ["errorsProfile"],
  "/profile/company": ["errorsProfile"],
  "/profile/delete-account": ["errorsProfile"],
  "/profile/notifications": ["errorsProfile"],
  "/profile/journey": ["errorsJourney"],
  "/profile/my_fields": ["errorsJourney"],
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
