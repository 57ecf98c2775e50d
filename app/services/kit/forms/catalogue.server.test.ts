import { describe, expect, it } from "vitest";
import { isCatalogueEnabled, requireCatalogueEnabled } from "./catalogue.server";

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

describe("the kit catalogue is a developer page", () => {
  it.each<[Record<string, string>, boolean]>([
    [{ NODE_ENV: "development" }, true],
    [{ NODE_ENV: "test" }, true],
    [{}, true],
    [{ NODE_ENV: "production" }, false],
    [{ NODE_ENV: "production", KIT_CATALOGUE: "false" }, false],
    [{ NODE_ENV: "production", KIT_CATALOGUE: "1" }, false],
    [{ NODE_ENV: "production", KIT_CATALOGUE: "true" }, true],
  ])("%j → shown %s", (values, shown) => {
    expect(isCatalogueEnabled(env(values))).toBe(shown);
  });

  it("in production without KIT_CATALOGUE it is a 404", () => {
    let thrown: unknown;
    try {
      requireCatalogueEnabled(env({ NODE_ENV: "production" }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("otherwise it lets the request through", () => {
    expect(() => requireCatalogueEnabled(env({ NODE_ENV: "development" }))).not.toThrow();
  });
});
