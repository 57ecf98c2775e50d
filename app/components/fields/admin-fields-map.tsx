// A map of the fields on the admin's current page of /admin/journey/fields (issue 14), drawn like
// the farm map (components/contracting/map-preview.tsx, decisions 0047, 0068): Leaflet and its
// stylesheet load only here and only with JavaScript; without it nothing is rendered and the
// table carries the same facts. Names are typed by farmers: every tooltip is text, never HTML
// (contracting/map-text.ts).
import type { MultiPolygon, Polygon } from "geojson";
import { textContent } from "~/components/contracting/map-text";
import { TilesNote, useLeafletMap } from "~/components/contracting/use-leaflet-map";
import type { MapTileConfig } from "~/shared/map-tiles";

export interface MapField {
  id: string;
  name: string;
  farmName: string;
  organisationName: string;
  areaLabel: string;
  included: boolean;
  geometry: unknown;
}

/** Whether `geometry` is a GeoJSON Polygon or MultiPolygon Leaflet can draw. */
function isDrawable(geometry: unknown): geometry is Polygon | MultiPolygon {
  const g = geometry as { type?: unknown; coordinates?: unknown } | null;
  return !!g && (g.type === "Polygon" || g.type === "MultiPolygon") && Array.isArray(g.coordinates);
}

export function AdminFieldsMap({
  fields,
  tiles,
}: {
  fields: readonly MapField[];
  tiles: MapTileConfig;
}) {
  const signature = JSON.stringify([fields.map((f) => [f.id, f.included]), tiles]);
  const { hydrated, box, failed, tilesFailed } = useLeafletMap(tiles, signature, (L, group) => {
    for (const field of fields) {
      if (!isDrawable(field.geometry)) continue;
      L.geoJSON(field.geometry, {
        style: field.included
          ? { color: "#2f6b3a", weight: 2 }
          : { color: "#8a5a2b", weight: 2, dashArray: "4 4" },
      })
        .bindTooltip(
          textContent(
            `${field.organisationName} · ${field.farmName} · ${field.name}: ${field.areaLabel}`,
          ),
        )
        .addTo(group);
    }
  });

  if (!hydrated) return null;
  return (
    <figure className="ct-map fa-map">
      <div
        ref={box}
        className="ct-map__canvas"
        role="region"
        aria-label="Map of the fields on this page"
        data-testid="admin-fields-map"
      />
      <figcaption>
        {failed ? (
          "The map could not be loaded. The table above is not affected."
        ) : (
          <>
            The fields of this page: included in green, not included in brown (dashed).
            <TilesNote tiles={tiles} tilesFailed={tilesFailed} what="the fields" />
          </>
        )}
      </figcaption>
    </figure>
  );
}
