// The /api/v2 side of the contracting details (spec §7 'Company info', 'Signatories: create,
// read, update, delete', admin farmsComplete / contractSent / contract upload / GET /admin/farms):
// request bodies checked with zod, answers as JSON. The routes stay thin.
import { z } from "zod";
import { apiError, apiJson, readJsonBody, requireApiPermission } from "~/services/api.server";
import { isProvince } from "~/services/contracting-rules";
import type { CompanyRecord, ContractingDetails, LegalEntity } from "./details.server";
import { isContractingError, type Actor } from "./common.server";
import type { SignatoryView } from "./views";

const text = (max: number) => z.string().trim().max(max, "Too many characters");
const optionalText = (max: number) =>
  z
    .union([text(max), z.null()])
    .optional()
    .transform((v) => (v === "" ? null : v));

export const legalEntityBody = z
  .object({
    name: text(120).min(1, "Required").optional(),
    legalName: optionalText(200),
    registrationNumber: optionalText(50),
    vatNumber: optionalText(30),
    addressLine1: optionalText(200),
    addressLine2: optionalText(200),
    town: optionalText(100),
    province: z
      .union([z.string(), z.null()])
      .optional()
      .refine((v) => v === undefined || v === null || v === "" || isProvince(v), {
        message: "Choose one of the nine province codes: EC, FS, GT, NL, LP, MP, NC, NW, WC.",
      })
      .transform((v) => (v === "" ? null : v)),
    postalCode: optionalText(10),
  })
  .strict();

export const signatoryBody = z
  .object({
    name: text(100).min(1, "Required"),
    surname: text(100).min(1, "Required"),
    email: text(254).email("Enter a valid email address, like name@example.com."),
    phoneNumber: optionalText(20),
    designation: optionalText(100),
  })
  .strict();

export const updateFlagBody = z
  .object({ updatedBy: z.string().optional().nullable(), value: z.boolean().optional() })
  .strict();

export type UpdateFlagBody = z.infer<typeof updateFlagBody>;

/**
 * POST /admin/update/{id}/<flag> (spec §7 admin calls: payload updatedBy), write:admin: checks the
 * body, runs `update` as the caller and answers the company's progress. Anything but POST is a 405,
 * told only after the permission check (no anonymous probing).
 */
export async function updateCompanyFlag(
  request: Request,
  companyId: string,
  requestId: string,
  update: (actor: Actor, companyId: string, body: UpdateFlagBody) => Promise<CompanyRecord>,
) {
  const caller = await requireApiPermission(request, "write:admin");
  if (request.method !== "POST") throw apiError(405, "Use POST.");
  const body = parseBody(updateFlagBody, await readJsonBody(request));
  const actor = {
    userId: caller.user?.id ?? null,
    label: caller.email ?? caller.subject,
    requestId,
  };
  try {
    const company = await update(actor, companyId, body);
    return apiJson({ companyId: company.id, ...progressJson(company) });
  } catch (error) {
    apiRefusal(error);
  }
}

/** Parses a body, or throws a 400 with an error per field (spec §7 'data.errors'). */
export function parseBody<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    errors[key] ??=
      issue.code === "unrecognized_keys"
        ? `Unknown fields: ${issue.keys.join(", ")}`
        : issue.message;
  }
  throw apiError(400, "The request has errors.", errors);
}

/** A ContractingError as the API's error answer; anything else rethrown. */
export function apiRefusal(error: unknown): never {
  if (isContractingError(error)) {
    throw apiError(
      error.status,
      error.message,
      error.field ? { [error.field]: error.message } : undefined,
    );
  }
  throw error;
}

export function legalEntityJson(company: CompanyRecord): LegalEntity {
  return {
    legalName: company.legalName,
    registrationNumber: company.registrationNumber,
    vatNumber: company.vatNumber,
    addressLine1: company.addressLine1,
    addressLine2: company.addressLine2,
    town: company.town,
    province: company.province,
    postalCode: company.postalCode,
  };
}

export function progressJson(company: CompanyRecord) {
  return {
    eligibility: company.eligibility,
    viability: company.viability,
    farmsComplete: company.farmsComplete,
    contractSent: company.contractSent,
    contractSentAt: company.contractSentAt?.toISOString() ?? null,
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

/** GET /company/{id}: the company info with its legal entity, progress, contract and farms. */
export function companyJson(details: ContractingDetails, options: { showDraftContract: boolean }) {
  const { company } = details;
  const contractVisible =
    company.contractFileId && (company.contractSent || options.showDraftContract);
  return {
    companyId: company.id,
    name: company.name,
    legalEntity: legalEntityJson(company),
    progress: progressJson(company),
    contract: contractVisible
      ? {
          fileId: company.contractFileId,
          fileName: company.contractFileName,
          downloadPath: `/files/${company.contractFileId}`,
        }
      : null,
    signatories: details.signatories.map(signatoryJson),
    farms: details.farms.map((farm) => ({
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
      })),
    })),
    totalHectares: details.totalHectares,
  };
}
