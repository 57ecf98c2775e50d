// The browser build's grouping (scripts/client-chunks.js, issue 13 'Weight'): what every page
// loads goes into a few chunks; what is loaded on demand is never grouped into them.
import { describe, expect, it } from "vitest";
import { clientChunk } from "../../scripts/client-chunks.js";

const root = "/work/veld";

describe("the browser build's chunks", () => {
  it.each([
    [`${root}/node_modules/react-dom/cjs/react-dom.production.min.js`, "framework"],
    [`${root}/node_modules/@remix-run/react/dist/esm/components.js`, "framework"],
    [`${root}/node_modules/turbo-stream/dist/turbo-stream.mjs`, "framework"],
    [`${root}/node_modules/remix-validated-form/dist/index.esm.js`, "forms"],
    [`${root}/node_modules/immer/dist/immer.mjs`, "forms"],
    [`${root}/app/components/form/dropdown.tsx`, "forms"],
    [`${root}/app/components/app-shell.tsx`, "kit"],
    [`${root}/app/services/kit/format.ts`, "kit"],
    [`${root}/app/shared/provinces.ts`, "kit"],
    [`${root}/app/styles/journey.css?url`, "kit"],
    [`${root}/app/services/journey/steps.ts`, "rules"],
    [`${root}/app/services/organisations/selection.ts`, "rules"],
    // Issue 30's 12 files (decision 0156): the forms kit's runtime with the forms library, and
    // the small modules a step's pages share in a chunk per group.
    [`${root}/app/services/kit/forms/lazy-validator.ts`, "forms"],
    [`${root}/app/services/kit/forms/intent.ts`, "forms"],
    [`${root}/app/services/contracting/rules.ts`, "contracting"],
    [`${root}/app/components/contracting/map-preview.tsx`, "contract-details"],
    [`${root}/app/components/contracting/parts.tsx`, "contract-parts"],
    [`${root}/app/services/fields/signoff.ts`, "fields"],
    [`${root}/app/services/fields/seasons.ts`, "seasons"],
    [`${root}/app/services/practice/practice-paths.ts`, "practice"],
    [`${root}/node_modules/@date-fns/tz/date/mini.js`, "tz"],
    // The map previews' hook and Leaflet's stylesheet's URL, which the previews load up front.
    [`${root}/app/components/contracting/use-leaflet-map.tsx`, "map-text"],
    [`${root}/node_modules/leaflet/dist/leaflet.css?url`, "map-text"],
    // A shared list or component only some pages use goes with its domain's group, not into the
    // kit every page loads (decision 0156).
    [`${root}/app/components/summary-card.tsx`, "organisations"],
    [`${root}/app/services/organisations/rules.ts`, "organisations"],
    [`${root}/app/shared/roles.ts`, "organisations"],
    [`${root}/app/shared/review.ts`, "review"],
    [`${root}/app/services/evidence/rules.ts`, "review"],
    [`${root}/app/shared/practice.ts`, "practice-words"],
  ])("puts %s into '%s'", (id, chunk) => {
    expect(clientChunk(id)).toBe(chunk);
  });

  it.each([
    // On demand: zod and the schemas, the phone metadata, the calendar, the map library.
    `${root}/node_modules/zod/v3/types.js`,
    `${root}/node_modules/@remix-validated-form/with-zod/dist/index.esm.js`,
    `${root}/app/services/kit/forms/form-schema.ts`,
    `${root}/app/services/kit/forms/phone-metadata.ts`,
    `${root}/node_modules/libphonenumber-js/metadata.min.json.js`,
    `${root}/app/components/form/date-calendar.tsx`,
    `${root}/node_modules/leaflet/dist/leaflet-src.js`,
    // The field drawing map (issue 14): Geoman, its stylesheet's URL and the pure drawing code
    // load with import() when the map opens, never with the page.
    `${root}/node_modules/@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.js`,
    `${root}/node_modules/@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css?url`,
    `${root}/app/components/fields/draw-map-geometry.ts`,
    `${root}/app/components/fields/field-draw-map-open.tsx`,
    `${root}/node_modules/@turf/boolean-point-in-polygon/dist/esm/index.js`,
    // Entries Remix loads by route, and the domains' views.
    `${root}/app/routes/profile.home/route.tsx`,
    `${root}/app/root.tsx`,
    `${root}/app/entry.client.tsx`,
    `${root}/app/components/fields/field-draw-map.tsx`,
    `${root}/app/services/journey/questionnaire.ts`,
    // The data table: only the pages with a table use it.
    `${root}/app/components/data-table.tsx`,
    // The forms kit's pure rules, which pages without a form use too.
    `${root}/app/services/kit/forms/number-rules.ts`,
    // The fields' own section and the jobs' dialogs: one step's or one page's.
    `${root}/app/components/fields/fields-section.tsx`,
    `${root}/app/components/jobs-admin/applicant-dialogs.tsx`,
    // Shared lists and components of a few pages, which go with those pages (decision 0156).
    `${root}/app/shared/fields.ts`,
    `${root}/app/shared/email-templates.ts`,
    `${root}/app/components/tab-strip.tsx`,
    `${root}/app/services/journey/progress-words.ts`,
    // Other virtual modules.
    `${root}/app/components/form/dropdown.tsx?raw`,
  ])("leaves %s to Rollup", (id) => {
    expect(clientChunk(id)).toBeUndefined();
  });

  it("keeps a stylesheet's URL that one module imports in that module's chunk, and a shared one in the kit", () => {
    const url = `${root}/app/styles/jobs-admin.css?url`;
    const graph = (importers: string[]) => ({ getModuleInfo: () => ({ importers }) });
    expect(clientChunk(url, graph([`${root}/app/routes/admin.jobApplications/route.tsx`]))).toBe(
      undefined,
    );
    expect(clientChunk(url, graph([`${root}/app/routes/a.tsx`, `${root}/app/routes/b.tsx`]))).toBe(
      "kit",
    );
  });
});
