// /admin/resources' posts (issue 18; decision 0098). The new and edit forms and the deletion
// are URL dialogs (?dialog=new-resource, ?dialog=edit-resource&resource=<id>,
// ?dialog=delete-resource&resource=<id>). Each form posts to the page's URL and names itself in
// its body (decision 0128): intent create | edit | publish | unpublish | delete, with the
// resource's resourceId beside it, so a refused post comes back to the open dialog with every
// value as typed and the error beside its field. The route checks write:admin before calling
// handleResourcesPost.
import {
  formRefusal,
  pageRefused,
  readPost,
  validatePost,
} from "~/services/kit/forms/validate-form.server";
import type { Actor } from "~/services/kit/actor";
import { redirectWithToast } from "~/services/kit/toast.server";
import { closeDialogSearch } from "~/services/kit/url-state";
import {
  DELETE_RESOURCE_DIALOG,
  EDIT_RESOURCE_DIALOG,
  NEW_RESOURCE_DIALOG,
  RESOURCE_PARAM,
} from "~/services/resources/forms";
import {
  resourceValidator,
  deleteResourceValidator,
} from "~/components/resources/admin-resource-validators";
import { resourcesPost } from "~/services/resources/queries";
import {
  changeResource,
  createResource,
  findAnyResource,
  removeResource,
  setStatus,
} from "~/services/resources/resources.server";
import { RESOURCE_MAX_FILE_BYTES, type RawResourceInput } from "~/services/resources/rules";

/** The resource form's limits, the page's largest: one more file than allowed reaches the
 * form's check, which keeps the typed values. */
const RESOURCE_UPLOAD_LIMITS = { maxFiles: 2, maxFileBytes: RESOURCE_MAX_FILE_BYTES };

/** The page's URL without its open dialogs and their resource. */
function pageUrl(url: URL) {
  let search = url.search;
  for (const dialog of [NEW_RESOURCE_DIALOG, EDIT_RESOURCE_DIALOG, DELETE_RESOURCE_DIALOG]) {
    search = closeDialogSearch(search, dialog, [RESOURCE_PARAM]);
  }
  return url.pathname + search;
}

const fileOf = (value: { files: readonly unknown[] } | null | undefined) =>
  value?.files[0] as File | undefined;

export async function handleResourcesPost(actor: Actor, request: Request) {
  const back = pageUrl(new URL(request.url));
  try {
    const post = await readPost(request, resourcesPost, RESOURCE_UPLOAD_LIMITS);
    if (post instanceof Response) return post;
    const { intent } = post.fields;
    const resourceId = post.fields.resourceId ?? "";
    switch (intent) {
      case "create":
      case "edit": {
        const editing = intent === "edit";
        if (editing && !(await findAnyResource(resourceId))) {
          throw new Response("That resource does not exist any more.", { status: 404 });
        }
        const result = await validatePost(post, resourceValidator);
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
          return formRefusal(error, intent, result.submittedData, { status: 422 });
        }
      }
      case "publish":
      case "unpublish": {
        const status = intent === "publish" ? "published" : "draft";
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
        const result = await validatePost(post, deleteResourceValidator);
        if (result instanceof Response) return result;
        try {
          const removed = await removeResource(actor, resourceId, result.data.reason);
          return await redirectWithToast(back, {
            type: "success",
            text: `Deleted '${removed.title}'.`,
          });
        } catch (error) {
          return formRefusal(error, intent, result.submittedData, { status: 422 });
        }
      }
      default:
        throw new Response("This form is not known on this page.", { status: 400 });
    }
  } catch (error) {
    pageRefused(error);
  }
}
