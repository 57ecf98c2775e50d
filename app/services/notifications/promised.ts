// The programme's promises (issue 32 'Promised messages that never come'): every step where a
// farmer waits on the programme ends with an e-mail and an in-app notification, sent in the same
// transaction as the decision that ends the wait (programme-messages.server.ts). This table is
// the list of those steps; docs/promised-messages.md states it for people, and a test holds the
// two together and checks that each one is sent.

export interface PromisedMessage {
  /** What the farmer waits for, in their words. */
  waitsFor: string;
  /** The programme's act that ends the wait (or blocks them again). */
  endedBy: string;
  /** Who is told: in the app (members) and by e-mail. */
  told: string;
}

export const PROMISED_MESSAGES = {
  "eligibility.decided": {
    waitsFor: "The eligibility answers reviewed",
    endedBy: "An admin approves or declines eligibility",
    told: "The organisation's owners",
  },
  "viability.decided": {
    waitsFor: "The viability answers reviewed",
    endedBy: "An admin approves or declines viability",
    told: "The organisation's owners",
  },
  "contract.sent": {
    waitsFor: "The contract to sign",
    endedBy: "An admin marks the contract sent",
    told: "Owners and signatory members; the e-mail also reaches signatories who are not members",
  },
  "contract.confirmed": {
    waitsFor: "The signed contract confirmed",
    endedBy: "An admin confirms the signed contract",
    told: "Owners and signatory members; the e-mail also reaches signatories who are not members",
  },
  "fields.confirmed": {
    waitsFor: "The mapped fields checked",
    endedBy: "An admin confirms the fields (the implementation plan opens)",
    told: "The members who may change the organisation's data (owners, staff, consultants)",
  },
  "fields.reopened": {
    waitsFor: "Nothing: the fields are open to change again",
    endedBy: "An admin takes back the fields' confirmation",
    told: "The members who may change the organisation's data (owners, staff, consultants)",
  },
  "submission.decided": {
    waitsFor: "The season's submission reviewed",
    endedBy: "An admin sends the review (accepted, changes requested or rejected)",
    told: "Every member of the organisation",
  },
} as const satisfies Record<string, PromisedMessage>;

export type ProgrammeEvent = keyof typeof PROMISED_MESSAGES;
export const PROGRAMME_EVENTS = Object.keys(PROMISED_MESSAGES) as ProgrammeEvent[];
