// The inputs of API client changes (issue 19; decision 0112), one schema each, read by the page's
// forms (/admin/userAccess/apiClients) and by /api/v2/admin/apiClients alike. No React, no I/O.
import { z } from "zod";
import { reasonSchema } from "~/services/access/forms";
import { ADMIN_SCOPES } from "~/shared/scopes";
import { isStorableText } from "~/shared/text";
import { singleLineText } from "~/services/kit/forms/text-schema";
import { NAME_MAX, NAME_MIN } from "./rules";

const name = singleLineText({
  required_error: "Name the integration this client is for.",
  invalid_type_error: "The name must be text.",
})
  .trim()
  .min(NAME_MIN, `Give a name of at least ${NAME_MIN} characters.`)
  .max(NAME_MAX, `Keep the name under ${NAME_MAX} characters.`)
  .refine(isStorableText, "The name contains characters that cannot be stored.");

const scope = z.enum(ADMIN_SCOPES, {
  errorMap: () => ({ message: `Each scope must be one of ${ADMIN_SCOPES.join(", ")}.` }),
});

/** Registering a client: { name, scopes, reason }. */
export const createApiClientSchema = z
  .object({
    name,
    scopes: z
      .array(scope, {
        required_error: "Choose at least one scope.",
        invalid_type_error: "scopes must be a list of admin scopes.",
      })
      .min(1, "Choose at least one scope.")
      .max(ADMIN_SCOPES.length * 2, "Too many scopes."),
  })
  .merge(reasonSchema);
export type CreateApiClientInput = z.infer<typeof createApiClientSchema>;

/** Rotating a client's secret or revoking the client: { reason }. */
export const apiClientReasonSchema = reasonSchema;
