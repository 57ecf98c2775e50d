// /admin/doemails' loader data and posts (decision 0128: each form names itself in an `intent`
// field of its body, beside the template it acts on): 'create' a template (?dialog=new-template),
// 'edit' the one its templateId names (?dialog=edit-template&templateId=), 'archive' it with a
// reason (?dialog=archive-template&templateId=); the send tab's "Send to N people" posts 'send'
// with the choice and its one-time sendKey. The route checks who is asking; every change is
// audited by the services.
import { pathWithout } from "~/services/kit/url-state";
import {
  formRefusal,
  pageRefused,
  readPost,
  refuseForm,
  validatePost,
} from "~/services/kit/forms/validate-form.server";
import type { Viewer } from "~/services/auth/session.server";
import {
  DOEMAILS_PATH,
  loadDoEmailsPage,
  SEND_LIST_NAMES,
} from "~/services/email-templates/admin-view.server";
import { LANGUAGE_PARAM, TEMPLATE_PARAM } from "~/services/email-templates/forms";
import {
  templateFormValidator,
  archiveTemplateValidator,
  removeVersionValidator,
  templateVersionValidator,
} from "~/components/doemails/template-validators";
import { doEmailsPageQuery, doEmailsPost } from "~/services/email-templates/queries";
import { sendOutcomeText, TEMPLATE_MESSAGES } from "~/services/email-templates/rules";
import { sendTemplate } from "~/services/email-templates/sends.server";
import {
  archiveTemplate,
  createTemplate,
  editTemplate,
  removeTemplateVersion,
  saveTemplateVersion,
} from "~/services/email-templates/templates.server";
import type { Actor } from "~/services/kit/actor";
import { readQuery } from "~/services/kit/query";
import { isRefusal } from "~/services/kit/refusal";
import { redirectWithToast } from "~/services/kit/toast.server";

export async function doEmailsPage(request: Request, viewer: Viewer) {
  const query = readQuery(request, doEmailsPageQuery);
  try {
    return await loadDoEmailsPage(query, viewer);
  } catch (error) {
    pageRefused(error);
  }
}

/** The send form's choice as the post carries it. */
function choiceOf(values: FormData) {
  const choice: Record<string, unknown> = {
    templateId: values.get("templateId") ?? undefined,
    everyone: values.get("everyone") ?? undefined,
  };
  for (const name of SEND_LIST_NAMES) choice[name] = values.getAll(name).filter((v) => v !== "");
  return choice;
}

const afterPost = (request: Request) =>
  pathWithout(request.url, ["dialog", TEMPLATE_PARAM, LANGUAGE_PARAM]);

function requireTemplateId(templateId: string | undefined): string {
  if (templateId === undefined) throw new Response(TEMPLATE_MESSAGES.notFound, { status: 404 });
  return templateId;
}

/**
 * The send's post: the choice and its sendKey. A refusal (nobody chosen, the key used for another
 * send, a template gone) is the send form's, shown above its button (422).
 */
async function handleSend(form: FormData, actor: Actor) {
  const input = { ...choiceOf(form), sendKey: form.get("sendKey") ?? undefined };
  try {
    const { send, alreadySent } = await sendTemplate(actor, input);
    return await redirectWithToast(`${DOEMAILS_PATH}/${send.id}`, {
      type: alreadySent ? "message" : "success",
      text: sendOutcomeText({ ...send, alreadySent }),
    });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    if (error.status === 422 || error.status === 409 || error.status === 404)
      return refuseForm("send", { formError: error.message }, 422);
    throw new Response(error.message, { status: error.status });
  }
}

export async function handleDoEmailsPost(request: Request, actor: Actor) {
  const done = (text: string) => redirectWithToast(afterPost(request), { type: "success", text });
  const post = await readPost(request, doEmailsPost);
  if (post instanceof Response) return post;
  switch (post.fields.intent) {
    case "create": {
      const result = await validatePost(post, templateFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await createTemplate(actor, result.data);
        return await done(`The template '${row.name}' is saved.`);
      } catch (error) {
        return formRefusal(error, "create", result.submittedData);
      }
    }
    case "edit": {
      const templateId = requireTemplateId(post.fields.templateId);
      const result = await validatePost(post, templateFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await editTemplate(actor, templateId, result.data);
        return await done(`The template '${row.name}' is saved.`);
      } catch (error) {
        return formRefusal(error, "edit", result.submittedData);
      }
    }
    case "archive": {
      const templateId = requireTemplateId(post.fields.templateId);
      const result = await validatePost(post, archiveTemplateValidator);
      if (result instanceof Response) return result;
      try {
        const row = await archiveTemplate(actor, templateId, result.data);
        return await done(`The template '${row.name}' is archived.`);
      } catch (error) {
        return formRefusal(error, "archive", result.submittedData);
      }
    }
    case "version": {
      // A version in another language (decision 0160): templateVersionSchema again in the service.
      const templateId = requireTemplateId(post.fields.templateId);
      const result = await validatePost(post, templateVersionValidator);
      if (result instanceof Response) return result;
      try {
        const saved = await saveTemplateVersion(actor, templateId, result.data);
        return await done(
          `The ${saved.languageName} version of '${saved.template.name}' is saved.`,
        );
      } catch (error) {
        return formRefusal(error, "version", result.submittedData);
      }
    }
    case "removeVersion": {
      const templateId = requireTemplateId(post.fields.templateId);
      const result = await validatePost(post, removeVersionValidator);
      if (result instanceof Response) return result;
      try {
        const removed = await removeTemplateVersion(actor, templateId, result.data);
        return await done(
          `The ${removed.languageName} version of '${removed.template.name}' is removed: English is sent instead.`,
        );
      } catch (error) {
        return formRefusal(error, "removeVersion", result.submittedData);
      }
    }
    case "send":
      return handleSend(post.form, actor);
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}
