// Applying for a job (spec §2 '/jobs, with application form', §3 'Application form fields'): the
// CV is checked by its bytes and stored, the application saved as pending for a posting that is
// still active, and a confirmation queued for the applicant, all in one transaction.
import { getEnv } from "~/env.server";
import {
  CV_PURPOSE,
  findActivePosting,
  insertApplicationForActivePosting,
} from "~/models/job-application-submit.server";
import { getOperator } from "~/services/operator/operator.server";
import { recordAudit } from "~/services/audit/audit.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import { transactionWithUploads } from "~/services/files/uploads.server";
import { CV_ACCEPT, type ApplicationValues } from "./application-form";

export type SubmitResult = { ok: true; applicationId: string } | { ok: false; reason: "closed" };

const APPLICANT_LABEL = "job applicant (anonymous)";

/** Thrown inside the transaction to undo it: the posting closed while the CV was stored. */
class PostingClosed extends Error {}

/**
 * Stores the application. Throws UploadError when the CV's bytes are not a .pdf, .doc or .docx
 * (nothing is stored then); answers `closed` when the posting is disabled, expired or unknown.
 */
export async function submitApplication(input: {
  values: ApplicationValues;
  requestId?: string | null;
  now?: Date;
}): Promise<SubmitResult> {
  const now = input.now ?? new Date();
  const { values } = input;
  // Cheap first: no CV is read or stored for a posting that is closed.
  if (!(await findActivePosting(values.job, now))) return { ok: false, reason: "closed" };

  const actor = { userId: null, label: APPLICANT_LABEL, requestId: input.requestId ?? null };
  // The CV's bytes are removed if anything below fails (transactionWithUploads).
  const stored = await transactionWithUploads(async (tx, saveUpload) => {
    const cv = await saveUpload({
      file: values.cv as File,
      accept: CV_ACCEPT,
      purpose: CV_PURPOSE,
      // An applicant belongs to no organisation: only admins may download a CV (access.ts).
      organisationId: null,
      uploadedBy: null,
      actor,
    });
    const application = await insertApplicationForActivePosting(
      tx,
      {
        jobId: values.job,
        firstName: values.firstName,
        surname: values.surname,
        email: values.email,
        phoneNumber: values.phoneNumber,
        gender: values.gender,
        race: values.race,
        highestQualification: values.highestQualification,
        salary: values.salary,
        employmentStatus: values.employmentStatus,
        noticePeriod: values.noticePeriod,
        linkedin: values.linkedin,
        motivation: values.motivation,
        cvFileId: cv.id,
      },
      now,
    );
    // Closed in the meantime: roll back the CV's row with everything else.
    if (!application) throw new PostingClosed();
    await recordAudit(
      {
        actorUserId: null,
        actorLabel: APPLICANT_LABEL,
        action: "job_application.create",
        entityType: "job_application",
        entityId: application.id,
        // Never the answers themselves (race is special personal information under POPIA).
        changes: { jobId: values.job, status: "pending", cvFileId: cv.id },
        requestId: actor.requestId,
      },
      tx,
    );
    await enqueueEmail(confirmationEmail(values, application.jobTitle), tx);
    return application;
  }).catch((error: unknown) => {
    if (error instanceof PostingClosed) return null;
    throw error;
  });

  if (!stored) return { ok: false, reason: "closed" };
  return { ok: true, applicationId: stored.id };
}

/** The applicant's confirmation (decision 0033). Plain text; no answers repeated in it. */
export function confirmationEmail(
  values: Pick<ApplicationValues, "email" | "firstName">,
  jobTitle: string,
) {
  const appUrl = getEnv().APP_URL;
  return {
    to: values.email,
    subject: `We have received your application: ${jobTitle}`,
    text: [
      `Dear ${values.firstName},`,
      "",
      `Thank you for applying for the position of ${jobTitle} at Veld. We have received your application and your CV.`,
      "",
      "We read every application after the closing date. If you are shortlisted, we will contact you to arrange an interview. If your application is not successful, we will let you know by e-mail.",
      "",
      `To add something to your application or to withdraw it, write to ${getOperator().jobsEmail}.`,
      `How we look after the information you gave us: ${appUrl}/privacy-policy`,
      "",
      "Kind regards",
      "The Veld team",
    ].join("\n"),
  };
}
