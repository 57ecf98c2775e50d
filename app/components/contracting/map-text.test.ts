// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { textContent } from "./map-text";

describe("map tooltip text", () => {
  it.each([
    "Nkosi Family Farm: 12.50 ha",
    '<img src=x onerror="alert(1)">',
    "<b>Bold</b> & <i>italic</i> Farm",
    "Farm </span><script>alert(1)</script>",
  ])("shows %s as text, with no markup", (name) => {
    const element = textContent(name);
    expect(element.textContent).toBe(name);
    expect(element.children).toHaveLength(0);
    expect(element.querySelector("img, script, b, i")).toBeNull();
  });
});
