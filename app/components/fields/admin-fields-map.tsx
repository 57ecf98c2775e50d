// A map of the fields on the admin's current page of /admin/journey/fields (issue 14), drawn like
// the farm map (components/contracting/map-preview.tsx, decisions 0047, 0068): Leaflet and its
// stylesheet load only here and only with JavaScript; without it nothing is rendered and the
// table carries the same facts. Names are typed by farmers: every tooltip is text, never HTML
// (contracting/map-text.ts).
import type { MultiPolygon, Polygon } from "geojson";
import type { Map as LeafletMap } from "leaflet";
import { useEffect, useRef, useState } from "react";
import leafletCssUrl from "leaflet/dist/leaflet.css?url";
import { textContent } from "~/components/contracting/map-text";
import { useHydrated } from "~/components/use-hydrated";
import {
  attributionHtml,
  attributionUrlProblem,
  type MapTileConfig,
} from "~/services/contracting/map-tiles";

/** South Africa, when there is nothing to show. */
const DEFAULT_VIEW: [number, number] = [-29, 25];

export interface MapField {
  id: string;
  name: string;
  farmName: string;
  organisationName: string;
  areaLabel: string;
  included: boolean;
  geometry: unknown;
}

function loadStylesheet() {
  if (document.querySelector("link[data-leaflet-css]")) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = leafletCssUrl;
  link.dataset.leafletCss = "";
  document.head.append(link);
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
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const signature = JSON.stringify([fields.map((f) => [f.id, f.included]), tiles]);

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
          L.tileLayer(tiles.url, {
            maxZoom: tiles.maxZoom,
            attribution: tiles.attribution ? attributionHtml(tiles.attribution) : undefined,
          })
            .once("tileerror", () => {
              if (!cancelled) setTilesFailed(true);
            })
            .addTo(map);
        }
        const group = L.featureGroup();
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
            {tilesFailed ? (
              " The background map could not be loaded; the fields are drawn without it."
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

function Credit({ attribution }: { attribution: NonNullable<MapTileConfig["attribution"]> }) {
  if (!attribution.url || attributionUrlProblem(attribution.url)) return <>{attribution.text}</>;
  return (
    <a href={attribution.url} rel="noopener noreferrer">
      {attribution.text}
    </a>
  );
}
