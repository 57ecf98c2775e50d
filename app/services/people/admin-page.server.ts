// /admin/baseline and /admin/baseline/{userId}: loader data and the baseline form's post (issue 18
// 'People'; decision 0101). The routes check who is asking (read:admin reads; write:admin saves).
import { actorOf } from "~/services/auth/session.server";
import { validationError } from "remix-validated-form";
import type { Viewer } from "~/services/auth/guards.server";
import { type Actor } from "~/services/contracting/common.server";
import { validateForm } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { roleLabel } from "~/shared/roles";
import { isUuid } from "~/shared/ids";
import { readQuery } from "~/services/kit/query";
import { BASELINE_FORM_ID, baselineValidator } from "./forms";
import {
  hearAboutUsLabel,
  listPeople,
  loadPerson,
  PEOPLE_MESSAGES,
  saveBaseline,
} from "./people.server";
import { peopleFilterOf, peopleFilterQuery, peoplePagingQuery } from "./queries";
import { baselineSummary, filterSearch, personName, type Person } from "./rules";
import { isRefusal } from "~/services/kit/refusal";

export const BASELINE_PATH = "/admin/baseline";

export function peopleActor(viewer: Viewer, requestId: string | null | undefined): Actor {
  return actorOf(viewer, requestId);
}

function notFound(): never {
  throw new Response(PEOPLE_MESSAGES.notFound, { status: 404 });
}

/** A person as a row of the list (and the API's summary). */
export function personRow(p: Person) {
  return {
    userId: p.userId,
    name: personName(p),
    email: p.email,
    organisations: p.organisations.map((o) => ({
      organisationId: o.organisationId,
      name: o.organisationName,
      stepLabel: o.stepLabel,
      roleLabel: roleLabel(o.role),
    })),
    baselineSummary: baselineSummary(p.baseline),
    hearAboutUs: p.hearAboutUs ? hearAboutUsLabel(p.hearAboutUs) : null,
  };
}

export async function loadPeoplePage(url: URL, viewer: Viewer) {
  const filter = peopleFilterOf(readQuery(url, peopleFilterQuery));
  const paging = readQuery(url, peoplePagingQuery);
  const { people, pageInfo, organisations } = await listPeople(filter, paging);
  const search = filterSearch(filter);
  return {
    canWrite: viewer.permissions.includes("write:admin"),
    filter,
    organisations,
    pageInfo,
    rows: people.map(personRow),
    exportHref: `${BASELINE_PATH}/export${search ? `?${search}` : ""}`,
  };
}

async function requirePerson(userId: string) {
  if (!isUuid(userId)) notFound();
  try {
    return await loadPerson(userId);
  } catch (error) {
    if (isRefusal(error)) throw new Response(error.message, { status: error.status });
    throw error;
  }
}

export async function loadPersonPage(userId: string, viewer: Viewer) {
  const { person, signup, baselineUpdatedAt } = await requirePerson(userId);
  const b = person.baseline;
  return {
    canWrite: viewer.permissions.includes("write:admin"),
    person: personRow(person),
    signup,
    baselineUpdatedAt,
    // The values the form starts from ('' for unknown, as the fields hold them).
    baseline: {
      farmingSinceYear: b?.farmingSinceYear ?? "",
      enterpriseType: b?.enterpriseType ?? "",
      hectaresAtJoining: b?.hectaresAtJoining ?? "",
      landTenure: b?.landTenure ?? "",
      regenerativeExperience: b?.regenerativeExperience ?? "",
      notes: b?.notes ?? "",
    },
    recorded: b !== null,
  };
}

/** The baseline form's post: checked, saved and audited; refused values come back as typed. */
export async function handleBaselinePost(request: Request, actor: Actor, userId: string) {
  if (!isUuid(userId)) notFound();
  const result = await validateForm(request, baselineValidator);
  if (result instanceof Response) return result;
  try {
    const saved = await saveBaseline(actor, userId, result.data);
    return await redirectWithToast(`${BASELINE_PATH}/${userId}`, {
      type: "success",
      text: saved.changed
        ? `The baseline of ${saved.name} is saved.`
        : `Nothing changed in the baseline of ${saved.name}.`,
    });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    if (error.status === 422) {
      return validationError(
        { fieldErrors: { [error.field || "reason"]: error.message }, formId: BASELINE_FORM_ID },
        result.submittedData,
        { status: 422 },
      );
    }
    throw new Response(error.message, { status: error.status });
  }
}
