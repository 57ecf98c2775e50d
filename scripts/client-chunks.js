// Which chunk a module of the browser's build goes into (vite.config.ts, issue 13 'Weight').
// Left alone, Rollup makes a chunk for every set of routes that shares a module: 22-35 scripts
// per signed-in page, most under 1 KB, each a round trip on a slow link. Four groups are made by
// hand, each something a page loads whole: the framework (React, Remix), the interface kit (the
// shell, tables, formatting, the shared constants most pages use, stylesheet URLs), the forms kit
// (remix-validated-form and the field components) and the small rules the layouts share. A module
// in a group brings the whole group, so the forms kit's pure rules (numbers, phones, choices),
// which pages without a form use too, stay with Rollup, and so do the domains' views (grouping
// them pulled the forms kit into pages without a form). Route modules stay their own entries (Remix loads
// them by route), and what is loaded on demand (`import()`: the map library, the phone metadata,
// the date calendar, the forms' schemas with zod) stays on demand. docs/performance.md has the
// figures.

const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/[^/]+|turbo-stream)\//;
const TZ_MINI = /\/node_modules\/@date-fns\/tz\/(date\/mini|tzOffset)\b/;
const TZ_FULL = /\/node_modules\/@date-fns\/tz\//;
const FORMS_LIBRARIES = /\/node_modules\/(remix-validated-form|immer|remeda|lodash\.get)\//;
/** Loaded with import(): never put into a chunk a page loads up front. */
const ON_DEMAND =
  /\/app\/(services\/kit\/forms\/(form-schema|phone-metadata)\.ts|components\/form\/date-calendar\.tsx)$/;

/**
 * The forms kit's own runtime, which only pages with a kit form load (each under 0.5 KB gzip, and
 * each a file of its own otherwise: issue 30's '12 files'): the validator that loads the schema on
 * demand, the field list's types and rules between fields, the one action contract's `intent`.
 * Not the pure rules of numbers, phones and choices, which pages without a form use too.
 */
const FORMS_KIT_RUNTIME =
  /^services\/kit\/forms\/(validator|lazy-validator|form-rules|field-spec|intent)\.ts$/;

/**
 * The domains' small pure rules (steps, progress words, formatting of a domain's values) that the
 * layouts and several pages share. Not their form definitions (which bring the forms kit) nor
 * anything that builds a schema or speaks to the API.
 */
const DOMAIN_RULES =
  /^services\/(journey\/(steps|admin-decision-texts)|organisations\/selection)\.ts$/;

/**
 * The interface kit every hydrated page loads whole: the frame (the shell, the header and its
 * language chooser, the side navigation, the toasts, the translator, the error page) and what most
 * pages use (formatting, the tables' and dialogs' URL state, the step progress, the buttons). Not
 * a component or shared list only a few pages use: each of those goes with its pages (Rollup's
 * choice, or its domain's group below), so a page does not carry every other page's words
 * (decision 0156: 13.9 KB gzip of kit before, 11 KB after).
 */
const KIT_COMPONENTS_NOT =
  /^components\/(data-table|tab-strip|tooltip|accordion|auth-message|summary-card)\.tsx$/;
const KIT_SHARED = /^shared\/(text|operator|time|ids|provinces)\.ts$/;

/**
 * A domain's small modules that its form pages load together (each under 1 KB gzip, and each a
 * file of its own otherwise): one chunk per group, so a page of the contracting, fields or
 * practice steps stays within issue 30's 12 files (decision 0156). Only modules the pages of the
 * group mostly share: what one page alone needs stays with its route.
 */
