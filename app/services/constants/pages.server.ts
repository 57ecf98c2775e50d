// The admin pages of the calculation constants (issue 17; decision 0090): /admin/editConsts
// (?type= the set, ?view=versions the list, ?from=&to= a diff, ?version= an older version) and
// /admin/journey/calcSetup (which version each organisation's calculations use; moves). The
// routes check who is asking; these read the URL, call the service and shape the answer.
import { validationError } from "remix-validated-form";
import type { Viewer } from "~/services/auth/guards.server";
import { FORM_ERROR_KEY } from "~/services/kit/forms/form-error-key";
import { repopulatableValues, validateForm } from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";
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
import { calcSetupPostQuery, constantsPageQuery, constantsTypeQuery } from "./queries";
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
  return knownType(readQuery(url, constantsTypeQuery).type);
}

function knownType(type: string | undefined): ConstantType {
  if (type === undefined) return CONSTANT_TYPES[0];
  if (!isConstantType(type)) throw new Response(UNKNOWN_CONSTANT_TYPE, { status: 404 });
  return type;
}

function pageRefusal(error: Refusal): never {
  throw new Response(error.message, { status: error.status });
}

export async function loadEditConstsPage(url: URL, viewer: Viewer) {
  const query = readQuery(url, constantsPageQuery);
  const type = knownType(query.type);
  const canWrite = viewer.permissions.includes("write:consts");
  const view = query.view;
  try {
    const latest = await loadConstantVersion(type);
    const versionNumber = query.version ?? null;
    const shown = versionNumber === null ? latest : await loadConstantVersion(type, versionNumber);
    const versions = view === "versions" ? await loadConstantVersions(type) : [];
    const from = query.from ?? null;
    const to = query.to ?? null;
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
  const query = readQuery(request, calcSetupPostQuery);
  const action = query.do;
  if (action !== "move" && action !== "moveAll") {
    throw new Response("This form is not known on this page.", { status: 400 });
  }
  const result = await validateForm(request, moveValidator);
  if (result instanceof Response) return result;
  try {
    if (action === "move") {
      const companyId = query.companyId ?? "";
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
