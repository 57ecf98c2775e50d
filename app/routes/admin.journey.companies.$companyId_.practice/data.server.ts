// /admin/journey/companies/{id}/practice: the page's data and posts (decision 0078). The data: the
// season's livestock numbers (herd × month), grazing events and fertiliser inputs, each
// overridable value with the override that counts, and the value the open dialog corrects. The
// posts: write:admin (the route checks it). Each form posts to the page's URL (the open dialog's,
// ?dialog=override&override=…) with its intent ('override' or 'remove') and the value it corrects
// (`override`, <recordType>:<recordId>:<valueName>) in its body, so a refused post comes back to
// the open dialog with every value as typed and the error beside its field (decision 0128).
import {
  pageRefused,
  formRefusal,
  readPost,
  validatePost,
} from "~/services/kit/forms/validate-form.server";
import * as overridesModel from "~/models/pd-overrides.server";
import { findOrganisation } from "~/models/organisations.server";
import * as analysisModel from "~/models/practice-analysis.server";
import { currentSeason } from "~/services/fields/seasons";
import { formatDate, MONTHS, seasonLabel } from "~/services/kit/format";
import { chooseSeason, seasonOptions } from "~/services/practice/analysis-season";
import {
  OVERRIDE_VALUE_LABELS,
  overrideMapOf,
  withOverrides,
  type OverrideView,
} from "~/services/practice/overrides";
import type { Actor } from "~/services/kit/actor";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  OVERRIDE_DIALOG,
  OVERRIDE_PARAM,
  parseOverrideTarget,
} from "~/services/practice/overrides-forms";
import {
  overrideValidator,
  removeOverrideValidator,
} from "~/components/practice/override-validators";
import {
  listOverrideViews,
  removeOverrideOfValue,
  saveOverride,
} from "~/services/practice/overrides.server";
import { closeDialogSearch } from "~/services/kit/url-state";
import { readQuery } from "~/services/kit/query";
import { correctionsPost, correctionsQuery } from "~/services/practice/queries";
import { HERD_TYPE_LABELS } from "~/shared/practice";

import { isRefusal } from "~/services/kit/refusal";

/** The page's URL as it was, the dialog closed. */
function backTo(companyId: string, url: URL) {
  return (
    practicePagePath(companyId) + closeDialogSearch(url.search, OVERRIDE_DIALOG, [OVERRIDE_PARAM])
  );
}

/** A refusal of a form field goes beside it; any other is the page's error with its status. */
function refused(error: unknown, intent: string, submitted: Record<string, unknown>) {
  if (isRefusal(error) && (error.field === "value" || error.field === "reason")) {
    return formRefusal(error, intent, submitted);
  }
  pageRefused(error);
}

export async function handleCorrectionsPost(actor: Actor, companyId: string, request: Request) {
  const url = new URL(request.url);
  const post = await readPost(request, correctionsPost);
  if (post instanceof Response) return post;
  const { intent } = post.fields;
  const target = parseOverrideTarget(post.fields.override);
  if (!target) throw new Response("Choose a value to correct.", { status: 400 });
  const label = OVERRIDE_VALUE_LABELS[target.valueName] ?? target.valueName;
  switch (intent) {
    case "override": {
      const result = await validatePost(post, overrideValidator(target.valueName));
      if (result instanceof Response) return result;
      try {
        const { created } = await saveOverride(actor, companyId, {
          ...target,
          value: result.data.value,
          reason: result.data.reason,
        });
        const text = `${label} ${created ? "corrected" : "correction changed"} to ${result.data.value}.`;
        return await redirectWithToast(backTo(companyId, url), { type: "success", text });
      } catch (error) {
        return refused(error, intent, result.submittedData);
      }
    }
    case "remove": {
      const result = await validatePost(post, removeOverrideValidator);
      if (result instanceof Response) return result;
      try {
        await removeOverrideOfValue(actor, companyId, target, result.data.reason);
        const text = `Correction removed: the farmer's ${label.toLowerCase()} counts again.`;
        return await redirectWithToast(backTo(companyId, url), { type: "success", text });
      } catch (error) {
        return refused(error, intent, result.submittedData);
      }
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}

export const practicePagePath = (companyId: string) =>
  `/admin/journey/companies/${companyId}/practice`;

/** The value the open dialog corrects: what the farmer typed and its override, if any. */
async function dialogTarget(
  organisationId: string,
  param: string | undefined,
  views: OverrideView[],
) {
  const target = parseOverrideTarget(param);
  if (!target) return null;
  const record = await overridesModel.findOverridableRecord(
    organisationId,
    target.recordType,
    target.recordId,
  );
  const original = record?.values[target.valueName];
  if (original === null || original === undefined) return null;
  const override =
    views.find(
      (o) =>
        o.recordType === target.recordType &&
        o.recordId === target.recordId &&
        o.valueName === target.valueName,
    ) ?? null;
  return {
    ...target,
    label: OVERRIDE_VALUE_LABELS[target.valueName] ?? target.valueName,
    original,
    override,
  };
}

export type CorrectionsPage = Awaited<ReturnType<typeof loadCorrectionsPage>>;

export async function loadCorrectionsPage(companyId: string, url: URL, canWrite: boolean) {
  const organisation = await findOrganisation(companyId);
  if (!organisation) throw new Response("Organisation not found", { status: 404 });
  const withData = await analysisModel.listPracticeSeasons(organisation.id);
  const current = currentSeason();
  const asked = readQuery(url, correctionsQuery);
  const season = chooseSeason(asked.season, withData, current);
  const [data, views] = await Promise.all([
    analysisModel.loadSeasonPracticeData(organisation.id, season),
    listOverrideViews(organisation.id),
  ]);
  const map = overrideMapOf(views);
  const herdName = new Map(
    data.herds.map((h) => [h.id, `${h.name} (${HERD_TYPE_LABELS[h.type]})`]),
  );
  const fieldName = new Map(data.fields.map((f) => [f.id, f.name]));
  const nameOf = (names: Map<string, string>, id: string) => names.get(id) ?? "(deleted)";
  return {
    organisation: { id: organisation.id, name: organisation.name },
    season,
    seasonLabel: seasonLabel(season),
    seasons: seasonOptions(withData, current, season),
    canWrite,
    livestock: withOverrides("livestock", data.numbers, map).map((row) => ({
      ...row,
      herd: nameOf(herdName, row.herdId),
      monthLabel: `${MONTHS[row.month]} ${row.year}`,
    })),
    grazing: withOverrides("grazing", data.events, map).map((row) => ({
      ...row,
      herd: nameOf(herdName, row.herdId),
      fields: row.fieldIds.map((id) => nameOf(fieldName, id)).join(", "),
      dates: `${formatDate(row.startDate)} to ${formatDate(row.endDate)}`,
    })),
    fertiliser: withOverrides("fertiliser", data.inputs, map).map((row) => ({
      ...row,
      field: nameOf(fieldName, row.fieldId),
    })),
    overrideCount: views.length,
    target: await dialogTarget(organisation.id, asked.override, views),
  };
}
