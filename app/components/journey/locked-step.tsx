// A journey step the organisation cannot open yet: the reason, in plain words, and the way to
// the step it is on now (decision 0035).
import { Link } from "@remix-run/react";
import { useT } from "~/components/i18n";

export function LockedStep({
  title,
  reason,
  next,
}: {
  title: string;
  reason: string;
  next: { label: string; href: string };
}) {
  const t = useT();
  return (
    <section className="journey-locked" aria-labelledby="locked-title">
      <p className="badge">{t("journey.locked")}</p>
      <h2 id="locked-title">{title}</h2>
      <p>{reason}</p>
      <p>
        <Link className="button button--primary" to={next.href}>
          {next.label}
        </Link>
      </p>
    </section>
  );
}
