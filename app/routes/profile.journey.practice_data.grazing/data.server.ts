// /profile/journey/practice_data/grazing: loader data and the page's forms (issue 15; decision
// 0077). The season's grazing events (add, edit, delete) and the livestock units per hectare per
// field and month, in LSU or, with ?units=eLSU, eLSU with the factor used per herd. Each form
// names itself in the body ('add-event', 'edit-event', 'delete-event', the event's eventId beside
// it; decision 0128). Another organisation's field, herd or event is a 404; the rules' problems
// come back beside each field.
import {
  formRefusal,
  pageRefused,
  readPost,
  refuseForm,
  validatePost,
} from "~/services/kit/forms/validate-form.server";

import { formatNumber, MONTHS } from "~/services/kit/format";
import { redirectWithToast } from "~/services/kit/toast.server";
import { canEditOrganisation } from "~/services/organisations/rules";
import { seasonMonths } from "~/services/practice/calculations";
import type { GrazingFormOptions } from "~/services/practice/grazing-forms";
import { grazingValidator } from "~/components/practice/grazing-validator";
import {
  deleteGrazingEvent,
  GRAZING_MESSAGES,
  isGrazingProblems,
  loadGrazingFields,
  loadGrazingSeason,
  saveGrazingEvent,
} from "~/services/practice/grazing.server";
import { pageAfterPost } from "~/services/practice/practice-paths";
import * as herdsService from "~/services/practice/herds.server";
import { practiceSeasonOf } from "~/services/practice/livestock.server";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { readQuery } from "~/services/kit/query";
import { grazingPost, grazingUnitsQuery } from "~/services/practice/queries";
import { isRefusal } from "~/services/kit/refusal";

/** The form's options: the season's included fields (with their area) and the herds. */
export function grazingFormOptions(
  season: number,
  fields: readonly { id: string; name: string; farmName: string; areaHectares: number }[],
  herds: readonly { id: string; name: string }[],
): GrazingFormOptions {
  return {
    season,
    fields: fields.map((field) => ({
      value: field.id,
      label: `${field.name} (${field.farmName}, ${formatNumber(field.areaHectares)} ha)`,
    })),
    herds: herds.map((herd) => ({ value: herd.id, label: herd.name })),
  };
}

export async function loadGrazingPage(context: ProfileContext, request: Request) {
  const organisation = context.organisation;
  if (!organisation) return null;
  const url = new URL(request.url);
  const { season, seasons } = await practiceSeasonOf(organisation.id, url);
  const mode = readQuery(url, grazingUnitsQuery).units ?? "LSU";
  const loaded = await loadGrazingSeason(organisation.id, season, seasons, mode);
  const herdName = new Map(loaded.herds.map((herd) => [herd.id, herd.name]));
  const fieldName = new Map(loaded.fields.map((field) => [field.id, field.name]));
  const months = seasonMonths(season);
  const valueOf = new Map(
    loaded.lsu.cells.map((cell) => [`${cell.fieldId}|${cell.year}|${cell.month}`, cell.value]),
  );
  const tableFieldIds = [
    ...loaded.fields.map((field) => field.id),
    ...new Set(loaded.lsu.cells.map((cell) => cell.fieldId)),
  ].filter((id, index, all) => all.indexOf(id) === index);
  return {
    organisation: { id: organisation.id, name: organisation.name },
    season,
    mode,
    canEdit: !context.isUserView && canEditOrganisation(organisation.role),
    options: grazingFormOptions(season, loaded.fields, loaded.herds),
    events: loaded.events.map((event) => ({
      id: event.id,
      herdId: event.herdId,
      herdName: herdName.get(event.herdId) ?? "—",
      fieldIds: event.fieldIds,
      fieldNames: event.fieldIds.map((id) => fieldName.get(id) ?? "a field not included"),
      startDate: event.startDate,
      endDate: event.endDate,
      hoursOnField: event.hoursOnField,
      corrections: event.corrections,
    })),
    lsu: {
      months: months.map((m) => ({ ...m, label: `${MONTHS[m.month]!.slice(0, 3)} ${m.year}` })),
      rows: tableFieldIds.map((fieldId) => ({
        fieldId,
        name: fieldName.get(fieldId) ?? "A field not included",
        area: loaded.fieldAreas[fieldId] ?? null,
        values: months.map((m) => valueOf.get(`${fieldId}|${m.year}|${m.month}`) ?? null),
      })),
      notes: loaded.lsu.notes,
      factors: loaded.factors,
    },
  };
}

export async function handleGrazingPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const organisation = requireOrganisation(context);
  const actor = actorOf(context, requestId);
  const url = new URL(request.url);
  const { season, seasons } = await practiceSeasonOf(organisation.id, url);
  const done = (text: string) =>
    redirectWithToast(pageAfterPost(request.url), { type: "success", text });
  try {
    const post = await readPost(request, grazingPost);
    if (post instanceof Response) return post;
    const intent = post.fields.intent;
    switch (intent) {
      case "add-event":
      case "edit-event": {
        const eventId = intent === "edit-event" ? (post.fields.eventId ?? "") : null;
        const { fields, allFieldIds } = await loadGrazingFields(organisation.id, season, seasons);
        // Another organisation's field is not found, before the form's own option check.
        if (
          post.form
            .getAll("fieldIds")
            .some((id) => typeof id !== "string" || (id && !allFieldIds.has(id)))
        ) {
          throw new Response(GRAZING_MESSAGES.fieldNotFound, { status: 404 });
        }
        const herds = await herdsService.listHerds(organisation.id);
        const validator = grazingValidator(grazingFormOptions(season, fields, herds));
        const result = await validatePost(post, validator);
        if (result instanceof Response) return result;
        try {
          const row = await saveGrazingEvent(actor, organisation.id, season, seasons, eventId, {
            fieldIds: result.data.fieldIds ?? [],
            startDate: result.data.startDate,
            endDate: result.data.endDate,
            herdId: result.data.herdId,
            hoursOnField: result.data.hoursOnField,
          });
          return await done(
            `Grazing ${eventId ? "saved" : "added"}: ${row.startDate} to ${row.endDate}.`,
          );
        } catch (error) {
          // The add form and the edit dialog can both be on the page: the intent says whose.
          if (isGrazingProblems(error)) {
            const fieldErrors: Record<string, string> = {};
            for (const problem of error.problems) fieldErrors[problem.field] ??= problem.message;
            return refuseForm(intent, { fieldErrors, values: result.submittedData });
          }
          if (isRefusal(error) && error.status !== 404) {
            return formRefusal(error, intent, result.submittedData);
          }
          throw error;
        }
      }
      case "delete-event": {
        const row = await deleteGrazingEvent(actor, organisation.id, post.fields.eventId ?? "");
        return await done(`Grazing deleted: ${row.startDate} to ${row.endDate}.`);
      }
      default:
        throw new Response("This form is not known on this page.", { status: 400 });
    }
  } catch (error) {
    pageRefused(error);
  }
}
