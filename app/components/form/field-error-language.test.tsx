// @vitest-environment happy-dom
// A field's error is shown in the page's language (issue 33; decision 0159): the schema's
// English message is matched to its catalogue entry where it is shown, values kept; on an
// English page, or for a message the catalogue lacks, the English stays.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TranslationsProvider } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { REQUIRED, tooFewCharacters } from "~/services/kit/forms/messages";
import { fieldsValidator } from "~/services/kit/forms/validator";
import {
  cleanupServerPages,
  serverPageWithRouter,
} from "../../../tests/support/render-with-router";
import { FormBuilder } from "./form-builder";

const FIELDS = [
  { type: "text", name: "farmName", label: "Farm name" },
  { type: "text", name: "nickname", label: "Nickname", optional: true },
] as const satisfies readonly FieldSpec[];
const validator = fieldsValidator(FIELDS);

afterEach(cleanupServerPages);

function formIn(language: "zu" | "en", errors: Record<string, string>) {
  serverPageWithRouter(
    <TranslationsProvider translations={translationsFor(language, ["errors"])}>
      <FormBuilder id="farm" fields={FIELDS} validator={validator} initialErrors={errors} />
    </TranslationsProvider>,
  );
  const describedText = (name: string) => {
    const input = screen.getByRole("textbox", { name: new RegExp(name) });
    const ids = (input.getAttribute("aria-describedby") ?? "").split(" ");
    return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
  };
  return { describedText };
}

describe("a field's error in the page's language", () => {
  it("isiZulu: the required message and one with a value", () => {
    const { describedText } = formIn("zu", {
      farmName: REQUIRED,
      nickname: tooFewCharacters(3),
    });
    expect(describedText("Farm name")).toContain("Iphutha: Kuyadingeka");
    expect(describedText("Nickname")).toContain("Sebenzisa okungenani izinhlamvu ezingu-3.");
    expect(document.body.textContent).not.toContain(REQUIRED);
    // The optional tag is the kit's too.
    expect(document.body.textContent).toContain("(akuphoqelekile)");
  });

  it("a message the catalogue lacks stays English, never a key", () => {
    const { describedText } = formIn("zu", { farmName: "Something only this form says." });
    expect(describedText("Farm name")).toContain("Something only this form says.");
    expect(document.body.textContent).not.toMatch(/\berrors\w*\.\w/);
  });

  it("English: the schema's message as it is", () => {
    const { describedText } = formIn("en", { farmName: REQUIRED });
    expect(describedText("Farm name")).toContain("Error: Required");
  });
});
