// /api/v2 of admin access (spec §7 'POST /admin/access' with email and action, 'GET, PUT, DELETE
// roles'; issue 18; decision 0096), in the envelope of docs/api.md. The routes guard; these read
// the request, call ./access.server.ts and answer. A refused lock-out is a 409 with a sentence.
import type { z } from "zod";
import type { Actor } from "~/services/kit/actor";
import { auditActor, type ApiSignedUpCaller } from "~/services/api/callers.server";
import {
  apiError,
  apiOk,
  fieldErrorsOf,
  readJsonObject,
  apiRefused,
} from "~/services/api/envelope";
import {
  changeAccessByEmail,
  describePerson,
  listAccessPeople,
  providerKind,
  removeVeldGrants,
  setVeldScopes,
  type AccessChangeResult,
  type AccessPerson,
} from "./access.server";
import type { accessChangeJsonSchema, accessPersonJsonSchema } from "./api";
import { accessChangeSchema, reasonSchema, setScopesSchema } from "./forms";

/** The caller as the actor: a signed-up person, or an API client acting for one. */
const actorOf = (caller: ApiSignedUpCaller, requestId: string | null | undefined): Actor =>
  auditActor(caller, requestId);

export function personJson(person: AccessPerson): z.infer<typeof accessPersonJsonSchema> {
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

async function changeJson(
  result: AccessChangeResult,
): Promise<z.infer<typeof accessChangeJsonSchema>> {
  const person = await describePerson(result.userId);
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

function changeMessage(result: AccessChangeResult): string {
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

function invalid(issues: Parameters<typeof fieldErrorsOf>[0]): Response {
  const errors = fieldErrorsOf(issues);
  return apiError(422, Object.values(errors)[0] ?? "The request is not valid.", errors);
}

/** GET /admin/roles: every person with admin access (or removed from it), with each scope's source. */
export async function listRolesApi() {
  const people = await listAccessPeople();
  return apiOk(people.map(personJson), { metadata: { provider: providerKind() } });
}

/** POST /admin/access { email, action, scopes, reason }. */
export async function postAccessApi(
  caller: ApiSignedUpCaller,
  request: Request,
  requestId: string | null | undefined,
) {
  const parsed = accessChangeSchema.safeParse(await readJsonObject(request));
  if (!parsed.success) return invalid(parsed.error.issues);
  try {
    const result = await changeAccessByEmail(actorOf(caller, requestId), parsed.data);
    return apiOk(await changeJson(result), { message: changeMessage(result) });
  } catch (error) {
    apiRefused(error);
  }
}

/** PUT /admin/roles/{userId} { scopes, reason }: the person's Veld grants become `scopes`. */
export async function putRolesApi(
  caller: ApiSignedUpCaller,
  request: Request,
  userId: string,
  requestId: string | null | undefined,
) {
  const parsed = setScopesSchema.safeParse(await readJsonObject(request));
  if (!parsed.success) return invalid(parsed.error.issues);
  try {
    const result = await setVeldScopes(
      actorOf(caller, requestId),
      userId,
      parsed.data.scopes,
      parsed.data.reason,
    );
    return apiOk(await changeJson(result), { message: changeMessage(result) });
  } catch (error) {
    apiRefused(error);
  }
}

/** DELETE /admin/roles/{userId} { reason }: every Veld grant goes (ADMIN_USER_REMOVED). */
export async function deleteRolesApi(
  caller: ApiSignedUpCaller,
  request: Request,
  userId: string,
  requestId: string | null | undefined,
) {
  const parsed = reasonSchema.safeParse(await readJsonObject(request, { optional: true }));
  if (!parsed.success) return invalid(parsed.error.issues);
  try {
    const result = await removeVeldGrants(actorOf(caller, requestId), userId, parsed.data.reason);
    return apiOk(await changeJson(result), { message: changeMessage(result) });
  } catch (error) {
    apiRefused(error);
  }
}
