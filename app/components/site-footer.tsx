import { Link } from "@remix-run/react";

const FOOTER_LINKS = [
  { label: "Terms and conditions", to: "/terms-and-conditions" },
  { label: "Privacy policy", to: "/privacy-policy" },
  { label: "FAQs", to: "/faqs" },
  { label: "Partners", to: "/partners" },
  { label: "Jobs", to: "/jobs" },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>Veld: regenerative farming and carbon credits for South African farmers.</p>
    </footer>
  );
}
