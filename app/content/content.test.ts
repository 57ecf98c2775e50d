// The seeded public content itself (issue 7): real text, sound anchors, logos that exist.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { faqTopic } from "~/db/schema";
import { FAQ_SEED } from "./faq-seed";
import { FAQ_TOPIC_HEADINGS } from "./faqs";
import { PARTNER_SEED } from "./partner-seed";

describe("the FAQ seed", () => {
  it("has entries in every topic the page groups by", () => {
    for (const topic of faqTopic.enumValues) {
      expect(FAQ_SEED.filter((f) => f.topic === topic).length, topic).toBeGreaterThan(1);
      expect(FAQ_TOPIC_HEADINGS[topic]).toBeTruthy();
    }
  });

  it("gives every answer its own anchor, none the same as a topic's anchor", () => {
    const slugs = FAQ_SEED.map((f) => f.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(faqTopic.enumValues as readonly string[]).not.toContain(slug);
    }
  });

  it("is real text, not filler", () => {
    for (const faq of FAQ_SEED) {
      expect(faq.question).toMatch(/\?$/);
      expect(faq.answer).not.toMatch(/lorem|ipsum|TODO/i);
      expect(faq.answer.length).toBeGreaterThan(80);
    }
  });
});

describe("the partner seed", () => {
  it("links only to reserved .example addresses: the partners are fictional", () => {
    for (const partner of PARTNER_SEED) {
      expect(new URL(partner.url).hostname).toMatch(/\.example$/);
    }
  });

  it("has a small SVG logo in public/ for each partner, with its size declared", () => {
    for (const partner of PARTNER_SEED) {
      const file = path.join("public", partner.logoPath);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg, file).toMatch(/^<svg [^>]*viewBox="0 0 120 60"[^>]*width="120" height="60"/);
      expect(fs.statSync(file).size, file).toBeLessThan(2048);
    }
  });
});

describe("public/", () => {
  it("holds no folder named like a page, which the static server would redirect to", () => {
    // express.static answers /partners with a 301 to /partners/ when public/partners exists.
    for (const page of ["faqs", "partners", "jobs", "terms-and-conditions", "privacy-policy"]) {
      expect(fs.existsSync(path.join("public", page)), `public/${page}`).toBe(false);
    }
  });
});
