// @vitest-environment happy-dom
// The farmer's review items and the programme's requests (issue 16; decision 0085).
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../tests/support/render-with-router";
import { SubmissionItemList, type SubmissionItemView } from "./submission-items";
import { TaskList } from "./task-list";

afterEach(cleanup);

const render = async (node: React.ReactNode) => (await renderWithRouter(node)).container;

const item = (over: Partial<SubmissionItemView>): SubmissionItemView => ({
  itemId: "i1",
  kind: "EVIDENCE",
  label: "Invoice",
  evidenceId: "e1",
  status: "PENDING",
  reason: null,
  resubmittedAt: null,
  canResubmit: false,
  resubmitProblem: null,
  ...over,
});

describe("SubmissionItemList", () => {
  it("shows each status's label, the reason of a change asked, and 'Send for review again'", async () => {
    const el = await render(
      <SubmissionItemList
        caption="Items"
        items={[
          item({ itemId: "a", label: "Implementation plan", status: "ACCEPTED" }),
          item({
            itemId: "b",
            label: "Invoice",
            status: "CHANGES_REQUESTED",
            reason: "No date.",
            canResubmit: true,
          }),
          item({ itemId: "c", label: "Photos", status: "REJECTED", reason: "Another farm." }),
          item({ itemId: "d", label: "Practice data" }),
        ]}
        resubmitFrom="s1"
        fixHref={() => "/profile/journey/evidence"}
      />,
    );
    const text = el.textContent ?? "";
    expect(screen.getByText("Accepted")).toBeDefined();
    expect(screen.getByText("Needs changes")).toBeDefined();
    expect(text).toContain("What to change: No date.");
    expect(screen.getByText("Rejected")).toBeDefined();
    expect(text).toContain("The reviewer's reason: Another farm.");
    expect(screen.getByText("Waiting for review")).toBeDefined();
    const buttons = screen.getAllByRole("button").map((b) => b.textContent);
    expect(buttons).toEqual(["Send for review again"]);
    const send = screen.getByRole("button", { name: "Send for review again" });
    expect(send.closest("form")?.getAttribute("method")).toBe("post");
    // The form, the submission and the item are named in the body (decision 0128).
    const body = new FormData(send.closest("form")!);
    expect([body.get("intent"), body.get("submissionId"), body.get("itemId")]).toEqual([
      "resubmit",
      "s1",
      "b",
    ]);
  });

  it("has no buttons for a reader", async () => {
    await render(
      <SubmissionItemList
        caption="Items"
        items={[item({ status: "CHANGES_REQUESTED", reason: "x", canResubmit: true })]}
        resubmitFrom={null}
      />,
    );
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });
});

describe("TaskList", () => {
  const task = {
    taskId: "t1",
    type: "ADMIN_REQUESTED" as const,
    title: "Send the lab report",
    description: "Of March.",
    href: "/profile/journey/evidence",
    createdAt: "2026-11-01T10:00:00.000Z",
  };

  it("shows nothing when there are no requests", async () => {
    const el = await render(<TaskList tasks={[]} canComplete />);
    expect(el.textContent).toBe("");
  });

  it("lists a request with its type, link and 'Mark as done' for a programme's request", async () => {
    const el = await render(
      <TaskList
        tasks={[task, { ...task, taskId: "t2", type: "FARM", title: "Fix the invoice" }]}
        canComplete
      />,
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(
      "Requests from the programme",
    );
    expect(el.textContent).toContain("Requested by the programme");
    expect(el.textContent).toContain("Farm and evidence");
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Mark as done"]);
    expect(screen.getAllByRole("link")[0]?.getAttribute("href")).toBe("/profile/journey/evidence");
  });
});
