// /admin/calc/credits: loader data and the page's posts (issue 17; decision 0092). ?companyId=
// narrows the list to one organisation; ?do=record records credits (?dialog=record), ?do=void
// &creditId= voids one with a reason (?dialog=void). The route checks who is asking.
import { actorOf } from "~/services/auth/session.server";
import { validationError } from "remix-validated-form";
import { listOrganisations } from "~/models/organisations.server";
import type { Viewer } from "~/services/auth/guards.server";
import { type Actor } from "~/services/contracting/common.server";
import { currentSeason } from "~/services/fields/seasons";
import { validateForm } from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import { formatNumber, seasonLabel } from "~/services/kit/format";
import { creditSeasonOptions } from "./credits";
import { CREDIT_FORM_ID, creditFormValidator, VOID_FORM_ID, voidValidator } from "./credits-forms";
import { loadAllCredits, recordCredits, voidCredits } from "./credits.server";
import { creditsPostQuery, organisationQuery } from "./queries";
import { todayInSouthAfrica } from "./samples";
import { isRefusal } from "~/services/kit/refusal";

export const CREDITS_PATH = "/admin/calc/credits";

export function creditsActor(viewer: Viewer, requestId: string | null | undefined): Actor {
  return actorOf(viewer, requestId);
}

/** ?companyId=: null for every organisation; a value that is not an id is a 400. */
function companyOfUrl(url: URL): string | null {
  return readQuery(url, organisationQuery).companyId ?? null;
}

async function formOptions() {
  const organisations = (await listOrganisations()).map((o) => ({ value: o.id, label: o.name }));
  return {
    organisations,
    seasons: creditSeasonOptions(currentSeason()),
    today: todayInSouthAfrica(),
  };
}

export async function loadCreditsPage(url: URL, viewer: Viewer) {
  const companyId = companyOfUrl(url);
  const options = await formOptions();
  if (companyId && !options.organisations.some((o) => o.value === companyId)) {
    throw new Response("Organisation not found", { status: 404 });
  }
  const { credits, totalTonnes } = await loadAllCredits(companyId);
  return {
    companyId,
    canWrite: viewer.permissions.includes("write:admin"),
    ...options,
    credits: credits.map((c) => ({ ...c, seasonLabel: seasonLabel(c.season) })),
    totalTonnes,
  };
}

function afterPost(request: Request): string {
  const url = new URL(request.url);
  for (const name of ["do", "dialog", "creditId"]) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

export async function handleCreditsPost(request: Request, actor: Actor) {
  const url = new URL(request.url);
  const refusedOn = (formId: string, error: unknown, submitted: Record<string, unknown>) => {
    if (!isRefusal(error)) throw error;
    if (error.status === 422 || (error.status === 404 && error.field === "companyId")) {
      return validationError(
        { fieldErrors: { [error.field || "reason"]: error.message }, formId },
        submitted,
        { status: error.status },
      );
    }
    throw new Response(error.message, { status: error.status });
  };
  const query = readQuery(url, creditsPostQuery);
  switch (query.do) {
    case "record": {
      const { organisations, seasons, today } = await formOptions();
      const result = await validateForm(
        request,
        creditFormValidator(organisations, seasons, today),
      );
      if (result instanceof Response) return result;
      const { companyId, season, ...values } = result.data;
      try {
        const row = await recordCredits(actor, companyId, { ...values, season: Number(season) });
        return await redirectWithToast(afterPost(request), {
          type: "success",
          text: `Recorded ${formatNumber(row.tonnesCo2e)} t CO₂e issued for ${seasonLabel(row.season)}.`,
        });
      } catch (error) {
        return refusedOn(CREDIT_FORM_ID, error, result.submittedData);
      }
    }
    case "void": {
      const creditId = query.creditId;
      if (!creditId) throw new Response("Issued credit not found", { status: 404 });
      const result = await validateForm(request, voidValidator);
      if (result instanceof Response) return result;
      try {
        await voidCredits(actor, creditId, result.data);
        return await redirectWithToast(afterPost(request), {
          type: "success",
          text: "The credits record is voided.",
        });
      } catch (error) {
        return refusedOn(VOID_FORM_ID, error, result.submittedData);
      }
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}
