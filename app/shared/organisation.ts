// The organisation behind Veld, as the public documents, the e-mails and the journey name it:
// product vocabulary every layer may use (page texts in app/content, messages in services).
//
// INVENTED: the operating company's registered name, number and address and the Information
// Officer's details are not known yet. Everything here is a placeholder (every address ends in
// `.example`, which can never be delivered) and the pages say so next to it
// (docs/decisions/0014-public-content.md). Replace it before launch.
export const ORGANISATION = {
  /** The name the documents use for the responsible party (POPIA s 1). */
  name: "Veld",
  legalName: "Veld Programme (Pty) Ltd (placeholder name)",
  registrationNumber: "0000/000000/07 (placeholder)",
  postalAddress: "PO Box 0000, Pretoria, 0001 (placeholder address)",
  informationOfficer: {
    title: "Information Officer",
    email: "privacy@veld.example",
  },
  generalEmail: "hello@veld.example",
  jobsEmail: "jobs@veld.example",
} as const;

/** True while ORGANISATION holds placeholders: the pages then show a notice saying so. */
export const ORGANISATION_DETAILS_ARE_PLACEHOLDERS = true;
