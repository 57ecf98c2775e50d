// spec §3 'Country: code and name'; 'country: choice, default ZA'. Every country the phone metadata
// knows, named in English (en-ZA): the phone field's own list (app/services/kit/forms/
// phone-countries.ts), so the sign-up's countries and its phone field's countries are one list that
// the browser and the server show alike without loading the phone metadata.
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import { PHONE_COUNTRIES } from "~/services/kit/forms/phone-countries";

export const COUNTRY_OPTIONS: readonly ChoiceOption[] = PHONE_COUNTRIES.map(({ code, name }) => ({
  value: code,
  label: name,
}));
