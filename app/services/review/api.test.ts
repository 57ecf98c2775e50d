// The farmer's submission JSON and its body readers (issue 16; decision 0085).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { profileHref, readSeasonBody, readTaskBody, taskViews } from "./api";

describe("profileHref", () => {
  it.each([
    ["/profile", "/journey/evidence", "", "/profile/journey/evidence"],
    [
      "/admin/userView",
      "/journey/evidence#evidence-1",
      "?userId=u",
      "/admin/userView/journey/evidence?userId=u#evidence-1",
    ],
    ["/profile", "/journey/practice_data", "", "/profile/journey/practice_data"],
  ])("puts %s + %s with %s as %s", (base, path, search, expected) => {
    expect(profileHref(base, path, search)).toBe(expected);
  });

  it("keeps the search before the fragment, whatever the path", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\/[a-z/_]*$/), fc.stringMatching(/^[a-z0-9-]*$/), (p, h) => {
        const href = profileHref("/admin/userView", `${p}#${h}`, "?userId=x");
        expect(href).toBe(`/admin/userView${p}?userId=x#${h}`);
      }),
    );
  });
});

describe("readSeasonBody", () => {
  it("reads a whole season", () => {
    expect(readSeasonBody({ season: 26 })).toBe(26);
  });
  it.each([[{}], [{ season: "26" }], [{ season: 26.5 }], [{ season: 26, more: true }]])(
    "refuses %j with a sentence",
    (body) => {
      expect(readSeasonBody(body)).toMatch(/^Send /);
    },
  );
});

describe("readTaskBody", () => {
  it("accepts only { status: COMPLETE }", () => {
    expect(readTaskBody({ status: "COMPLETE" })).toBeNull();
    expect(readTaskBody({ status: "IN_PROGRESS" })).toMatch(/^Send /);
    expect(readTaskBody({ status: "COMPLETE", title: "x" })).toMatch(/^Send /);
  });
});

describe("taskViews", () => {
  it("keeps open requests only, their links under the page's basePath", () => {
    const base = {
      type: "ADMIN_REQUESTED" as const,
      description: null,
      submissionItemId: null,
      createdAt: new Date("2026-11-01T10:00:00Z"),
      completedAt: null,
    };
    const views = taskViews(
      [
        { ...base, id: "a", status: "IN_PROGRESS", title: "Open", href: "/journey/evidence" },
        { ...base, id: "b", status: "COMPLETE", title: "Done", href: null },
      ],
      "/admin/userView",
      "?userId=u",
    );
    expect(views).toEqual([
      {
        taskId: "a",
        type: "ADMIN_REQUESTED",
        title: "Open",
        description: null,
        href: "/admin/userView/journey/evidence?userId=u",
        createdAt: "2026-11-01T10:00:00.000Z",
      },
    ]);
  });
});
