// The language chooser of every page (issue 33; decision 0158): a plain form posted to /language,
// so it works without JavaScript. A language no native speaker has reviewed yet says so beside
// its name ("translation being checked"). It goes back to the same page, without `?lang=`.
import { useLocation } from "@remix-run/react";
import { CHOOSE_LANGUAGE_INTENT, LANGUAGE_INFO, LANGUAGE_PARAM } from "~/services/i18n/languages";
import { useLanguage, useLanguagesOffered, useT } from "./i18n";

export function LanguageChooser() {
  const t = useT();
  const current = useLanguage();
  const offered = useLanguagesOffered();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  const query = params.toString();
  return (
    <form method="post" action="/language" className="language-chooser">
      <input type="hidden" name="intent" value={CHOOSE_LANGUAGE_INTENT} />
      <input type="hidden" name="returnTo" value={query ? `${pathname}?${query}` : pathname} />
      <label htmlFor="language-chooser">{t("chooser.label")}</label>
      <select id="language-chooser" name="language" defaultValue={current}>
        {offered.map((language) => {
          const info = LANGUAGE_INFO[language];
          return (
            <option key={language} value={language} lang={info.tag}>
              {info.reviewed ? info.name : `${info.name} (${t("chooser.beingChecked")})`}
            </option>
          );
        })}
      </select>
      <button type="submit" className="button button--quiet">
        {t("chooser.submit")}
      </button>
    </form>
  );
}
