// The query strings of the company notes pages (issue 28): read only through these schemas.
import { q, querySchema } from "~/services/kit/query";

/** /admin/journey/notes?companyId=<uuid>: the organisation whose notes are shown or saved. */
export const notesPageQuery = querySchema({ companyId: q.id() });
