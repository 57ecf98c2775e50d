// POST /language: the language chooser of every page (issue 33; decision 0158). A plain form
// (`intent=choose-language`, `language`, `returnTo`) that works without JavaScript: keeps the
// choice in a cookie, saves it on the person when they are signed in and have a profile, and
// goes back to the page the chooser was on (a same-origin path only).
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getViewer } from "~/services/auth/guards.server";
import { languageCookie, pseudoAllowed } from "~/services/kit/language.server";
import { readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import { CHOOSE_LANGUAGE_INTENT, toLanguage } from "~/services/i18n/languages";
import { saveOwnLanguage, toSavedLanguage } from "~/services/profiles/language.server";
import { safeRedirectTarget } from "~/shared/redirects";

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormOrRefuse(request);
  if (form.get("intent") !== CHOOSE_LANGUAGE_INTENT) {
    throw new Response("This form is not one this page knows.", { status: 400 });
  }
  const language = toLanguage(form.get("language"), pseudoAllowed());
  if (!language) {
    throw new Response("Choose one of the languages in the list.", { status: 400 });
  }
  const viewer = await getViewer(request);
  const saved = toSavedLanguage(language);
  if (viewer?.user && saved) await saveOwnLanguage({ userId: viewer.user.id }, saved);
  return redirect(safeRedirectTarget(form.get("returnTo"), "/"), {
    headers: { "Set-Cookie": languageCookie(language) },
  });
}

// Nothing to show here: a visit goes to the landing page.
export function loader() {
  return redirect("/");
}
