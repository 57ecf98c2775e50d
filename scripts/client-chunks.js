// Which chunk a module of the browser's build goes into (vite.config.ts, issue 13 'Weight').
// Left alone, Rollup makes a chunk for every set of routes that shares a module: 22-35 scripts
// per signed-in page, most under 1 KB, each a round trip on a slow link. Four groups are made by
// hand, each something a page loads whole: the framework (React, Remix), the interface kit (the
// shell, tables, formatting, shared constants, stylesheet URLs), the forms kit (remix-validated-
// form and the field components) and the small rules the layouts share. A module in a group
// brings the whole group, so the forms kit's pure rules (numbers, phones, choices), which pages
// without a form use too, stay with Rollup, and so do the domains' views (grouping them pulled
// the forms kit into pages without a form). Route modules stay their own entries (Remix loads
// them by route), and what is loaded on demand (`import()`: the map library, the phone metadata,
// the date calendar, the forms' schemas with zod) stays on demand. docs/performance.md has the
// figures.

const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/[^/]+|turbo-stream)\//;
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
  /^services\/(journey\/(steps|progress-words|admin-decision-texts)|organisations\/(rules|selection))\.ts$/;

/** @param {string} id a module id: its path, and a query for Vite's virtual modules (`?url`) */
export function clientChunk(id) {
  const [path, query] = id.split("?");
  if (FRAMEWORK.test(path)) return "framework";
  if (FORMS_LIBRARIES.test(path)) return "forms";
  // A stylesheet's URL (`~/styles/x.css?url`): a line of text several routes share.
  if (query === "url" && /\/app\/styles\/[^/]+\.css$/.test(path)) return "kit";
  if (ON_DEMAND.test(path) || query !== undefined) return undefined;
  const app = /\/app\/(.+)$/.exec(path)?.[1];
  if (!app) return undefined;
  if (app.startsWith("routes/") || app === "root.tsx" || app.startsWith("entry.")) return undefined;
  if (app.startsWith("components/form/") || FORMS_KIT_RUNTIME.test(app)) return "forms";
  if (DOMAIN_RULES.test(app)) return "rules";
  // app/components/*.tsx (not the domains' folders), app/services/kit/* and app/shared/*; not the
  // data table, which only the pages with a table use (6 KB of source).
  if (/^components\/[^/]+\.tsx?$/.test(app) && !app.startsWith("components/data-table"))
    return "kit";
  // Not the query schemas (./query, ./table-query): they bring zod (about 14 KB gzip), which only
  // the pages whose scripts read a query schema need, so Rollup puts it where those pages share it.
  if (/^services\/kit\/(query|table-query)\.ts$/.test(app)) return undefined;
  if (/^services\/kit\/[^/]+\.ts$/.test(app) || app.startsWith("shared/")) return "kit";
  return undefined;
}
