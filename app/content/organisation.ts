// The organisation behind Veld, as the public documents name it.
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

// The Information Regulator (South Africa): POPIA s 74 complaints are made on Form 5.
// Checked on the Regulator's public notice of its e-mail addresses; confirm before launch.
export const INFORMATION_REGULATOR = {
  name: "Information Regulator (South Africa)",
  website: "https://inforegulator.org.za",
  complaintsEmail: "POPIAComplaints@inforegulator.org.za",
  enquiriesEmail: "enquiries@inforegulator.org.za",
} as const;

/** When the terms and the privacy policy last changed (spec §9 date format: day month year). */
export const DOCUMENTS_UPDATED = "28 November 2026";
