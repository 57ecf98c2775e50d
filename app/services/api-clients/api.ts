// The JSON of /api/v2/admin/apiClients (issue 19; decision 0112), as zod schemas the OpenAPI
// document is made from and the views' types are inferred from (decision 0111). Pure.
import { z } from "zod";
import { ADMIN_SCOPES } from "~/shared/scopes";

const instant = z.string().datetime().describe("An ISO 8601 instant (UTC).");

/** An API client as admins see it: never its secret, which only its hash is kept of. */
export const apiClientJsonSchema = z.object({
  id: z.string().uuid(),
  clientId: z.string().describe("What the client sends as client_id to the token endpoint."),
  name: z.string(),
  scopes: z.array(z.enum(ADMIN_SCOPES)),
  reason: z.string().describe("Why it was registered."),
  status: z.enum(["active", "revoked"]),
  createdAt: instant,
  createdBy: z.string().nullable().describe("The registering admin's e-mail address."),
  secretRotatedAt: instant.nullable(),
  lastUsedAt: instant.nullable().describe("When a token of it was last issued or used."),
  revokedAt: instant.nullable(),
  revokedBy: z.string().nullable(),
});
export type ApiClientJson = z.infer<typeof apiClientJsonSchema>;

/** A client with its new secret: answered once, at registration and at each rotation. */
export const issuedApiClientJsonSchema = apiClientJsonSchema.extend({
  clientSecret: z.string().describe("Shown once: Veld keeps only its hash."),
});
