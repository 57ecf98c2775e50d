// The admin pages of the calculation constants (issue 17; decision 0090): /admin/editConsts
// (?type= the set, ?view=versions the list, ?from=&to= a diff, ?version= an older version) and
// /admin/journey/calcSetup (which version each organisation's calculations use; moves). The
// routes check who is asking; these read the URL, call the service and shape the answer.
import { validationError } from "remix-validated-form";
import type { Viewer } from "~/services/auth/guards.server";
import { FORM_ERROR_KEY } from "~/services/kit/forms/form-error-key";
import { repopulatableValues, validateForm } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  CONSTANT_TYPE_LABELS,
  CONSTANT_TYPES,
  CONSTANTS_SAVED,
  isConstantType,
  UNKNOWN_CONSTANT_TYPE,
  type ConstantType,
} from "~/shared/constants";
import {
  diffConstantVersions,
  loadCalcSetup,
  loadConstantVersion,
  loadConstantVersions,
  moveAllToLatest,
  moveOrganisationToLatest,
  saveConstantVersion,
} from "./constants.server";
import {
  CONSTANTS_FORM_ID,
  constantsValidator,
  MOVE_FORM_ID,
  moveValidator,
  NOTE_FIELD,
} from "./forms";
import { type Refusal, isRefusal } from "~/services/kit/refusal";
import type { Actor } from "~/services/kit/actor";

export const EDIT_CONSTS_PATH = "/admin/editConsts";
export const CALC_SETUP_PATH = "/admin/journey/calcSetup";

/** The set the URL names (?type=), the first when none; an unknown one is a 404. */
export function typeOfUrl(url: URL): ConstantType {
  const type = url.searchParams.get("type");
  if (type === null || type === "") return CONSTANT_TYPES[0];
  if (!isConstantType(type)) throw new Response(UNKNOWN_CONSTANT_TYPE, { status: 404 });
  return type;
}

/** A version number from the URL: a whole number from 1, else a 400 naming the parameter. */
function versionParam(url: URL, name: string): number | null {
  const text = url.searchParams.get(name);
  if (text === null || text === "") return null;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
    throw new Response(`The ${name} version must be a whole number from 1.`, { status: 400 });
  }
  return Number(text);
}

function pageRefusal(error: Refusal): never {
  throw new Response(error.message, { status: error.status });
}

export async function loadEditConstsPage(url: URL, viewer: Viewer) {
  const type = typeOfUrl(url);
  const canWrite = viewer.permissions.includes("write:consts");
  const view = url.searchParams.get("view") === "versions" ? "versions" : "values";
  try {
    const latest = await loadConstantVersion(type);
    const versionNumber = versionParam(url, "version");
    const shown = versionNumber === null ? latest : await loadConstantVersion(type, versionNumber);
    const versions = view === "versions" ? await loadConstantVersions(type) : [];
    const from = versionParam(url, "from");
    const to = versionParam(url, "to");
    const diff =
      view === "versions" && from !== null && to !== null
        ? await diffConstantVersions(type, from, to)
        : null;
    return {
      type,
      label: CONSTANT_TYPE_LABELS[type],
      view,
      canWrite,
      latest: { version: latest.version },
      shown,
      versions,
      diff: diff ? { from: diff.from.version, to: diff.to.version, changes: diff.changes } : null,
    };
  } catch (error) {
    if (isRefusal(error)) pageRefusal(error);
    throw error;
  }
}

/** The save of a set's form: a new version, or the form back with every value and its errors. */
export async function handleEditConstsPost(request: Request, actor: Actor) {
  const type = typeOfUrl(new URL(request.url));
  const result = await validateForm(request, constantsValidator(type));
  if (result instanceof Response) return result;
  const { [NOTE_FIELD]: note, ...values } = result.data as Record<string, unknown>;
  try {
    const { row } = await saveConstantVersion(actor, type, values, note);
    return await redirectWithToast(`${EDIT_CONSTS_PATH}?type=${type}`, {
      type: "success",
      text: CONSTANTS_SAVED(CONSTANT_TYPE_LABELS[type], row.version),
    });
  } catch (error) {
    if (!isRefusal(error) || error.status !== 422) {
      if (isRefusal(error)) pageRefusal(error);
      throw error;
    }
    const { values: whole, ...fields } = error.fieldErrors ?? {};
    return validationError(
      {
        fieldErrors: { ...fields, ...(whole ? { [FORM_ERROR_KEY]: whole } : {}) },
        formId: CONSTANTS_FORM_ID,
      },
      repopulatableValues(result.submittedData),
      { status: 422 },
    );
  }
}

export async function loadCalcSetupPage(viewer: Viewer) {
  const setup = await loadCalcSetup();
  return {
    ...setup,
    canWrite: viewer.permissions.includes("write:consts"),
    behindCount: setup.organisations.filter((o) => o.isBehind).length,
  };
}

/**
 * The calculation setup's posts: ?do=move&companyId=<id> moves one organisation, ?do=moveAll
 * every organisation on an older version; both need a reason.
 */
export async function handleCalcSetupPost(request: Request, actor: Actor) {
  const url = new URL(request.url);
  const action = url.searchParams.get("do");
  if (action !== "move" && action !== "moveAll") {
    throw new Response("This form is not known on this page.", { status: 400 });
  }
  const result = await validateForm(request, moveValidator);
  if (result instanceof Response) return result;
  try {
    if (action === "move") {
      const companyId = url.searchParams.get("companyId") ?? "";
      const move = await moveOrganisationToLatest(actor, companyId, result.data.reason);
      const moved = move.moved.map((m) => `${CONSTANT_TYPE_LABELS[m.type]} ${m.from} → ${m.to}`);
      return await redirectWithToast(CALC_SETUP_PATH, {
        type: "success",
        text: `Moved to the latest constants: ${moved.join(", ")}.`,
      });
    }
    const moves = (await moveAllToLatest(actor, result.data.reason)).filter(
      (m) => m.moved.length > 0,
    );
    return await redirectWithToast(CALC_SETUP_PATH, {
      type: moves.length ? "success" : "message",
      text: moves.length
        ? `${moves.length} ${moves.length === 1 ? "organisation" : "organisations"} moved to the latest constants.`
        : "Every organisation already uses the latest constants.",
    });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    if (error.status === 422 && error.fieldErrors?.reason) {
      return validationError(
        { fieldErrors: { reason: error.fieldErrors.reason }, formId: MOVE_FORM_ID },
        repopulatableValues(result.submittedData),
        { status: 422 },
      );
    }
    pageRefusal(error);
  }
}
