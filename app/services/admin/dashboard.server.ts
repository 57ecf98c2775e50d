// Reading the /admin dashboard's counts (issue 18; decision 0095). The routes' guards check
// read:admin. Aggregate queries (app/models/admin-dashboard.server.ts, the fields model's count)
// for everything but the journey step, which is a pure rule over each organisation's progress:
// that is read as project management reads it (listProjectRows: two queries per 5,000
// organisations) and counted in memory, so the step, the 'waits on' and the assigned admin
// agree with /admin/journey/dashboard and /admin/journey/projectManage.
import {
  countMembersByOrganisation,
  countPeople,
  countPendingApplications,
  countSubmissionsWaiting,
  listFailedEmails,
  sumIssuedCredits,
} from "~/models/admin-dashboard.server";
import { countFieldsForAdmin } from "~/models/fields.server";
import { currentSeason } from "~/services/fields/seasons";
import { listProjectRows } from "~/services/project/project.server";
import { countByStep, FAILED_EMAILS_SHOWN, projectCounts, type DashboardCounts } from "./dashboard";

export async function loadDashboardCounts(now = new Date()): Promise<DashboardCounts> {
  const season = currentSeason(now);
  const [rows, members, people, all, signedOff, waiting, pending, failed, credits] =
    await Promise.all([
      listProjectRows(now),
      countMembersByOrganisation(),
      countPeople(),
      countFieldsForAdmin({ season }),
      countFieldsForAdmin({ season, signoff: "passed" }),
      countSubmissionsWaiting(),
      countPendingApplications(),
      listFailedEmails(FAILED_EMAILS_SHOWN),
      sumIssuedCredits(),
    ]);
  const memberCounts = new Map(members.map((m) => [m.organisationId, m.members]));
  const stepRows = rows.map((row) => ({
    companyId: row.companyId,
    step: row.step,
    waitsOn: row.waitsOn,
    assignedAdminId: row.assignedAdmin?.id ?? null,
  }));
  return {
    season,
    steps: countByStep(stepRows, memberCounts),
    people,
    project: projectCounts(stepRows),
    fields: {
      count: all.count,
      hectares: all.hectares,
      includedHectares: all.includedHectares,
      signedOffCount: signedOff.count,
      signedOffHectares: signedOff.hectares,
    },
    submissionsWaiting: waiting,
    applicationsPending: pending,
    failedEmails: failed,
    credits,
  };
}
