// The job application form's validator: the domain's schema (services/jobs/application-form.ts)
// wrapped for remix-validated-form. The /jobs/:jobId action checks every post with it and the
// form component checks as the applicant types, so both give the same messages.
import { withZod } from "@remix-validated-form/with-zod";
import { applicationSchema } from "~/services/jobs/application-form";

export const applicationValidator = withZod(applicationSchema);
