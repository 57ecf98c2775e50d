// @vitest-environment happy-dom
// The farmer's review items and the programme's requests (issue 16; decision 0085).
import { createRemixStub } from "@remix-run/testing";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { SubmissionItemList, type SubmissionItemView } from "./submission-items";
import { TaskList } from "./task-list";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

async function render(node: ReactNode) {
  const Stub = createRemixStub([{ path: "/", Component: () => <>{node}</> }]);
  const el = document.createElement("div");
  root = createRoot(el);
  await act(async () => root!.render(<Stub />));
  return el;
}

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
        resubmitAction={(i) => `?item=${i.itemId}`}
        fixHref={() => "/profile/journey/evidence"}
      />,
    );
    const text = el.textContent ?? "";
    expect(text).toContain("Accepted");
    expect(text).toContain("Needs changes");
    expect(text).toContain("What to change: No date.");
    expect(text).toContain("Rejected");
    expect(text).toContain("The reviewer's reason: Another farm.");
    expect(text).toContain("Waiting for review");
    const buttons = [...el.querySelectorAll("button")].map((b) => b.textContent);
    expect(buttons).toEqual(["Send for review again"]);
    expect(el.querySelector("form")?.getAttribute("method")).toBe("post");
  });

  it("has no buttons for a reader", async () => {
    const el = await render(
      <SubmissionItemList
        caption="Items"
        items={[item({ status: "CHANGES_REQUESTED", reason: "x", canResubmit: true })]}
        resubmitAction={() => null}
      />,
    );
    expect(el.querySelectorAll("button")).toHaveLength(0);
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
    expect(el.querySelector("h2")?.textContent).toBe("Requests from the programme");
    expect(el.textContent).toContain("Requested by the programme");
    expect(el.textContent).toContain("Farm and evidence");
    expect([...el.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Mark as done"]);
    expect(el.querySelector("a")?.getAttribute("href")).toBe("/profile/journey/evidence");
  });
});
