// The organisation pages' query strings (issue 28): the admin list's search.
import { describe, expect, it } from "vitest";
import { parsePostFields, parseQuery } from "~/services/kit/query";
import { companyPost, oneCompanyQuery, organisationSearchQuery } from "./queries";

const read = (text: string) => parseQuery(new URLSearchParams(text), organisationSearchQuery);

describe("the admin organisation list's search", () => {
  it("reads the search, trimmed; blank is everyone", () => {
    expect(read("q=+Karoo+Trust+")).toEqual({ q: "Karoo Trust" });
    expect(read("q=")).toEqual({ q: undefined });
    expect(read("")).toEqual({});
  });

  it.each([
    ["q=%00", "The address's 'q' parameter cannot hold control characters"],
    ["q=a%0Ab", "The address's 'q' parameter cannot hold control characters"],
    [`q=${"x".repeat(101)}`, "The address's 'q' parameter is too long: at most 100 characters."],
  ])("refuses %s", (text, message) => {
    expect(read(text)).toMatch(message);
  });
});

describe("an admin list narrowed to one organisation", () => {
  it("reads the id, blank is every organisation; anything else is refused", () => {
    const id = "00000000-0000-4000-8000-000000000001";
    const one = (text: string) => parseQuery(new URLSearchParams(text), oneCompanyQuery);
    expect(one(`companyId=${id}`)).toEqual({ companyId: id });
    expect(one("companyId=")).toEqual({ companyId: undefined });
    expect(one("companyId=boplaas")).toBe(
      "The address's 'companyId' parameter must be an id (a UUID).",
    );
  });
});

describe("/profile/company's posts", () => {
  const fields = (entries: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(entries)) form.append(name, value);
    return parsePostFields(form, companyPost);
  };

  it("reads the form's intent and the invite a button acts on", () => {
    const id = "00000000-0000-4000-8000-000000000001";
    expect(fields({ intent: "revoke-invite", inviteId: id })).toEqual({
      intent: "revoke-invite",
      inviteId: id,
    });
    expect(fields({ intent: "company-invite", email: "a@b.example" })).toEqual({
      intent: "company-invite",
    });
  });

  it("refuses a form the page does not have, and an invite that is not an id", () => {
    expect(fields({ intent: "delete-everything" })).toMatch("The form's 'intent' field");
    expect(fields({ intent: "accept-invite", inviteId: "boplaas" })).toBe(
      "The form's 'inviteId' field must be an id (a UUID).",
    );
  });
});
