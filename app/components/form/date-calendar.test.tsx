import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import DateCalendar from "./date-calendar";

describe("<DateCalendar>", () => {
  it("starts its weeks on Monday (spec §5 'Weeks start on Monday')", () => {
    const html = renderToStaticMarkup(
      <DateCalendar
        value="2025-03-12"
        bounds={{ minDate: "2025-01-01", maxDate: "2025-12-31" }}
        labelledBy="label"
        onSelect={() => {}}
      />,
    );
    const weekdays = [...html.matchAll(/<th[^>]*aria-label="([A-Za-z]+)"/g)].map((m) => m[1]);
    expect(weekdays).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
  });
});
