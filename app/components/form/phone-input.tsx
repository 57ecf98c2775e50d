// Phone number with country (spec §4 'Phone input: starts with country ZA and may switch to N/A
// if the stored value cannot be parsed'; §5 'Sign-up phone'; §3 'phoneNumber: stored as text,
// with the calling code, a space, then the number without spaces'). A native country <select>
// and a number input, posted as `${name}.country` and `${name}.number`; the schema joins them
// into '+27 821234567'. The one phone piece of every form (decision 0065): the sign-up, the
// signatories, the catalogue. Its country list is written out (phone-countries.ts), so any form
// draws it without its loader's help; the metadata that checks a number is loaded only when
// this field is used.
import { useId, useRef, type ChangeEvent } from "react";
import { loadPhoneMetadata } from "~/services/kit/forms/phone-metadata-loader";
import { PHONE_COUNTRIES } from "~/services/kit/forms/phone-countries";
import {
  acceptPhoneInput,
  NO_COUNTRY,
  PHONE_MAX_LENGTH,
  readPhoneValue,
  type PhoneCountry,
  type PhoneFieldValue,
} from "~/services/kit/forms/phone-rules";
import {
  describedBy,
  FieldGroup,
  startingValue,
  useKitField,
  type CommonFieldProps,
  frameOf,
} from "./field";
import { filterChange } from "./filtered-input";

export interface PhoneInputProps extends CommonFieldProps {
  /** The countries to offer; left out or empty: every country (PHONE_COUNTRIES). */
  countries?: readonly PhoneCountry[];
  /** A stored value ('+27 821234567') or the two parts. */
  defaultValue?: string | PhoneFieldValue | null;
  countryLabel?: string;
  numberLabel?: string;
}

export function PhoneInput({
  name,
  label,
  optional,
  hint,
  disabled,
  className,
  countries: given,
  defaultValue,
  countryLabel = "Country code",
  numberLabel = "Number",
}: PhoneInputProps) {
  const field = useKitField(name);
  // FormBuilder passes [] when its page gave no list: the field still offers every country.
  const countries = given?.length ? given : PHONE_COUNTRIES;
  const start = readPhoneValue(startingValue(defaultValue, field.defaultValue), countries);
  // The number carries the field's id: the error summary's link lands on it.
  const ids = { country: useId(), number: field.id };
  const previous = useRef(start.number);
  const invalid = field.error ? true : undefined;
  const errorLink = describedBy(field.error && field.errorId);
  // Checks as the person types once they have left the field (the error clears once valid).
  const check = () => {
    if (field.touched) field.validate();
  };
  const leave = () => {
    field.setTouched(true);
    field.validate();
  };
  return (
    <FieldGroup {...frameOf(field, { label, optional, hint, className })} modifier="phone">
      <div className="kf-phone">
        <div className="kf-phone__country">
          <label htmlFor={ids.country} className="kf-phone__label">
            {countryLabel}
          </label>
          <select
            id={ids.country}
            name={`${name}.country`}
            defaultValue={start.country}
            disabled={disabled}
            autoComplete="tel-country-code"
            aria-invalid={invalid}
            aria-describedby={errorLink}
            className="kf-input kf-select"
            onFocus={() => void loadPhoneMetadata()}
            onChange={check}
            onBlur={leave}
          >
            <option value={NO_COUNTRY}>N/A (no country code)</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name} (+{country.callingCode})
              </option>
            ))}
          </select>
        </div>
        <div className="kf-phone__number">
          <label htmlFor={ids.number} className="kf-phone__label">
            {numberLabel}
          </label>
          <input
            id={ids.number}
            name={`${name}.number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            // spec §5 'maximum length 15'.
            maxLength={PHONE_MAX_LENGTH}
            defaultValue={start.number}
            disabled={disabled}
            required={!optional}
            aria-invalid={invalid}
            aria-describedby={errorLink}
            className="kf-input"
            onFocus={(event) => {
              previous.current = event.target.value;
              void loadPhoneMetadata();
            }}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              // spec §5 'only digits and spaces are accepted'.
              filterChange(event, previous, acceptPhoneInput);
              check();
            }}
            onBlur={leave}
          />
        </div>
      </div>
    </FieldGroup>
  );
}
