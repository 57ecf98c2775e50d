// A map of the organisation's farms: boundaries and location points on the configured tiles
// (docs/decisions/0047-map-preview.md, 0068: MAP_TILE_URL…, sent by the page's loader). Leaflet
// and its stylesheet load only here and only with JavaScript (a dynamic import in an effect);
// without JavaScript nothing is rendered and the page's tables carry the same facts. Tiles are
// decoration: with none configured, or when they fail to load, the boundaries are drawn on a
// plain background.
import { formatHectares } from "~/services/contracting/rules";
import type { MapTileConfig } from "~/shared/map-tiles";
import type { FarmView } from "~/services/contracting/views";
import { textContent } from "./map-text";
import { TilesNote, useLeafletMap } from "./use-leaflet-map";

export function MapPreview({ farms, tiles }: { farms: readonly FarmView[]; tiles: MapTileConfig }) {
  // Redraw only when what is drawn changes.
  const signature = JSON.stringify([
    farms.map((f) => [f.id, f.latitude, f.longitude, f.boundaries.map((b) => b.id)]),
    tiles,
  ]);
  const { hydrated, box, failed, tilesFailed } = useLeafletMap(tiles, signature, (L, group) => {
    for (const farm of farms) {
      for (const boundary of farm.boundaries) {
        if (!boundary.geometry) continue;
        L.geoJSON(boundary.geometry, { style: { color: "#2f6b3a", weight: 2 } })
          .bindTooltip(textContent(`${farm.name}: ${formatHectares(boundary.areaHectares)}`))
          .addTo(group);
      }
      if (farm.latitude !== null && farm.longitude !== null) {
        L.circleMarker([farm.latitude, farm.longitude], { radius: 6, color: "#8a5a2b" })
          .bindTooltip(textContent(farm.name))
          .addTo(group);
      }
    }
  });

  if (!hydrated) return null;
  return (
    <figure className="ct-map">
      <div
        ref={box}
        className="ct-map__canvas"
        // A region, not an image: Leaflet puts focusable controls in it (zoom, the credit's link),
        // which an image's children may not be (axe: nested-interactive).
        role="region"
        aria-label="Map of your farms' boundaries and locations"
        data-testid="farm-map"
      />
      <figcaption>
        {failed ? (
          "The map could not be loaded. The areas above are not affected."
        ) : (
          <>
            Boundaries in green, farm locations as brown dots.
            <TilesNote tiles={tiles} tilesFailed={tilesFailed} what="the boundaries" />
          </>
        )}
      </figcaption>
    </figure>
  );
}
