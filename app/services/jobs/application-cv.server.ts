// The admin API's upload of a job application's file (spec §7 admin calls: 'upload | job
// application file'): the applicant's CV, replaced. The bytes go through the same inspection as
// the public application form's CV (saveUpload: the file-type and active-content checks run in
// the worker pool, never on the event loop), with the same accepted types; the row, its new
// cvFileId and the audit entry commit together, and the previous CV goes afterwards.
import {
  findApplication,
  lockApplication,
  updateApplicationRow,
} from "~/models/job-applications.server";
import { CV_PURPOSE } from "~/models/job-application-submit.server";
import { recordAudit } from "~/services/audit/audit.server";
import { deleteStoredFile, transactionWithUploads } from "~/services/files/uploads.server";
import { isUploadError } from "~/services/files/upload-error";
import type { Actor } from "~/services/kit/actor";
import { Refusal } from "~/services/kit/refusal";
import { isUuid } from "~/shared/ids";
import { CV_ACCEPT } from "./application-form";
import { APPLICATION_ENTITY } from "./applications.server";

export const APPLICATION_NOT_FOUND = "Job application not found";

/** Removes a replaced CV: only the hiring team may have CVs (files/access.ts), so it acts as them. */
const HIRING_SUBJECT = {
  userId: null,
  isAdmin: true,
  writeApplications: true,
  organisationIds: [] as string[],
};

/**
 * Stores `file` as application `id`'s CV, replacing the one it had. A missing application is a
 * 404 Refusal (nothing stored); a file that is not a plain .pdf, .doc or .docx by its bytes, or
 * carries active content, a 422 on `file`. Returns the applicant as it now is.
 */
export async function replaceApplicationCv(actor: Actor, id: string, file: File) {
  if (!isUuid(id) || !(await findApplication(id))) throw new Refusal(404, APPLICATION_NOT_FOUND);
  let previous: string | null;
  try {
    previous = await transactionWithUploads(async (tx, saveUpload) => {
      const before = await lockApplication(id, tx);
      if (!before) throw new Refusal(404, APPLICATION_NOT_FOUND);
      const cv = await saveUpload({
        file,
        accept: CV_ACCEPT,
        purpose: CV_PURPOSE,
        // An applicant belongs to no organisation: only the hiring team may download a CV.
        organisationId: null,
        uploadedBy: actor.userId,
        actor,
      });
      await updateApplicationRow(id, { cvFileId: cv.id }, tx);
      await recordAudit(
        {
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: "job_application.cv",
          entityType: APPLICATION_ENTITY,
          entityId: id,
          changes: { field: "cv", from: before.cvFileId, to: cv.id },
          requestId: actor.requestId ?? null,
        },
        tx,
      );
      return before.cvFileId;
    });
  } catch (error) {
    if (isUploadError(error)) throw new Refusal(422, error.message, { field: "file" });
    throw error;
  }
  if (previous) {
    await deleteStoredFile({ fileId: previous, subject: HIRING_SUBJECT, actor });
  }
  return (await findApplication(id))!;
}
