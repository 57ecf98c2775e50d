// Signing in for route tests: a real session row, as after the embedded provider's callback, and
// the cookie a browser would send with it. Pass the cookie as the Request's Cookie header.
import { createSession } from "~/services/auth/session.server";

/** A new session for `subject`; its `cookie` is the `name=value` part of the Set-Cookie header. */
export async function signInSession(subject: string, email: string, permissions: string[] = []) {
  const { setCookie, sessionId } = await createSession({
    subject,
    email,
    displayName: null,
    tokens: {
      accessToken: "x",
      accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
      permissions,
    },
  });
  return { cookie: setCookie.split(";")[0]!, sessionId };
}

/** The Cookie header value of a new session for `subject`. */
export async function signInCookie(subject: string, email: string, permissions: string[] = []) {
  return (await signInSession(subject, email, permissions)).cookie;
}
