// The /admin/userAccess page (issue 18; decision 0096): what the loader shows (the people with
// access, the recent changes, the revoke dialog named by the URL) and the two forms of the action
// ("Grant access" by e-mail, and the revoke of one scope with a reason). The route checks who is
// asking; these read the request, call ./access.server.ts and answer.
import { data } from "@remix-run/node";
import type { Viewer } from "~/services/auth/guards.server";
import { readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  changeAccessByEmail,
  listAccessChanges,
  listAccessPeople,
  providerKind,
  revokeScope,
  type AccessChangeResult,
} from "./access.server";
import {
  accessChangeSchema,
  fieldErrorsOfIssues,
  revokeOneSchema,
  REVOKE_PERSON_PARAM,
  REVOKE_SCOPE_PARAM,
  scopesOfForm,
  textOfForm,
} from "./forms";
import { userAccessPageQuery } from "./queries";
import { canChangeAccess } from "./rules";
import { isRefusal } from "~/services/kit/refusal";
import type { Actor } from "~/services/kit/actor";
import { actorOf } from "~/services/auth/session.server";

export const USER_ACCESS_PATH = "/admin/userAccess";

export function accessActorOf(viewer: Viewer, requestId: string | null | undefined): Actor {
  if (!viewer.user) throw new Response("Sign up to Veld before changing access.", { status: 403 });
  return actorOf(viewer, requestId);
}

export async function loadUserAccessPage(url: URL, viewer: Viewer) {
  const [people, changes] = await Promise.all([listAccessPeople(), listAccessChanges(30)]);
  const canChange = canChangeAccess(viewer.permissions);
  // ?dialog=revoke&person=<userId>&scope=<scope>: the revoke dialog, a URL (works without JS).
  const query = readQuery(url, userAccessPageQuery);
  const revokeId = query[REVOKE_PERSON_PARAM];
  const revokeScopeName = query[REVOKE_SCOPE_PARAM];
  const person = revokeId ? people.find((p) => p.userId === revokeId) : undefined;
  const held = person?.scopes.find((s) => s.scope === revokeScopeName && s.source === "veld");
  const revoke =
    canChange && person && held
      ? { userId: person.userId, name: person.name, email: person.email, scope: held.scope }
      : null;
  return {
    people,
    changes,
    canChange,
    provider: providerKind(),
    viewerUserId: viewer.user?.id ?? null,
    revoke,
  };
}

export interface AccessFormReply {
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
