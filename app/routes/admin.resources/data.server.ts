// /admin/resources' posts (issue 18; decision 0098). The new and edit forms and the deletion
// are URL dialogs (?dialog=new-resource, ?dialog=edit-resource&resource=<id>,
// ?dialog=delete-resource&resource=<id>). Each form posts to the page's URL with
// ?do=create|edit|publish|unpublish|delete (&resource=<id>), so the action knows the form before
// reading a multipart body, and a refused post comes back with every value as typed and the
// error beside its field. The route checks write:admin before calling handleResourcesPost.
import { pageRefused, formRefusal, validateForm } from "~/services/kit/forms/validate-form.server";
import type { Actor } from "~/services/kit/actor";
import { readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import { closeDialogSearch } from "~/services/kit/url-state";
import {
  DELETE_RESOURCE_DIALOG,
  EDIT_RESOURCE_DIALOG,
  NEW_RESOURCE_DIALOG,
  RESOURCE_DELETE_FORM_ID,
  RESOURCE_FORM_ID,
  RESOURCE_PARAM,
} from "~/services/resources/forms";
import {
  resourceValidator,
  deleteResourceValidator,
} from "~/components/resources/admin-resource-validators";
import { resourcesPagePostQuery } from "~/services/resources/queries";
import {
  changeResource,
  createResource,
  findAnyResource,
  removeResource,
  setStatus,
} from "~/services/resources/resources.server";
import { RESOURCE_MAX_FILE_BYTES, type RawResourceInput } from "~/services/resources/rules";

/** The page's URL without the form's parameter and the open dialogs. */
function pageUrl(url: URL) {
  let search = url.search;
  for (const dialog of [NEW_RESOURCE_DIALOG, EDIT_RESOURCE_DIALOG, DELETE_RESOURCE_DIALOG]) {
    search = closeDialogSearch(search, dialog, [RESOURCE_PARAM]);
  }
  const params = new URLSearchParams(search);
  params.delete("do");
  const text = params.toString();
  return url.pathname + (text ? `?${text}` : "");
}

const fileOf = (value: { files: readonly unknown[] } | null | undefined) =>
  value?.files[0] as File | undefined;

export async function handleResourcesPost(actor: Actor, request: Request) {
  const url = new URL(request.url);
  const query = readQuery(url, resourcesPagePostQuery);
  const resourceId = query.resource ?? "";
  const back = pageUrl(url);
  try {
    switch (query.do) {
      case "create":
      case "edit": {
        const editing = query.do === "edit";
        if (editing && !(await findAnyResource(resourceId))) {
          throw new Response("That resource does not exist any more.", { status: 404 });
        }
        const result = await validateForm(request, resourceValidator, {
          upload: { maxFiles: 2, maxFileBytes: RESOURCE_MAX_FILE_BYTES },
        });
        if (result instanceof Response) return result;
        const { file, ...fields } = result.data;
        const raw: RawResourceInput = { ...fields, journeySteps: fields.journeySteps ?? [] };
        try {
          const saved = editing
            ? await changeResource(actor, resourceId, raw, fileOf(file))
            : await createResource(actor, raw, fileOf(file));
          return await redirectWithToast(back, {
            type: "success",
            text: editing
              ? `Saved '${saved.title}'.`
              : `Created '${saved.title}' as a draft. Publish it when it is ready for farmers.`,
          });
        } catch (error) {
          return formRefusal(error, RESOURCE_FORM_ID, result.submittedData, { status: 422 });
        }
      }
      case "publish":
      case "unpublish": {
        const status = query.do === "publish" ? "published" : "draft";
        const saved = await setStatus(actor, resourceId, status);
        return await redirectWithToast(back, {
          type: "success",
          text:
            status === "published"
              ? `Published '${saved.title}': farmers can read it now.`
              : `'${saved.title}' is a draft again: farmers no longer see it.`,
        });
      }
      case "delete": {
        const result = await validateForm(request, deleteResourceValidator);
        if (result instanceof Response) return result;
        try {
          const removed = await removeResource(actor, resourceId, result.data.reason);
          return await redirectWithToast(back, {
            type: "success",
            text: `Deleted '${removed.title}'.`,
          });
        } catch (error) {
          return formRefusal(error, RESOURCE_DELETE_FORM_ID, result.submittedData, { status: 422 });
        }
      }
      default:
        throw new Response("There is no such form on this page.", { status: 400 });
    }
  } catch (error) {
    pageRefused(error);
  }
}
