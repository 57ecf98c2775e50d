// The JSON side of the contracting details in /api/v2 (spec §7 'Company info', 'Signatories:
// create, read, update, delete', admin farmsComplete / contractSent / contract upload / GET
// /admin/farms): the request bodies as zod schemas and the answers' shapes. Pure; the routes
// stay thin.
import { z } from "zod";
import { storedPhoneFromText } from "~/services/kit/forms/phone-metadata";
import {
  LEGAL_ENTITY_KEYS,
  legalEntityOf,
  type LegalEntityKey,
} from "~/shared/organisation-details";
import { BOUNDARY_SOURCES } from "~/shared/boundaries";
import { UNMAPPED_WARNING_KINDS } from "~/shared/fields";
import type { CompanyRecord, ContractingDetails } from "./details.server";
import type { FarmView, SignatoryView } from "./views";
import { singleLineText } from "~/services/kit/forms/text-schema";

const text = (max: number) => singleLineText().trim().max(max, "Too many characters");
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
  .union([singleLineText(), z.null()], {
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
  .object({ updatedBy: singleLineText().optional().nullable(), value: z.boolean().optional() })
  .strict();

export type UpdateFlagBody = z.infer<typeof updateFlagBody>;

/** An organisation's contracting progress (spec §3 'Company progress steps'; decision 0070). */
export const progressJsonSchema = z.object({
  eligibility: z.boolean().nullable(),
  viability: z.boolean().nullable(),
  farmsComplete: z.boolean(),
  contractSent: z.boolean(),
  contractSentAt: z.string().datetime().nullable(),
  signedContractReturned: z.boolean(),
  contractSigned: z.boolean(),
  fieldsSubmittedAt: z.string().datetime().nullable(),
  fieldsComplete: z.boolean(),
});

/** POST /admin/update/{id}/…: the organisation's progress after the change. */
export const companyFlagJsonSchema = z
  .object({ companyId: z.string().uuid() })
  .merge(progressJsonSchema);

export function progressJson(company: CompanyRecord): z.infer<typeof progressJsonSchema> {
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

/** An admin flag's answer (POST /admin/update/{id}/…): the company's id and its progress. */
export function companyFlagJson(company: CompanyRecord): z.infer<typeof companyFlagJsonSchema> {
  return { companyId: company.id, ...progressJson(company) };
}

/** A signatory (spec §7 'Signatories'); `access` where the list knows it (decision 0045). */
export const signatoryJsonSchema = z.object({
  signatoryId: z.string().uuid(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  /** Stored as '+27 825551234' (spec §3). */
  phoneNumber: z.string().nullable(),
  designation: z.string().nullable(),
  /** 'member': can sign in and see the contract; 'invited': invited, not joined yet. */
  access: z.enum(["member", "invited"]).optional(),
});

export function signatoryJson(
  s: SignatoryView | (Omit<SignatoryView, "access"> & { access?: SignatoryView["access"] }),
): z.infer<typeof signatoryJsonSchema> {
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

/** A boundary of a farm as the API gives it (spec §3 'Farm boundary'). */
export const farmBoundaryJsonSchema = z.object({
  boundaryId: z.string().uuid(),
  name: z.string().nullable(),
  source: z.enum(BOUNDARY_SOURCES),
  areaHectares: z.number(),
  fileId: z.string().uuid().nullable(),
  circle: z
    .object({ latitude: z.number(), longitude: z.number(), radiusMetres: z.number() })
    .nullable(),
  otherOrganisationOverlapHectares: z.number(),
});

/**
 * A farm with its area, warnings and boundaries: the answer's schema (decision 0111), from which
 * farmJson's return type is inferred so the call and its document cannot drift apart.
 */
export const farmJsonSchema = z.object({
  farmId: z.string().uuid(),
  name: z.string(),
  erfNumbers: z.array(z.string()),
  province: z.string().nullable(),
  nearestTown: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Hectares (spec §5). */
  areaHectares: z.number(),
  /** spec §4 'Unmapped-warning kinds'. */
  warnings: z.array(z.enum(UNMAPPED_WARNING_KINDS)),
  boundaries: z.array(farmBoundaryJsonSchema),
});

/** GET /admin/farms: a farm as GET /company/{id} gives it, and whose it is. */
export const adminFarmJsonSchema = farmJsonSchema.extend({
  companyId: z.string().uuid(),
  companyName: z.string().nullable(),
});

/** A farm with its area, warnings (their kinds: codes are for the API) and boundaries. */
export function farmJson(farm: FarmView): z.infer<typeof farmJsonSchema> {
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

/** The legal entity's parts (spec §3 'Organisation / company': info), each text or null. */
const legalEntityJsonSchema = z.object(
  Object.fromEntries(LEGAL_ENTITY_KEYS.map((key) => [key, z.string().nullable()])) as Record<
    LegalEntityKey,
    z.ZodNullable<z.ZodString>
  >,
);

/** GET and PUT /company/{id}: the company info (companyJson). */
export const contractingCompanyJsonSchema = z.object({
  companyId: z.string().uuid(),
  name: z.string(),
  legalEntity: legalEntityJsonSchema,
  progress: progressJsonSchema,
  /** The contract to sign, once it is sent; null before. */
  contract: z
    .object({
      fileId: z.string().uuid(),
      fileName: z.string().nullable(),
      downloadPath: z.string(),
    })
    .nullable(),
  signatories: z.array(signatoryJsonSchema),
  farms: z.array(farmJsonSchema),
  /** Hectares of every farm's boundaries. */
  totalHectares: z.number(),
});

/** GET /company/{id}: the company info with its legal entity, progress, contract and farms. */
export function companyJson(
  details: ContractingDetails,
  options: { showDraftContract: boolean },
): z.infer<typeof contractingCompanyJsonSchema> {
  const { company } = details;
  // The contract once it is sent (an admin's draft only where asked for).
  const contractFileId =
    company.contractSent || options.showDraftContract ? company.contractFileId : null;
  return {
    companyId: company.id,
    name: company.name,
    legalEntity: legalEntityOf(company),
    progress: progressJson(company),
    contract: contractFileId
      ? {
          fileId: contractFileId,
          fileName: company.contractFileName,
          downloadPath: `/files/${contractFileId}`,
        }
      : null,
    signatories: details.signatories.map(signatoryJson),
    farms: details.farms.map(farmJson),
    totalHectares: details.totalHectares,
  };
}

/**
 * POST /company/{id}/contract/signed (and the admin's contract upload, which answers the same):
 * the stored PDF, served from `downloadPath`.
 */
export const contractFileJsonSchema = z.object({
  companyId: z.string().uuid(),
  fileId: z.string().uuid(),
  /** The name the file was uploaded with. */
  fileName: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** '/files/<fileId>'. */
  downloadPath: z.string(),
});

/** The answer to a contract upload: the stored file of `companyId`'s contract. */
export function contractFileJson(
  companyId: string,
  stored: { id: string; originalName: string; size: number },
): z.infer<typeof contractFileJsonSchema> {
  return {
    companyId,
    fileId: stored.id,
    fileName: stored.originalName,
    size: stored.size,
    downloadPath: `/files/${stored.id}`,
  };
}
