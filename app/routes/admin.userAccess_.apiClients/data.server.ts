// /admin/userAccess/apiClients' loader data and posts (issue 19; decision 0112): the query string
// of the rotate or revoke dialog, and the page's three forms (register, rotate, revoke). A new
// secret is answered in the action's data, never in a redirect or a cookie, so it is shown once,
// on the answer to the post, and kept nowhere. The route checks who is asking.
import { data } from "@remix-run/node";
import { accessActorOf } from "~/services/access/access.server";
import { fieldErrorsOfIssues, scopesOfForm, textOfForm } from "~/services/access/forms";
import { loadApiClientsView } from "~/services/api-clients/admin-view.server";
import {
  createApiClient,
  revokeApiClient,
  rotateApiClientSecret,
  type ApiClientView,
  type IssuedSecret,
} from "~/services/api-clients/api-clients.server";
import { apiClientReasonSchema, createApiClientSchema } from "~/services/api-clients/forms";
import { CLIENT_PARAM } from "~/services/api-clients/rules";
import { apiClientsPageQuery } from "~/services/api-clients/queries";
import type { Viewer } from "~/services/auth/session.server";
import type { Actor } from "~/services/kit/actor";
import { pageRefused, readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";
import { isRefusal } from "~/services/kit/refusal";
import { redirectWithToast } from "~/services/kit/toast.server";
import { isUuid } from "~/shared/ids";
import { isAdminScope } from "~/shared/scopes";

const API_CLIENTS_PATH = "/admin/userAccess/apiClients";

export function apiClientsPage(request: Request, viewer: Viewer) {
  // ?dialog=rotate|revoke&client=<id>: the dialog, a URL (works without JS).
  const query = readQuery(request, apiClientsPageQuery);
  return loadApiClientsView({ dialog: query.dialog, client: query[CLIENT_PARAM] }, viewer);
}

/** Who changes API clients: a person with a Veld profile, or the page's 403. */
export function accessActor(viewer: Viewer, requestId: string | null | undefined): Actor {
  try {
    return accessActorOf(viewer, requestId);
  } catch (error) {
    return pageRefused(error);
  }
}

type ApiClientForm = "create" | "rotate" | "revoke";

interface ApiClientFormReply {
  form: ApiClientForm;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
  /** The new secret, once: after a registration or a rotation. */
  issued?: { client: ApiClientView; clientSecret: string; rotated: boolean };
}

function reply(body: ApiClientFormReply, status: number) {
  return data(body, { status, headers: { "Cache-Control": "no-store" } });
}

function issuedReply(form: "create" | "rotate", issued: IssuedSecret) {
  const message =
    form === "create"
      ? `API client ${issued.client.name} registered. Copy its secret now: it is not shown again.`
      : `A new secret for ${issued.client.name}. Copy it now: it is not shown again. The old secret and its tokens no longer work.`;
  return reply(
    {
      form,
      message,
      errors: {},
      values: {},
      issued: { ...issued, rotated: form === "rotate" },
    },
    form === "create" ? 201 : 200,
  );
}

/** The page's posts: intent=create, intent=rotate and intent=revoke. */
export async function handleApiClientsPost(request: Request, actor: Actor, viewer: Viewer) {
  const form = await readFormOrRefuse(request);
  const intent = textOfForm(form, "intent");
  if (intent === "create") {
    const values = {
      name: textOfForm(form, "name"),
      scopes: scopesOfForm(form).filter((s): s is string => typeof s === "string"),
      reason: textOfForm(form, "reason"),
    };
    const parsed = createApiClientSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrorsOfIssues(parsed.error.issues);
      return reply(
        { form: "create", message: "Please correct the fields marked below.", errors, values },
        422,
      );
    }
    try {
      const held = viewer.permissions.filter(isAdminScope);
      return issuedReply("create", await createApiClient(actor, held, parsed.data));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const errors = error.field ? { [error.field]: error.message } : {};
      return reply({ form: "create", message: error.message, errors, values }, error.status);
    }
  }
  if (intent === "rotate" || intent === "revoke") {
    const id = textOfForm(form, "clientId");
    const values = { clientId: id, reason: textOfForm(form, "reason") };
    if (!isUuid(id)) {
      return reply(
        { form: intent, message: "This API client is not known.", errors: {}, values },
        400,
      );
    }
    const parsed = apiClientReasonSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrorsOfIssues(parsed.error.issues);
      return reply(
        { form: intent, message: errors.reason ?? "Give a reason.", errors, values },
        422,
      );
    }
    try {
      if (intent === "rotate") {
        return issuedReply("rotate", await rotateApiClientSecret(actor, id, parsed.data.reason));
      }
      const revoked = await revokeApiClient(actor, id, parsed.data.reason);
      return await redirectWithToast(API_CLIENTS_PATH, {
        type: "success",
        text: `API client ${revoked.name} revoked: its secret and tokens no longer work.`,
      });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return reply({ form: intent, message: error.message, errors: {}, values }, error.status);
    }
  }
  throw new Response("This form is not known on this page.", { status: 400 });
}
