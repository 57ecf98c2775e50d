// @vitest-environment happy-dom
// 'Submit the season' on the evidence page (issue 16; decision 0085).
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SeasonSubmissionJson } from "~/services/review/api";
import { TranslationsProvider } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { renderWithRouter as renderInRouter } from "../../../tests/support/render-with-router";

/** The page's English texts (the submission's review is in namespace complete, issue 33). */
const english = translationsFor("en", ["complete", "evidence"]);
const renderWithRouter = (ui: React.ReactNode, options?: Parameters<typeof renderInRouter>[1]) =>
  renderInRouter(<TranslationsProvider translations={english}>{ui}</TranslationsProvider>, options);
import { SeasonSubmit, type SeasonSubmitProps } from "./season-submit";

afterEach(cleanup);

const open: SeasonSubmissionJson = {
  season: 26,
  submission: null,
  canSubmit: true,
  blockers: [],
  includes: {
    planSubmitted: true,
    practiceDataSubmitted: true,
    evidence: [{ id: "e1", title: "Invoice" }],
    drafts: [{ id: "e2", title: "Photos of the heap" }],
  },
  addableEvidence: [],
  withdrawn: [],
};

const render = (props: Partial<SeasonSubmitProps>) =>
  renderWithRouter(
    <SeasonSubmit
      state={open}
      seasonLabel="2026/2027"
      canEdit
      feedbackHref="/profile/journey/complete"
      {...props}
    />,
  );

describe("SeasonSubmit", () => {
  it("says what is included, names the drafts left out, and posts 'Submit the season'", async () => {
    const { container } = await render({});
    expect(container.textContent).toContain("1 submitted evidence item");
    expect(container.textContent).toContain(
      "Drafts are left out of the submission: 'Photos of the heap'",
    );
    const button = screen.getByRole("button", { name: "Submit the season" });
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    // The form names itself in its body and posts to the page's address (its ?season=).
    expect(new FormData(form).get("intent")).toBe("submitSeason");
  });

  it("lists the reasons a submission was refused for, from the one action result", async () => {
    const refused = {
      formId: "submitSeason",
      fieldErrors: { _form: "The season could not be submitted:" },
      repopulateFields: {},
      problems: ["Add at least one submitted evidence item.", "Submit the plan first."],
    };
    await renderWithRouter(
      <SeasonSubmit state={open} seasonLabel="2026/2027" canEdit feedbackHref="/f" />,
      { url: "/profile/journey/evidence?season=26", action: () => refused },
    );
    expect(screen.queryByRole("alert")).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Submit the season" }));
    });
    const alert = await screen.findByRole("alert");
    expect(alert.querySelector("p")?.textContent).toBe("The season could not be submitted:");
    expect([...alert.querySelectorAll("li")].map((li) => li.textContent)).toEqual(refused.problems);
  });

  it("lists the blockers instead of the button", async () => {
    await render({
      state: { ...open, canSubmit: false, blockers: ["Submit the practice data first."] },
    });
    expect(screen.getByLabelText("What stops the submission").textContent).toBe(
      "Submit the practice data first.",
    );
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("has no button for a reader", async () => {
    await render({ canEdit: false });
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });
});
