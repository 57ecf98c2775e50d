// The 'Job posting' form (spec §2 'New Job' dialog and 'View job details'; §3 'Job posting'
// with its internal-use-only section; §5). One validator for the browser and the action: a new
// posting needs its leaflet, an edit shows the current one and keeps it unless a new one is
// chosen (issue 13, decision 0066).
import { FieldFromSpec } from "~/components/form/form-builder";
import { KitForm } from "~/components/form/kit-form";
import { SpinnerButton } from "~/components/spinner-button";
import { leafletPath } from "~/services/jobs/api-json";
import {
  closingDateToInput,
  POSTING_EDIT_PUBLIC_FIELDS,
  POSTING_INTERNAL_FIELDS,
  POSTING_PUBLIC_FIELDS,
  postingFormId,
  type PostingIntent,
} from "~/services/jobs/posting-fields";
import { postingValidator, postingEditValidator } from "./posting-validators";
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
  const intent: PostingIntent = posting ? "update-posting" : "create-posting";
  const fields = posting ? POSTING_EDIT_PUBLIC_FIELDS : POSTING_PUBLIC_FIELDS;
  // The current leaflet is shown above the fields (not as a stored file with a 'Remove' box:
  // a posting keeps its leaflet unless a new one replaces it).
  return (
    <KitForm
      validator={posting ? postingEditValidator : postingValidator}
      intent={intent}
      id={posting ? postingFormId(posting.id) : undefined}
      action={action}
      encType="multipart/form-data"
      defaultValues={posting ? postingDefaults(posting) : { country: "South Africa" }}
      className="job-posting-form"
      fields={[...fields, ...POSTING_INTERNAL_FIELDS]}
    >
      {posting ? <input type="hidden" name="postingId" value={posting.id} /> : null}
      {posting ? (
        <p className="job-posting-form__leaflet">
          {posting.leaflet ? (
            <>
              Current leaflet:{" "}
              <a href={leafletPath(posting.leaflet.id)} target="_blank" rel="noreferrer">
                {posting.leaflet.name}
              </a>
              . Choose a PDF below only to replace it.
            </>
          ) : (
            "This posting has no leaflet yet. You may add one below; it is not needed to save."
          )}
        </p>
      ) : null}
      <div className="kf-form__fields">
        {fields.map((field) => (
          <FieldFromSpec key={field.name} field={field} isAdmin />
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
      {/* Never disabled (issue 13): the form is checked on submit and each error is shown beside
          its field, so the person sees which field needs attention. */}
      <div className="kf-form__submit">
        <SpinnerButton>{submitLabel}</SpinnerButton>
      </div>
    </KitForm>
  );
}
