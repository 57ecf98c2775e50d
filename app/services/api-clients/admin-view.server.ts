// The view of /admin/userAccess/apiClients (issue 19; decision 0112): the clients, the recent
// changes, whether the viewer may change them, the scopes they could give a new client, the token
// endpoint, and the rotate or revoke dialog the URL names. The route guards, reads the query
// string and the posts.
import { canChangeAccess } from "~/services/access/rules";
import type { Viewer } from "~/services/auth/session.server";
import { isAdminScope } from "~/shared/scopes";
import {
  canRegisterApiClients,
  findStandingClientView,
  listApiClientChanges,
  listApiClientViews,
  tokenEndpoint,
} from "./api-clients.server";
import type { REVOKE_CLIENT_DIALOG, ROTATE_DIALOG } from "./rules";

/** The dialog the URL asks for (?dialog=rotate|revoke&client=<id>). */
export interface ClientDialogAsked {
  dialog?: typeof ROTATE_DIALOG | typeof REVOKE_CLIENT_DIALOG | null;
  client?: string | null;
}

/**
 * /admin/userAccess/apiClients: every client and the last 30 changes; a dialog only for a viewer
 * who may change clients (write:roles, and Veld's own provider registers them) and a client that
 * stands (not revoked).
 */
export async function loadApiClientsView(asked: ClientDialogAsked, viewer: Viewer) {
  const [clients, changes] = await Promise.all([listApiClientViews(), listApiClientChanges(30)]);
  const canChange = canChangeAccess(viewer.permissions) && canRegisterApiClients();
  const { dialog, client } = asked;
  const target = canChange && dialog && client ? await findStandingClientView(client) : null;
  return {
    clients,
    changes,
    canChange,
    registersHere: canRegisterApiClients(),
    heldScopes: viewer.permissions.filter(isAdminScope),
    endpoint: tokenEndpoint(),
    dialog: target && dialog ? { kind: dialog, client: target } : null,
  };
}
