// The grazing events API's writes (issue 15; decision 0077), called once the body is read: the
// step open, the body to the service's input,
// the season (the body's, else the one its start date falls in), and the rules' problems as a
// 422 with each message beside its field.
import type { ApiMember } from "~/services/api/callers.server";
import { apiError, apiRefused } from "~/services/api/envelope";
import { firstHerdId, type GrazingEventBody } from "~/services/practice/grazing-api";
import { isGrazingProblems, saveGrazingEvent } from "~/services/practice/grazing.server";
import {
  requirePracticeApiEditor,
  requirePracticeOpen,
  seasonOfDate,
} from "~/services/practice/livestock-api.server";
import { practiceSeasonOf } from "~/services/practice/livestock.server";

export async function saveGrazingFromApi(
  caller: ApiMember,
  requestId: string,
  eventId: string | null,
  body: GrazingEventBody,
) {
  const actor = requirePracticeApiEditor(caller, requestId);
  await requirePracticeOpen(caller);
  const { seasons } = await practiceSeasonOf(caller.organisationId, "");
  const season = body.season ?? seasonOfDate(body.startDate) ?? seasons.first;
  try {
    return await saveGrazingEvent(actor, caller.organisationId, season, seasons, eventId, {
      fieldIds: body.fieldIds,
      startDate: body.startDate,
      endDate: body.endDate,
      herdId: firstHerdId(body.herdId),
      hoursOnField: body.hoursOnField,
    });
  } catch (error) {
    if (isGrazingProblems(error)) {
      const errors: Record<string, string> = {};
      for (const problem of error.problems) errors[problem.field] ??= problem.message;
      throw apiError(422, "The grazing event is not valid.", errors);
    }
    apiRefused(error);
  }
}
