// `npm run js-weight`: the JavaScript each page loads up front, read from the production build's
// manifest (run `npm run build` first), gzip-compressed as it is sent (issue 30, docs/performance.md
// 'JavaScript per page'). Per route: its files (the client entry, the route modules from the root
// down, and the chunks they import statically), the kilobytes above the framework (React, Remix)
// and above the framework and the forms library (remix-validated-form and what it brings), and
// whether zod is among them. What a page imports on demand (the map, the date calendar, the phone
// metadata, the forms' schemas) is not counted: it is loaded only when used.
//
// `--check` fails when the scripts every page loads (the entry and the root route's chunks) carry
// zod: the query and form schemas belong to the server and to the on-demand checks, and a schema
// declared at the top of a module the interface kit shares once put 13 KB of it on every page.
// `--markdown` prints the table as Markdown; `--filter=<regexp>` keeps the routes whose id matches;
// `--budget` lists the /profile and /admin pages over issue 30's budget and fails when one is over
// that decision 0156 does not list (its 'Pages over the budget', one `route id` a line), or when
// one it lists is no longer over (so the list is kept true). Routes served as plain
// HTML (a `hydrate: false` handle, read from the server build) load nothing.
//
// Files: issue 30's '12 files' are the page's own, what it adds to the fixed part. The 'files'
// column counts every script a page loads; 'own files' leaves out the framework's (the client
// entry and the framework chunk) and the forms runtime's chunk, and is what `--budget` holds to 12.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const CLIENT = path.resolve("build/client");
const ASSETS = path.join(CLIENT, "assets");
const KB = 1024;
/** Issue 30: the scripts a page adds to the framework and the forms runtime, at most. */
const MAX_OWN_FILES = 12;

function readManifest() {
  if (!fs.existsSync(ASSETS)) {
    console.error("No production build: run `npm run build` first.");
    process.exit(2);
  }
  const file = fs.readdirSync(ASSETS).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  const text = fs.readFileSync(path.join(ASSETS, file), "utf8");
  return JSON.parse(text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
}

const contents = new Map();
const read = (url) => {
  if (!contents.has(url)) contents.set(url, fs.readFileSync(path.join(CLIENT, url)));
  return contents.get(url);
};
const gzipped = new Map();
const gzipSize = (url) => {
  if (!gzipped.has(url)) gzipped.set(url, zlib.gzipSync(read(url), { level: 9 }).length);
  return gzipped.get(url);
};
/** zod's own error class name survives minification as a string. */
const carriesZod = (url) => read(url).includes("ZodError");
/**
 * The forms chunk (scripts/client-chunks.js): remix-validated-form, immer (whose error prefix
 * survives minification, and which only the forms library brings) and the kit's field components.
 */
const isFormsRuntime = (url) => read(url).includes("[Immer]");

function routeChain(manifest, id) {
  const chain = [];
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId])
    chain.unshift(route);
  return chain;
}

/**
 * The routes served as plain HTML, with no scripts at all (a `{ hydrate: false }` handle, the
 * deepest route that says deciding: app/components/hydration.ts), read from the server build.
 */
async function serverRoutes(manifest) {
  const server = path.resolve("build/server/index.js");
  if (!fs.existsSync(server)) return { plain: new Set(), pages: null, posting: new Set() };
  const { routes } = await import(pathToFileURL(server).href);
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  // A page: a route with a component and no child routes (not a layout, not a resource route).
  const pages = new Set(
    Object.keys(manifest.routes).filter((id) => routes[id]?.module?.default && !parents.has(id)),
  );
  // A form page (decision 0155): the page's own route has an action, so it offers a form that
  // posts, whether the form is the kit's (with the forms runtime) or a plain one.
  const posting = new Set(Object.keys(manifest.routes).filter((id) => routes[id]?.module?.action));
  const plain = new Set();
  for (const id of Object.keys(manifest.routes)) {
    for (const route of routeChain(manifest, id).reverse()) {
      const hydrate = routes[route.id]?.module?.handle?.hydrate;
      if (typeof hydrate === "boolean") {
        if (!hydrate) plain.add(id);
        break;
      }
    }
  }
  return { plain, pages, posting };
}

/**
 * The pages decision 0156 lets stay over the budget: the route ids listed, one a line as
 * "- `routes/…`", under its heading 'Pages over the budget'.
 */
