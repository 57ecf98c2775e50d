// The resources model on a real database (decision 0098): a farmer's lookup (publishedOnly) never
// finds a draft, publishing sets publishedAt and a draft clears it, the topic filter holds, and
// an id that is not a UUID is not found (no query PostgreSQL would raise on).
import { beforeAll, describe, expect, it } from "vitest";
import { insertTestUser, NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import {
  deleteResource,
  findResource,
  insertResource,
  listResources,
  setResourceStatus,
  updateResource,
} from "./resources.server";

let userId: string;
let draftId: string;
let publishedId: string;

beforeAll(async () => {
  userId = (await insertTestUser({ email: "resources-model@veld.example" })).id;
  draftId = (
    await insertResource({
      kind: "article",
      title: "Model draft",
      summary: "A draft.",
      body: "Text.",
      topic: "grazing",
      journeySteps: ["PRACTICE_DATA"],
      createdBy: userId,
    })
  ).id;
  const published = await insertResource({
    kind: "link",
    title: "Model link",
    summary: "A link.",
    url: "https://example.org/",
    topic: "soil_health",
    journeySteps: [],
    createdBy: userId,
  });
  publishedId = published.id;
  await setResourceStatus(publishedId, "published", userId);
});

describe("resources model", () => {
  it("keeps drafts from a farmer's lookups", async () => {
    expect(await findResource(draftId, { publishedOnly: true })).toBeNull();
    expect((await findResource(draftId))?.status).toBe("draft");
    expect((await findResource(publishedId, { publishedOnly: true }))?.title).toBe("Model link");
    const ids = (await listResources({ publishedOnly: true })).map((r) => r.id);
    expect(ids).toContain(publishedId);
    expect(ids).not.toContain(draftId);
  });

  it("filters by topic and status", async () => {
    const grazing = await listResources({ topic: "grazing" });
    expect(grazing.every((r) => r.topic === "grazing")).toBe(true);
    expect(grazing.map((r) => r.id)).toContain(draftId);
    const drafts = await listResources({ status: "draft" });
    expect(drafts.every((r) => r.status === "draft")).toBe(true);
  });

  it("sets publishedAt on publishing and clears it on a draft", async () => {
    const published = await setResourceStatus(draftId, "published", userId);
    expect(published?.publishedAt).toBeInstanceOf(Date);
    const draft = await setResourceStatus(draftId, "draft", userId);
    expect(draft?.publishedAt).toBeNull();
    expect(draft?.updatedBy).toBe(userId);
  });

  it("treats unknown and malformed ids as not found", async () => {
    expect(await findResource(UNKNOWN_ID)).toBeNull();
    expect(await findResource(NOT_A_UUID)).toBeNull();
    expect(await updateResource(NOT_A_UUID, { title: "x" }, userId)).toBeNull();
    expect(await setResourceStatus(NOT_A_UUID, "published", userId)).toBeNull();
    expect(await deleteResource(NOT_A_UUID)).toBe(false);
    expect(await deleteResource(UNKNOWN_ID)).toBe(false);
  });

  it("deletes a resource", async () => {
    const row = await insertResource({
      kind: "article",
      title: "To delete",
      summary: "Gone soon.",
      body: "Text.",
      topic: "programme",
      journeySteps: [],
      createdBy: null,
    });
    expect(await deleteResource(row.id)).toBe(true);
    expect(await findResource(row.id)).toBeNull();
  });
});
