// @vitest-environment happy-dom
// The farmer's review items, 'Send the season for review again' and the programme's requests
// (issue 16; decisions 0085, 0141).
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TranslationsProvider } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { renderWithRouter as renderInRouter } from "../../../tests/support/render-with-router";

/** The page's English texts (the submission's review is in namespace complete, issue 33). */
const english = translationsFor("en", ["complete", "evidence"]);
const renderWithRouter = (ui: React.ReactNode, options?: Parameters<typeof renderInRouter>[1]) =>
  renderInRouter(<TranslationsProvider translations={english}>{ui}</TranslationsProvider>, options);
import { SeasonResend, SubmissionItemList, type SubmissionItemView } from "./submission-items";
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
  it("shows each status's label, the reason of a change asked, and whether it has changed", async () => {
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
          item({
            itemId: "e",
            label: "Photo",
            status: "CHANGES_REQUESTED",
            reason: "Blurry.",
            resubmitProblem: "Change the evidence before sending it for review again.",
          }),
          item({ itemId: "c", label: "Photos", status: "REJECTED", reason: "Another farm." }),
          item({ itemId: "d", label: "Practice data" }),
        ]}
        canEdit
        fixHref={() => "/profile/journey/evidence"}
      />,
    );
    const text = el.textContent ?? "";
    expect(screen.getByText("Accepted")).toBeDefined();
    expect(screen.getAllByText("Needs changes")).toHaveLength(2);
    expect(text).toContain("What to change: No date.");
    expect(text).toContain("Changed: it goes back with the season.");
    expect(text).toContain("Change the evidence before sending it for review again.");
    expect(screen.getByText("Rejected")).toBeDefined();
    expect(text).toContain("The reviewer's reason: Another farm.");
    expect(screen.getByText("Waiting for review")).toBeDefined();
    // No item is sent on its own: the season goes back as a whole (decision 0141).
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Fix Invoice" })).toBeDefined();
  });

  it("says nothing of changes to a reader", async () => {
    const el = await render(
      <SubmissionItemList
        caption="Items"
        items={[item({ status: "CHANGES_REQUESTED", reason: "x", canResubmit: true })]}
        canEdit={false}
      />,
    );
    expect(el.textContent).not.toContain("Changed:");
  });
});

describe("SeasonResend", () => {
  const asked = (over: Partial<SubmissionItemView>) =>
    item({ status: "CHANGES_REQUESTED", reason: "Fix it.", ...over });

  it("lists what is left to change, with links, and offers no button until all has changed", async () => {
    const el = await render(
      <SeasonResend
        submissionId="s1"
        status="CHANGES_REQUESTED"
        items={[
          asked({ itemId: "a", label: "Invoice", canResubmit: true }),
          asked({ itemId: "b", label: "Photo", resubmitProblem: "Change the evidence first." }),
        ]}
        fixHref={(i) => `#evidence-${i.itemId}`}
      />,
    );
    expect(el.textContent).toContain("1 of 2 changed. Still to change:");
    expect(screen.getByRole("link", { name: "Fix Photo" }).getAttribute("href")).toBe(
      "/#evidence-b",
    );
    expect(screen.queryByRole("link", { name: "Fix Invoice" })).toBeNull();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("sends the whole season in one real post once every item has changed", async () => {
    await render(
      <SeasonResend
        submissionId="s1"
        status="CHANGES_REQUESTED"
        items={[asked({ canResubmit: true }), item({ status: "ACCEPTED" })]}
      />,
    );
    const send = screen.getByRole("button", { name: "Send the season for review again" });
    expect(send.closest("form")?.getAttribute("method")).toBe("post");
    // The form and the submission are named in the body (decision 0128).
    const body = new FormData(send.closest("form")!);
    expect([body.get("intent"), body.get("submissionId")]).toEqual(["resendSeason", "s1"]);
  });

  it("is not there while the season waits for review or is decided", async () => {
    for (const status of ["SUBMITTED", "ACCEPTED", "REJECTED"] as const) {
      const el = await render(
        <SeasonResend submissionId="s1" status={status} items={[asked({ canResubmit: true })]} />,
      );
      expect(el.textContent).toBe("");
      cleanup();
    }
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
