import { describe, expect, it } from "vitest";
import { describeError, errorTitle } from "./error-page";

// What a thrown Response becomes in a boundary (the shape isRouteErrorResponse checks).
class ErrorResponse {
  constructor(
    public status: number,
    public statusText: string,
    public data: unknown,
    public internal = false,
  ) {}
}

const NO_PERMISSION = "You do not have permission to view this page.";

describe("describeError", () => {
  it("shows a 404 with the thrown sentence, or a default one", () => {
    expect(
      describeError(new ErrorResponse(404, "Not Found", "Application not found."), false),
    ).toEqual({
      kind: "not-found",
      status: 404,
      message: "Application not found.",
    });
    const plain = describeError(new ErrorResponse(404, "Not Found", null), false);
    expect(plain.kind === "not-found" && plain.message).toMatch(/could not find the page/);
  });

  it("hides the router's own text for an unmatched URL", () => {
    const unmatched = new ErrorResponse(
      404,
      "Not Found",
      'Error: No route matches URL "/nope"',
      true,
    );
    const description = describeError(unmatched, true);
    expect(description.kind === "not-found" && description.message).not.toMatch(/No route/);
  });

  it("shows a 403 with the guard's text (spec §2 'You do not have permission to view this page.')", () => {
    expect(describeError(new ErrorResponse(403, "Forbidden", NO_PERMISSION), false)).toEqual({
      kind: "forbidden",
      status: 403,
      message: NO_PERMISSION,
    });
  });

  it("shows other 4xx sentences, but not HTML", () => {
    expect(
      describeError(new ErrorResponse(400, "Bad Request", "That user id is not valid."), false),
    ).toMatchObject({
      kind: "bad-request",
      message: "That user id is not valid.",
    });
    const html = describeError(new ErrorResponse(400, "Bad Request", "<html>…</html>"), false);
    expect(html.kind === "bad-request" && html.message).not.toMatch(/html/);
  });

  it("never shows an error's message or stack in production", () => {
    const error = new Error("secret database detail");
    expect(describeError(error, false)).toEqual({ kind: "oops", status: 500 });
    expect(describeError(new ErrorResponse(500, "Internal", "detail"), false)).toEqual({
      kind: "oops",
      status: 500,
    });
  });

  it("shows the details in development", () => {
    const description = describeError(new Error("boom"), true);
    expect(description.kind === "oops" && description.details).toMatch(/boom/);
  });

  it("titles each page", () => {
    expect(errorTitle({ kind: "not-found", status: 404, message: "" })).toBe("Page not found");
    expect(errorTitle({ kind: "oops", status: 500 })).toBe("Something went wrong");
  });
});
