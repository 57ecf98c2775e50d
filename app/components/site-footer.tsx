import { Link } from "@remix-run/react";
import { useT } from "./i18n";
import { LanguageChooser } from "./language-chooser";

const FOOTER_LINKS = [
  { label: "layout.terms", to: "/terms-and-conditions" },
  { label: "layout.privacy", to: "/privacy-policy" },
  { label: "layout.faqs", to: "/faqs" },
  { label: "layout.partners", to: "/partners" },
  { label: "layout.jobs", to: "/jobs" },
] as const;

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="site-footer">
      <nav aria-label={t("layout.footerNav")}>
        <ul>
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageChooser />
      <p>{t("layout.tagline")}</p>
    </footer>
  );
}

/** The signed-in areas' footer: the language chooser. */
export function AppFooter() {
  return (
    <footer className="site-footer">
      <LanguageChooser />
    </footer>
  );
}
