// The map on which a farmer draws and edits fields (issue 14: 'with JavaScript: draw and edit on a
// map (Leaflet with a maintained drawing plugin such as Geoman), loaded only on these pages,
// snapping to the farm boundary, with the live area').
//
// - Without JavaScript nothing is rendered: the page's upload and circle forms do the same job.
// - Hydrated, the buttons 'Draw a field on the map' and 'Change a field's boundary on the map'.
//   Pressing one loads the open map's code (field-draw-map-open.tsx), which loads Leaflet, Geoman
//   and the geometry code (decision 0047): the page's own scripts carry none of it (issue 30's
//   budget, decision 0156).
import type { MultiPolygon, Polygon } from "geojson";
import { lazy, Suspense, useRef, useState } from "react";
import { useT } from "~/components/i18n";
import { useHydrated } from "~/components/use-hydrated";
import type { MapTileConfig } from "~/shared/map-tiles";

export interface DrawMapFarm {
  id: string;
  name: string;
  boundaries: { id: string; geometry: Polygon | MultiPolygon }[];
}

export interface DrawMapField {
  id: string;
  name: string;
  farmId: string;
  geometry: Polygon | MultiPolygon;
  editable: boolean;
}

export interface FieldDrawMapProps {
  farms: DrawMapFarm[];
  fields: DrawMapField[];
  tiles: MapTileConfig;
}

const OpenFieldDrawMap = lazy(async () => ({
  default: (await import("./field-draw-map-open")).OpenFieldDrawMap,
}));

export function FieldDrawMap({ farms, fields, tiles }: FieldDrawMapProps) {
  const hydrated = useHydrated();
  /** null: closed; otherwise how the map opens ('draw' a new field, or choose one to change). */
  const [opened, setOpened] = useState<{ startWith: "draw" | null } | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const editable = fields.some((f) => f.editable);
  const t = useT();

  if (!hydrated) return null;

  if (farms.length === 0) {
    return <p className="fd-note">{t("fields.addFarmFirst")}</p>;
  }

  if (!opened) {
    return (
      <div className="fd-start button-row">
        <button
          ref={openButton}
          type="button"
          className="button button--primary"
          onClick={() => setOpened({ startWith: "draw" })}
        >
          {t("fields.draw")}
        </button>
        {editable ? (
          <button type="button" className="button" onClick={() => setOpened({ startWith: null })}>
            {t("fields.change")}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <Suspense
      fallback={
        <p className="fd-note" role="status">
          {t("fields.loading")}
        </p>
      }
    >
      <OpenFieldDrawMap
        farms={farms}
        fields={fields}
        tiles={tiles}
        startWith={opened.startWith}
        onClose={() => {
          setOpened(null);
          requestAnimationFrame(() => openButton.current?.focus());
        }}
      />
    </Suspense>
  );
}
