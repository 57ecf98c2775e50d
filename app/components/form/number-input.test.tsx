// @vitest-environment happy-dom
// The number input as the server sends it: the value shown is the value stored, and a refused
// text comes back exactly as typed (decision 0065: '1,5' was shown back as '15').
// It stays the server's HTML (renderToString), parsed into the DOM and read by label.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { fieldsValidator } from "~/services/kit/forms/validator";
import {
  cleanupServerPages,
  serverPageWithRouter,
} from "../../../tests/support/render-with-router";
import { FormBuilder } from "./form-builder";

const FIELDS = [
  { type: "number", name: "hectares", label: "Hectares", thousandsSeparator: true },
  { type: "number", name: "radius", label: "Radius" },
] as const satisfies readonly FieldSpec[];
const validator = fieldsValidator(FIELDS);

afterEach(cleanupServerPages);

function valuesShown(defaultValues: Record<string, unknown>) {
  serverPageWithRouter(
    <FormBuilder
      id="numbers"
      fields={FIELDS}
      validator={validator}
      defaultValues={defaultValues}
    />,
  );
  const input = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name });
  return {
    hectares: input("Hectares").getAttribute("value"),
    radius: input("Radius").getAttribute("value"),
    inputMode: input("Hectares").getAttribute("inputmode"),
  };
}

describe("the number input shows what is stored, and what was typed when refused", () => {
  it("a stored number: a point, every decimal, thousands grouped with spaces where asked", () => {
    expect(valuesShown({ hectares: 1250.5, radius: 1500.25 })).toMatchObject({
      hectares: "1 250.5",
      radius: "1500.25",
      inputMode: "decimal",
    });
  });

  it("a posted text sent back after a refusal: as typed, never stripped of its comma", () => {
    expect(valuesShown({ hectares: "1,500", radius: "1,5" })).toMatchObject({
      hectares: "1,500",
      radius: "1,5",
    });
  });
});
