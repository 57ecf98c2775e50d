// The legal entity of an organisation (spec §3 'Organisation / company': info): the party that
// signs the contract. One list of its parts, so the table, the model, the forms, the API and the
// pages cannot drift apart (decision 0054).
export const LEGAL_ENTITY_KEYS = [
  "legalName",
  "registrationNumber",
  "vatNumber",
  "addressLine1",
  "addressLine2",
  "town",
  "province",
  "postalCode",
] as const;

export type LegalEntityKey = (typeof LEGAL_ENTITY_KEYS)[number];
export type LegalEntity = Record<LegalEntityKey, string | null>;

/** The organisation's details: its name and its legal entity. */
export interface OrganisationDetails extends LegalEntity {
  name: string;
}

/** The legal entity's parts of any record that has them (a row, a form's values). */
export function legalEntityOf(record: LegalEntity): LegalEntity {
  return Object.fromEntries(
    LEGAL_ENTITY_KEYS.map((key) => [key, record[key] ?? null]),
  ) as LegalEntity;
}
