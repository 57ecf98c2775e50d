// A phone field posted as one text instead of its two parts (`${name}.country` and
// `${name}.number`, phone-input.tsx): a form from before the field was the kit's phone piece, or
// a script, posting `phoneNumber=082 555 1234`. The kit's schema would take such a text as
// 'no country' (N/A) and check nothing; here it is read by the phone field's own rule
// (storedPhoneFromText: '+' and a calling code, else the default country ZA), so every shape
// of a number meets one rule (decision 0065). The metadata is loaded as the kit loads it.
import { loadPhoneMetadata } from "./phone-metadata-loader";
import { DEFAULT_PHONE_COUNTRY } from "./phone-rules";

/**
 * `raw` with its field `name` made the phone field's shape when it was posted as one text: the
 * stored text ('+27 825551234') when the rule reads it, else the text as a number of the
 * default country, which the field's schema then refuses with its own message. Anything else is
 * returned as it came.
 */
export async function phoneFieldFromText(raw: unknown, name: string): Promise<unknown> {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const posted = (raw as Record<string, unknown>)[name];
  const text = Array.isArray(posted) ? posted[0] : posted;
  if (typeof text !== "string") return raw;
  const stored = (await loadPhoneMetadata()).storedPhoneFromText(text);
  return {
    ...raw,
    [name]: stored ?? { country: DEFAULT_PHONE_COUNTRY, number: text.trim() },
  };
}
