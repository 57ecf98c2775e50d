// The loaders' data of /admin/jobApplications: the listings tab, or one application tab's page of
// the filtered list and the applicant a dialog shows. A failed load shows the spec's error
// notification (§8 'Applications fetch failure', 'Postings fetch failure') over an empty list.
import type { ApplicationDetailView, ApplicationRowView } from "~/components/jobs-admin/types";
import {
  countApplications,
  findApplication,
  listApplications,
} from "~/models/job-applications.server";
import { listPostingsWithCounts, listPostingTitles } from "~/models/job-postings.server";
import { logger } from "~/logger.server";
import { applicationHistory } from "~/services/jobs/applications.server";
import {
  NOTE_FIELD_NAMES,
  notesCount,
  pageOf,
  type ApplicationTab,
} from "~/services/jobs/admin-view";
import { applicationQueryOf, type JobApplicationsPageValues } from "~/services/jobs/queries";

export const APPLICATIONS_FETCH_ERROR = "There was a problem fetching job applications";
export const POSTINGS_FETCH_ERROR = "There was a problem fetching job postings";

export async function loadListings(values: Pick<JobApplicationsPageValues, "posting">) {
  try {
    const postings = await listPostingsWithCounts();
    return {
      tab: "listings" as const,
      postings,
      loadError: null,
      openPostingId: values.posting ?? null,
      now: new Date(),
    };
  } catch (error) {
    logger().error({ err: error }, "job postings could not be loaded");
    return {
      tab: "listings" as const,
      postings: null,
      loadError: POSTINGS_FETCH_ERROR,
      openPostingId: null,
      now: new Date(),
    };
  }
}

export async function loadApplicationDetail(
  id: string | undefined,
): Promise<ApplicationDetailView | null> {
  if (id === undefined) return null;
  const [application, history] = await Promise.all([findApplication(id), applicationHistory(id)]);
  if (!application) return null;
  return {
    ...application,
    notes: Object.fromEntries(NOTE_FIELD_NAMES.map((field) => [field, application[field]])),
    history,
  };
}

export async function loadApplications(values: JobApplicationsPageValues, tab: ApplicationTab) {
  const query = applicationQueryOf(values, tab);
  const application = await loadApplicationDetail(values.application).catch((error: unknown) => {
    logger().error({ err: error }, "job application could not be loaded");
    return null;
  });
  try {
    const [total, postingOptions] = await Promise.all([
      countApplications(query),
      listPostingTitles(),
    ]);
    // A page past the end shows the last page (services/table paginate).
    const info = pageOf(total, query);
    const rows = await listApplications(query, { offset: info.offset, limit: info.size });
    return {
      tab,
      query,
      info,
      postingOptions,
      rows: rows.map((row): ApplicationRowView => ({
        id: row.id,
        jobTitle: row.jobTitle,
        applicationDate: row.applicationDate,
        status: row.status,
        interviewStatus: row.interviewStatus,
        firstName: row.firstName,
        surname: row.surname,
        email: row.email,
        phoneNumber: row.phoneNumber,
        rejectionEmailSent: row.rejectionEmailSent,
        notesCount: notesCount(row),
      })),
      loadError: null,
      application,
    };
  } catch (error) {
    logger().error({ err: error }, "job applications could not be loaded");
    return {
      tab,
      query,
      info: pageOf(0, query),
      postingOptions: [],
      rows: [],
      loadError: APPLICATIONS_FETCH_ERROR,
      application,
    };
  }
}
