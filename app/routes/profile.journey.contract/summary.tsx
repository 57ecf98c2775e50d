// The contract in the farmer's language (issue 33: "The terms, the privacy policy and the contract
// stay authoritative in English: in other languages they carry a translated summary and say that
// the English text governs"). The contract is the PDF the programme drew up for the organisation
// (an admin uploads it: there is no template in Veld); the summary says what every Veld contract
// covers, as the FAQs and the terms describe it (faq-seed.ts: project period, sampling, leaving
// early, payment in rand, the farmer's share; terms.tsx 'The journey and your carbon contract').
// Shown above the download in af, zu, xh and st; the English page shows the contract only.
import { useT, type Translate } from "~/components/i18n";
import { SIGNED_CONTRACT_FIELDS } from "~/services/contracting/forms";

const POINTS = [
  "contract.summaryParties",
  "contract.summaryPractices",
  "contract.summaryRecords",
  "contract.summarySoil",
  "contract.summaryPayment",
  "contract.summaryPeriod",
  "contract.summaryRights",
] as const;

export function ContractSummary({ legalName }: { legalName: string }) {
  const t = useT();
  return (
    <section
      className="ct-summary"
      aria-labelledby="contract-summary"
      data-testid="contract-summary"
    >
      <h3 id="contract-summary">{t("contract.summaryHeading")}</h3>
      <p>
        <strong>{t("contract.englishGoverns")}</strong>
      </p>
      <ul>
        {POINTS.map((key) => (
          <li key={key}>{t(key, { legalName })}</li>
        ))}
      </ul>
    </section>
  );
}

/** The signed-copy upload's field, its label in the page's language. */
export function signedContractFields(t: Translate) {
  const [file] = SIGNED_CONTRACT_FIELDS;
  return [{ ...file, label: t("contract.signedField") as typeof file.label }] as const;
}
