// POST /uploads/staged/:purpose (decision 0088): one file, sent on its own by the upload field
// with JavaScript (app/components/form/staged-upload.ts), stored as a staged upload of the
// person's active organisation. The form it belongs to posts only the answer's id. Answers JSON:
// 201 { id, name, size }, or a 4xx { error } with the kit's sentence ('Invalid file type: {type}',
// the size limit, 'Too many files, please try again'). Only members who may edit the
// organisation stage files; staff viewing someone's pages cannot. The Origin check of every
// state-changing request (app/server/security.server.ts) applies as to any form post.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getViewer } from "~/services/auth/guards.server";
import { stageUpload, stagingRulesOf } from "~/services/files/staged-uploads.server";
import { STAGED_SIGNED_OUT_MESSAGE } from "~/services/files/staged-uploads";
import { isUploadError, TOO_MANY_FILES_MESSAGE } from "~/services/files/upload-error";
import { filesIn, parseUploadForm } from "~/services/files/upload-form.server";
import { ORGANISATION_EDITOR_ROLES } from "~/services/organisations/rules";
import { actorOf, requireProfileWriter, requireRole } from "~/services/profiles/context.server";

/** The part the file comes in. */
export const STAGED_FILE_FIELD = "file";

const POST_ONLY_MESSAGE = "Send the file with POST.";
const NO_FILE_MESSAGE = "Choose a file to upload.";
const NO_SUCH_PURPOSE_MESSAGE = "Files cannot be uploaded here.";

function answer(body: unknown, status: number) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

const refuse = (error: string, status: number) => answer({ error }, status);

/** A guard's thrown page as JSON: a redirect (to sign in, to sign up) means signed out. */
async function asJson(thrown: Response) {
  if (thrown.status >= 300 && thrown.status < 400) return refuse(STAGED_SIGNED_OUT_MESSAGE, 401);
  const text = (await thrown.text()) || "This upload was refused.";
  return refuse(text, thrown.status);
}

/** Nothing to read here: a visitor signed out hears so (401), anyone else that it takes POST. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getViewer(request))) return refuse(STAGED_SIGNED_OUT_MESSAGE, 401);
  return refuse(POST_ONLY_MESSAGE, 405);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  try {
    if (request.method !== "POST") return refuse(POST_ONLY_MESSAGE, 405);
    if (!(await getViewer(request))) return refuse(STAGED_SIGNED_OUT_MESSAGE, 401);
    const profile = await requireProfileWriter(request);
    const organisation = requireRole(profile, ORGANISATION_EDITOR_ROLES);
    const rules = stagingRulesOf(params.purpose ?? "");
    if (!rules) return refuse(NO_SUCH_PURPOSE_MESSAGE, 404);

    const form = await parseUploadForm(request, { maxFiles: 1, maxFileBytes: rules.maxBytes });
    const files = [...form.keys()].flatMap((key) => filesIn(form, key));
    if (files.length > 1) return refuse(TOO_MANY_FILES_MESSAGE, 400);
    const [file] = filesIn(form, STAGED_FILE_FIELD);
    if (!file) return refuse(NO_FILE_MESSAGE, 400);

    const actor = actorOf(profile, context.requestId);
    const row = await stageUpload({
      owner: {
        organisationId: organisation.id,
        uploadedBy: profile.user.id,
        purpose: params.purpose!,
      },
      rules,
      file,
      actor: { userId: actor.userId, label: actor.label, requestId: actor.requestId },
    });
    return answer({ id: row.id, name: row.originalName, size: row.size }, 201);
  } catch (error) {
    if (isUploadError(error)) return refuse(error.message, error.status);
    if (error instanceof Response) return asJson(error);
    throw error;
  }
}
