import { describe, expect, it } from "vitest";
import { parseInline, parsePlainText } from "./plain-text";

describe("parsePlainText (FAQ answers are plain text, issue 7)", () => {
  it("a blank line starts a new paragraph; single line breaks stay in the paragraph", () => {
    expect(parsePlainText("One\ntwo.\n\nThree.")).toEqual([
      { kind: "paragraph", content: [{ text: "One two." }] },
      { kind: "paragraph", content: [{ text: "Three." }] },
    ]);
  });

  it("lines starting with '- ' make a list, with the text before it as its own paragraph", () => {
    expect(parsePlainText("For example:\n- cover crops\n- no-till\nThat is all.")).toEqual([
      { kind: "paragraph", content: [{ text: "For example:" }] },
      { kind: "list", items: [[{ text: "cover crops" }], [{ text: "no-till" }]] },
      { kind: "paragraph", content: [{ text: "That is all." }] },
    ]);
  });

  it("markup in the text stays text (React escapes it)", () => {
    expect(parsePlainText("<script>alert(1)</script>")).toEqual([
      { kind: "paragraph", content: [{ text: "<script>alert(1)</script>" }] },
    ]);
  });
});

describe("parseInline", () => {
  it.each([
    [
      "a site path at the end of a sentence becomes a link without the full stop",
      "See /earnings-potential.",
      [
        { text: "See " },
        { text: "/earnings-potential", href: "/earnings-potential" },
        { text: "." },
      ],
    ],
    [
      "a path at the start of the text is a link",
      "/jobs lists them",
      [{ text: "/jobs", href: "/jobs" }, { text: " lists them" }],
    ],
    [
      "an e-mail address becomes a mailto link",
      "Write to privacy@veld.example (a placeholder).",
      [
        { text: "Write to " },
        { text: "privacy@veld.example", href: "mailto:privacy@veld.example" },
        { text: " (a placeholder)." },
      ],
    ],
    [
      "a slash inside a word ('and/or', 'CO2/ha') is not a link",
      "grazing and/or cropping",
      [{ text: "grazing and/or cropping" }],
    ],
    [
      "a path in brackets is a link",
      "(see /faqs)",
      [{ text: "(see " }, { text: "/faqs", href: "/faqs" }, { text: ")" }],
    ],
  ])("%s", (_name, text, expected) => {
    expect(parseInline(text)).toEqual(expected);
  });
});
