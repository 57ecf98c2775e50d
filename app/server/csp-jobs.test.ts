// The CSP additions for the jobs board (issue 5): the bot-protection provider's sources only when
// one is configured (decision 0032), and a policy under which browsers show leaflet PDFs (0034).
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import {
  botProtectionCspSources,
  type BotProtectionProvider,
} from "~/services/jobs/bot-protection";
import { cspNonce, pdfViewerHeaders, securityHeaders } from "./security.server";

async function policyOf(use: express.RequestHandler) {
  const app = express();
  app.use(cspNonce, use, (_req, res) => void res.send("ok"));
  const server = app.listen(0);
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return response.headers.get("content-security-policy") ?? "";
  } finally {
    server.close();
  }
}

const pages = (provider: BotProtectionProvider) =>
  securityHeaders({
    appUrl: "https://veld.example",
    formActionOrigins: [],
    isProduction: true,
    extraSources: botProtectionCspSources(provider),
  });

describe("the pages' policy", () => {
  it("names no provider without bot protection", async () => {
    const policy = await policyOf(pages("none"));
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
    expect(policy).toContain("frame-src 'self';");
    expect(policy).not.toContain("cloudflare");
  });

  it("allows Turnstile's script and frame when it is configured", async () => {
    const policy = await policyOf(pages("turnstile"));
    expect(policy).toContain("'strict-dynamic' https://challenges.cloudflare.com;");
    expect(policy).toContain("frame-src 'self' https://challenges.cloudflare.com;");
    expect(policy).toContain("object-src 'none'");
  });
});

describe("the leaflet policy", () => {
  it("lets the browser's PDF viewer embed the file, and nothing frame it", async () => {
    const policy = await policyOf(pdfViewerHeaders({ isProduction: true }));
    expect(policy).toContain("object-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("object-src 'none'");
  });
});
