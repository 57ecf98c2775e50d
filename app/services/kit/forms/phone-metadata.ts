// Phone checks that need the country metadata (libphonenumber-js, spec §9 'Phone country
// metadata table version 4'). The server imports this module directly; the browser only through
// `import()` (phone-input.tsx, form-schema.ts), so the metadata lands in a chunk of its own that
// pages without a phone field never load (decision 0010).
//
// The 'max' set (~40 kB gzip) and not the default 'min' (~19 kB): 'min' checks only a number's
// length, so it takes '082 123 45678' (one digit too many) as a South African number, and that
// is the mistake a farmer typing on a small screen makes. The same check runs in the browser and
// on the server, so the two never disagree.
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from "libphonenumber-js/max";
import metadata from "libphonenumber-js/max/metadata";
import {
  composeStoredPhone,
  DEFAULT_PHONE_COUNTRY,
  isPhoneText,
  NO_COUNTRY,
  type PhoneCountry,
  type PhoneFieldValue,
} from "./phone-rules";

/**
 * spec §5 'Sign-up phone: must be valid for the selected country': the stored text
 * ('+27 821234567') for a number valid in `country`, else null. A leading national prefix
 * ('082…' in South Africa) is dropped, as the stored form has the national number only.
 */
export function toStoredPhone(country: string, number: string): string | null {
  if (!isPhoneText(number) || !isSupportedCountry(country)) return null;
  const digits = number.replace(/\D/g, "");
  if (digits === "") return null;
  const parsed = parsePhoneNumberFromString(digits, country);
  if (!parsed || !parsed.isValid() || parsed.country !== country) return null;
  return composeStoredPhone(parsed.countryCallingCode, parsed.nationalNumber);
}

/**
 * A number written internationally ('+27 82 555 1234', '+27825551234'; OpenID Connect's
 * phone_number claim, E.164 recommended) as the phone field stores it ('+27 825551234'), or null
 * when it is not a valid number of a country the metadata knows.
 */
export function storedPhoneFromInternational(text: string | null | undefined): string | null {
  const trimmed = (text ?? "").trim();
  if (!trimmed.startsWith("+")) return null;
  const parsed = parsePhoneNumberFromString(trimmed);
  if (!parsed || !parsed.isValid()) return null;
  return composeStoredPhone(parsed.countryCallingCode, parsed.nationalNumber);
}

/**
 * A phone number written as one text, as a JSON body (/api/v2) or an older form posts it, read
 * by the same rule as the phone field (decision 0065): digits and spaces, at most 15 (spec §5),
 * after an optional '+'. With a '+' it is international ('+27 82 555 1234') and checked for the
 * country of its calling code; without one it is a number of `country` ('082 555 1234', ZA by
 * default: spec §9 'The default phone country is ZA'). The stored text ('+27 825551234'), or
 * null when it is not a valid number.
 */
export function storedPhoneFromText(
  text: string,
  country: string = DEFAULT_PHONE_COUNTRY,
): string | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith("+")) return toStoredPhone(country, trimmed);
  if (!isPhoneText(trimmed.slice(1))) return null;
  return storedPhoneFromInternational(trimmed);
}

export function isValidPhoneForCountry(country: string, number: string) {
  return toStoredPhone(country, number) !== null;
}

/**
 * A stored value as the field starts with, deciding shared calling codes from the number itself
 * (+1 416… is Canada). spec §4: 'may switch to N/A (no country code) if the stored value cannot
 * be parsed'.
 */
export function parseStoredPhone(stored: string | null | undefined): PhoneFieldValue {
  const text = (stored ?? "").trim();
  if (text === "") return { country: DEFAULT_PHONE_COUNTRY, number: "" };
  const match = /^\+(\d{1,3}) (\d+)$/.exec(text);
  const codes = match ? metadata.country_calling_codes[match[1]!] : undefined;
  if (match && codes?.length) {
    const parsed = parsePhoneNumberFromString(`+${match[1]}${match[2]}`);
    const country = parsed?.country ?? codes[0]!;
    return { country, number: match[2]! };
  }
  return { country: NO_COUNTRY, number: text.replace(/[^\d ]/g, "") };
}

/** Every country the metadata knows, named in English, for the country list. */
export function listPhoneCountries(locale = "en-ZA"): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((code) => {
      const callingCode = getCountryCallingCode(code);
      return {
        code,
        name: names.of(code) ?? code,
        callingCode,
        main: metadata.country_calling_codes[callingCode]?.[0] === code,
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}
