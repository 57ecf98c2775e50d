// Dates, numbers and rand in the page's language (issue 33 'Formats'; decision 0158): the
// language's formats (services/i18n/format.ts), and a date with its time of day for the journey's
// later steps ('6 September 2024 14:05' in English, the kit's format, unchanged).
import { useMemo } from "react";
import { useLanguage } from "~/components/i18n";
import { formatsFor, type Formats } from "~/services/i18n/format";
import { formatDateTime } from "~/services/kit/format";
import { SOURCE_LANGUAGE } from "~/services/i18n/languages";

export interface PageFormats extends Formats {
  /** A date and its time of day in South African time ('-' when missing). */
  dateTime(value: Date | string | number | null | undefined): string;
}

export function useFormats(): PageFormats {
  const language = useLanguage();
  return useMemo(() => {
    const formats = formatsFor(language);
    return {
      ...formats,
      dateTime: (value) => {
        const english = formatDateTime(value);
        if (language === SOURCE_LANGUAGE || formats.locale === formatsFor(SOURCE_LANGUAGE).locale)
          return english;
        const date = formats.date(value);
        // The kit's text ends with the time (HH:MM) when there is a date.
        const time = /\d{2}:\d{2}$/.exec(english)?.[0];
        return time ? `${date} ${time}` : date;
      },
    };
  }, [language]);
}
