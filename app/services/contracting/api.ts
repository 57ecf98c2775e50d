// The JSON side of the contracting details in /api/v2 (spec §7 'Company info', 'Signatories:
// create, read, update, delete', admin farmsComplete / contractSent / contract upload / GET
// /admin/farms): the request bodies as zod schemas and the answers' shapes. Pure; the routes
// stay thin.
import { z } from "zod";
import { apiError, fieldErrorsOf } from "~/services/api/envelope";
import { storedPhoneFromText } from "~/services/kit/forms/phone-metadata";
import { legalEntityOf } from "~/shared/organisation-details";
import type { CompanyRecord, ContractingDetails } from "./details.server";
import type { FarmView, SignatoryView } from "./views";

const text = (max: number) => z.string().trim().max(max, "Too many characters");
const optionalText = (max: number) =>
  z
    .union([text(max), z.null()])
    .optional()
    .transform((v) => (v === "" ? null : v));

/** A signatory's phone the rule does not read (decision 0065 'One phone piece'). */
export const INVALID_API_PHONE =
  "Enter a valid phone number in digits and spaces: + and the country code, like +27 82 555 1234, or a South African number, like 082 555 1234.";

/**
 * phoneNumber as text, read by the phone field's rule (storedPhoneFromText): '082 555 1234',
 * '0825551234' and '+27 82 555 1234' are all stored '+27 825551234' (spec §3); a number without
 * '+' is South African (spec §9 'The default phone country is ZA'). Empty or null: none.
 */
const phoneNumber = z
  .union([z.string(), z.null()], {
    errorMap: () => ({
      message: 'Send the phone number as text, like "+27 82 555 1234", or null.',
    }),
  })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value.trim() === "") return null;
    const stored = storedPhoneFromText(value);
    if (stored === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: INVALID_API_PHONE });
    return stored;
  });

export const signatoryBody = z
  .object({
    name: text(100).min(1, "Required"),
    surname: text(100).min(1, "Required"),
    email: text(254).email("Enter a valid email address, like name@example.com."),
    phoneNumber,
    designation: optionalText(100),
  })
  .strict();

export const updateFlagBody = z
  .object({ updatedBy: z.string().optional().nullable(), value: z.boolean().optional() })
  .strict();

export type UpdateFlagBody = z.infer<typeof updateFlagBody>;

/**
 * The body's values checked by `schema`, or a 422 with an error per field (spec §7
 * 'data.errors'; an unknown field is named too). The body was read already: a value at fault.
 */
export function parseBody<T>(
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  body: Record<string, unknown>,
): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw apiError(422, "Some fields are missing or not valid.", fieldErrorsOf(result.error.issues));
}

export function progressJson(company: CompanyRecord) {
  return {
    eligibility: company.eligibility,
    viability: company.viability,
    farmsComplete: company.farmsComplete,
    contractSent: company.contractSent,
    contractSentAt: company.contractSentAt?.toISOString() ?? null,
    // decision 0070: the signed contract and the submitted fields.
    signedContractReturned: !!company.signedContractFileId,
    contractSigned: company.contractSigned,
    fieldsSubmittedAt: company.fieldsSubmittedAt?.toISOString() ?? null,
    fieldsComplete: company.fieldsComplete,
  };
}

export function signatoryJson(
  s: SignatoryView | (Omit<SignatoryView, "access"> & { access?: string }),
) {
  return {
    signatoryId: s.id,
    name: s.name,
    surname: s.surname,
    email: s.email,
    phoneNumber: s.phoneNumber,
    designation: s.designation,
    ...(s.access ? { access: s.access } : {}),
  };
}

/** A farm with its area, warnings (their kinds: codes are for the API) and boundaries. */
export function farmJson(farm: FarmView) {
  return {
    farmId: farm.id,
    name: farm.name,
    erfNumbers: farm.erfNumbers,
    province: farm.province,
    nearestTown: farm.nearestTown,
    latitude: farm.latitude,
    longitude: farm.longitude,
    areaHectares: farm.totalHectares,
    warnings: farm.warnings.map((w) => w.kind),
    boundaries: farm.boundaries.map((b) => ({
      boundaryId: b.id,
      name: b.name,
      source: b.source,
      areaHectares: b.areaHectares,
      fileId: b.fileId,
      circle: b.circle,
      // Hectares shared with another organisation's boundary (decision 0061); 0 when none.
      otherOrganisationOverlapHectares: b.otherOrganisationOverlap?.hectares ?? 0,
    })),
  };
}

/** GET /company/{id}: the company info with its legal entity, progress, contract and farms. */
export function companyJson(details: ContractingDetails, options: { showDraftContract: boolean }) {
  const { company } = details;
  const contractVisible =
    company.contractFileId && (company.contractSent || options.showDraftContract);
  return {
    companyId: company.id,
    name: company.name,
    legalEntity: legalEntityOf(company),
    progress: progressJson(company),
    contract: contractVisible
      ? {
          fileId: company.contractFileId,
          fileName: company.contractFileName,
          downloadPath: `/files/${company.contractFileId}`,
        }
      : null,
    signatories: details.signatories.map(signatoryJson),
    farms: details.farms.map(farmJson),
    totalHectares: details.totalHectares,
  };
}
