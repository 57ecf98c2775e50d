// The vocabulary of evidence (spec §3 'Organisation': evidence with evidenceId, filePath,
// categories; 'File-upload value': files and deletedFiles; issue 16; decision 0079). Shared by
// the table definitions, the rules, the pages and the API. Imports nothing.

/**
 * What verification bodies ask for behind a claimed practice (decision 0079): the categories an
 * evidence item can carry (one or more).
 */
export const EVIDENCE_CATEGORIES = [
  "invoices",
  "photos",
  "grazingRecords",
  "soilSamples",
  "contractorRecords",
  "other",
] as const;
export type EvidenceCategory = (typeof EVIDENCE_CATEGORIES)[number];

export const EVIDENCE_CATEGORY_LABELS: Record<EvidenceCategory, string> = {
  invoices: "Invoices and receipts",
  photos: "Photos (with date and place)",
  grazingRecords: "Grazing charts and records",
  soilSamples: "Soil-sample results",
  contractorRecords: "Contractor records",
  other: "Other",
};

/** An item is a draft until the farmer marks it submitted (spec §7 'Evidence … submitted PUT'). */
export const EVIDENCE_STATUSES = ["draft", "submitted"] as const;
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];
