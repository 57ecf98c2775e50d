// The translated summary above the terms and the privacy policy (issue 33: 'The terms, the
// privacy policy and the contract stay authoritative in English: in other languages they carry a
// translated summary and say that the English text governs'; decision 0161). Shown in every
// language but English; the English document follows it, marked as English.
import { useT } from "~/components/i18n";

/** How many points each document's summary has (`<ns>.summary.1` … `.N`). */
export const SUMMARY_POINTS = 7;

export function LegalSummary({ namespace }: { namespace: "terms" | "privacy" }) {
  const t = useT();
  const points = Array.from({ length: SUMMARY_POINTS }, (_, i) =>
    t(`${namespace}.summary.${i + 1}`),
  );
  return (
    <section className="document__summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{t(`${namespace}.summaryTitle`)}</h2>
      <p>
        <strong>{t(`${namespace}.englishGoverns`)}</strong>
      </p>
      <ul>
        {points.map((point, i) => (
          <li key={i}>{point}</li>
        ))}
      </ul>
      <p>{t(`${namespace}.englishBelow`)}</p>
    </section>
  );
}
