// The query strings of /admin/journey/projectManage and GET /api/v2/admin/projectManage (issue
// 28): read only through these schemas, so a NUL or a malformed filter is a 400 naming the
// parameter. The table's page and size fall back as every table's do (kit/table.ts).
import type { z } from "zod";
import { JOURNEY_STEPS } from "~/services/journey/steps";
import { q, querySchema } from "~/services/kit/query";
import { pageSizeField, tableQueryFields } from "~/services/kit/table-query";
import { NOBODY_ASSIGNED, WAITS_ON, type ProjectFilters } from "./rules";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?admin=: an admin's id, or 'none' for the organisations nobody looks after. */
const adminFilter = () =>
  q
    .text({ max: 100 })
    .refine(
      (value) => value === undefined || value === NOBODY_ASSIGNED || UUID.test(value),
      `must be an admin's id, or '${NOBODY_ASSIGNED}' for organisations nobody looks after.`,
    )
    .transform((value) => value?.toLowerCase());

const filterFields = {
  step: q.choice(JOURNEY_STEPS),
  admin: adminFilter(),
  waitsOn: q.choice(WAITS_ON),
  ...tableQueryFields({ sortable: [] }),
};

/** The page's filters (?step=, ?admin=, ?waitsOn=) and its table's page and size. */
export const projectPageQuery = querySchema(filterFields);

/** The API's: the page's, and `limit` as the other admin lists name the page size. */
export const projectApiQuery = querySchema({ ...filterFields, limit: pageSizeField() });

/** The filters of the values either schema read. */
export function projectFiltersOf(values: z.infer<typeof projectPageQuery>): ProjectFilters {
  return {
    step: values.step ?? null,
    admin: values.admin ?? null,
    waitsOn: values.waitsOn ?? null,
  };
}
