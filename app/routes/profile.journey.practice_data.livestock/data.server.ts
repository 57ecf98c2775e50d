// /profile/journey/practice_data/livestock: loader data and the page's forms (issue 15; decision
// 0077): the season's grid (one post saves it all) and the CSV import (nothing stored when any
// row is bad, every row's problem listed). The season is the page's ?season=; each form names
// itself in the body ('save-grid', 'import-csv'; decision 0128).
import {
  pageRefused,
  readPost,
  refuseForm,
  validatePost,
} from "~/services/kit/forms/validate-form.server";

import { redirectWithToast } from "~/services/kit/toast.server";
import { canEditOrganisation } from "~/services/organisations/rules";
import { pageAfterPost } from "~/services/practice/practice-paths";
import { MAX_CSV_BYTES } from "~/services/practice/livestock-csv.server";
import { gridValues } from "~/services/practice/livestock-forms";
import {
  livestockCsvValidator,
  livestockGridValidator,
} from "~/components/practice/livestock-validators";
import {
  importLivestockCsv,
  loadGridCorrections,
  loadLivestockGrid,
  practiceSeasonOf,
  replaceSeasonNumbers,
} from "~/services/practice/livestock.server";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { livestockPost } from "~/services/practice/queries";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export async function loadLivestockPage(context: ProfileContext, request: Request) {
  const organisation = context.organisation;
  if (!organisation) {
    return {
      organisation: null,
      season: 0,
      herds: [],
      values: {},
      corrections: {} as Record<string, string>,
      canEdit: false,
      templateHref: "",
    };
  }
  const { season } = await practiceSeasonOf(organisation.id, request.url);
  const grid = await loadLivestockGrid(organisation.id, season);
  const search = new URLSearchParams(context.search);
  search.set("season", String(season));
  return {
    organisation: { id: organisation.id, name: organisation.name },
    season,
    herds: grid.gridHerds,
    values: gridValues(grid.cells),
    corrections: await loadGridCorrections(organisation.id, grid.rows),
    canEdit: !context.isUserView && canEditOrganisation(organisation.role),
    templateHref: `${context.basePath}/journey/practice_data/livestock/template?${search}`,
  };
}

export async function handleLivestockPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const organisation = requireOrganisation(context);
  const actor = actorOf(context, requestId);
  const url = new URL(request.url);
  const { season } = await practiceSeasonOf(organisation.id, url);
  const done = (text: string) =>
    redirectWithToast(pageAfterPost(request.url), { type: "success", text });
  try {
    // Read with the CSV import's limits: the page's largest form.
    const post = await readPost(request, livestockPost, {
      maxFiles: 1,
      maxFileBytes: MAX_CSV_BYTES,
    });
    if (post instanceof Response) return post;
    switch (post.fields.intent) {
      case "save-grid": {
        const { gridHerds } = await loadLivestockGrid(organisation.id, season);
        const result = await validatePost(post, livestockGridValidator(gridHerds, season));
        if (result instanceof Response) return result;
        const saved = await replaceSeasonNumbers(
          actor,
          organisation.id,
          season,
          result.data.cells,
          "grid",
        );
        return await done(
          `Livestock numbers saved: ${plural(saved.saved, "month", "months")} of herd numbers.`,
        );
      }
      case "import-csv": {
        const result = await validatePost(post, livestockCsvValidator);
        if (result instanceof Response) return result;
        const file = result.data.file.files[0];
        if (!file) {
          return refuseForm("import-csv", { fieldErrors: { file: "Choose a CSV file." } });
        }
        const text = new TextDecoder("utf-8").decode(await file.arrayBuffer());
        const imported = await importLivestockCsv(actor, organisation.id, season, text);
        if (!imported.ok) {
          const count = imported.errors.length;
          // The sentence beside the file, every row's problem listed above the form.
          return refuseForm("import-csv", {
            fieldErrors: {
              file: `The file has ${plural(count, "problem", "problems")}; nothing was saved. Correct ${count === 1 ? "it" : "them"} and upload the file again.`,
            },
            problems: imported.errors,
          });
        }
        return await done(
          `Livestock numbers imported: ${plural(imported.saved, "month", "months")} of herd numbers${imported.cleared ? `, ${plural(imported.cleared, "month", "months")} cleared` : ""}.`,
        );
      }
      default:
        throw new Response("This form is not known on this page.", { status: 400 });
    }
  } catch (error) {
    pageRefused(error);
  }
}
