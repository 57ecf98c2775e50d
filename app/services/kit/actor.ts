// The one actor every domain operation takes: who acts, how the audit log and the programme's
// e-mails name them, and the request it came in. Operations that need more of the person (an
// e-mail address, their scopes, the organisation) take it as typed input beside the actor. Pure:
// no framework imports.
import { Refusal } from "./refusal";

export interface Actor {
  /** The Veld profile acting; null for an API client without a profile or an anonymous form. */
  userId: string | null;
  /**
   * What survives the person, for the audit log and the e-mails that say who did something: the
   * person's name (their e-mail where they gave none), an admin's e-mail, or the API client's name.
   */
  label: string;
  /** The request the change came in, for the audit log; absent outside a request. */
  requestId?: string | null;
}

export const NEEDS_A_PERSON = "Sign up to Veld before doing this: it is done by a person.";

/**
 * The acting person's profile id, for what only a person can do (invite, answer an invite, grant
 * access, register an API client); an actor without a profile is refused (403).
 */
export function actingPerson(actor: Actor): string {
  if (!actor.userId) throw new Refusal(403, NEEDS_A_PERSON);
  return actor.userId;
}
