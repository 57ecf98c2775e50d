import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PARTNER_SEED } from "~/content/partner-seed";
import { db } from "~/db/client.server";
import { partners } from "~/db/schema";
import { insertMissingPartners, listPartners } from "./partners.server";

describe("listPartners (issue 7: /partners)", () => {
  it("lists the seeded partners in their order, with logo, line and link", async () => {
    const listed = await listPartners();
    expect(listed).toEqual(
      PARTNER_SEED.map(({ slug, name, description, url, logoPath }) => ({
        slug,
        name,
        description,
        url,
        logoPath,
      })),
    );
  });

  it("orders by position, then by name, and leaves out unpublished partners", async () => {
    await insertMissingPartners(db(), [
      {
        slug: "first",
        name: "Zulu First",
        description: "d",
        url: "https://a.example/",
        position: 1,
      },
      {
        slug: "also-first",
        name: "Alpha First",
        description: "d",
        url: "https://b.example/",
        position: 1,
      },
    ]);
    await db()
      .update(partners)
      .set({ published: false })
      .where(eq(partners.slug, "karoo-soil-laboratory"));
    const slugs = (await listPartners()).map((p) => p.slug);
    expect(slugs.slice(0, 2)).toEqual(["also-first", "first"]);
    expect(slugs).not.toContain("karoo-soil-laboratory");
  });
});