function allowedOverBudget() {
  const folder = path.resolve("docs/decisions");
  const file = fs.readdirSync(folder).find((name) => name.startsWith("0156-"));
  if (!file) return new Set();
  const text = fs.readFileSync(path.join(folder, file), "utf8");
  const section = /^## Pages over the budget\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text)?.[1] ?? "";
  return new Set([...section.matchAll(/^- `((?:userView\/)?routes\/[^`]+)`/gm)].map((m) => m[1]));
}

/** The files a route loads up front, and what they weigh. */
export function routeWeights(manifest = readManifest(), plain = new Set(), posting = new Set()) {
  const framework = new Set([manifest.entry.module, ...manifest.entry.imports]);
  return Object.keys(manifest.routes).map((id) => {
    if (plain.has(id)) {
      return {
        id,
        files: 0,
        ownFiles: 0,
        aboveFramework: 0,
        aboveForms: 0,
        hasForms: false,
        zod: false,
        plain: true,
      };
    }
    const files = new Set(framework);
    for (const route of routeChain(manifest, id)) {
      files.add(route.module);
      for (const url of route.imports ?? []) files.add(url);
    }
    let total = 0;
    let formsRuntime = 0;
    let frameworkBytes = 0;
    let ownFiles = 0;
    for (const url of files) {
      const size = gzipSize(url);
      total += size;
      if (framework.has(url)) frameworkBytes += size;
      else if (isFormsRuntime(url)) formsRuntime += size;
      else ownFiles += 1;
    }
    return {
      id,
      plain: null,
      files: files.size,
      ownFiles,
      aboveFramework: total - frameworkBytes,
      aboveForms: total - frameworkBytes - formsRuntime,
      hasForms: formsRuntime > 0 || posting.has(id),
      zod: [...files].some(carriesZod),
    };
  });
}

async function main() {
  const args = process.argv.slice(2);
  const manifest = readManifest();
  if (args.includes("--check")) {
    const everyPage = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const url of [manifest.routes.root.module, ...(manifest.routes.root.imports ?? [])])
      everyPage.add(url);
    const withZod = [...everyPage].filter(carriesZod);
    if (withZod.length > 0) {
      console.error(
        `zod is in the scripts every page loads: ${withZod.join(", ")}. A module the root or ` +
          "the interface kit imports declares a schema at its top level; move the schema to a " +
          "module only the server (or an on-demand import) reads.",
      );
      process.exit(1);
    }
    console.log("The scripts every page loads carry no zod.");
    return;
  }
  const filter = args.find((arg) => arg.startsWith("--filter="))?.slice("--filter=".length);
  const { plain, pages, posting } = await serverRoutes(manifest);
  const rows = routeWeights(manifest, plain, posting)
    .filter((row) => !filter || new RegExp(filter).test(row.id))
    .sort((a, b) => a.id.localeCompare(b.id));
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  if (args.includes("--budget")) {
    // Issue 30's budget for /profile and /admin pages: 5 KB above the framework on a page without
    // a form, 25 KB above the framework and forms runtime on a form page, in at most 12 files of
    // the page's own (the framework's and the forms runtime's files are the fixed part).
    const signedIn = rows.filter(
      (row) =>
        /^(userView\/)?routes\/(profile|admin)\b/.test(row.id) && (!pages || pages.has(row.id)),
    );
    const over = signedIn.filter(
      (row) =>
        row.ownFiles > MAX_OWN_FILES ||
        (row.hasForms ? row.aboveForms > 25 * KB : row.aboveFramework > 5 * KB),
    );
    const served = signedIn.filter((row) => row.plain).length;
    console.log(
      `${signedIn.length} /profile and /admin pages: ${served} plain HTML, ` +
        `${signedIn.length - over.length} within the budget, ${over.length} over:`,
    );
    const allowed = allowedOverBudget();
    for (const row of over) {
      const weight = row.hasForms ? `${kb(row.aboveForms)} above forms` : kb(row.aboveFramework);
      const note = allowed.has(row.id) ? " (decision 0156 says why)" : "";
      console.log(`  ${row.id}: ${weight}, ${row.ownFiles} own files (${row.files} in all)${note}`);
    }
    if (filter) return;
    const unexplained = over.filter((row) => !allowed.has(row.id)).map((row) => row.id);
    const overIds = new Set(over.map((row) => row.id));
    const nowWithin = [...allowed].filter((id) => !overIds.has(id));
    if (unexplained.length > 0) {
      console.error(
        `Over issue 30's JavaScript budget and not in decision 0156's list: ` +
          `${unexplained.join(", ")}. Bring the page within it (docs/performance.md 'JavaScript ` +
          `per page'), or say in the decision why it cannot be.`,
      );
    }
    if (nowWithin.length > 0) {
      console.error(
        `Decision 0156 lists pages that are no longer over the budget: ${nowWithin.join(", ")}. ` +
          "Take them off its list.",
      );
    }
    if (unexplained.length > 0 || nowWithin.length > 0) process.exit(1);
    return;
  }
  const header = [
    "route",
    "files",
    "own files",
    "above the framework",
    "above framework and forms",
    "zod",
  ];
  const lines = rows.map((row) => [
    row.id,
    String(row.files),
    String(row.ownFiles),
    kb(row.aboveFramework),
    row.plain ? "(plain HTML: no scripts)" : row.hasForms ? kb(row.aboveForms) : "(no form)",
    row.zod ? "yes" : "",
  ]);
  if (args.includes("--markdown")) {
    console.log(`| ${header.join(" | ")} |`);
    console.log(`|${header.map(() => "---").join("|")}|`);
    for (const line of lines) console.log(`| ${line.join(" | ")} |`);
    return;
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  for (const line of [header, ...lines])
    console.log(line.map((cell, i) => cell.padEnd(widths[i])).join("  "));
}

await main();
