// The 'Job posting' form (spec §2 'New Job' dialog and 'View job details'; §3 'Job posting'
// with its internal-use-only section; §5). One validator for the browser and the action.
import { FieldFromSpec } from "~/components/form/form-builder";
import { KitForm } from "~/components/form/kit-form";
import { SubmitButton } from "~/components/form/submit-button";
import {
  closingDateToInput,
  FORM_KIND_FIELD,
  NEW_POSTING_FORM_ID,
  POSTING_INTERNAL_FIELDS,
  POSTING_PUBLIC_FIELDS,
  postingFormId,
  postingValidator,
} from "~/services/jobs/posting-fields";
import type { PostingView } from "./types";

export function postingDefaults(posting: PostingView) {
  return {
    title: posting.title,
    description: posting.description,
    category: posting.category,
    location: posting.location,
    salary: posting.salary,
    employmentType: posting.employmentType,
    closingDate: closingDateToInput(posting.closingDate),
    country: posting.country,
    internalName: posting.internalName,
    numPositions: posting.numPositions,
    qualifications: posting.qualifications,
    keySkills: posting.keySkills,
  };
}

export function PostingForm({
  posting,
  action,
  submitLabel,
}: {
  /** The posting being edited; none for a new one. */
  posting?: PostingView;
  action?: string;
  submitLabel: string;
}) {
  const id = posting ? postingFormId(posting.id) : NEW_POSTING_FORM_ID;
  const stored = posting?.leaflet ? { leaflet: [posting.leaflet] } : undefined;
  return (
    <KitForm
      validator={postingValidator}
      id={id}
      action={action}
      encType="multipart/form-data"
      defaultValues={posting ? postingDefaults(posting) : { country: "South Africa" }}
      className="job-posting-form"
    >
      <input
        type="hidden"
        name={FORM_KIND_FIELD}
        value={posting ? "update-posting" : "create-posting"}
      />
      {posting ? <input type="hidden" name="postingId" value={posting.id} /> : null}
      <div className="kf-form__fields">
        {POSTING_PUBLIC_FIELDS.map((field) => (
          <FieldFromSpec key={field.name} field={field} storedFiles={stored} isAdmin />
        ))}
      </div>
      <fieldset className="job-posting-form__internal">
        <legend>Internal use only</legend>
        <p className="job-posting-form__note">Applicants never see these.</p>
        <div className="kf-form__fields">
          {POSTING_INTERNAL_FIELDS.map((field) => (
            <FieldFromSpec key={field.name} field={field} />
          ))}
        </div>
      </fieldset>
      <SubmitButton>{submitLabel}</SubmitButton>
    </KitForm>
  );
}
