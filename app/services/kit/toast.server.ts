// A notification carried across a redirect in its own flash cookie (after the Epic Stack;
// decision 0069): an action answers `redirectWithToast(url, { type: 'success', text })`, the root
// loader reads it with `getToast(request)`, shows it once and clears the cookie in the same
// response. It works the same with and without JavaScript (docs/decisions/0011-widgets-kit.md).
import { randomUUID } from "node:crypto";
import { createCookie, data, redirect } from "@remix-run/node";
import { getEnv, type Env } from "~/env.server";
import { getOrCreateSecret } from "~/models/secrets.server";
import { parseToast, TOAST_MAX_LENGTH, type Toast, type ToastInput } from "./toast";

/**
 * Long enough for a redirect on a slow link to be followed, short enough that a toast never
 * greets someone on a later visit.
 */
export const TOAST_COOKIE_MAX_AGE_S = 5 * 60;

// One cookie per configuration: it depends on the environment (its name, Secure, the secret), and
// a new configuration (loadEnv) gets its own.
const cookies = new WeakMap<Env, Promise<ReturnType<typeof createCookie>>>();

/** The flash cookie, signed with the session secret so no other site can plant a message. */
export function toastCookie() {
  const env = getEnv();
  let cookie = cookies.get(env);
  if (!cookie) {
    cookie = (async () => {
      const secret = env.SESSION_SECRET ?? (await getOrCreateSecret("session-secret"));
      // __Host- requires Secure, path / and no domain: used in production only.
      return createCookie(env.isProduction ? "__Host-veld_toast" : "veld_toast", {
        httpOnly: true,
        sameSite: "lax",
        secure: env.isProduction,
        path: "/",
        secrets: [secret],
        maxAge: TOAST_COOKIE_MAX_AGE_S,
      });
    })();
    cookie.catch(() => cookies.delete(env)); // the database may be back on the next request
    cookies.set(env, cookie);
  }
  return cookie;
}

function toToast(input: ToastInput): Toast {
  const text =
    input.text.length > TOAST_MAX_LENGTH
      ? `${input.text.slice(0, TOAST_MAX_LENGTH - 1)}…`
      : input.text;
  return { id: randomUUID(), type: input.type, text, ...(input.next ? { next: input.next } : {}) };
}

/** The Set-Cookie header that carries `toast` to the next page shown. */
export async function createToastHeaders(toast: ToastInput): Promise<Headers> {
  const cookie = await toastCookie();
  return new Headers({ "Set-Cookie": await cookie.serialize(toToast(toast)) });
}

function mergeHeaders(base: HeadersInit | undefined, extra: Headers): Headers {
  const headers = new Headers(base);
  extra.forEach((value, key) => headers.append(key, value));
  return headers;
}

/** A redirect that shows `toast` on the page it leads to (docs/architecture.md 'A request'). */
export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  init: ResponseInit = {},
): Promise<Response> {
  return redirect(url, {
    ...init,
    headers: mergeHeaders(init.headers, await createToastHeaders(toast)),
  });
}

/**
 * Action data that also shows `toast` (for fetchers that stay on the page). Remix reloads the
 * root loader after every action, which reads the cookie.
 */
export async function dataWithToast<T>(value: T, toast: ToastInput, init: ResponseInit = {}) {
  return data(value, {
    ...init,
    headers: mergeHeaders(init.headers, await createToastHeaders(toast)),
  });
}

/**
 * The toast waiting for this request, and the Set-Cookie header that clears it (null when
 * there was no cookie, so ordinary responses set none). A forged or garbled cookie is cleared
 * and shows nothing.
 */
export async function getToast(
  request: Request,
): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const header = request.headers.get("Cookie") ?? "";
  const cookie = await toastCookie();
  const raw = header
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookie.name}=`));
  // Not there, or already cleared: nothing to show, nothing to clear.
  if (!raw || raw === `${cookie.name}=`) return { toast: null, setCookie: null };
  const toast = parseToast(await cookie.parse(header));
  const setCookie = await cookie.serialize("", { maxAge: 0, expires: new Date(0) });
  return { toast, setCookie };
}
