// The query string of /admin/userAccess/apiClients (issue 28; decision 0112): the rotate or revoke
// dialog and the client it is about, URLs so they work without JavaScript. Read only through this
// schema (services/kit/query.ts). Pure.
import { z } from "zod";
import { q, querySchema } from "~/services/kit/query";
import { CLIENT_PARAM, REVOKE_CLIENT_DIALOG, ROTATE_DIALOG } from "./rules";

/** The dialog open (another of the page's, or one not known, opens neither) and its client. */
export const apiClientsPageQuery = querySchema({
  dialog: z.enum([ROTATE_DIALOG, REVOKE_CLIENT_DIALOG]).optional().catch(undefined),
  [CLIENT_PARAM]: q.id(),
});
