// The public documents' own facts: the Information Regulator and when the documents changed. The
// organisation behind Veld is app/shared/organisation.ts.
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
