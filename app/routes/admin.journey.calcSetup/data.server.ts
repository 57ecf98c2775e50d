// /admin/journey/calcSetup's loader data and posts (decision 0090): which version each
// organisation's calculations use. The move dialog's form names itself in its body (decision
// 0128): intent 'move' with the organisation's companyId moves one organisation, 'moveAll'
// every organisation on an older version, both with a reason. The route checks who is asking.
import type { Viewer } from "~/services/auth/guards.server";
import {
  loadCalcSetup,
  moveAllToLatest,
  moveOrganisationToLatest,
} from "~/services/constants/constants.server";
import { calcSetupPost, calcSetupQuery } from "~/services/constants/queries";
import type { Actor } from "~/services/kit/actor";
import { readQuery } from "~/services/kit/query";
import { formRefusal, readPost, validatePost } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { CONSTANT_TYPE_LABELS, CONSTANT_TYPES } from "~/shared/constants";
import { moveValidator } from "./forms";

const CALC_SETUP_PATH = "/admin/journey/calcSetup";

/**
 * The page: every organisation (or, with ?show=older, only those on an older version of a set),
 * and the organisations still on version 1 of a set that has a newer one (issue 32; decision
 * 0154: the IPCC 2019 release is version 2), each with the sets concerned.
 */
export async function calcSetupPage(viewer: Viewer, url: URL) {
  const setup = await loadCalcSetup();
  const onlyOlder = readQuery(url, calcSetupQuery).show === "older";
  const onVersionOne = setup.organisations
    .map((o) => ({
      id: o.id,
      name: o.name,
      sets: CONSTANT_TYPES.filter((t) => o.versions[t] === 1 && setup.latest[t] > 1).map(
        (t) => CONSTANT_TYPE_LABELS[t],
      ),
    }))
    .filter((o) => o.sets.length > 0);
  return {
    ...setup,
    organisations: onlyOlder ? setup.organisations.filter((o) => o.isBehind) : setup.organisations,
    allOrganisations: setup.organisations.map((o) => ({ id: o.id, name: o.name })),
    onlyOlder,
    onVersionOne,
    canWrite: viewer.permissions.includes("write:consts"),
    behindCount: setup.organisations.filter((o) => o.isBehind).length,
  };
}

/** The move of one organisation ('move') or of every one behind ('moveAll'), with a reason. */
export async function handleCalcSetupPost(request: Request, actor: Actor) {
  const post = await readPost(request, calcSetupPost);
  if (post instanceof Response) return post;
  const { intent } = post.fields;
  if (intent !== "move" && intent !== "moveAll") {
    throw new Response("This form is not known on this page.", { status: 400 });
  }
  const result = await validatePost(post, moveValidator);
  if (result instanceof Response) return result;
  try {
    if (intent === "move") {
      const companyId = post.fields.companyId ?? "";
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
    // A reason refused goes beside the reason; 'no such organisation' (404) and 'already on the
    // latest' (409) are the page's error.
    return formRefusal(error, intent, result.submittedData);
  }
}
