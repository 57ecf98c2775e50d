// /admin/journey/review: the queue's data (issue 16; decision 0086). Submissions waiting for
// review, the one waiting longest first, filtered by organisation and season (?companyId=,
// ?season=), a page at a time (?page=, from 0). A malformed filter is ignored, not an error.
import { readQuery } from "~/services/kit/query";
import { pageSubmissionListQuery, submissionListQueryOf } from "~/services/review/queries";
import {
  filterSeasons,
  listFilterOrganisations,
  listReviewQueue,
  REVIEW_PAGE_SIZE,
} from "~/services/review/review.server";

export async function loadReviewQueue(url: URL) {
  const query = submissionListQueryOf(readQuery(url, pageSubmissionListQuery), {
    defaultOrder: "queue",
    defaultSize: REVIEW_PAGE_SIZE,
  });
  const [queue, organisations] = await Promise.all([
    listReviewQueue(
      { organisationId: query.organisationId, season: query.season },
      { page: query.page, size: query.size },
    ),
    listFilterOrganisations(),
  ]);
  return {
    rows: queue.rows,
    info: queue.info,
    organisations,
    seasons: filterSeasons(),
    chosen: { organisationId: query.organisationId, season: query.season },
  };
}
