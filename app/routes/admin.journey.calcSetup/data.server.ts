// /admin/journey/calcSetup's loader data and posts (decision 0090): which version each
// organisation's calculations use; ?do=move&companyId=<id> moves one organisation, ?do=moveAll
// every organisation on an older version, both with a reason. The route checks who is asking.
import { validationError } from "remix-validated-form";
import type { Viewer } from "~/services/auth/guards.server";
import {
  loadCalcSetup,
  moveAllToLatest,
  moveOrganisationToLatest,
} from "~/services/constants/constants.server";
import { MOVE_FORM_ID } from "~/services/constants/forms";
import { calcSetupPostQuery } from "~/services/constants/queries";
import type { Actor } from "~/services/kit/actor";
import {
  pageRefused,
  repopulatableValues,
  validateForm,
} from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";
import { isRefusal } from "~/services/kit/refusal";
import { redirectWithToast } from "~/services/kit/toast.server";
import { CONSTANT_TYPE_LABELS } from "~/shared/constants";
import { moveValidator } from "./forms";

const CALC_SETUP_PATH = "/admin/journey/calcSetup";

export async function calcSetupPage(viewer: Viewer) {
  const setup = await loadCalcSetup();
  return {
    ...setup,
    canWrite: viewer.permissions.includes("write:consts"),
    behindCount: setup.organisations.filter((o) => o.isBehind).length,
  };
}

/** The move of one organisation (?do=move) or of every one behind (?do=moveAll), with a reason. */
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
    if (isRefusal(error) && error.status === 422 && error.fieldErrors?.reason) {
      return validationError(
        { fieldErrors: { reason: error.fieldErrors.reason }, formId: MOVE_FORM_ID },
        repopulatableValues(result.submittedData),
        { status: 422 },
      );
    }
    pageRefused(error);
  }
}
