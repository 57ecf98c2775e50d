// /admin/editConsts' loader data and its post (decision 0090): ?type= the set (the first when
// none; an unknown one is a 404), ?view=versions the list, ?from=&to= a diff, ?version= an older
// version; the post (intent 'save-constants') saves the set's form as a new version. The route
// checks who is asking.
import type { Viewer } from "~/services/auth/guards.server";
import {
  diffConstantVersions,
  loadConstantVersion,
  loadConstantVersions,
  saveConstantVersion,
} from "~/services/constants/constants.server";
import { NOTE_FIELD } from "~/services/constants/forms";
import { constantsPageQuery, constantsTypeQuery } from "~/services/constants/queries";
import type { Actor } from "~/services/kit/actor";
import { pageRefused, refuseForm, validateForm } from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";
import { isRefusal } from "~/services/kit/refusal";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  CONSTANT_TYPE_LABELS,
  CONSTANT_TYPES,
  CONSTANTS_SAVED,
  isConstantType,
  UNKNOWN_CONSTANT_TYPE,
  type ConstantType,
} from "~/shared/constants";
import { constantsValidator, SAVE_CONSTANTS_INTENT } from "./forms";

const EDIT_CONSTS_PATH = "/admin/editConsts";

/** The set the URL names (?type=), the first when none; an unknown one is a 404. */
function knownType(type: string | undefined): ConstantType {
  if (type === undefined) return CONSTANT_TYPES[0];
  if (!isConstantType(type)) throw new Response(UNKNOWN_CONSTANT_TYPE, { status: 404 });
  return type;
}

export async function editConstsPage(request: Request, viewer: Viewer) {
  const query = readQuery(request, constantsPageQuery);
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
    pageRefused(error);
  }
}

/** The save of a set's form: a new version, or the form back with every value and its errors. */
export async function handleEditConstsPost(request: Request, actor: Actor) {
  const type = knownType(readQuery(request, constantsTypeQuery).type);
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
    if (!isRefusal(error) || error.status !== 422) pageRefused(error);
    // A refusal of the whole set (values) goes on the form at its own level.
    const { values: whole, ...fields } = error.fieldErrors ?? {};
    return refuseForm(SAVE_CONSTANTS_INTENT, {
      fieldErrors: fields,
      formError: whole,
      values: result.submittedData,
    });
  }
}