/** @type {[string, RegExp][]} */
const DOMAIN_GROUPS = [
  // The contracting rules, the details' forms and the contract's validators (details, contract,
  // map fields, an organisation's admin page).
  [
    "contracting",
    /^(services\/contracting\/(rules|forms)\.ts|components\/contracting\/contract-validators\.ts)$/,
  ],
  // The contracting details' sections with the farm map's preview (details and an organisation's
  // admin page), not the contract's parts, which the contract page loads without them.
  [
    "contract-details",
    /^components\/contracting\/(map-preview|entity-and-signatories|farms-section|details-validators|legal-entity-validator)\.tsx?$/,
  ],
  // Kept in chunks of their own, as Rollup made them, so that a group does not pull them in (a
  // group takes the modules only its own modules import): the contract's parts (the contract
  // page loads them without the details' sections), the map's text helper (the admin's field
  // maps').
  ["contract-parts", /^components\/contracting\/parts\.tsx$/],
  // The organisation's form fields, rules and roles and the summary cards (the organisation page,
  // the contracting details, an organisation's admin page; the roles' pages load it for the roles).
  [
    "organisations",
    /^(services\/organisations\/(forms|rules)\.ts|shared\/roles\.ts|components\/summary-card\.tsx)$/,
  ],
  // The review's and evidence's words and rules (the evidence and submission pages, the review).
  ["review", /^(shared\/(review|evidence)|services\/(review|evidence|reports)\/rules)\.ts$/],
  // The practices' names and labels (the practice pages, the evidence page, the organisation
  // page), not the practice data's calculations, which only the practice pages use.
  ["practice-words", /^shared\/practice\.ts$/],
  ["map-text", /^components\/contracting\/(map-text\.ts|use-leaflet-map\.tsx)$/],
  ["seasons", /^services\/fields\/seasons\.ts$/],
  // The fields' statuses and sign-off words (not the seasons, which the practice pages read
  // without them, nor the admin's paths, which an organisation's page reads without them).
  ["fields", /^services\/fields\/(signoff|status)\.ts$/],
  // The practice data's paths, calculations and corrected values.
  [
    "practice",
    /^(services\/practice\/(calculations|practice-paths|overrides)\.ts|components\/practice\/corrected-value\.tsx)$/,
  ],
];

/**
 * @param {string} id a module id: its path, and a query for Vite's virtual modules (`?url`)
 * @param {{ getModuleInfo: (id: string) => { importers: readonly string[] } | null }} [meta]
 *   Rollup's view of the graph (absent in the unit tests)
 */
export function clientChunk(id, meta) {
  const [path, query] = id.split("?");
  if (FRAMEWORK.test(path)) return "framework";
  if (FORMS_LIBRARIES.test(path)) return "forms";
  // The time-zone dates (the seasons', the job postings'): the small TZDate that most pages use,
  // and the full one with zone names, which only the job pages do; each in a chunk of its own, so
  // that the fields' group does not take them in.
  if (TZ_MINI.test(path)) return "tz";
  if (TZ_FULL.test(path)) return "tz-names";
  if (query === "url" && /\/node_modules\/leaflet\/dist\/leaflet\.css$/.test(path))
    return "map-text";
  // A stylesheet's URL (`~/styles/x.css?url`): a line of text several routes share, in the kit;
  // one that a single module imports stays in that module's chunk, so that the kit every page
  // loads does not carry every page's stylesheet name (0.45 KB gzip, decision 0156).
  if (query === "url" && /\/app\/styles\/[^/]+\.css$/.test(path)) {
    const importers = meta?.getModuleInfo(id)?.importers ?? [];
    return meta && importers.length === 1 ? undefined : "kit";
  }
  if (ON_DEMAND.test(path) || query !== undefined) return undefined;
  const app = /\/app\/(.+)$/.exec(path)?.[1];
  if (!app) return undefined;
  if (app.startsWith("routes/") || app === "root.tsx" || app.startsWith("entry.")) return undefined;
  if (app.startsWith("components/form/") || FORMS_KIT_RUNTIME.test(app)) return "forms";
  if (DOMAIN_RULES.test(app)) return "rules";
  for (const [name, pattern] of DOMAIN_GROUPS) if (pattern.test(app)) return name;
  // app/components/*.tsx (not the domains' folders), app/services/kit/* and the shared modules
  // most pages use; not the data table, which only the pages with a table use (6 KB of source),
  // nor the components and shared lists of a few pages (KIT_COMPONENTS_NOT, KIT_SHARED).
  if (/^components\/[^/]+\.tsx?$/.test(app) && !KIT_COMPONENTS_NOT.test(app)) return "kit";
  // Not the query schemas (./query, ./table-query): they bring zod (about 14 KB gzip), which only
  // the pages whose scripts read a query schema need, so Rollup puts it where those pages share it.
  if (/^services\/kit\/(query|table-query)\.ts$/.test(app)) return undefined;
  if (/^services\/kit\/[^/]+\.ts$/.test(app) || KIT_SHARED.test(app)) return "kit";
  return undefined;
}
