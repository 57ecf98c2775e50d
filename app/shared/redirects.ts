// Where Veld may send a browser after sign-in, after switching organisation, or wherever a
// request names the next page: a path on Veld itself, never another site.
//
// Browsers read a target more loosely than a string check does: they drop tabs and newlines
// anywhere, strip leading and trailing control characters and spaces, and treat '\' as '/'. So
// '/\t/evil.example' or '/\\evil.example' is '//evil.example', another host. The target is
// therefore refused when it holds any of those characters at all, then parsed as a URL against a
// stand-in origin: only a same-origin path survives, in the parser's own (percent-encoded) form,
// which is also safe in a header or a cookie.

import { isStorableText } from "./text";

const STAND_IN_ORIGIN = "https://veld.invalid";

/** Characters a browser drops or rewrites in a URL: C0 controls, space, DEL, C1 and '\'. */
// eslint-disable-next-line no-control-regex
const LOOSE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * `value` as a same-origin path (path, query and fragment), or `fallback`. Pages under `/auth/`
 * are refused too: returning to the sign-in itself would loop.
 */
export function safeRedirectTarget(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) {
    return fallback;
  }
  if (LOOSE_CHARACTERS.test(value) || !isStorableText(value) || value.length > 2048) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, STAND_IN_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== STAND_IN_ORIGIN) return fallback;
  const target = url.pathname + url.search + url.hash;
  if (target.startsWith("//") || /^\/auth(\/|$)/i.test(url.pathname)) return fallback;
  return target;
}
