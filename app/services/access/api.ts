// The JSON of the admin access calls of /api/v2 (spec §7 'POST /admin/access', 'GET, PUT, DELETE
// roles'; issue 18; decision 0096), as zod schemas: the OpenAPI document shows them (decision
// 0111) and the JSON functions' return types below are inferred from them, so what the calls
// send and what the document says are checked against each other by tsc. Pure.
import { z } from "zod";
import { ADMIN_SCOPES } from "~/shared/scopes";
import type { AccessChangeResult, AccessPerson } from "./access.server";

const adminScope = z.enum(ADMIN_SCOPES);
/** spec §6 'User roles': ADMIN_USER holds a scope; ADMIN_USER_REMOVED was granted one in Veld. */
const adminRole = z.enum(["ADMIN_USER", "ADMIN_USER_REMOVED"]);

/** GET /admin/roles: a person with admin access (or removed from it), each scope's source. */
export const accessPersonJsonSchema = z.object({
  userId: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  role: adminRole.nullable(),
  scopes: z.array(adminScope),
  sources: z.array(
    z.object({
      scope: adminScope,
      /** veld: granted here (revocable here); provider: from the identity provider's token. */
      source: z.enum(["veld", "provider"]),
      grantedBy: z.string().nullable(),
      grantedAt: z.string().datetime().nullable(),
    }),
  ),
});

/** GET /admin/roles: which identity provider the `provider` scopes come from. */
export const rolesMetadataSchema = z.object({ provider: z.enum(["embedded", "external"]) });

/** POST /admin/access, PUT and DELETE /admin/roles/{userId}: the person's access after it. */
export const accessChangeJsonSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  changed: z.boolean(),
  added: z.array(adminScope),
  removed: z.array(adminScope),
  /** The grants stored in Veld now. */
  veldScopes: z.array(adminScope),
  role: adminRole.nullable(),
  /** Every scope held now, Veld's and the provider's. */
  scopes: z.array(adminScope),
  /** Scopes asked to revoke that only the identity provider gives: change them there. */
  providerOnly: z.array(adminScope),
});

/** A person with admin access (or removed from it) as GET /admin/roles answers them. */
export function accessPersonJson(person: AccessPerson): z.infer<typeof accessPersonJsonSchema> {
  return {
    userId: person.userId,
    name: person.name,
    email: person.email,
    role: person.role,
    scopes: person.scopes.map((s) => s.scope),
    sources: person.scopes.map((s) => ({
      scope: s.scope,
      source: s.source,
      grantedBy: s.grantedBy,
      grantedAt: s.grantedAt,
    })),
  };
}

/** A change of access and the person after it (null when they are no longer known). */
export function accessChangeJson(
  result: AccessChangeResult,
  person: AccessPerson | null,
): z.infer<typeof accessChangeJsonSchema> {
  return {
    userId: result.userId,
    email: result.email,
    changed: result.changed,
    added: result.added,
    removed: result.removed,
    veldScopes: result.after,
    role: person?.role ?? null,
    scopes: person ? person.scopes.map((s) => s.scope) : [],
    providerOnly: result.providerOnly,
  };
}

/** What a change of access did, in sentences: the answer's `message`. */
export function accessChangeMessage(result: AccessChangeResult): string {
  const parts: string[] = [];
  if (result.added.length) parts.push(`Granted ${result.added.join(", ")} to ${result.email}.`);
  if (result.removed.length)
    parts.push(`Removed ${result.removed.join(", ")} from ${result.email}.`);
  if (result.providerOnly.length)
    parts.push(
      `${result.providerOnly.join(", ")} ${result.providerOnly.length === 1 ? "comes" : "come"} from the identity provider: change ${result.providerOnly.length === 1 ? "it" : "them"} there.`,
    );
  if (!parts.length) parts.push("Nothing changed: the person already had this access.");
  return parts.join(" ");
}
