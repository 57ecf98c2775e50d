// A map of the organisation's farms: boundaries and location points on the configured tiles
// (docs/decisions/0047-map-preview.md, 0068: MAP_TILE_URL…, sent by the page's loader). Leaflet
// and its stylesheet load only here and only with JavaScript (a dynamic import in an effect);
// without JavaScript nothing is rendered and the page's tables carry the same facts. Tiles are
// decoration: with none configured, or when they fail to load, the boundaries are drawn on a
// plain background.
import type { Map as LeafletMap } from "leaflet";
import { useEffect, useRef, useState } from "react";
import leafletCssUrl from "leaflet/dist/leaflet.css?url";
import { useHydrated } from "~/components/use-hydrated";
import {
  attributionHtml,
  attributionUrlProblem,
  type MapTileConfig,
} from "~/services/contracting/map-tiles";
import { formatHectares } from "~/services/contracting/rules";
import type { FarmView } from "~/services/contracting/views";
import { textContent } from "./map-text";

/** South Africa, when there is nothing to show yet. */
const DEFAULT_VIEW: [number, number] = [-29, 25];

function loadStylesheet() {
  if (document.querySelector("link[data-leaflet-css]")) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = leafletCssUrl;
  link.dataset.leafletCss = "";
  document.head.append(link);
}

export function MapPreview({ farms, tiles }: { farms: readonly FarmView[]; tiles: MapTileConfig }) {
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  // Redraw only when what is drawn changes.
  const signature = JSON.stringify([
    farms.map((f) => [f.id, f.latitude, f.longitude, f.boundaries.map((b) => b.id)]),
    tiles,
  ]);

  useEffect(() => {
    if (!hydrated || !box.current) return;
    let cancelled = false;
    let map: LeafletMap | undefined;
    (async () => {
      try {
        loadStylesheet();
        const L = (await import("leaflet")).default;
        if (cancelled || !box.current) return;
        map = L.map(box.current, { scrollWheelZoom: false, maxZoom: tiles.maxZoom });
        if (tiles.url) {
          // Leaflet sets the attribution as innerHTML: built from escaped configuration only.
          L.tileLayer(tiles.url, {
            maxZoom: tiles.maxZoom,
            attribution: tiles.attribution ? attributionHtml(tiles.attribution) : undefined,
          })
            // A tile that does not load stays hidden (leaflet.css); the caption says so once.
            .once("tileerror", () => {
              if (!cancelled) setTilesFailed(true);
            })
            .addTo(map);
        }
        const group = L.featureGroup();
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
        group.addTo(map);
        const bounds = group.getBounds();
        if (bounds.isValid()) {
          map.fitBounds(bounds, { padding: [20, 20], maxZoom: Math.min(15, tiles.maxZoom) });
        } else map.setView(DEFAULT_VIEW, Math.min(5, tiles.maxZoom));
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      map?.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redrawn when `signature` changes
  }, [hydrated, signature]);

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
            {tilesFailed ? (
              " The background map could not be loaded; the boundaries are drawn without it."
            ) : tiles.url && tiles.attribution ? (
              <>
                {" Map: "}
                <Credit attribution={tiles.attribution} />.
              </>
            ) : null}
          </>
        )}
      </figcaption>
    </figure>
  );
}

/** The provider's credit as React text (escaped), linked when it has a URL. */
function Credit({ attribution }: { attribution: NonNullable<MapTileConfig["attribution"]> }) {
  if (!attribution.url || attributionUrlProblem(attribution.url)) return <>{attribution.text}</>;
  return (
    <a href={attribution.url} rel="noopener noreferrer">
      {attribution.text}
    </a>
  );
}
