// /profile/calc/samples' view (issue 17; decision 0092): the organisation's fields and soil
// samples, and whether the person may change them. The route guards and reads the posts.
import { canEditOrganisation } from "~/services/organisations/rules";
import type { ProfileContext } from "~/services/profiles/context.server";
import { todayInSouthAfrica } from "./samples";
import { loadSampleFields, loadSamples } from "./samples.server";

export async function loadSamplesPage(context: ProfileContext) {
  const organisation = context.organisation;
  const today = todayInSouthAfrica();
  if (!organisation) {
    return { organisation: null, fields: [], samples: [], canEdit: false, today };
  }
  const { fields, samples } = await loadSamples(organisation.id);
  return {
    organisation: { id: organisation.id, name: organisation.name },
    fields: fields.map((f) => ({ id: f.id, name: f.label })),
    samples,
    canEdit: !context.isUserView && canEditOrganisation(organisation.role),
    today,
  };
}

/** The fields a sample may be added to: the organisation's, as the form's choices. */
export async function sampleFieldChoices(organisationId: string) {
  return (await loadSampleFields(organisationId)).map((f) => ({ id: f.id, name: f.label }));
}
