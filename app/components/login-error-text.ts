// A sign-in error page's title and message in the page's language (issue 33): by the error's
// code, `auth.error.<code>.title` and `.message` (services/auth/login-errors.ts has the English).
import type { LoginErrorCode } from "~/services/auth/login-errors";
import type { Translator } from "~/services/i18n/translations";

export function loginErrorText(t: Translator, code: LoginErrorCode) {
  return { title: t._(`auth.error.${code}.title`), message: t._(`auth.error.${code}.message`) };
}
