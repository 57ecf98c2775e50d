// The farm map's background tiles as configuration (issue 13 'Weight': "Map tiles come from a
// configurable tile URL (with the attribution the provider requires) and are never needed to use
// a page"; decision 0068). Pure: env.server.ts validates with these rules at start, the server
// derives the CSP img-src from them, the map preview builds Leaflet's attribution with them.

/** OpenStreetMap's standard tiles, the default (https://operations.osmfoundation.org/policies/tiles/). */
export const OSM_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
/** OSM's required credit (https://www.openstreetmap.org/copyright): '© OpenStreetMap contributors', linked. */
export const OSM_ATTRIBUTION: MapAttribution = {
  text: "© OpenStreetMap contributors",
  url: "https://www.openstreetmap.org/copyright",
};
export const DEFAULT_TILE_MAX_ZOOM = 19;
/** MAP_TILE_URL=none: no tiles; the boundaries are drawn on a plain background. */
export const NO_TILES = "none";
export const ATTRIBUTION_MAX_LENGTH = 200;

export interface MapAttribution {
  /** Plain text, shown as text (never as HTML). */
  text: string;
  /** Where the credit links to (http or https), or null for no link. */
  url: string | null;
}

/** What the map preview needs, sent by the loaders of the pages that draw it. */
export interface MapTileConfig {
  /** Leaflet's URL template ({s}, {z}, {x}, {y}), or null when tiles are off. */
  url: string | null;
  /** The provider's credit; null when tiles are off. */
  attribution: MapAttribution | null;
  maxZoom: number;
}

const PLACEHOLDER = /\{([^{}]*)\}/g;
const KNOWN_PLACEHOLDERS = new Set(["s", "z", "x", "y", "r"]);

/**
 * What is wrong with a tile URL template, as a sentence naming MAP_TILE_URL, or null when it is
 * fine: https, {z}, {x} and {y} in its path, {s} (subdomains) only as the host's first label,
 * because that is the only place a CSP source can match several hosts ('https://*.example.org').
 */
export function tileUrlProblem(template: string): string | null {
  const example = "such as https://tile.openstreetmap.org/{z}/{x}/{y}.png, or none";
  if (/[\s"'<>\\`]/.test(template)) {
    return "MAP_TILE_URL must not contain spaces, quotes, backslashes or < >";
  }
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  const unknown = names.find((n) => !KNOWN_PLACEHOLDERS.has(n));
  if (unknown !== undefined) {
    return `MAP_TILE_URL may hold only {s}, {z}, {x}, {y} and {r}, not {${unknown}}`;
  }
  for (const needed of ["z", "x", "y"]) {
    if (!names.includes(needed)) {
      return `MAP_TILE_URL must contain {z}, {x} and {y}, ${example}`;
    }
  }
  let url: URL;
  try {
    url = new URL(fillTemplate(template));
  } catch {
    return `MAP_TILE_URL must be a full https:// URL template, ${example}`;
  }
  if (url.protocol !== "https:") return `MAP_TILE_URL must use https://, ${example}`;
  if (url.username || url.password) return "MAP_TILE_URL must not hold a user name or password";
  const host = hostOf(template);
  if (host === null) return `MAP_TILE_URL must be a full https:// URL template, ${example}`;
  const hostPlaceholders = [...host.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  if (hostPlaceholders.some((n) => n !== "s")) {
    return "MAP_TILE_URL may use only {s} in its host name";
  }
  if (hostPlaceholders.length > 0 && !/^\{s\}\.[^{}]+\.[^{}]+$/.test(host)) {
    return "MAP_TILE_URL may use {s} in its host only as the first part, like https://{s}.tile.example.org/{z}/{x}/{y}.png";
  }
  return null;
}

/** The template's host (with its port), placeholders kept, or null when it has none. */
function hostOf(template: string): string | null {
  const match = /^https?:\/\/([^/?#]+)/i.exec(template);
  return match ? match[1]!.replace(/^.*@/, "") : null;
}

/** The template with sample values, to parse it as a URL. */
function fillTemplate(template: string) {
  return template.replace(PLACEHOLDER, (_m, name: string) =>
    name === "s" ? "a" : name === "r" ? "" : "0",
  );
}

/**
 * The CSP img-src sources the tiles need: the tile host's origin, or a subdomain pattern
 * ('https://*.tile.example.org') when the host starts with {s}; nothing when tiles are off.
 */
export function tileCspSources(template: string | null): string[] {
  if (!template) return [];
  const host = hostOf(template);
  if (host === null) return [];
  return [`https://${host.replace(/^\{s\}\./, "*.").toLowerCase()}`];
}

/** What is wrong with MAP_TILE_ATTRIBUTION (plain text), or null. */
export function attributionTextProblem(text: string): string | null {
  if (text.length > ATTRIBUTION_MAX_LENGTH) {
    return `MAP_TILE_ATTRIBUTION must be at most ${ATTRIBUTION_MAX_LENGTH} characters`;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(text)) {
    return "MAP_TILE_ATTRIBUTION must be one line of plain text";
  }
  return null;
}

/** What is wrong with MAP_TILE_ATTRIBUTION_URL, or null: a full http(s) URL. */
export function attributionUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "MAP_TILE_ATTRIBUTION_URL must be a full URL such as https://www.openstreetmap.org/copyright";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return "MAP_TILE_ATTRIBUTION_URL must start with https:// or http://";
  }
  return null;
}

/** Text made safe to place in HTML, in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * The credit as the HTML Leaflet's attribution control sets as innerHTML: the text escaped, in a
 * link when there is a URL. Configuration is never markup (the 'text rendered as HTML in a
 * third-party widget' class, as map-text.ts for tooltips).
 */
export function attributionHtml(attribution: MapAttribution): string {
  const text = escapeHtml(attribution.text);
  if (!attribution.url || attributionUrlProblem(attribution.url)) return text;
  return `<a href="${escapeHtml(attribution.url)}" rel="noopener noreferrer" target="_blank">${text}</a>`;
}
