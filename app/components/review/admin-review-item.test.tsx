// @vitest-environment happy-dom
// The reviewer's view of an evidence item's files (issue 31): a current photo shows a thumbnail
// through the admin-only preview route, and one without a date or place says so, as the farmer's
// page does; a removed file is history, without a thumbnail or a warning.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../tests/support/render-with-router";
import { ReviewItem, type ReviewFileViewProps, type ReviewItemProps } from "./admin-review-item";

afterEach(cleanup);

const file = (fileId: string, name: string, extra: Partial<ReviewFileViewProps> = {}) => ({
  fileId,
  name,
  size: 4096,
  photo: true,
  capturedAt: null,
  position: null,
  href: `/files/${fileId}`,
  deletedAt: null,
  ...extra,
});

const item: ReviewItemProps = {
  id: "item-1",
  kind: "EVIDENCE",
  label: "Cover crop in flower",
  status: "PENDING",
  statusLabel: "Waiting for review",
  reason: null,
  decidedAt: null,
  decidedBy: null,
  resubmittedAt: null,
  viewHref: null,
  evidence: {
    title: "Cover crop in flower",
    description: null,
    status: "submitted",
    categories: ["photos"],
    files: [
      file("p1", "IMG-WA0007.jpg"),
      file("p2", "IMG_0812.jpg", {
        capturedAt: "2026-08-12T05:40:12.000Z",
        position: "-29.21000, 29.99000",
      }),
      file("d1", "invoice.pdf", { photo: false }),
    ],
    removedFiles: [file("p0", "blurry.jpg", { deletedAt: "2026-08-20T08:00:00.000Z" })],
  },
  history: [],
};

describe("the reviewer's evidence files", () => {
  it("shows a current photo's thumbnail and warns when it has no date or place", async () => {
    const { container } = await renderWithRouter(<ReviewItem item={item} />);
    const thumbs = screen.getAllByRole("img");
    expect(thumbs.map((img) => [img.getAttribute("alt"), img.getAttribute("src")])).toEqual([
      ["IMG-WA0007.jpg", "/admin/journey/evidence/file/p1"],
      ["IMG_0812.jpg", "/admin/journey/evidence/file/p2"],
    ]);
    const lines = [...container.querySelectorAll(".rv-file")].map((li) => li.textContent ?? "");
    expect(lines[0]).toContain("No date or place in this photo");
    expect(lines[1]).toContain("photo taken");
    expect(lines[1]).toContain("at -29.21000, 29.99000");
    expect(lines[1]).not.toContain("No date or place");
    expect(lines[2]).not.toContain("No date or place");
    // The removed photo: a line of history, no thumbnail, no warning.
    expect(lines[3]).toContain("removed");
    expect(lines[3]).not.toContain("No date or place");
  });
});
