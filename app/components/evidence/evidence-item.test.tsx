// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TranslationsProvider } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { renderWithRouter } from "../../../tests/support/render-with-router";
import { EvidenceItemCard, type EvidenceItemCardProps } from "./evidence-item";

afterEach(cleanup);

const photo = (id: string, name: string, capture: boolean) => ({
  fileId: id,
  name,
  size: 2048,
  photo: true,
  capturedAt: capture ? "2026-03-14T07:30:00.000Z" : null,
  latitude: capture ? -28.258333 : null,
  longitude: capture ? 28.3 : null,
  deletedAt: null,
});

const draft: EvidenceItemCardProps["item"] = {
  id: "item-1",
  practice: "compost",
  categories: ["invoices", "photos"],
  title: "Compost delivery",
  description: "The heap",
  status: "draft",
  submittedAt: null,
  permissions: {
    edit: true,
    delete: true,
    markSubmitted: true,
    backToDraft: false,
    replaceFiles: false,
  },
  files: [photo("f1", "heap.jpg", true), photo("f2", "blank.jpg", false)],
  removedFiles: [
    { ...photo("f3", "old.pdf", false), photo: false, deletedAt: "2026-03-15T08:00:00.000Z" },
  ],
  review: null,
};

async function render(props: Partial<EvidenceItemCardProps>) {
  const { container } = await renderWithRouter(
    <TranslationsProvider translations={translationsFor("en", ["evidence", "complete"])}>
      <EvidenceItemCard item={draft} canEdit isAdmin={false} editHref="?edit=item-1" {...props} />
    </TranslationsProvider>,
  );
  return container;
}

describe("EvidenceItemCard", () => {
  it("shows the farmer the files' names (no download), a photo's date and place or that it has none", async () => {
    const el = await render({});
    expect(el.querySelectorAll("a[download]")).toHaveLength(0);
    expect(screen.queryByRole("link", { name: /heap\.jpg/ })).toBeNull();
    expect(el.textContent).toContain("heap.jpg");
    expect(el.textContent).toContain("-28.25833, 28.30000");
    expect(el.textContent).toContain("No date or place in this photo");
    expect(el.textContent).toContain(
      "Invoices and receipts, Photos (with date and place) · Compost",
    );
    expect(el.querySelector(".ev-file--removed")?.textContent).toContain("old.pdf");
    const buttons = screen.getAllByRole("button").map((b) => b.textContent);
    expect(buttons).toEqual(["Mark as submitted: Compost delivery", "Delete Compost delivery"]);
    const submitted = screen.getByRole("button", { name: /^Mark as submitted/ });
    const form = submitted.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    // The form and the item are named in the body; the form posts to the page's own address.
    const body = new FormData(form);
    expect(body.get("intent")).toBe("submitted");
    expect(body.get("evidenceId")).toBe("item-1");
    expect(body.get("submitted")).toBe("true");
    const deleted = new FormData(screen.getByRole("button", { name: /^Delete/ }).closest("form")!);
    expect([deleted.get("intent"), deleted.get("evidenceId")]).toEqual(["delete", "item-1"]);
  });

  it("gives admins download links (spec §6)", async () => {
    const el = await render({ isAdmin: true, canEdit: false });
    expect([...el.querySelectorAll("a[download]")].map((a) => a.getAttribute("href"))).toEqual([
      "/files/f1",
      "/files/f2",
    ]);
    expect(screen.getByRole("link", { name: /heap\.jpg/ }).getAttribute("href")).toBe("/files/f1");
    expect(el.querySelectorAll("form")).toHaveLength(0);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("offers only 'Back to draft' on a submitted item", async () => {
    const el = await render({
      item: {
        ...draft,
        status: "submitted",
        submittedAt: "2026-03-16T08:00:00.000Z",
        permissions: {
          edit: false,
          delete: false,
          markSubmitted: false,
          backToDraft: true,
          replaceFiles: false,
        },
      },
    });
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Back to draft: Compost delivery",
    ]);
    expect(el.textContent).toContain("Submitted");
    expect(el.querySelector("a.button")).toBeNull();
  });

  it("says an item asked to change needs changes, with the reviewer's words, and offers to replace each file in place", async () => {
    const el = await render({
      item: {
        ...draft,
        status: "submitted",
        submittedAt: "2026-03-16T08:00:00.000Z",
        permissions: {
          edit: false,
          delete: false,
          markSubmitted: false,
          backToDraft: true,
          replaceFiles: true,
        },
        review: {
          status: "CHANGES_REQUESTED",
          label: "Needs changes",
          reason: "The photo has no date or place.",
        },
      },
      replaceErrors: { f2: "Invalid file type: application/x-msdownload" },
    });
    expect(el.querySelector(".ev-item__head")?.textContent).toContain("Needs changes");
    expect(el.querySelector(".ev-item__head")?.textContent).not.toContain("Submitted");
    expect(el.textContent).toContain("The reviewer asked: The photo has no date or place.");
    const input = screen.getByLabelText("Replace the photo blank.jpg of Compost delivery");
    expect(input.getAttribute("type")).toBe("file");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    // Refused, the field takes the focus, so the error is in the first screen.
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole("alert").textContent).toBe(
      "Invalid file type: application/x-msdownload",
    );
    const form = input.closest("form")!;
    expect(form.getAttribute("enctype")).toBe("multipart/form-data");
    const body = new FormData(form);
    expect([body.get("intent"), body.get("evidenceId"), body.get("fileId")]).toEqual([
      "replaceFile",
      "item-1",
      "f2",
    ]);
    // Earlier files are history, under their own heading, not beside the current ones.
    expect(el.querySelector(".ev-history summary")?.textContent).toBe("Earlier files (1)");
  });
});
