// The one actor every domain operation takes: who acts, what survives them for the audit log, and
// the request it came in. Operations that need more of the person (an e-mail, their scopes, the
// organisation) take it as typed input beside the actor. Pure: no framework imports.
export interface Actor {
  /** The Veld profile acting; null for an API client without a profile or an anonymous form. */
  userId: string | null;
  /** What survives the person, for the audit log: their e-mail, or the API client's name. */
  label: string;
  /** The request the change came in, for the audit log; absent outside a request. */
  requestId?: string | null;
}
