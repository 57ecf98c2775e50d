// Rules between fields run inside the form's one schema (issue 11: 'every rule of a form inside
// its schema'), so the server's validateForm and the browser's remix-validated-form both see them.
import { describe, expect, expectTypeOf, it } from "vitest";
import type { FieldSpec } from "./field-spec";
import { formRule } from "./form-rules";
import { formSchema } from "./form-schema";
import { fieldsValidator } from "./validator";

const FIELDS = [
  { type: "number", name: "total", label: "Total hectares" },
  { type: "number", name: "cropland", label: "Cropland hectares", optional: true },
  { type: "text", name: "from", label: "From", optional: true },
  { type: "text", name: "to", label: "To", optional: true },
] as const satisfies readonly FieldSpec[];

const NOT_MORE_THAN_TOTAL = "Cropland can't be more than the whole farm.";
const BOTH_OR_NEITHER = "Fill in both, or neither.";

const calls: string[] = [];
const RULES = [
  formRule(FIELDS, ["total", "cropland"], ({ total, cropland }) => {
    calls.push("cropland");
    return { cropland: cropland !== null && cropland > total ? NOT_MORE_THAN_TOTAL : null };
  }),
  formRule(FIELDS, ["from", "to"], ({ from, to }) => {
    calls.push("pair");
    if ((from === null) === (to === null)) return null;
    return from === null ? { from: BOTH_OR_NEITHER } : { to: BOTH_OR_NEITHER };
  }),
];
const schema = formSchema(FIELDS, RULES);

async function errorsOf(data: Record<string, unknown>) {
  calls.length = 0;
  const result = await schema.safeParseAsync(data);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("a form's rules", () => {
  it("give their message beside the field at fault, keyed by its name", async () => {
    expect(await errorsOf({ total: "100", cropland: "120" })).toEqual({
      cropland: NOT_MORE_THAN_TOTAL,
    });
    expect(await errorsOf({ total: "100", from: "2020" })).toEqual({ to: BOTH_OR_NEITHER });
  });

  it("let a valid form through with its values", async () => {
    expect(await schema.parseAsync({ total: "100", cropland: "60", from: "a", to: "b" })).toEqual({
      total: 100,
      cropland: 60,
      from: "a",
      to: "b",
    });
  });

  it("run only once the fields they read passed their own checks", async () => {
    // total is required: with it missing, the rule reading it is not asked, the other one is.
    expect(await errorsOf({ cropland: "120", from: "2020" })).toEqual({
      total: "Required",
      to: BOTH_OR_NEITHER,
    });
    expect(calls).toEqual(["pair"]);
  });

  it("leave a field's own error in place", async () => {
    const ownFirst = formSchema(FIELDS, [
      formRule(FIELDS, ["total"], () => ({ cropland: "Never shown" })),
    ]);
    const result = await ownFirst.safeParseAsync({ total: "1", cropland: "12ha" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Enter a number, like 1250 or 12.5.",
    ]);
  });

  it("count a field one rule refused as failed for the rules after it", async () => {
    const chained = formSchema(FIELDS, [
      formRule(FIELDS, ["from"], () => ({ from: "First" })),
      formRule(FIELDS, ["from", "to"], () => ({ to: "Second" })),
    ]);
    const result = await chained.safeParseAsync({ total: "1", from: "a", to: "b" });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["from"], "First"],
    ]);
  });

  it("must read fields of the form (the types say so too; this is for lists built at run time)", () => {
    const stray = { reads: ["nothing"], check: () => null } as unknown as (typeof RULES)[number];
    expect(() => formSchema(FIELDS, [stray])).toThrow(/reads nothing/);
  });

  it("see the values the schema gives: required ones not null", () => {
    formRule(FIELDS, ["total", "cropland"], (values) => {
      expectTypeOf(values).toEqualTypeOf<{ total: number; cropland: number | null }>();
      return null;
    });
  });

  it("reach remix-validated-form: the action's validate and the browser's validateField", async () => {
    const validator = fieldsValidator(FIELDS, RULES);
    const posted = { total: "100", cropland: "120" };
    expect((await validator.validate(posted)).error?.fieldErrors).toEqual({
      cropland: NOT_MORE_THAN_TOTAL,
    });
    expect(await validator.validateField?.(posted, "cropland")).toEqual({
      error: NOT_MORE_THAN_TOTAL,
    });
  });
});
