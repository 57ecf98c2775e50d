// POST /profile/organisation: the organisation switcher of the /profile layout (spec §4
// 'Organisation selection'). Makes one of the person's own organisations the session's active
// one and goes back to the page the switcher was on. Another organisation's id is a 404.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { safeRedirectTarget } from "~/shared/redirects";
import {
  requireProfileContext,
  requireProfileWriter,
  setActiveOrganisation,
} from "~/services/profiles/context.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { readFormOrRefuse } from "~/services/kit/forms/validate-form.server";

export async function action({ request }: ActionFunctionArgs) {
  const context = await requireProfileWriter(request);
  const form = await readFormOrRefuse(request);
  const wanted = form.get("organisationId");
  const chosen = context.organisations.find((o) => o.id === wanted);
  if (!chosen) throw new Response("Organisation not found", { status: 404 });
  await setActiveOrganisation(context.viewer.sessionId, chosen.id);
  const back = safeRedirectTarget(form.get("returnTo"), "/profile/home");
  return redirectWithToast(back, {
    type: "success",
    text: `You are now working in ${chosen.name}.`,
  });
}

// Nothing to show here: a visit goes to the home page.
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return redirect(`${context.basePath}/home${context.search}`);
}
