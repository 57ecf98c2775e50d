// Text for Leaflet's tooltips and popups. Leaflet sets a string as innerHTML, so a farm named
// '<img src=x onerror=…>' would become markup (issue 12). An element whose textContent is the
// text is shown as it is, whatever it holds.

/** A span holding `text` as text, for bindTooltip / bindPopup. */
export function textContent(text: string): HTMLElement {
  const span = document.createElement("span");
  span.textContent = text;
  return span;
}
