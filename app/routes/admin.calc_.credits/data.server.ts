// /admin/calc/credits' loader data and posts: ?companyId= narrows the list to one organisation;
// the form with intent 'record' records credits (?dialog=record), 'void' voids the record its
// creditId names, with a reason (?dialog=void&creditId=). The route checks who is asking.
import { pathWithout } from "~/services/kit/url-state";
import {
  formRefusal,
  pageRefused,
  readPost,
  validatePost,
} from "~/services/kit/forms/validate-form.server";
import type { Viewer } from "~/services/auth/session.server";
import { creditFormValidator, voidValidator } from "~/components/calculations/credit-validators";
import { recordCredits, voidCredits } from "~/services/calculations/credits.server";
import { creditFormOptions, loadCreditsPage } from "~/services/calculations/credits-view.server";
import { creditsPost, organisationQuery } from "~/services/calculations/queries";
import type { Actor } from "~/services/kit/actor";
import { formatNumber, seasonLabel } from "~/services/kit/format";
import { readQuery } from "~/services/kit/query";
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

const afterPost = (request: Request) => pathWithout(request.url, ["dialog", "creditId"]);

export async function handleCreditsPost(request: Request, actor: Actor) {
  const post = await readPost(request, creditsPost);
  if (post instanceof Response) return post;
  switch (post.fields.intent) {
    case "record": {
      const { organisations, seasons, today } = await creditFormOptions();
      const result = await validatePost(post, creditFormValidator(organisations, seasons, today));
      if (result instanceof Response) return result;
      const { companyId, season, ...values } = result.data;
      try {
        const row = await recordCredits(actor, companyId, { ...values, season: Number(season) });
        return await redirectWithToast(afterPost(request), {
          type: "success",
          text: `Recorded ${formatNumber(row.tonnesCo2e)} t CO₂e issued for ${seasonLabel(row.season)}.`,
        });
      } catch (error) {
        return formRefusal(error, "record", result.submittedData);
      }
    }
    case "void": {
      const creditId = post.fields.creditId;
      if (!creditId) throw new Response("Issued credit not found", { status: 404 });
      const result = await validatePost(post, voidValidator);
      if (result instanceof Response) return result;
      try {
        await voidCredits(actor, creditId, result.data);
        return await redirectWithToast(afterPost(request), {
          type: "success",
          text: "The credits record is voided.",
        });
      } catch (error) {
        return formRefusal(error, "void", result.submittedData);
      }
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}
