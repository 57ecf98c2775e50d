// The open drawing map (issue 14): Leaflet with Geoman, snapping to the farm boundary, with the
// live area. field-draw-map.tsx shows the buttons that open it and loads this module with them
// (React.lazy), so a visit that does not draw loads neither this code nor Leaflet (issue 30's
// budget, decision 0156).
//
// - Leaflet, Geoman, their stylesheets and the area/point-in-polygon code (draw-map-geometry.ts,
//   @turf) load with import() when the map opens (decision 0047).
// - Tiles come from the loader's `mapTiles` (decision 0068); the credit is escaped HTML for
//   Leaflet and React text in the caption. Names reach Leaflet's tooltips as textContent only
//   (map-text.ts, issue 12).
// - Saving is a form post to the page as it is (`intent` draw or redraw in the body, decision
//   0128; `geometry` as GeoJSON text): the server
//   validates the geometry, the name and the farm; this component only draws. Remix's <Form>
//   renders the same <form method="post">, but posts without unloading the page, so a refused
//   field (an overlap, a bad name) keeps its drawing on the map to adjust and save again, and
//   after a save the loader's new data redraws the map with the field on it.
import { Form } from "@remix-run/react";
import type { LatLngBounds, Map as LeafletMap, Polygon as LeafletPolygon } from "leaflet";
import type { MultiPolygon, Polygon } from "geojson";
import { useEffect, useId, useRef, useState } from "react";
import geomanCssUrl from "@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css?url";
import leafletCssUrl from "leaflet/dist/leaflet.css?url";
import { textContent } from "~/components/contracting/map-text";
import { useLanguage, useT, type Translate } from "~/components/i18n";
import { SpinnerButton } from "~/components/spinner-button";
import { attributionHtml, attributionUrlProblem, type MapTileConfig } from "~/shared/map-tiles";
import { hectaresIn } from "~/services/fields/hectares";
import type * as GeometryModule from "./draw-map-geometry";
import type { FieldGeometry } from "./draw-map-geometry";
import type { FieldDrawMapProps } from "./field-draw-map";

export interface OpenFieldDrawMapProps extends FieldDrawMapProps {
  /** 'draw': the map opens drawing a new field; null: to choose a field to change. */
  startWith: "draw" | null;
  /** 'Close the map' was pressed. */
  onClose: () => void;
}

type Geometry = typeof GeometryModule;

/** What the farmer is doing on the open map. */
type Task =
  | { kind: "none" }
  | { kind: "drawing"; corners: number }
  | { kind: "drawn"; farmId: string; key: number }
  | { kind: "editing"; fieldId: string };

/** South Africa, when there is nothing to fit. */
const DEFAULT_VIEW: [number, number] = [-29, 25];
/** Pixels within which a corner jumps onto a boundary or another field (Geoman's default). */
const SNAP_DISTANCE = 20;
const COLOURS = {
  boundary: "#2f6b3a",
  field: "#8a5a2b",
  lockedField: "#6b6b6b",
  drawing: "#1d4ed8",
};
const SNAPPING = { snappable: true, snapDistance: SNAP_DISTANCE, allowSelfIntersection: false };

/** A stylesheet as a <link>, once per page; resolves when it has loaded (or failed). */
function addStylesheet(href: string, marker: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-${marker}]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.setAttribute(`data-${marker}`, "");
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    document.head.append(link);
  });
}

/** The parts of Geoman's draw handler that its toolbar uses and its typings leave out. */
interface PolygonDrawHandler {
  _finishShape?: () => void;
  _removeLastVertex?: () => void;
}

