// The organisation switcher of the /profile layout (spec §4 'Organisation selection'; issue 4:
// 'A switcher in the /profile layout (a plain form without JS)'). A real form posting to
// /profile/organisation; with JavaScript, choosing another organisation submits it at once.
import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useId } from "react";
import { useT } from "~/components/i18n";
import { useHydrated } from "~/components/use-hydrated";

export interface SwitcherOrganisation {
  id: string;
  name: string;
}

export function OrganisationSwitcher({
  organisations,
  activeId,
}: {
  organisations: readonly SwitcherOrganisation[];
  activeId: string | null;
}) {
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const selectId = useId();
  // Rendered only by the /profile layout, which sends the `app` messages (signed-in.po).
  const t = useT();
  if (organisations.length === 0) return null;
  const active = organisations.find((o) => o.id === activeId) ?? organisations[0]!;
  if (organisations.length === 1) {
    return (
      <p className="org-switcher">
        <span className="org-switcher__label">{t("app.organisationLabel")}</span>{" "}
        <strong className="org-switcher__name">{active.name}</strong>
      </p>
    );
  }
  return (
    <Form
      method="post"
      action="/profile/organisation"
      className="org-switcher"
      aria-label={t("app.switchOrganisation")}
    >
      <input type="hidden" name="returnTo" value={pathname + search} />
      <label htmlFor={selectId} className="org-switcher__label">
        {t("app.organisation")}
      </label>
      <select
        id={selectId}
        name="organisationId"
        defaultValue={active.id}
        key={active.id}
        className="kf-input kf-select org-switcher__select"
        onChange={hydrated ? (event) => submit(event.currentTarget.form) : undefined}
      >
        {organisations.map((organisation) => (
          <option key={organisation.id} value={organisation.id}>
            {organisation.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button org-switcher__submit">
        {t("app.switch")}
      </button>
    </Form>
  );
}
