// /profile/calc/samples' posts: ?do=add a sample (the kit form), ?do=delete one (the URL
// dialog's confirm), ?do=import-csv a file (nothing stored when any row is bad, every row's
// problem listed). The route checks who asks.
import { pathWithout } from "~/services/kit/url-state";
import {
  pageRefused,
  readForm,
  readFormOrRefuse,
  validateForm,
} from "~/services/kit/forms/validate-form.server";
import { data } from "@remix-run/node";
import { validationError } from "remix-validated-form";
import { samplesPostQuery } from "~/services/calculations/queries";
import { MAX_SAMPLE_CSV_BYTES, todayInSouthAfrica } from "~/services/calculations/samples";
import { SAMPLE_CSV_FORM_ID, SAMPLE_FORM_ID } from "~/services/calculations/samples-forms";
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
import { readQuery } from "~/services/kit/query";
import { isRefusal } from "~/services/kit/refusal";
import { redirectWithToast } from "~/services/kit/toast.server";
import { isUuid } from "~/shared/ids";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const afterPost = (request: Request) => pathWithout(request.url, ["do", "dialog", "sampleId"]);

function refuse(error: unknown): never {
  pageRefused(error);
}

export async function handleSamplesPost(request: Request, organisationId: string, actor: Actor) {
  const done = (text: string) => redirectWithToast(afterPost(request), { type: "success", text });
  switch (readQuery(request, samplesPostQuery).do) {
    case "add": {
      const fields = await sampleFieldChoices(organisationId);
      // Another organisation's field (or an unknown one) is a 404, as everywhere: ids cannot be
      // probed.
      const posted = (await readForm(request.clone()).catch(() => null))?.get("fieldId");
      if (isUuid(posted) && !fields.some((f) => f.id === posted)) {
        throw new Response(FIELD_NOT_FOUND, { status: 404 });
      }
      const result = await validateForm(request, sampleFormValidator(fields, todayInSouthAfrica()));
      if (result instanceof Response) return result;
      try {
        await addSample(actor, organisationId, result.data);
      } catch (error) {
        if (isRefusal(error) && error.status === 422 && error.field) {
          return validationError(
            { fieldErrors: { [error.field]: error.message }, formId: SAMPLE_FORM_ID },
            result.submittedData,
          );
        }
        refuse(error);
      }
      return done("Soil sample added.");
    }
    case "delete": {
      const form = await readFormOrRefuse(request);
      const sampleId = form.get("sampleId");
      try {
        await deleteSample(actor, organisationId, typeof sampleId === "string" ? sampleId : "");
      } catch (error) {
        refuse(error);
      }
      return done("Soil sample deleted.");
    }
    case "import-csv": {
      const result = await validateForm(request, sampleCsvValidator, {
        upload: { maxFiles: 1, maxFileBytes: MAX_SAMPLE_CSV_BYTES },
      });
      if (result instanceof Response) return result;
      const file = result.data.file.files[0];
      if (!file) {
        return validationError(
          { fieldErrors: { file: "Choose a CSV file." }, formId: SAMPLE_CSV_FORM_ID },
          {},
        );
      }
      const text = new TextDecoder("utf-8").decode(await file.arrayBuffer());
      const imported = await importSamplesCsv(actor, organisationId, text);
      if (!imported.ok) {
        const count = imported.errors.length;
        return data(
          {
            fieldErrors: {
              file: `The file has ${plural(count, "problem", "problems")}; nothing was saved. Correct ${count === 1 ? "it" : "them"} and upload the file again.`,
            },
            formId: SAMPLE_CSV_FORM_ID,
            repopulateFields: {},
            csvErrors: imported.errors,
          },
          { status: 422 },
        );
      }
      return done(`Soil samples imported: ${plural(imported.saved, "sample", "samples")}.`);
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}
