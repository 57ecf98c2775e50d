// The organisation that runs Veld (the 'operator'): the responsible party the privacy policy, the
// terms, the declined farmer's contact details and the e-mails name (POPIA s 1, s 18, s 55).
// Product vocabulary every layer may use; its values are configuration (OPERATOR_* variables,
// validated at start in app/env.server.ts; docs/decisions/0147-operator-configuration.md).
//
// Without them Veld runs with the demonstration operator below: every address ends in
// `.example` (which can never be delivered) and each page that shows these details says so.
// A production start refuses it unless it runs on the demo data.

export interface Operator {
  /** The name the documents use for the responsible party (POPIA s 1). */
  name: string;
  legalName: string;
  registrationNumber: string;
  postalAddress: string;
  informationOfficer: {
    /** The Information Officer's name (POPIA s 55): a person, registered with the Regulator. */
    name: string;
    email: string;
  };
  /** The programme's general address: questions, declined decisions, the booking fallback. */
  email: string;
  /** Where job applicants write. */
  jobsEmail: string;
  /** A telephone number people may call, as written; null: none published. */
  phone: string | null;
  /** True when any detail is the demonstration operator's: the pages then say so. */
  demonstration: boolean;
}

export const DEMONSTRATION_OPERATOR: Operator = {
  name: "Veld",
  legalName: "Veld Demonstration Operator (Pty) Ltd",
  registrationNumber: "0000/000000/07",
  postalAddress: "PO Box 0000, Pretoria, 0001",
  informationOfficer: { name: "The Information Officer", email: "privacy@veld.example" },
  email: "hello@veld.example",
  jobsEmail: "jobs@veld.example",
  phone: null,
  demonstration: true,
};

/**
 * The operator of this process, set once at start from the validated configuration
 * (loadEnv). Pure rules that put the operator into a sentence read it here (the declined
 * farmer's contact details); pages read it from the root loader's data.
 */
let processOperator: Operator = DEMONSTRATION_OPERATOR;

export function setProcessOperator(operator: Operator) {
  processOperator = operator;
}

export function currentOperator(): Operator {
  return processOperator;
}
