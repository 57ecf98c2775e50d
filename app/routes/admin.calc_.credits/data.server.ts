// /admin/calc/credits' loader data and posts: ?companyId= narrows the list to one organisation;
// ?do=record records credits (?dialog=record), ?do=void&creditId= voids one with a reason
// (?dialog=void). The route checks who is asking.
import { pathWithout } from "~/services/kit/url-state";
import { pageRefused, validateForm } from "~/services/kit/forms/validate-form.server";
import { validationError } from "remix-validated-form";
import type { Viewer } from "~/services/auth/session.server";
import { CREDIT_FORM_ID, VOID_FORM_ID } from "~/services/calculations/credits-forms";
import { creditFormValidator, voidValidator } from "~/components/calculations/credit-validators";
import { recordCredits, voidCredits } from "~/services/calculations/credits.server";
import { creditFormOptions, loadCreditsPage } from "~/services/calculations/credits-view.server";
import { creditsPostQuery, organisationQuery } from "~/services/calculations/queries";
import type { Actor } from "~/services/kit/actor";
import { formatNumber, seasonLabel } from "~/services/kit/format";
import { readQuery } from "~/services/kit/query";
import { isRefusal } from "~/services/kit/refusal";
import { redirectWithToast } from "~/services/kit/toast.server";

export async function creditsPage(request: Request, viewer: Viewer) {
  // ?companyId=: left out for every organisation; a value that is not an id is a 400.
  const companyId = readQuery(request, organisationQuery).companyId ?? null;
  try {
    return await loadCreditsPage(companyId, viewer);
  } catch (error) {
    pageRefused(error);
  }
}

const afterPost = (request: Request) => pathWithout(request.url, ["do", "dialog", "creditId"]);

function refusedOn(formId: string, error: unknown, submitted: Record<string, unknown>) {
  if (!isRefusal(error)) throw error;
  if (error.status === 422 || (error.status === 404 && error.field === "companyId")) {
    return validationError(
      { fieldErrors: { [error.field || "reason"]: error.message }, formId },
      submitted,
      { status: error.status },
    );
  }
  throw new Response(error.message, { status: error.status });
}

export async function handleCreditsPost(request: Request, actor: Actor) {
  const query = readQuery(request, creditsPostQuery);
  switch (query.do) {
    case "record": {
      const { organisations, seasons, today } = await creditFormOptions();
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
