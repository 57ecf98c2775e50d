// Reading the admin's list of fields across organisations (issue 14): one page with the totals of
// the selection, every row for the CSV export (read a chunk at a time), and the JSON of the
// /api/v2 calls. Only reached through read:admin (the routes' guards); the members' call reads
// one organisation, the one the caller's membership was checked for.
import * as fieldsModel from "~/models/fields.server";
import { csvStream } from "~/services/kit/csv.server";
import { paginate, type PageInfo } from "~/services/kit/table";
import type { AdminFieldFilter } from "~/services/fields/admin-list";
import {
  adminFieldJson,
  adminFieldRowView,
  FIELD_CSV_HEADER,
  fieldCsvRow,
  memberFieldListJson,
  type AdminFieldJson,
  type AdminFieldRowView,
} from "~/services/fields/admin-rows";

export interface FieldTotals {
  count: number;
  /** Hectares of every field of the selection, and of those that count (spec §4). */
  hectares: number;
  includedHectares: number;
}

export interface AdminFieldPage {
  totals: FieldTotals;
  info: PageInfo;
  rows: AdminFieldRowView[];
}

const modelFilter = (filter: AdminFieldFilter): fieldsModel.FieldListFilter => ({ ...filter });

/**
 * One page of the list and the selection's totals, read in one pass (the model's window
 * aggregates). A page past the end (known only from the totals) is read again as the last page.
 */
export async function loadAdminFieldPage(
  filter: AdminFieldFilter,
  page: number,
  size: number,
): Promise<AdminFieldPage> {
  const wanted = paginate(Number.MAX_SAFE_INTEGER, page, size);
  const { rows: first, totals } = await fieldsModel.listFieldsForAdminWithTotals(
    modelFilter(filter),
    { offset: wanted.offset, limit: size },
  );
  const info = paginate(totals.count, page, size);
  const rows =
    info.offset === wanted.offset
      ? first
      : await fieldsModel.listFieldsForAdmin(modelFilter(filter), {
          offset: info.offset,
          limit: size,
        });
  return { totals, info, rows: rows.map(adminFieldRowView) };
}

/** GET /api/v2/admin/fields: the page asked for, and how many match. */
export async function listAdminFieldsJson(
  filter: AdminFieldFilter,
  page: number,
  limit: number,
): Promise<{ totals: FieldTotals; rows: AdminFieldJson[] }> {
  const { rows, totals } = await fieldsModel.listFieldsForAdminWithTotals(modelFilter(filter), {
    offset: page * limit,
    limit,
  });
  return { totals, rows: rows.map(adminFieldJson) };
}

/** How many rows the CSV export reads at a time (memory stays flat whatever the selection). */
export const CSV_CHUNK = 1_000;

/**
 * The export as a stream of CSV (the kit's writer: a byte-order mark, the header, then every
 * matching row), read CSV_CHUNK rows at a time in the list's order.
 */
export function fieldsCsvStream(filter: AdminFieldFilter): ReadableStream<Uint8Array> {
  return csvStream(FIELD_CSV_HEADER, fieldCsvPages(filter));
}

async function* fieldCsvPages(filter: AdminFieldFilter) {
  for (let offset = 0; ;) {
    const rows = await fieldsModel.listFieldsForAdmin(modelFilter(filter), {
      offset,
      limit: CSV_CHUNK,
    });
    offset += rows.length;
    yield rows.map((row) => fieldCsvRow(row, filter.season));
    if (rows.length < CSV_CHUNK) return;
  }
}

/** GET /api/v2/company/{companyId}/fields: the organisation's fields this season (not deleted). */
export async function listMemberFieldsJson(organisationId: string, season: number) {
  const rows = await fieldsModel.listFieldsWithRecords(organisationId, season);
  return rows.map(memberFieldListJson).filter((field) => field.status !== "DELETED");
}
