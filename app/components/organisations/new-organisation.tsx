// A further organisation (decision 0145): a consultant who serves several farms founds each one
// here and becomes its owner; the switcher then moves between them.
import { FormBuilder } from "~/components/form/form-builder";
import { newOrganisationValidator } from "~/components/organisations/company-validators";
import { intentName } from "~/services/kit/forms/intent";
import { NEW_ORGANISATION_FIELDS } from "~/services/organisations/forms";
import type { CompanyIntent } from "~/services/organisations/queries";

export function NewOrganisation() {
  return (
    <section className="org-panel" aria-labelledby="new-organisation-heading">
      <h2 id="new-organisation-heading">Create another organisation</h2>
      <p>You become its owner and it becomes your active organisation.</p>
      <FormBuilder
        intent={intentName<CompanyIntent>("create-organisation")}
        fields={NEW_ORGANISATION_FIELDS}
        validator={newOrganisationValidator}
        submitLabel="Create organisation"
        resetAfterSubmit
      />
    </section>
  );
}
