// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import DateCalendar from "./date-calendar";

afterEach(cleanup);

describe("<DateCalendar>", () => {
  it("starts its weeks on Monday (spec §5 'Weeks start on Monday')", () => {
    render(
      <DateCalendar
        value="2025-03-12"
        bounds={{ minDate: "2025-01-01", maxDate: "2025-12-31" }}
        labelledBy="label"
        onSelect={() => {}}
      />,
    );
    // The weekday row is out of the accessibility tree (react-day-picker hides it: each day says
    // its own date), so it is asked for with hidden: true.
    const weekdays = screen
      .getAllByRole("columnheader", { hidden: true })
      .map((th) => th.getAttribute("aria-label"));
    expect(weekdays).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(screen.getByRole("columnheader", { name: "Monday", hidden: true })).toBe(
      screen.getAllByRole("columnheader", { hidden: true })[0],
    );
  });
});
