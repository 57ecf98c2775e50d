import { describe, expect, it, vi } from "vitest";
import { createValidator } from "remix-validated-form";
import { lazyValidator } from "./lazy-validator";

const real = createValidator<{ a: string }>({
  validate: async (data) =>
    typeof data.a === "string" && data.a !== ""
      ? { data: { a: data.a }, error: undefined }
      : { data: undefined, error: { a: "Required" } },
  validateField: async () => ({}),
});

describe("a validator whose schema is loaded on first use", () => {
  it("loads nothing until it is used, then once, and answers as the real one", async () => {
    const load = vi.fn(async () => real);
    const lazy = lazyValidator(load);
    expect(load).not.toHaveBeenCalled();
    expect(await lazy.validate({ a: "x" })).toEqual(await real.validate({ a: "x" }));
    expect(await lazy.validate({})).toEqual(await real.validate({}));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks again after a load that failed (a chunk lost on a bad link)", async () => {
    const load = vi
      .fn<() => Promise<typeof real>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValue(real);
    const lazy = lazyValidator(load);
    await expect(lazy.validate({ a: "x" })).rejects.toThrow("chunk failed");
    expect((await lazy.validate({ a: "x" })).data).toEqual({ a: "x" });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
