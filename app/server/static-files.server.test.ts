// Static files are served under their own prefixes; page requests never reach the disk.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mountStaticFiles } from "./static-files.server";

let root: string;
let base: string;
let close: () => void;
let mounted: string[];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "veld-static-"));
  fs.mkdirSync(path.join(root, "assets"));
  fs.writeFileSync(path.join(root, "assets", "entry-abc123.js"), "console.log(1)");
  fs.mkdirSync(path.join(root, "partner-logos"));
  fs.writeFileSync(path.join(root, "partner-logos", "trust.svg"), "<svg/>");
  fs.writeFileSync(path.join(root, "favicon.svg"), "<svg>icon</svg>");
  const app = express();
  mounted = mountStaticFiles(app, { root, immutable: ["assets"] });
  app.use((req, res) => {
    res.status(404).send(`page ${req.path}`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("mountStaticFiles", () => {
  it("mounts each folder at its prefix and each file at its path", () => {
    expect(mounted).toEqual(["/assets/", "/favicon.svg", "/partner-logos/"]);
  });

  it("serves hashed assets as immutable for a year, and other files for an hour", async () => {
    const asset = await fetch(`${base}/assets/entry-abc123.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe("console.log(1)");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const logo = await fetch(`${base}/partner-logos/trust.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("cache-control")).toBe("public, max-age=3600");

    const icon = await fetch(`${base}/favicon.svg`);
    expect(await icon.text()).toBe("<svg>icon</svg>");
    expect(icon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("lets a missing file under a prefix fall through to the page's 404", async () => {
    const missing = await fetch(`${base}/assets/gone.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("page /assets/gone.js");
  });

  it("answers a range past a file's end with 416, as a folder's file and a lone file", async () => {
    for (const file of ["/assets/entry-abc123.js", "/favicon.svg"]) {
      const response = await fetch(`${base}${file}`, { headers: { Range: "bytes=9999-" } });
      expect(response.status, file).toBe(416);
    }
  });

  it("hands a lone file removed since start to the page's 404 without the file's headers", async () => {
    fs.writeFileSync(path.join(root, "gone.txt"), "soon gone");
    const app = express();
    mountStaticFiles(app, { root });
    fs.rmSync(path.join(root, "gone.txt"));
    app.use((req, res) => {
      // As Remix's adapter sends a page: appended to what is there.
      res.append("Content-Type", "text/html");
      res.status(404).end(`page ${req.path}`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const response = await fetch(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/gone.txt`,
    );
    server.close();
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("page /gone.txt");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("last-modified")).toBeNull();
  });

  it("answers a page request without touching the disk", async () => {
    const stat = vi.spyOn(fs, "stat");
    const response = await fetch(`${base}/terms-and-conditions`);
    expect(await response.text()).toBe("page /terms-and-conditions");
    expect(stat).not.toHaveBeenCalled();
    stat.mockRestore();
  });

  it("mounts nothing when the folder does not exist", () => {
    expect(mountStaticFiles(express(), { root: path.join(root, "missing") })).toEqual([]);
  });
});
