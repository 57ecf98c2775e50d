// The organisation's fields as the farmer's pages show them (/profile/journey/map_fields,
// /profile/my_fields): farms with their boundaries (for the map) and fields with their season's
// record, the included hectares per farm and in all, and where the journey's fields stand.
import * as boundariesModel from "~/models/boundaries.server";
import * as farmsModel from "~/models/farms.server";
import { listFieldsWithRecords } from "~/models/fields.server";
import { findCompany } from "~/models/organisation-details.server";
import { isBoundaryGeometry } from "~/services/contracting/boundaries/area";
import { currentSeason, seasonLabel } from "~/services/fields/seasons";
import { farmsWithFields, fieldView } from "~/services/fields/views";

/** The organisation's farms with their boundaries and fields, for the page and the map. */
export async function loadFieldsOverview(organisationId: string) {
  const season = currentSeason();
  const [farmRows, boundaryRows, fieldRows, company] = await Promise.all([
    farmsModel.listFarms(organisationId),
    boundariesModel.listBoundaries(organisationId),
    listFieldsWithRecords(organisationId, season),
    findCompany(organisationId),
  ]);
  const views = fieldRows.map((row) => fieldView(row));
  const overview = farmsWithFields(farmRows, views);
  return {
    season: { number: season, label: seasonLabel(season) },
    ...overview,
    mapFarms: farmRows.map((farm) => ({
      id: farm.id,
      name: farm.name,
      boundaries: boundaryRows
        .filter((b) => b.farmId === farm.id && isBoundaryGeometry(b.geometry))
        .map((b) => ({ id: b.id, geometry: b.geometry as never })),
    })),
    contractSigned: !!company?.contractSigned,
    fieldsSubmittedAt: company?.fieldsSubmittedAt?.toISOString() ?? null,
    fieldsComplete: !!company?.fieldsComplete,
  };
}
