// The organisation that runs Veld (decision 0147), from the root loader's data: the root puts it
// in this context, so the browser renders what the server did and a part rendered on its own (a
// test) still has one. Outside the root (its own error page) it is the demonstration operator,
// which then says so wherever it is named.
import { createContext, useContext } from "react";
import { DEMONSTRATION_OPERATOR, type Operator } from "~/shared/operator";

export const OperatorContext = createContext<Operator | null>(null);

export function useOperator(): Operator {
  return useContext(OperatorContext) ?? DEMONSTRATION_OPERATOR;
}

/**
 * Shown wherever a page names the operator while it is the demonstration operator (the demo
 * data's, or a development start without OPERATOR_* settings): plain HTML, no script.
 */
export function DemonstrationOperatorNotice({ operator }: { operator: Operator }) {
  if (!operator.demonstration) return null;
  return (
    <p className="operator-notice" role="note">
      <strong>Demonstration operator.</strong> This Veld runs on demonstration data: the company
      name, registration number, postal address and e-mail addresses shown here are examples, not a
      real operator&rsquo;s. Addresses ending in <code>.example</code> do not receive e-mail.
    </p>
  );
}
