// The farm map's tile configuration (issue 13 'Weight', decision 0068): which templates are
// taken, the CSP source each needs, and the credit Leaflet shows as HTML, always escaped.
import { describe, expect, it } from "vitest";
import {
  attributionHtml,
  attributionTextProblem,
  attributionUrlProblem,
  escapeHtml,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
  tileCspSources,
  tileUrlProblem,
} from "./map-tiles";

describe("a tile URL template (MAP_TILE_URL)", () => {
  it.each([
    OSM_TILE_URL,
    "https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png",
    "https://tiles.example.org:8443/osm/{z}/{x}/{y}{r}.png?key=abc",
    "https://tiles.example.org/{z}/{y}/{x}.webp",
  ])("takes %s", (template) => {
    expect(tileUrlProblem(template)).toBeNull();
  });

  it.each([
    ["http://tile.openstreetmap.org/{z}/{x}/{y}.png", "MAP_TILE_URL must use https://"],
    ["https://tile.openstreetmap.org/{z}/{x}.png", "MAP_TILE_URL must contain {z}, {x} and {y}"],
    ["tile.openstreetmap.org/{z}/{x}/{y}.png", "MAP_TILE_URL must be a full https:// URL"],
    ["javascript:alert(1)//{z}/{x}/{y}", "MAP_TILE_URL must use https://"],
    ["https://tiles.example.org/{z}/{x}/{y}.png?key={apikey}", "not {apikey}"],
    ["https://user:pw@tiles.example.org/{z}/{x}/{y}.png", "must not hold a user name"],
    ["https://{z}.example.org/{x}/{y}.png", "only {s} in its host"],
    ["https://tiles{s}.example.org/{z}/{x}/{y}.png", "only as the first part"],
    ["https://{s}.org/{z}/{x}/{y}.png", "only as the first part"],
    ['https://tiles.example.org/{z}/{x}/{y}.png"><script>', "must not contain spaces, quotes"],
  ])("refuses %s", (template, message) => {
    expect(tileUrlProblem(template)).toContain(message);
  });
});

describe("the CSP img-src the tiles need", () => {
  it.each([
    [OSM_TILE_URL, ["https://tile.openstreetmap.org"]],
    ["https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png", ["https://*.tile.opentopomap.org"]],
    ["https://Tiles.Example.org:8443/{z}/{x}/{y}.png", ["https://tiles.example.org:8443"]],
    // {s} in the path needs no wildcard.
    ["https://tiles.example.org/{s}/{z}/{x}/{y}.png", ["https://tiles.example.org"]],
    [null, []],
  ])("%s → %j", (template, sources) => {
    expect(tileCspSources(template)).toEqual(sources);
  });
});

describe("the credit", () => {
  it("is OpenStreetMap's by default, linked to its copyright page", () => {
    expect(attributionHtml(OSM_ATTRIBUTION)).toBe(
      '<a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" target="_blank">© OpenStreetMap contributors</a>',
    );
  });

  it("escapes configured text, so markup in it is shown as text (never HTML)", () => {
    const html = attributionHtml({
      text: `<img src=x onerror="alert(1)"> & 'Tiles' © Example`,
      url: null,
    });
    expect(html).toBe(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;Tiles&#39; © Example",
    );
    expect(html).not.toContain("<");
  });

  it("escapes the link and drops one that is not http(s)", () => {
    expect(attributionHtml({ text: "Tiles", url: 'https://example.org/?a="b"&c=<d>' })).toBe(
      '<a href="https://example.org/?a=&quot;b&quot;&amp;c=&lt;d&gt;" rel="noopener noreferrer" target="_blank">Tiles</a>',
    );
    expect(attributionHtml({ text: "Tiles", url: "javascript:alert(1)" })).toBe("Tiles");
  });

  it("checks the configured text and link", () => {
    expect(attributionTextProblem("© Stadia Maps © OpenMapTiles © OpenStreetMap")).toBeNull();
    expect(attributionTextProblem("x".repeat(201))).toContain("at most 200 characters");
    expect(attributionTextProblem("a\nb")).toContain("one line of plain text");
    expect(attributionUrlProblem("https://stadiamaps.com/")).toBeNull();
    expect(attributionUrlProblem("javascript:alert(1)")).toContain("https:// or http://");
    expect(attributionUrlProblem("not a url")).toContain("must be a full URL");
  });

  it("escapes every character HTML gives a meaning", () => {
    expect(escapeHtml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&#39;");
  });
});
