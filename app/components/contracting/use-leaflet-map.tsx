// What the read-only maps share (the farm map of the contracting details, the admin's fields
// map; decisions 0047, 0068): Leaflet and its stylesheet are loaded only with JavaScript, in an
// effect, when the map is shown; the configured tiles are decoration (a tile that fails is said
// once in the caption); the map fits what was drawn, or shows South Africa. Names drawn on it go
// through map-text.ts: never HTML.
import type * as LeafletModule from "leaflet";
import type { FeatureGroup, Map as LeafletMap } from "leaflet";
import { useEffect, useRef, useState } from "react";
import leafletCssUrl from "leaflet/dist/leaflet.css?url";
import { useHydrated } from "~/components/use-hydrated";
import { attributionHtml, attributionUrlProblem, type MapTileConfig } from "~/shared/map-tiles";

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

/**
 * A read-only Leaflet map in the returned `box`, drawn by `draw` into a feature group, redrawn
 * when `signature` changes. `hydrated` false: render nothing (the page's tables carry the facts).
 */
export function useLeafletMap(
  tiles: MapTileConfig,
  signature: string,
  draw: (L: typeof LeafletModule, group: FeatureGroup) => void,
) {
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);

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
        draw(L, group);
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

  return { hydrated, box, failed, tilesFailed };
}

/** The caption's credit line: nothing, the failure, or the provider's credit as React text. */
export function TilesNote({
  tiles,
  tilesFailed,
  what,
}: {
  tiles: MapTileConfig;
  tilesFailed: boolean;
  /** What is drawn without the background, e.g. 'the boundaries'. */
  what: string;
}) {
  if (tilesFailed)
    return <> The background map could not be loaded; {what} are drawn without it.</>;
  if (!tiles.url || !tiles.attribution) return null;
  return (
    <>
      {" Map: "}
      <Credit attribution={tiles.attribution} />.
    </>
  );
}

/** The provider's credit as React text (escaped), linked when it has a URL. */
export function Credit({
  attribution,
}: {
  attribution: NonNullable<MapTileConfig["attribution"]>;
}) {
  if (!attribution.url || attributionUrlProblem(attribution.url)) return <>{attribution.text}</>;
  return (
    <a href={attribution.url} rel="noopener noreferrer">
      {attribution.text}
    </a>
  );
}
