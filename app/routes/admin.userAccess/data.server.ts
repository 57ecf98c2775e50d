// /admin/userAccess's loader data and posts (issue 18; decision 0096): the query string of the
// revoke dialog, and the two forms of the action ("Grant access" by e-mail, and the revoke of one
// scope with a reason). The route checks who is asking; these read the request, call the access
// domain and answer.
import { data } from "@remix-run/node";
import {
  accessActorOf,
  changeAccessByEmail,
  revokeScope,
  type AccessChangeResult,
} from "~/services/access/access.server";
import { loadUserAccessView } from "~/services/access/admin-view.server";
import {
  accessChangeSchema,
  fieldErrorsOfIssues,
  revokeOneSchema,
  scopesOfForm,
  textOfForm,
} from "~/services/access/forms";
import { REVOKE_PERSON_PARAM, REVOKE_SCOPE_PARAM } from "~/services/access/rules";
import { userAccessPageQuery } from "~/services/access/queries";
import type { Viewer } from "~/services/auth/session.server";
import type { Actor } from "~/services/kit/actor";
import { pageRefused, readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";
import { isRefusal } from "~/services/kit/refusal";
import { redirectWithToast } from "~/services/kit/toast.server";

const USER_ACCESS_PATH = "/admin/userAccess";

export function userAccessPage(request: Request, viewer: Viewer) {
  // ?dialog=revoke&person=<userId>&scope=<scope>: the revoke dialog, a URL (works without JS).
  const query = readQuery(request, userAccessPageQuery);
  return loadUserAccessView(
    { person: query[REVOKE_PERSON_PARAM], scope: query[REVOKE_SCOPE_PARAM] },
    viewer,
  );
}

/** Who changes access: a person with a Veld profile, or the page's 403. */
export function accessActor(viewer: Viewer, requestId: string | null | undefined): Actor {
  try {
    return accessActorOf(viewer, requestId);
  } catch (error) {
    return pageRefused(error);
  }
}

interface AccessFormReply {
  form: "grant" | "revoke";
  message: string;
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
}

function reply(body: AccessFormReply, status: number) {
  return data(body, { status });
}

function toastOf(result: AccessChangeResult): string {
  const parts: string[] = [];
  if (result.added.length) parts.push(`${result.email} now has ${result.added.join(", ")}.`);
  if (result.removed.length)
    parts.push(`${result.removed.join(", ")} removed from ${result.email}.`);
  if (result.providerOnly.length)
    parts.push(
      `${result.providerOnly.join(", ")} comes from the identity provider: change it there.`,
    );
  return parts.join(" ") || "Nothing changed: the person already had this access.";
}

/** The page's posts: intent=grant (or revoke by e-mail) and intent=revoke (one scope). */
export async function handleUserAccessPost(request: Request, actor: Actor) {
  const form = await readFormOrRefuse(request);
  const intent = textOfForm(form, "intent");
  if (intent === "grant") {
    const values = {
      email: textOfForm(form, "email"),
      scopes: scopesOfForm(form).filter((s): s is string => typeof s === "string"),
      reason: textOfForm(form, "reason"),
    };
    const parsed = accessChangeSchema.safeParse({ ...values, action: "grant" });
    if (!parsed.success) {
      const errors = fieldErrorsOfIssues(parsed.error.issues);
      return reply(
        { form: "grant", message: "Please correct the fields marked below.", errors, values },
        422,
      );
    }
    try {
      const result = await changeAccessByEmail(actor, parsed.data);
      return await redirectWithToast(USER_ACCESS_PATH, { type: "success", text: toastOf(result) });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const errors = error.field ? { [error.field]: error.message } : {};
      return reply({ form: "grant", message: error.message, errors, values }, error.status);
    }
  }
  if (intent === "revoke") {
    const values = {
      userId: textOfForm(form, "userId"),
      scope: textOfForm(form, "scope"),
      reason: textOfForm(form, "reason"),
    };
    const parsed = revokeOneSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrorsOfIssues(parsed.error.issues);
      const status = errors.userId || errors.scope ? 400 : 422;
      const message =
        errors.userId ?? errors.scope ?? "Please give a reason for removing this access.";
      return reply({ form: "revoke", message, errors, values }, status);
    }
    try {
      const result = await revokeScope(
        actor,
        parsed.data.userId,
        parsed.data.scope,
        parsed.data.reason,
      );
      return await redirectWithToast(USER_ACCESS_PATH, { type: "success", text: toastOf(result) });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return reply({ form: "revoke", message: error.message, errors: {}, values }, error.status);
    }
  }
  throw new Response("This form is not known on this page.", { status: 400 });
}
