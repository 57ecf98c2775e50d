// Static files, each under its own prefix (issue 19; docs/decisions/0105-one-instance-throughput.md).
//
// A catch-all `express.static(root)` in front of Remix stats the disk for every page request
// before falling through to the page: three such layers cost a tenth of a page's time under load.
// Instead the top level of the folder is read once at start: a folder becomes a static mount at
// its own prefix, a file an exact GET route, and a page request never touches the disk.
import fs from "node:fs";
import path from "node:path";
import express, { type Express } from "express";

export interface StaticFilesOptions {
  /** The folder served: build/client in production (Vite copies public/ into it). */
  root: string;
  /** Folders whose names carry a content hash: cached for a year and never revalidated. */
  immutable?: string[];
  /** Cache lifetime of everything else. */
  maxAge?: string;
}

/** Mounts every top-level entry of `root` at its own path; returns the paths mounted. */
export function mountStaticFiles(
  app: Express,
  { root, immutable = [], maxAge = "1h" }: StaticFilesOptions,
): string[] {
  const mounted: string[] = [];
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(root, { withFileTypes: true });
  } catch {
    // No build output (a test server without a client build): nothing to serve.
    return mounted;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const urlPath = `/${entry.name}`;
    const fullPath = path.join(root, entry.name);
    if (entry.isDirectory()) {
      const options = immutable.includes(entry.name)
        ? { immutable: true, maxAge: "1y" }
        : { maxAge };
      // Missing files fall through to Remix, which answers with the 404 page.
      app.use(urlPath, express.static(fullPath, { ...options, index: false, redirect: false }));
      mounted.push(`${urlPath}/`);
    } else if (entry.isFile()) {
      app.get(urlPath, (_req, res, next) => {
        res.sendFile(fullPath, { maxAge }, (error) => {
          if (!error || res.headersSent) return;
          // A range past its end is answered as the folders answer it: handing it to the page
          // would send the page with the file's Content-Type, which Remix then appends to (a
          // 500). A file removed since start falls through to the page's 404.
          if ((error as { status?: number }).status === 416) res.status(416).end();
          else next();
        });
      });
      mounted.push(urlPath);
    }
  }
  return mounted;
}
