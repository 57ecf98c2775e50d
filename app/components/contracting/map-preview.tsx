// A map of the organisation's farms: boundaries and location points on OpenStreetMap tiles
// (docs/decisions/0047-map-preview.md). Leaflet and its stylesheet load only here and only
// with JavaScript (a dynamic import in an effect); without JavaScript nothing is rendered and
// the page's tables carry the same facts.
import type { Map as LeafletMap } from "leaflet";
import { useEffect, useRef, useState } from "react";
import leafletCssUrl from "leaflet/dist/leaflet.css?url";
import { useHydrated } from "~/components/use-hydrated";
import { formatHectares } from "~/services/contracting/rules";
import type { FarmView } from "~/services/contracting/views";
import { textContent } from "./map-text";

const TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
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

export function MapPreview({ farms }: { farms: readonly FarmView[] }) {
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Redraw only when what is drawn changes.
  const signature = JSON.stringify(
    farms.map((f) => [f.id, f.latitude, f.longitude, f.boundaries.map((b) => b.id)]),
  );

  useEffect(() => {
    if (!hydrated || !box.current) return;
    let cancelled = false;
    let map: LeafletMap | undefined;
    (async () => {
      try {
        loadStylesheet();
        const L = (await import("leaflet")).default;
        if (cancelled || !box.current) return;
        map = L.map(box.current, { scrollWheelZoom: false });
        L.tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
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
        if (bounds.isValid()) map.fitBounds(bounds, { padding: [20, 20], maxZoom: 15 });
        else map.setView(DEFAULT_VIEW, 5);
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
        role="img"
        aria-label="Map of your farms' boundaries and locations"
        data-testid="farm-map"
      />
      <figcaption>
        {failed
          ? "The map could not be loaded. The areas above are not affected."
          : "Boundaries in green, farm locations as brown dots. Map data © OpenStreetMap contributors."}
      </figcaption>
    </figure>
  );
}
