// /profile/calc/samples' posts, each naming itself in its intent (decision 0128): 'add' a sample
// (the kit form), 'delete' the one its sampleId names (the URL dialog's confirm), 'import-csv' a
// file (nothing stored when any row is bad, every row's problem listed as the result's
// `problems`). The route checks who asks.
import { pathWithout } from "~/services/kit/url-state";
import {
  formRefusal,
  pageRefused,
  readPost,
  refuseForm,
  validatePost,
} from "~/services/kit/forms/validate-form.server";
import { samplesPost } from "~/services/calculations/queries";
import { MAX_SAMPLE_CSV_BYTES, todayInSouthAfrica } from "~/services/calculations/samples";
import {
  sampleCsvValidator,
  sampleFormValidator,
} from "~/components/calculations/sample-validators";
import {
  addSample,
  deleteSample,
  FIELD_NOT_FOUND,
  importSamplesCsv,
} from "~/services/calculations/samples.server";
import { sampleFieldChoices } from "~/services/calculations/samples-view.server";
import type { Actor } from "~/services/kit/actor";
import { isRefusal } from "~/services/kit/refusal";
import { redirectWithToast } from "~/services/kit/toast.server";
import { isUuid } from "~/shared/ids";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const afterPost = (request: Request) => pathWithout(request.url, ["dialog", "sampleId"]);

function refuse(error: unknown): never {
  pageRefused(error);
}

export async function handleSamplesPost(request: Request, organisationId: string, actor: Actor) {
  const done = (text: string) => redirectWithToast(afterPost(request), { type: "success", text });
  // Read with the CSV import's limits: the page's largest form.
  const post = await readPost(request, samplesPost, {
    maxFiles: 1,
    maxFileBytes: MAX_SAMPLE_CSV_BYTES,
  });
  if (post instanceof Response) return post;
  switch (post.fields.intent) {
    case "add": {
      const fields = await sampleFieldChoices(organisationId);
      // Another organisation's field (or an unknown one) is a 404, as everywhere: ids cannot be
      // probed.
      const posted = post.form.get("fieldId");
      if (isUuid(posted) && !fields.some((f) => f.id === posted)) {
        throw new Response(FIELD_NOT_FOUND, { status: 404 });
      }
      const result = await validatePost(post, sampleFormValidator(fields, todayInSouthAfrica()));
      if (result instanceof Response) return result;
      try {
        await addSample(actor, organisationId, result.data);
      } catch (error) {
        if (isRefusal(error) && error.status === 422 && error.field) {
          return formRefusal(error, "add", result.submittedData);
        }
        refuse(error);
      }
      return done("Soil sample added.");
    }
    case "delete": {
      try {
        await deleteSample(actor, organisationId, post.fields.sampleId ?? "");
      } catch (error) {
        refuse(error);
      }
      return done("Soil sample deleted.");
    }
    case "import-csv": {
      const result = await validatePost(post, sampleCsvValidator);
      if (result instanceof Response) return result;
      const file = result.data.file.files[0];
      if (!file) {
        return refuseForm("import-csv", { fieldErrors: { file: "Choose a CSV file." } });
      }
      const text = new TextDecoder("utf-8").decode(await file.arrayBuffer());
      const imported = await importSamplesCsv(actor, organisationId, text);
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
      return done(`Soil samples imported: ${plural(imported.saved, "sample", "samples")}.`);
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}
