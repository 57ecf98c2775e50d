// The job posting forms' validators (spec §3 'Job posting'): the domain's field lists
// (services/jobs/posting-fields.ts) for /admin/jobApplications' action and its forms, so the
// browser and the server check the same.
import { POSTING_EDIT_FIELDS, POSTING_FIELDS } from "~/services/jobs/posting-fields";
import { fieldsValidator } from "~/services/kit/forms/validator";

/** The admin page's 'New Job' form and its action: a new posting needs its leaflet. */
export const postingValidator = fieldsValidator(POSTING_FIELDS);

/**
 * Editing a posting (issue 13, decision 0066): the stored leaflet is kept unless a new one is
 * chosen, so the leaflet is optional there.
 */
export const postingEditValidator = fieldsValidator(POSTING_EDIT_FIELDS);
