// /profile/journey/practice_data/herds: loader data and the page's one form, the herds as a
// line-item list posted with intent 'save-herds' (issue 15; decisions 0077, 0128). Every write is scoped to the
// active organisation of the session; a herd id posted from the page only picks within it, and
// another organisation's is a 404.
import {
  formRefusal,
  pageRefused,
  readPost,
  validatePost,
} from "~/services/kit/forms/validate-form.server";

import { redirectWithToast } from "~/services/kit/toast.server";
import { canEditOrganisation } from "~/services/organisations/rules";
import { clearHiddenHerdValues, HERD_LINE_ITEM_LIMITS } from "~/services/practice/herd-forms";
import { herdListValidator } from "~/components/practice/herd-validators";
import * as herds from "~/services/practice/herds.server";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { pageAfterPost } from "~/services/practice/practice-paths";
import { herdsPost } from "~/services/practice/queries";
import { isRefusal } from "~/services/kit/refusal";

export async function loadHerdsPage(context: ProfileContext) {
  const organisation = context.organisation;
  if (!organisation) return { organisation: null, herds: [], frameSizeOptions: [], canEdit: false };
  const views = await herds.herdViews(organisation.id, await herds.listHerds(organisation.id));
  return {
    organisation: { id: organisation.id, name: organisation.name },
    herds: views.herds,
    frameSizeOptions: views.frameSizeOptions,
    canEdit: !context.isUserView && canEditOrganisation(organisation.role),
  };
}

export async function handleHerdsPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const organisation = requireOrganisation(context);
  const actor = actorOf(context, requestId);
  try {
    const post = await readPost(request, herdsPost);
    if (post instanceof Response) return post;
    if (post.fields.intent !== "save-herds")
      throw new Response("This form is not known on this page.", { status: 400 });
    // The editor's own buttons without JavaScript (add, duplicate, remove) come back as the form
    // changed; a refused list comes back with every value and the error beside each bad cell.
    const result = await validatePost(post, herdListValidator, {
      lineItemLimits: HERD_LINE_ITEM_LIMITS,
      repopulate: (submitted) => clearHiddenHerdValues(submitted) as Record<string, unknown>,
    });
    if (result instanceof Response) return result;
    try {
      const saved = await herds.saveHerdList(actor, organisation.id, result.data.herds ?? []);
      return await redirectWithToast(pageAfterPost(request.url), {
        type: "success",
        text: herdsSavedMessage(saved),
      });
    } catch (error) {
      // A herd left out that grazing events use, a row the service refuses: beside the form,
      // every value kept. An id not of this organisation has no field: a 404 page.
      if (isRefusal(error)) {
        return formRefusal(
          error,
          "save-herds",
          clearHiddenHerdValues(result.submittedData) as Record<string, unknown>,
        );
      }
      throw error;
    }
  } catch (error) {
    pageRefused(error);
  }
}

/** 'Herds saved: 1 added, 2 changed, 1 deleted.' ('Herds saved.' when nothing changed). */
export function herdsSavedMessage({ created, updated, deleted }: herds.HerdListResult): string {
  const parts = [
    created ? `${created} added` : null,
    updated ? `${updated} changed` : null,
    deleted ? `${deleted} deleted` : null,
  ].filter(Boolean);
  return parts.length > 0 ? `Herds saved: ${parts.join(", ")}.` : "Herds saved.";
}
