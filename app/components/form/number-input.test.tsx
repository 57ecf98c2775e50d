// @vitest-environment happy-dom
// The number input as the server sends it: the value shown is the value stored, and a refused
// text comes back exactly as typed (decision 0065: '1,5' was shown back as '15').
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { fieldsValidator } from "~/services/kit/forms/validator";
import { FormBuilder } from "./form-builder";

const FIELDS = [
  { type: "number", name: "hectares", label: "Hectares", thousandsSeparator: true },
  { type: "number", name: "radius", label: "Radius" },
] as const satisfies readonly FieldSpec[];
const validator = fieldsValidator(FIELDS);

function valuesShown(defaultValues: Record<string, unknown>) {
  const Page = () => (
    <FormBuilder id="numbers" fields={FIELDS} validator={validator} defaultValues={defaultValues} />
  );
  const Stub = createRemixStub([{ path: "/", Component: Page }]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const html = renderToString(<Stub />);
  quiet.mockRestore();
  const page = new DOMParser().parseFromString(html, "text/html");
  const input = (name: string) => page.querySelector<HTMLInputElement>(`input[name='${name}']`)!;
  return {
    hectares: input("hectares").getAttribute("value"),
    radius: input("radius").getAttribute("value"),
    inputMode: input("hectares").getAttribute("inputmode"),
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
