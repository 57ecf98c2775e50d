// The pages' img-src names exactly the configured tile host (issue 13 'Weight', decision 0068):
// OpenStreetMap's by default, a subdomain pattern for a template with {s}, nothing when off.
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { tileCspSources } from "~/shared/map-tiles";
import { cspNonce, securityHeaders } from "./security.server";

async function imgSrcOf(env: Record<string, string>) {
  const { mapTiles } = parseEnv(env);
  const app = express();
  app.use(
    cspNonce,
    securityHeaders({
      appUrl: "https://veld.example",
      formActionOrigins: [],
      isProduction: true,
      extraSources: { img: tileCspSources(mapTiles.url) },
    }),
    (_req, res) => void res.send("ok"),
  );
  const server = app.listen(0);
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    const policy = response.headers.get("content-security-policy") ?? "";
    return /img-src ([^;]*)/.exec(policy)?.[1];
  } finally {
    server.close();
  }
}

describe("img-src for the map tiles", () => {
  it("allows OpenStreetMap's tile host by default", async () => {
    expect(await imgSrcOf({})).toBe("'self' data: blob: https://tile.openstreetmap.org");
  });

  it("allows exactly the configured host, and its subdomains when the template has {s}", async () => {
    expect(
      await imgSrcOf({
        MAP_TILE_URL: "https://tiles.example.org/{z}/{x}/{y}.png",
        MAP_TILE_ATTRIBUTION: "© Example",
      }),
    ).toBe("'self' data: blob: https://tiles.example.org");
    expect(
      await imgSrcOf({
        MAP_TILE_URL: "https://{s}.tile.example.org/{z}/{x}/{y}.png",
        MAP_TILE_ATTRIBUTION: "© Example",
      }),
    ).toBe("'self' data: blob: https://*.tile.example.org");
  });

  it("allows no tile host when tiles are off", async () => {
    expect(await imgSrcOf({ MAP_TILE_URL: "none" })).toBe("'self' data: blob:");
  });
});
