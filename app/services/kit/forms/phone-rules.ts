// The phone-with-country field's light rules (spec §4 'Phone input', §5 'Sign-up phone',
// §3 'phoneNumber: stored as text, with the calling code, a space, then the number without
// spaces'). No libphonenumber here: this module is in every page that shows the field, while the
// country metadata (phone-metadata.ts) is loaded only when a number is checked.

/** spec §4 'Phone input: starts with country ZA'; §9 'The default phone country is ZA'. */
export const DEFAULT_PHONE_COUNTRY = "ZA";
/** spec §4 '… may switch to N/A (no country code) if the stored value cannot be parsed'. */
export const NO_COUNTRY = "N/A";
/** spec §5 'maximum length 15'; §9 'Phone maximum length 15'. */
export const PHONE_MAX_LENGTH = 15;

export interface PhoneCountry {
  /** ISO 3166 code: 'ZA'. */
  code: string;
  /** 'South Africa'. */
  name: string;
  /** Without the plus: '27'. */
  callingCode: string;
  /** The country a calling code shared by several (+1, +44, +7) stands for when nothing else says. */
  main: boolean;
}

/** What the field posts: `${name}.country` and `${name}.number`. */
export interface PhoneFieldValue {
  country: string;
  number: string;
}

/** spec §5 'only digits and spaces are accepted; maximum length 15': other changes are refused. */
export function acceptPhoneInput(previous: string, next: string) {
  return /^[\d ]*$/.test(next) && next.length <= PHONE_MAX_LENGTH ? next : previous;
}

export function isPhoneText(value: string) {
  return /^[\d ]*$/.test(value) && value.length <= PHONE_MAX_LENGTH;
}

/** spec §3: calling code, a space, then the number without spaces ('+27 821234567'). */
export function composeStoredPhone(callingCode: string | null, nationalNumber: string) {
  const digits = nationalNumber.replace(/\D/g, "");
  return callingCode ? `+${callingCode} ${digits}` : digits;
}

const STORED_PATTERN = /^\+(\d{1,3}) (\d+)$/;

/**
 * The field's starting state from a stored value (or a value the form posted back).
 * Empty → ZA (spec §4). '+27 821234567' → ZA and '821234567'. Anything whose calling code
 * is not in `countries`, or not in the stored shape at all → N/A with the digits as they were.
 */
export function readPhoneValue(
  value: unknown,
  countries: readonly PhoneCountry[],
): PhoneFieldValue {
  if (value && typeof value === "object") {
    const posted = value as Partial<Record<keyof PhoneFieldValue, unknown>>;
    const country = typeof posted.country === "string" ? posted.country : DEFAULT_PHONE_COUNTRY;
    const number = typeof posted.number === "string" ? posted.number : "";
    const known = country === NO_COUNTRY || countries.some((c) => c.code === country);
    return { country: known ? country : NO_COUNTRY, number };
  }
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return { country: DEFAULT_PHONE_COUNTRY, number: "" };
  const match = STORED_PATTERN.exec(text);
  if (match) {
    const [, callingCode, digits] = match;
    const sharing = countries.filter((c) => c.callingCode === callingCode);
    const country = sharing.find((c) => c.main) ?? sharing[0];
    if (country) return { country: country.code, number: digits! };
  }
  return { country: NO_COUNTRY, number: text.replace(/[^\d ]/g, "").slice(0, PHONE_MAX_LENGTH) };
}
