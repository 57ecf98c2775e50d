import { describe, expect, it } from "vitest";
import { NO_HYDRATION, shouldHydrate } from "./hydration";

describe("shouldHydrate", () => {
  it.each([
    ["a page no route says anything about hydrates", [undefined, {}, { title: "x" }], true],
    [
      "a page whose route says hydrate: false is served as plain HTML",
      [undefined, NO_HYDRATION],
      false,
    ],
    ["a layout's hydrate: false covers its pages", [undefined, NO_HYDRATION, {}], false],
    ["a page's own choice beats its layout's", [undefined, NO_HYDRATION, { hydrate: true }], true],
    ["a handle that is not a boolean is ignored", [{ hydrate: "no" }], true],
    ["no matches at all hydrates", [], true],
  ])("%s", (_name, handles, expected) => {
    expect(shouldHydrate(handles)).toBe(expected);
  });
});
