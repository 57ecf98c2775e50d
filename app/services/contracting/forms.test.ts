// The contracting forms carry their location rule in their schema (issue 11), so the page's
// action and the browser refuse the same points with the same words.
import { describe, expect, it } from "vitest";
import { circleValidator, farmValidator } from "./forms";
import { LOCATION_MESSAGES } from "./rules";

const FARM = { name: "Môreson", province: "FS", nearestTown: "Parys" };
const CIRCLE = { latitude: "-28.25", longitude: "28.31", radius: "500" };

describe("the farm form", () => {
  it("takes a farm without a location, or with a whole one in South Africa", async () => {
    expect((await farmValidator.validate(FARM)).error).toBeUndefined();
    const placed = await farmValidator.validate({
      ...FARM,
      latitude: "-28,25",
      longitude: "28.31",
    });
    expect(placed.data).toMatchObject({ latitude: "-28,25", longitude: "28.31" });
  });

  it("refuses half a location, or one outside South Africa, beside the field", async () => {
    expect(
      (await farmValidator.validate({ ...FARM, latitude: "-28.25" })).error?.fieldErrors,
    ).toEqual({ longitude: LOCATION_MESSAGES.longitudeMissing });
    expect(
      (await farmValidator.validate({ ...FARM, latitude: "28.25", longitude: "28.31" })).error
        ?.fieldErrors,
    ).toEqual({ latitude: LOCATION_MESSAGES.outside });
  });

  it("says so as the person types, with the farm's other fields still empty", async () => {
    const typed = { latitude: "28.25", longitude: "28.31" };
    expect(await farmValidator.validateField?.(typed, "latitude")).toEqual({
      error: LOCATION_MESSAGES.outside,
    });
  });
});

describe("the circle form", () => {
  it("needs its centre (the fields are required) in South Africa", async () => {
    expect((await circleValidator.validate(CIRCLE)).data).toMatchObject({ radius: 500 });
    expect(
      (await circleValidator.validate({ ...CIRCLE, latitude: "" })).error?.fieldErrors,
    ).toEqual({ latitude: "Required" });
    expect(
      (await circleValidator.validate({ ...CIRCLE, longitude: "-28.25" })).error?.fieldErrors,
    ).toEqual({ latitude: LOCATION_MESSAGES.outside });
  });
});