export function OpenFieldDrawMap({
  farms,
  fields,
  tiles,
  startWith,
  onClose,
}: OpenFieldDrawMapProps) {
  const id = useId();
  const t = useT();
  const formatHectares = hectaresIn(useLanguage());
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [tilesFailed, setTilesFailed] = useState(false);
  const [task, setTask] = useState<Task>({ kind: "none" });
  const [geometry, setGeometry] = useState<FieldGeometry | null>(null);
  const [hectares, setHectares] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const editable = fields.filter((f) => f.editable);
  const [choice, setEditChoice] = useState(editable[0]?.id ?? "");
  const editChoice = editable.some((f) => f.id === choice) ? choice : (editable[0]?.id ?? "");

  const box = useRef<HTMLDivElement>(null);
  const drawButton = useRef<HTMLButtonElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const editLegend = useRef<HTMLLegendElement>(null);
  /** Set when a form is left: focus goes back to 'Draw a field on the map' once it is shown. */
  const returnFocus = useRef(false);
  /** What the map's event handlers need, always current (they are bound once per map). */
  const live = useRef({
    farms,
    fields,
    task,
    geo: null as Geometry | null,
    map: null as LeafletMap | null,
    fieldLayers: new Map<string, LeafletPolygon>(),
    drawn: null as LeafletPolygon | null,
    editing: null as {
      layer: LeafletPolygon;
      original: ReturnType<LeafletPolygon["getLatLngs"]>;
      onChange: () => void;
      onEdit: () => void;
    } | null,
    startWith: startWith as null | "draw",
  });
  live.current.farms = farms;
  live.current.fields = fields;

  /** The task, also where the map's handlers read it at once (before React renders again). */
  function changeTask(next: Task) {
    live.current.task = next;
    setTask(next);
  }

  // Redraw only when what is drawn changes (a field keeps its id when its boundary is redrawn:
  // a fingerprint of its corners, not the corners themselves, which may be thousands).
  const signature = JSON.stringify([
    farms.map((f) => [f.id, f.boundaries.map((b) => b.id)]),
    fields.map((f) => [f.id, f.name, f.farmId, f.editable, fingerprint(f.geometry)]),
    tiles,
  ]);

  /** Reads the layer's corners into the form and the area shown. */
  function track(latlngs: unknown) {
    const geo = live.current.geo;
    if (!geo) return null;
    const next = geo.geometryFromLatLngs(latlngs);
    setGeometry(next);
    const area = geo.liveHectares(next);
    setHectares(area);
    return area;
  }

  /** Says the area once a corner has been dropped, added or removed (not while dragging). */
  function announceArea(area: number | null) {
    setAnnouncement(
      area === null ? t("fields.noArea") : t("fields.areaNow", { ha: formatHectares(area) }),
    );
  }

  function startDraw() {
    const { map } = live.current;
    if (!map) return;
    setGeometry(null);
    setHectares(null);
    changeTask({ kind: "drawing", corners: 0 });
    setAnnouncement(t("fields.drawing"));
    map.pm.enableDraw("Polygon", {
      ...SNAPPING,
      tooltips: true,
      templineStyle: { color: COLOURS.drawing },
      hintlineStyle: { color: COLOURS.drawing, dashArray: [5, 5] },
      pathOptions: { color: COLOURS.drawing, fillOpacity: 0.3 },
    });
  }

  function drawHandler(): PolygonDrawHandler | undefined {
    return (live.current.map?.pm.Draw as unknown as { Polygon?: PolygonDrawHandler } | undefined)
      ?.Polygon;
  }

  function finishDrawing() {
    drawHandler()?._finishShape?.();
  }

  function undoCorner() {
    drawHandler()?._removeLastVertex?.();
  }

  function cancelDrawing() {
    live.current.map?.pm.disableDraw();
    changeTask({ kind: "none" });
    setGeometry(null);
    setHectares(null);
    setAnnouncement(t("fields.drawCancelled"));
    returnFocus.current = true;
  }

  function discardDrawn() {
    live.current.drawn?.remove();
    live.current.drawn = null;
    changeTask({ kind: "none" });
    setGeometry(null);
    setHectares(null);
    setAnnouncement(t("fields.discarded"));
    returnFocus.current = true;
  }

  function startEdit(fieldId: string) {
    const { map, fieldLayers } = live.current;
    const layer = fieldLayers.get(fieldId);
    const field = live.current.fields.find((f) => f.id === fieldId);
    if (!map || !layer || !field?.editable) return;
    stopEditing(true);
    const onChange = () => track(layer.getLatLngs());
    const onEdit = () => announceArea(track(layer.getLatLngs()));
    live.current.editing = {
      layer,
      original: structuredCopy(layer.getLatLngs()),
      onChange,
      onEdit,
    };
    layer.closeTooltip();
    layer.pm.enable(SNAPPING);
    layer.on("pm:change", onChange);
    layer.on("pm:edit", onEdit);
    map.fitBounds(layer.getBounds(), { padding: [30, 30], maxZoom: maxFitZoom(tiles) });
    const area = track(layer.getLatLngs());
    changeTask({ kind: "editing", fieldId });
    setAnnouncement(
      area === null
        ? t("fields.editing", { name: field.name })
        : t("fields.editingArea", { name: field.name, ha: formatHectares(area) }),
    );
  }

  /** Leaves edit mode; when `restore`, puts the field back as it was. */
  function stopEditing(restore: boolean) {
    const editing = live.current.editing;
    if (!editing) return;
    editing.layer.off("pm:change", editing.onChange);
    editing.layer.off("pm:edit", editing.onEdit);
    editing.layer.pm.disable();
    if (restore) editing.layer.setLatLngs(editing.original);
    live.current.editing = null;
  }

  function cancelEdit() {
    stopEditing(true);
    changeTask({ kind: "none" });
    setGeometry(null);
    setHectares(null);
    setAnnouncement(t("fields.leftAsWas"));
    returnFocus.current = true;
  }

  useEffect(() => {
    if (!box.current) return;
    let cancelled = false;
    let labels: MutationObserver | undefined;
    const state = live.current;
    setStatus("loading");
    changeTask({ kind: "none" });
    setGeometry(null);
    setHectares(null);
    (async () => {
      try {
        const [{ default: L }, geo] = await Promise.all([
          import("leaflet"),
          import("./draw-map-geometry"),
          addStylesheet(leafletCssUrl, "leaflet-css"),
          addStylesheet(geomanCssUrl, "geoman-css"),
        ]);
        // Geoman is a script that extends the global L that Leaflet sets: after Leaflet, and
        // before any map, so the map gets its `pm`.
        await import("@geoman-io/leaflet-geoman-free");
        if (cancelled || !box.current) return;
        const map = L.map(box.current, { maxZoom: tiles.maxZoom });
        // Geoman's corner handles are Leaflet markers, which Leaflet makes unnamed buttons (axe:
        // aria-command-name): each gets a name as it appears.
        labels = new MutationObserver(() => nameHandles(box.current, t));
        labels.observe(box.current, { childList: true, subtree: true });
        state.geo = geo;
        state.map = map;
        state.fieldLayers = new Map();
        state.drawn = null;
        state.editing = null;
        if (tiles.url) {
          // Leaflet sets the attribution as innerHTML: built from escaped configuration only.
          L.tileLayer(tiles.url, {
            maxZoom: tiles.maxZoom,
            attribution: tiles.attribution ? attributionHtml(tiles.attribution) : undefined,
          })
            .once("tileerror", () => {
              if (!cancelled) setTilesFailed(true);
            })
            .addTo(map);
        }
        // Farm boundaries: outlines to snap to, never edited (pmIgnore; snapIgnore: false keeps
        // them in Geoman's snap list).
        const outlines = L.featureGroup();
        for (const farm of state.farms) {
          for (const boundary of farm.boundaries) {
            L.polygon(geo.latLngsOf(boundary.geometry), {
              color: COLOURS.boundary,
              weight: 3,
              fill: false,
              pmIgnore: true,
              snapIgnore: false,
            })
              .bindTooltip(textContent(farm.name), { sticky: true })
              .addTo(outlines);
          }
        }
        outlines.addTo(map);
        // Fields: filled, named; the editable ones open for Geoman (edited one at a time).
        const fieldGroup = L.featureGroup();
        for (const field of state.fields) {
          const layer = L.polygon(geo.latLngsOf(field.geometry), {
            color: field.editable ? COLOURS.field : COLOURS.lockedField,
            weight: 2,
            fillOpacity: 0.35,
            pmIgnore: !field.editable,
            snapIgnore: false,
          }).bindTooltip(textContent(field.name), { sticky: true });
          if (field.editable) {
            state.fieldLayers.set(field.id, layer);
            layer.on("click", () => {
              if (live.current.task.kind === "none") startEdit(field.id);
            });
          }
          layer.addTo(fieldGroup);
        }
        fieldGroup.addTo(map);

        map.on("pm:drawstart", ({ workingLayer }) => {
          const line = workingLayer as unknown as LeafletPolygon;
          const onCorners = () => {
            const corners = line.getLatLngs().length;
            const area = track(line.getLatLngs());
            changeTask({ kind: "drawing", corners });
            setAnnouncement(
              area === null
                ? t("fields.corners", { count: corners })
                : t("fields.cornersArea", { count: corners, ha: formatHectares(area) }),
            );
          };
          line.on("pm:vertexadded", onCorners);
          line.on("pm:vertexremoved", onCorners);
        });
        map.on("pm:drawend", () => {
          if (live.current.task.kind === "drawing") changeTask({ kind: "none" });
        });
        map.on("pm:create", ({ layer }) => {
          const polygon = layer as LeafletPolygon;
          state.drawn = polygon;
          const drawnGeometry = geo.geometryFromLatLngs(polygon.getLatLngs());
          const area = track(polygon.getLatLngs());
          const farmId = drawnGeometry
            ? geo.farmContaining(live.current.farms, drawnGeometry)
            : live.current.farms[0]?.id;
          // The farmer may still move its corners before saving.
          polygon.pm.enable(SNAPPING);
          polygon.on("pm:change", () => track(polygon.getLatLngs()));
          polygon.on("pm:edit", () => announceArea(track(polygon.getLatLngs())));
          changeTask({ kind: "drawn", farmId: farmId ?? "", key: Date.now() });
          setAnnouncement(
            area === null ? t("fields.drawn") : t("fields.drawnArea", { ha: formatHectares(area) }),
          );
        });

        const bounds = outlines.getBounds();
        const fitTo: LatLngBounds = bounds.isValid() ? bounds : fieldGroup.getBounds();
        if (fitTo.isValid()) {
          map.fitBounds(fitTo, { padding: [20, 20], maxZoom: maxFitZoom(tiles) });
        } else map.setView(DEFAULT_VIEW, Math.min(5, tiles.maxZoom));
        setStatus("ready");
        const startWith = state.startWith;
        state.startWith = null;
        if (startWith === "draw") startDraw();
      } catch {
        if (!cancelled) setStatus("failed");
      }
    })();
    return () => {
      cancelled = true;
      labels?.disconnect();
      state.map?.remove();
      state.map = null;
      state.drawn = null;
      state.editing = null;
      state.fieldLayers = new Map();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redrawn when `signature` changes
  }, [signature]);

  // Focus follows the form that appears (the name to type; the edit form's heading without
  // scrolling, as the farmer is still dragging corners on the map above it).
  useEffect(() => {
    if (task.kind === "drawn") nameInput.current?.focus();
    if (task.kind === "editing") editLegend.current?.focus({ preventScroll: true });
    if (task.kind === "none" && returnFocus.current) {
      returnFocus.current = false;
      drawButton.current?.focus();
    }
  }, [task.kind]);

  const editedField =
    task.kind === "editing" ? fields.find((f) => f.id === task.fieldId) : undefined;
  const areaText = hectares === null ? "–" : formatHectares(hectares);

  return (
    <div className="fd">
      <div className="fd__layout">
        <figure className="fd__figure">
          <div
            ref={box}
            className="fd__map"
            // A region, not an image: Leaflet puts focusable controls in it (zoom, the credit's
            // link), which an image's children may not be (axe: nested-interactive).
            role="region"
            aria-label={t("fields.mapLabel")}
            aria-describedby={`${id}-help`}
            data-testid="field-draw-map"
          />
          <figcaption className="fd__caption">
            {status === "failed" ? (
              t("fields.mapFailed")
            ) : (
              <>
                {t(fields.some((f) => !f.editable) ? "fields.legendGrey" : "fields.legend")}
                {tilesFailed ? (
                  ` ${t("fields.tilesFailed")}`
                ) : tiles.url && tiles.attribution ? (
                  <>
                    {` ${t("fields.mapCredit")} `}
                    <Credit attribution={tiles.attribution} />.
                  </>
                ) : null}
              </>
            )}
          </figcaption>
        </figure>

        <div className="fd__panel">
          <p id={`${id}-help`} className="fd__help">
            {t(
              task.kind === "drawing"
                ? "fields.helpDrawing"
                : task.kind === "drawn"
                  ? "fields.helpDrawn"
                  : task.kind === "editing"
                    ? "fields.helpEditing"
                    : "fields.helpNone",
            )}
          </p>

          {task.kind !== "none" ? (
            <p className="fd__area">
              <span className="fd__area-label">{t("fields.colArea")}</span>{" "}
              <output className="fd__area-value">{areaText}</output>
            </p>
          ) : null}
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {announcement}
          </p>

          {status === "loading" ? <p className="fd__help">{t("fields.loading")}</p> : null}

          {task.kind === "none" && status === "ready" ? (
            <div className="fd__tools">
              <div className="button-row">
                <button
                  ref={drawButton}
                  type="button"
                  className="button button--primary"
                  onClick={startDraw}
                >
                  {t("fields.draw")}
                </button>
              </div>
              {editable.length > 0 ? (
                <div className="fd__edit-choice">
                  <div className="kf-field">
                    <label className="kf-field__label" htmlFor={`${id}-edit`}>
                      {t("fields.fieldToChange")}
                    </label>
                    <select
                      id={`${id}-edit`}
                      className="kf-input kf-select"
                      value={editChoice}
                      onChange={(e) => setEditChoice(e.target.value)}
                    >
                      {editable.map((f) => (
                        <option key={f.id} value={f.id}>
                          {f.name}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="button" className="button" onClick={() => startEdit(editChoice)}>
                    {t("fields.editBoundary")}
                  </button>
                </div>
              ) : null}
              <div className="button-row">
                <button type="button" className="button button--quiet" onClick={onClose}>
                  {t("fields.closeMap")}
                </button>
              </div>
            </div>
          ) : null}

          {task.kind === "drawing" ? (
            <div className="button-row">
              <button
                type="button"
                className="button button--primary"
                onClick={finishDrawing}
                disabled={task.corners < 3}
              >
                {t("fields.finish")}
              </button>
              <button
                type="button"
                className="button"
                onClick={undoCorner}
                disabled={task.corners === 0}
              >
                {t("fields.undo")}
              </button>
              <button type="button" className="button button--quiet" onClick={cancelDrawing}>
                {t("fields.cancelDrawing")}
              </button>
            </div>
          ) : null}

          {task.kind === "drawn" ? (
            <Form method="post" className="fd__form" key={task.key}>
              <fieldset className="fd__fieldset">
                <legend className="fd__legend">{t("fields.saveDrawn")}</legend>
                <input type="hidden" name="intent" value="draw" />
                <input
                  type="hidden"
                  name="geometry"
                  value={geometry ? JSON.stringify(geometry) : ""}
                />
                <div className="kf-field kf-field--text">
                  <label className="kf-field__label" htmlFor={`${id}-name`}>
                    {t("fields.fieldName")}
                  </label>
                  <input
                    ref={nameInput}
                    id={`${id}-name`}
                    name="name"
                    type="text"
                    required
                    autoComplete="off"
                    className="kf-input"
                  />
                </div>
                <div className="kf-field kf-field--dropdown">
                  <label className="kf-field__label" htmlFor={`${id}-farm`}>
                    {t("fields.farm")}
                  </label>
                  <select
                    id={`${id}-farm`}
                    name="farmId"
                    className="kf-input kf-select"
                    defaultValue={task.farmId}
                  >
                    {farms.map((farm) => (
                      <option key={farm.id} value={farm.id}>
                        {farm.name}
                      </option>
                    ))}
                  </select>
                </div>
                <p className="fd__form-area">{t("fields.areaIs", { area: areaText })}</p>
                <div className="button-row">
                  <SpinnerButton pendingLabel={t("fields.savingField")}>
                    {t("fields.saveField")}
                  </SpinnerButton>
                  <button type="button" className="button button--quiet" onClick={discardDrawn}>
                    {t("fields.discard")}
                  </button>
                </div>
              </fieldset>
            </Form>
          ) : null}

          {task.kind === "editing" && editedField ? (
            <Form method="post" className="fd__form" key={editedField.id}>
              <fieldset className="fd__fieldset">
                <legend ref={editLegend} tabIndex={-1} className="fd__legend">
                  {t("fields.changeOf", { name: editedField.name })}
                </legend>
                <input type="hidden" name="intent" value="redraw" />
                <input type="hidden" name="fieldId" value={editedField.id} />
                <input
                  type="hidden"
                  name="geometry"
                  value={geometry ? JSON.stringify(geometry) : ""}
                />
                <p className="fd__form-area">{t("fields.areaIs", { area: areaText })}</p>
                <div className="button-row">
                  <SpinnerButton pendingLabel={t("fields.savingBoundary")}>
                    {t("fields.saveBoundary")}
                  </SpinnerButton>
                  <button type="button" className="button button--quiet" onClick={cancelEdit}>
                    {t("fields.cancel")}
                  </button>
                </div>
              </fieldset>
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Names Geoman's handles: a corner to drag, or the middle of a side to drag into a new corner. */
function nameHandles(container: HTMLElement | null, t: Translate) {
  if (!container) return;
  for (const handle of container.querySelectorAll<HTMLElement>(
    '.marker-icon[role="button"]:not([aria-label])',
  )) {
    handle.setAttribute(
      "aria-label",
      handle.classList.contains("marker-icon-middle")
        ? t("fields.handleMiddle")
        : t("fields.handleCorner"),
    );
  }
}

/** A cheap summary of a geometry's corners: their count and sums, to notice a redrawn field. */
function fingerprint(geometry: Polygon | MultiPolygon): string {
  let count = 0;
  let sum = 0;
  const rings = geometry.type === "Polygon" ? geometry.coordinates : geometry.coordinates.flat();
  for (const ring of rings) {
    for (const [x = 0, y = 0] of ring) {
      count++;
      sum += x * 31 + y * 17 + count * (x - y);
    }
  }
  return `${count}:${sum}`;
}

function maxFitZoom(tiles: MapTileConfig) {
  return Math.min(17, tiles.maxZoom);
}

/** Leaflet's nested LatLng arrays, copied so edits to the layer do not change the copy. */
function structuredCopy<T>(latlngs: T): T {
  if (Array.isArray(latlngs)) return latlngs.map((item: unknown) => structuredCopy(item)) as T;
  const point = latlngs as unknown as { lat: number; lng: number; clone?: () => unknown };
  return (typeof point.clone === "function" ? point.clone() : { ...point }) as T;
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
