// @vitest-environment happy-dom
// The drawing map's shell (issue 14): nothing without JavaScript, and nothing of Leaflet or
// Geoman until the farmer asks for the map. The drawing itself is checked in a browser (Geoman
// needs a real layout engine).
import type { Polygon } from "geojson";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ReactElement } from "react";
import { TranslationsProvider } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { serverPage } from "../../../tests/support/render-with-router";
import { FieldDrawMap, type DrawMapFarm, type DrawMapField } from "./field-draw-map";

const square: Polygon = {
  type: "Polygon",
  coordinates: [
    [
      [28, -26],
      [28.01, -26],
      [28.01, -25.99],
      [28, -25.99],
      [28, -26],
    ],
  ],
};
const farms: DrawMapFarm[] = [
  { id: "farm-1", name: "Uitkyk", boundaries: [{ id: "b-1", geometry: square }] },
];
const fields: DrawMapField[] = [
  { id: "field-1", name: "Bottom camp", farmId: "farm-1", geometry: square, editable: true },
];
const tiles = { url: null, attribution: null, maxZoom: 19 };

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  document.head.innerHTML = "";
});

/** In English, as the page's loader sends the fields' messages (issue 33). */
const english = (ui: ReactElement) => (
  <TranslationsProvider translations={translationsFor("en", ["fields"])}>{ui}</TranslationsProvider>
);

describe("<FieldDrawMap>", () => {
  it("renders nothing on the server: without JavaScript the page's upload and circle forms serve", () => {
    const page = serverPage(english(<FieldDrawMap farms={farms} fields={fields} tiles={tiles} />));
    expect(page.innerHTML).toBe("");
  });

  it("offers real buttons once hydrated, and loads no map until one is pressed", () => {
    render(english(<FieldDrawMap farms={farms} fields={fields} tiles={tiles} />));
    const buttons = screen.getAllByRole<HTMLButtonElement>("button");
    expect(buttons.map((b) => [b.type, b.textContent])).toEqual([
      ["button", "Draw a field on the map"],
      ["button", "Change a field's boundary on the map"],
    ]);
    expect(screen.getByRole("button", { name: "Draw a field on the map" })).toBe(buttons[0]);
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.querySelector("link[data-leaflet-css], link[data-geoman-css]")).toBeNull();
  });

  it("offers no boundary change when no field may change", () => {
    render(
      english(
        <FieldDrawMap
          farms={farms}
          fields={fields.map((f) => ({ ...f, editable: false }))}
          tiles={tiles}
        />,
      ),
    );
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Draw a field on the map",
    ]);
  });

  it("says a farm is needed first when there is none", () => {
    const { container: el } = render(
      english(<FieldDrawMap farms={[]} fields={[]} tiles={tiles} />),
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(el.textContent).toContain("Add a farm first");
  });
});
