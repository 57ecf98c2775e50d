// /api/v2/checker (issue 17; decision 0091): the earnings-potential checker in the envelope of
// docs/api.md. GET takes the form's query parameters (the public page's shareable URL works
// as is); POST takes the same fields as a JSON object. The latest constants, stamped.
import type { z } from "zod";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import type { checkerJsonSchema } from "./api";
import type { EarningsInputs, EarningsResult } from "./earnings";
import { estimateEarnings } from "./earnings";
import {
  EARNINGS_FIELDS,
  earningsValuesOf,
  hasEarningsQuery,
  parseEarnings,
} from "./earnings-forms";
import { latestEarningsConstants } from "./earnings.server";
import { readGetForm } from "~/services/kit/query";

const NO_INPUTS =
  "Give the checker's inputs: croplandHa and/or grazingHa, province, and the practices (see /api/v2/openapi.json).";
const INVALID = "Some inputs cannot be used: see the fields.";

function checkerJson(
  inputs: EarningsInputs,
  result: EarningsResult,
): z.infer<typeof checkerJsonSchema> {
  return {
    // The lists copied: the inputs' are read-only.
    inputs: {
      ...inputs,
      practices: [...inputs.practices],
      grazingPractices: [...inputs.grazingPractices],
    },
    estimate: {
      climates: result.climates,
      soils: result.soils,
      tonnesCo2ePerYear: {
        cropland: result.cropland,
        grazing: result.grazing,
        total: result.total,
      },
      creditsPerYear: result.credits,
      randPerYearToFarmer: result.rand,
      deductions: result.deductions,
      periodYears: result.periodYears,
      noGain: result.noGain,
      steps: result.steps,
    },
    assumptions: result.assumptions,
    constants: result.versions,
    disclaimer: "An estimate, not an offer.",
  };
}

async function answer(raw: Record<string, unknown>, status: 400 | 422): Promise<Response> {
  const parsed = parseEarnings(raw);
  if (!parsed.ok) return apiError(status, INVALID, parsed.errors);
  const result = estimateEarnings(parsed.inputs, await latestEarningsConstants());
  return apiOk(checkerJson(parsed.inputs, result));
}

/** GET ?croplandHa=…&province=…: a malformed query is a 400 with an error per parameter. */
export async function checkerFromQuery(request: Request): Promise<Response> {
  const search = readGetForm(request);
  if (!hasEarningsQuery(search)) return apiError(400, NO_INPUTS);
  return answer({ ...earningsValuesOf(search) }, 400);
}

/** POST { croplandHa, grazingHa, province, … }: a value at fault is a 422 beside its field. */
export async function checkerFromBody(request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  const unknown = Object.keys(body).filter((key) => !EARNINGS_FIELDS.includes(key as never));
  if (unknown.length > 0) {
    return apiError(
      422,
      INVALID,
      Object.fromEntries(unknown.map((key) => [key, "This field is not known."])),
    );
  }
  return answer(body, 422);
}
