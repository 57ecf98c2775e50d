// /profile/journey/practice_data/herds: loader data and the page's forms (issue 15; decision
// 0077). Every write is scoped to the active organisation of the session; a herd id posted from
// the page only picks within it, and another organisation's is a 404. Each form posts to
// ?do=<form> (&herdId= for the herd it is about).
import { data } from "@remix-run/node";
import { formRefusal } from "~/services/contracting/form-refusal.server";
import { isContractingError } from "~/services/contracting/common.server";
import { readFormOrRefuse, validateForm } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { canEditOrganisation } from "~/services/organisations/rules";
import { herdJson } from "~/services/practice/herd-api";
import { HERD_FORM_IDS, herdValidator } from "~/services/practice/herd-forms";
import * as herds from "~/services/practice/herds.server";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";

/** The page's own URL after a post: its search without the form's and dialog's parameters. */
export function pageAfterPost(request: Request): string {
  const url = new URL(request.url);
  for (const name of ["do", "dialog", "herdId", "eventId", "index"]) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

export async function loadHerdsPage(context: ProfileContext) {
  const organisation = context.organisation;
  if (!organisation) return { organisation: null, herds: [], canEdit: false };
  const rows = await herds.listHerds(organisation.id);
  return {
    organisation: { id: organisation.id, name: organisation.name },
    herds: rows.map(herdJson),
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
  const url = new URL(request.url);
  const form = url.searchParams.get("do");
  const done = (text: string) =>
    redirectWithToast(pageAfterPost(request), { type: "success", text });
  try {
    switch (form) {
      case "add-herd":
      case "edit-herd": {
        const result = await validateForm(request, herdValidator);
        if (result instanceof Response) return result;
        try {
          const row =
            form === "add-herd"
              ? await herds.addHerd(actor, organisation.id, result.data)
              : await herds.changeHerd(
                  actor,
                  organisation.id,
                  url.searchParams.get("herdId") ?? "",
                  result.data,
                );
          return await done(
            form === "add-herd" ? `Herd added: ${row.name}.` : `Herd saved: ${row.name}.`,
          );
        } catch (error) {
          if (isContractingError(error)) {
            return formRefusal(
              error,
              form === "add-herd" ? HERD_FORM_IDS.add : HERD_FORM_IDS.edit,
              result.submittedData,
            );
          }
          throw error;
        }
      }
      case "delete-herd": {
        const herdId = String((await readFormOrRefuse(request)).get("herdId") ?? "");
        try {
          const row = await herds.deleteHerd(actor, organisation.id, herdId);
          return await done(`Herd deleted: ${row.name}.`);
        } catch (error) {
          // Still grazed: the page says why, beside the list (the herd stays).
          if (isContractingError(error) && error.status === 409) {
            return data({ deleteRefusal: error.message }, { status: 409 });
          }
          throw error;
        }
      }
      default:
        throw new Response("This form is not known on this page.", { status: 400 });
    }
  } catch (error) {
    if (isContractingError(error)) throw new Response(error.message, { status: error.status });
    throw error;
  }
}
