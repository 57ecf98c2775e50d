// A practice-data value that the programme may have corrected (decision 0078). Shows the value
// that counts; when an admin overrode it, a note in words beside it says so: 'Corrected by the
// programme from 10: {reason}' (not only a colour or an icon, and plain HTML: no JS needed).
// Style hooks: .corrected-value, .corrected-value__note (app/styles/practice-admin.css).
import type { Correction } from "~/services/practice/overrides";
import { correctionNote } from "~/services/practice/overrides";

export interface CorrectedValueProps {
  value: number | null;
  correction?: Correction | undefined;
  /** How a number is written (default: as is). */
  format?: (value: number) => string;
}

const plain = (value: number) => String(value);

export function CorrectedValue({ value, correction, format = plain }: CorrectedValueProps) {
  const shown = correction ? correction.value : value;
  const text = shown === null || shown === undefined ? "-" : format(shown);
  if (!correction) return <span className="corrected-value">{text}</span>;
  return (
    <span className="corrected-value corrected-value--corrected">
      <span className="corrected-value__value">{text}</span>{" "}
      <small className="corrected-value__note">{correctionNote(correction, format)}</small>
    </span>
  );
}
