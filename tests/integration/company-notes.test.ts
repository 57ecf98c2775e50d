// Company notes (spec §3 'Other records: company notes'; §7 'GET, PUT company notes'; §8 'Notes
// save failure'; decision 0081): /admin/journey/notes and /api/v2/admin/company/{id}/notes.
// Admins read and save; every save is a new version kept as history (newest first) and audited;
// a save based on an older version is refused with the typed text kept; the organisation's own
// members, and anyone without read:admin, are refused.
import { createRemixStub } from "@remix-run/testing";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, companyNotes } from "~/db/schema";
import * as page from "~/routes/admin.journey.notes/route";
import * as notesApi from "~/routes/api.v2.admin.company.$id.notes";
import { toastCookie } from "~/services/kit/toast.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import {
  insertTestOrganisation,
  insertTestProfile,
  insertTestUser,
  NOT_A_UUID,
  UNKNOWN_ID,
} from "../support/model-fixtures";
import { insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const BASE = "http://localhost:3000";
const cookies = {} as Record<"writer" | "reader" | "nobody" | "member", string>;
const tokens = {} as Record<"writer" | "reader" | "member", string>;
let orgId = "";
let otherOrgId = "";
let writerUserId = "";

type PageData = Awaited<ReturnType<typeof page.loader>>;

async function loadPage(search: string, who: keyof typeof cookies = "writer") {
  const response = await callRoute(
    page.loader,
    new Request(`${BASE}/admin/journey/notes${search}`, { headers: { Cookie: cookies[who] } }),
  );
  return response;
}

async function pageData(search: string): Promise<PageData> {
  const answer = (await loadPage(search)) as unknown;
  if (answer instanceof Response) throw new Error(`refused: ${answer.status}`);
  return answer as PageData;
}

function post(
  companyId: string,
  values: Record<string, string>,
  who: keyof typeof cookies = "writer",
) {
  return callRoute(
    page.action,
    new Request(`${BASE}/admin/journey/notes?companyId=${companyId}`, {
      method: "POST",
      headers: { Cookie: cookies[who] },
      body: new URLSearchParams({ intent: "save-notes", ...values }),
    }),
  );
}

async function toastOf(response: Response) {
  const header = response.headers.get("Set-Cookie");
  return (await (await toastCookie()).parse(header)) as { type: string; text: string } | null;
}

/** A refused save: the one action result (decision 0128), for the notes form. */
interface NotesRefusal {
  formId: string;
  fieldErrors: { notes?: string; basedOn?: string; _form?: string };
  repopulateFields: { notes?: string; basedOn?: string };
}

async function refusalOf(response: Response) {
  const refusal = (await response.json()) as NotesRefusal;
  expect(refusal.formId).toBe("save-notes");
  return refusal;
}

async function currentId(companyId = orgId) {
  return (await pageData(`?companyId=${companyId}`)).view!.current?.id ?? "";
}

/** The page as the server renders it (what a browser without JavaScript gets). */
function render(data: unknown, actionData?: unknown) {
  const Stub = createRemixStub([
    {
      id: "page",
      path: "/admin/journey/notes",
      Component: page.default,
      loader: () => data as Record<string, unknown>,
    },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      createElement(Stub, {
        initialEntries: [`/admin/journey/notes?companyId=${orgId}`],
        hydrationData: {
          loaderData: { page: data },
          ...(actionData ? { actionData: { page: actionData } } : {}),
        },
      }),
    );
  } finally {
    quiet.mockRestore();
  }
}

const api = (id: string, token: string, init: { method?: string; body?: unknown } = {}) =>
  callRoute(
    init.method === "PUT" ? notesApi.action : notesApi.loader,
    apiRequest(`/api/v2/admin/company/${id}/notes`, token, init),
    { id },
  );

beforeAll(async () => {
  orgId = (await insertTestOrganisation("Notes Farm")).id;
  otherOrgId = (await insertTestOrganisation("Notes Other Farm")).id;
  const writer = await insertTestUser({ email: "writer@notes.example", name: "Wendy" });
  await insertTestProfile(writer.id);
  writerUserId = writer.id;
  cookies.writer = await signInCookie(writer.subject, writer.email, ["read:admin", "write:admin"]);
  cookies.reader = await signInCookie("notes|reader", "reader@notes.example", ["read:admin"]);
  cookies.nobody = await signInCookie("notes|nobody", "nobody@notes.example", []);
  const member = await insertSignedInMember(orgId, "OWNER");
  cookies.member = member.cookie;
  tokens.member = await mintAccessToken(member.subject);
  tokens.writer = await mintAccessToken("notes|api-writer", {
    permissions: ["read:admin", "write:admin"],
    email: "api-writer@notes.example",
  });
  tokens.reader = await mintAccessToken("notes|api-reader", {
    permissions: ["read:admin"],
    email: "api-reader@notes.example",
  });
});

describe("/admin/journey/notes", () => {
  it("lists the organisations by name and shows nothing until one is chosen", async () => {
    const data = await pageData("");
    expect(data.view).toBeNull();
    const names = data.organisations.map((o) => o.name);
    expect(names).toContain("Notes Farm");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("saves the first notes as a version, with the toast and an audit entry", async () => {
    const response = await post(orgId, {
      notes: "First call went well.\r\nVisit in May.",
      basedOn: "",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/journey/notes?companyId=${orgId}`);
    expect(await toastOf(response)).toMatchObject({
      type: "success",
      text: "Notes saved successfully",
    });
    const data = await pageData(`?companyId=${orgId}`);
    expect(data.view!.current).toMatchObject({
      notes: "First call went well.\nVisit in May.",
      savedBy: { userId: writerUserId, label: "Wendy" },
    });
    expect(data.view!.history).toEqual([]);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "company.notes.save"), eq(auditLog.entityId, orgId)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: writerUserId,
      actorLabel: "writer@notes.example",
      entityType: "organisation",
    });
    expect(entries[0]!.changes).toMatchObject({
      noteId: data.view!.current!.id,
      previousNoteId: null,
    });
  });

  it("keeps every earlier version, newest first, and the newest is the notes", async () => {
    const first = await currentId();
    await post(orgId, { notes: "Second version", basedOn: first });
    const second = await currentId();
    await post(orgId, { notes: "Third version", basedOn: second });
    const data = await pageData(`?companyId=${orgId}`);
    expect(data.view!.current!.notes).toBe("Third version");
    expect(data.view!.history.map((v) => v.notes)).toEqual([
      "Second version",
      "First call went well.\nVisit in May.",
    ]);
    const rows = await db()
      .select()
      .from(companyNotes)
      .where(eq(companyNotes.organisationId, orgId));
    expect(rows).toHaveLength(3);
  });

  it("does not add a version when the text is unchanged (line endings as posted)", async () => {
    const before = await currentId();
    const response = await post(orgId, { notes: "Third version", basedOn: before });
    expect(response.status).toBe(302);
    expect(await currentId()).toBe(before);
  });

  it("refuses a save based on an older version, keeping the typed text and showing the newer", async () => {
    const opened = await currentId();
    // Someone else saves while the form is open.
    await post(orgId, { notes: "Saved by someone else", basedOn: opened });
    const response = await post(orgId, { notes: "My long edit", basedOn: opened });
    expect(response.status).toBe(409);
    const refusal = await refusalOf(response);
    expect(refusal.repopulateFields.notes).toBe("My long edit");
    expect(refusal.repopulateFields.basedOn).toBe(opened);
    expect(refusal.fieldErrors._form).toBe(
      `There was a problem saving the notes. ${refusal.fieldErrors.notes}`,
    );
    expect(refusal.fieldErrors.notes).toMatch(
      /^Someone else saved these notes while you were editing/,
    );
    // The page's loader runs again after the 409, and shows the newer version.
    expect(
      page.shouldRevalidate!({ actionStatus: 409, defaultShouldRevalidate: false } as never),
    ).toBe(true);
    expect(
      page.shouldRevalidate!({ actionStatus: 422, defaultShouldRevalidate: false } as never),
    ).toBe(false);
    const newer = (await pageData(`?companyId=${orgId}`)).view!.current!;
    expect(newer.notes).toBe("Saved by someone else");
    expect(newer.id).not.toBe(opened);
    // Saving again on top of the newer version (what the refused form now carries) works.
    const again = await post(orgId, { notes: "My long edit", basedOn: newer.id });
    expect(again.status).toBe(302);
    expect((await pageData(`?companyId=${orgId}`)).view!.current!.notes).toBe("My long edit");
  });

  it("renders a refused stale save with the typed text, the newer version and its id", async () => {
    const opened = await currentId();
    await post(orgId, { notes: "Newer <b>text</b>", basedOn: opened });
    const response = await post(orgId, { notes: "Typed while away", basedOn: opened });
    const refusal = await refusalOf(response);
    // The page as the loader reads it again after the 409, with the refused save's result.
    const data = await pageData(`?companyId=${orgId}`);
    const newerId = data.view!.current!.id;
    const html = render(data, refusal);
    expect(html).toContain("There was a problem saving the notes. Someone else saved these notes");
    expect(html).toMatch(/<textarea[^>]*name="notes"[^>]*>Typed while away<\/textarea>/);
    expect(html).toContain('data-testid="notes-newer"');
    expect(html).toContain("Newer &lt;b&gt;text&lt;/b&gt;");
    expect(html).toContain(`name="basedOn" value="${newerId}"`);
    expect(html).toContain('name="intent" value="save-notes"');
    expect(html).toContain('aria-describedby="notes-hint notes-error"');
    expect(html).toContain(`action="/admin/journey/notes?companyId=${orgId}"`);
    // Put back what the next tests expect.
    await post(orgId, { notes: "My long edit", basedOn: newerId });
  });

  it("renders the history newest first, and no form for read:admin", async () => {
    const data = await pageData(`?companyId=${orgId}`);
    const html = render(data);
    const history = html.slice(html.indexOf('data-testid="notes-history"'));
    expect(history.indexOf("Newer &lt;b&gt;text")).toBeLessThan(
      history.indexOf("Saved by someone else"),
    );
    expect(html).toContain("<h1>Notes</h1>");
    const readOnly = render({ ...data, canWrite: false });
    expect(readOnly).not.toContain("<textarea");
    expect(readOnly).toContain("saving them needs write:admin");
  });

  it("refuses notes over 20,000 characters beside the field, with the text kept", async () => {
    const based = await currentId();
    const long = "x".repeat(20_001);
    const response = await post(orgId, { notes: long, basedOn: based });
    expect(response.status).toBe(422);
    const refusal = await refusalOf(response);
    expect(refusal.fieldErrors.notes).toBe(
      "Notes can be at most 20,000 characters long; these are 20,001. Shorten them and save again.",
    );
    expect(refusal.fieldErrors._form).toBe("There was a problem saving the notes.");
    expect(refusal.repopulateFields.notes).toBe(long);
    expect(await currentId()).toBe(based);
    // Rendered: the sentence above the form and beside the field, the text kept, no newer version.
    const html = render(await pageData(`?companyId=${orgId}`), refusal);
    expect(html).toContain("There was a problem saving the notes.</p>");
    expect(html).toContain("at most 20,000 characters long");
    expect(html).not.toContain('data-testid="notes-newer"');
  });

  it("refuses hostile posts with a 4xx and saves nothing", async () => {
    const based = await currentId();
    expect(
      (await post(orgId, { notes: "a\u0000b", basedOn: based })).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await post(orgId, { notes: "ok", basedOn: "not-an-id" })).status).toBe(422);
    const malformed = await post(NOT_A_UUID, { notes: "x", basedOn: "" });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("'companyId'");
    expect((await post(UNKNOWN_ID, { notes: "x", basedOn: "" })).status).toBe(404);
    const json = await callRoute(
      page.action,
      new Request(`${BASE}/admin/journey/notes?companyId=${orgId}`, {
        method: "POST",
        headers: { Cookie: cookies.writer, "Content-Type": "application/json" },
        body: JSON.stringify({ notes: "x" }),
      }),
    );
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    // A post without the notes field never clears the notes.
    expect((await post(orgId, { basedOn: based })).status).toBe(400);
    expect(await currentId()).toBe(based);
  });

  it("answers 404 for an unknown organisation and 400 naming the parameter for a malformed one", async () => {
    expect(((await loadPage(`?companyId=${UNKNOWN_ID}`)) as Response).status).toBe(404);
    const malformed = (await loadPage(`?companyId=${NOT_A_UUID}`)) as Response;
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("'companyId'");
  });

  it("lets read:admin read but not save", async () => {
    const read = (await loadPage(`?companyId=${orgId}`, "reader")) as unknown as PageData;
    expect(read.view!.current!.notes).toBe("My long edit");
    expect(read.canWrite).toBe(false);
    expect((await post(orgId, { notes: "x", basedOn: "" }, "reader")).status).toBe(403);
  });

  it("never shows the notes to the organisation's members or to non-admins", async () => {
    expect(((await loadPage(`?companyId=${orgId}`, "member")) as Response).status).toBe(403);
    expect(((await loadPage(`?companyId=${orgId}`, "nobody")) as Response).status).toBe(403);
    expect((await post(orgId, { notes: "x", basedOn: "" }, "member")).status).toBe(403);
  });
});

describe("/api/v2/admin/company/{id}/notes", () => {
  it("GET answers the notes with the earlier versions, newest first", async () => {
    const response = await api(orgId, tokens.reader);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { notes: string; current: { id: string }; history: { notes: string }[] };
    };
    expect(body.data.notes).toBe("My long edit");
    expect(body.data.current.id).toBe(await currentId());
    expect(body.data.history.map((v) => v.notes).slice(0, 4)).toEqual([
      "Newer <b>text</b>",
      "My long edit",
      "Saved by someone else",
      "Third version",
    ]);
  });

  it("GET answers empty notes for an organisation without any", async () => {
    const body = (await (await api(otherOrgId, tokens.reader)).json()) as {
      data: { notes: string; current: null; history: [] };
    };
    expect(body.data).toMatchObject({ notes: "", current: null, history: [] });
  });

  it("PUT saves a version (audited with the caller) and refuses one based on an older version", async () => {
    const based = await currentId();
    const saved = await api(orgId, tokens.writer, {
      method: "PUT",
      body: { notes: "From the API", basedOn: based },
    });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as { message: string; data: { current: { id: string } } };
    expect(body.message).toBe("Notes saved successfully");
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "company.notes.save"), eq(auditLog.entityId, orgId)))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(entry).toMatchObject({ actorLabel: "api-writer@notes.example" });
    // The author without a Veld profile is named by the audit log.
    const view = await pageData(`?companyId=${orgId}`);
    expect(view.view!.current!.savedBy.label).toBe("api-writer@notes.example");

    const stale = await api(orgId, tokens.writer, {
      method: "PUT",
      body: { notes: "Late", basedOn: based },
    });
    expect(stale.status).toBe(409);
    expect(await currentId()).toBe(body.data.current.id);
  });

  it("PUT refuses a bad body with 400 or 422 naming the field", async () => {
    const put = (body: unknown) => api(orgId, tokens.writer, { method: "PUT", body });
    const long = await put({ notes: "y".repeat(20_001) });
    expect(long.status).toBe(422);
    expect(
      (await long.json()) as { message: string; errors: Record<string, string> },
    ).toMatchObject({
      message: "There was a problem saving the notes",
      errors: { notes: expect.stringContaining("at most 20,000 characters") },
    });
    expect((await put({ notes: 42 })).status).toBe(422);
    expect((await put({ notes: "x", basedOn: "nope" })).status).toBe(422);
    expect((await put({ notes: "x", extra: 1 })).status).toBe(422);
    expect((await put([1, 2])).status).toBe(400);
    expect((await put({ notes: "a\u0000b" })).status).toBe(400);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await api(UNKNOWN_ID, tokens.reader)).status).toBe(404);
    expect((await api(NOT_A_UUID, tokens.reader)).status).toBe(404);
    expect(
      (await api(UNKNOWN_ID, tokens.writer, { method: "PUT", body: { notes: "x" } })).status,
    ).toBe(404);
  });

  it("refuses the organisation's members and callers without the admin scopes", async () => {
    expect((await api(orgId, tokens.member)).status).toBe(403);
    expect((await api(orgId, tokens.member, { method: "PUT", body: { notes: "x" } })).status).toBe(
      403,
    );
    expect((await api(orgId, tokens.reader, { method: "PUT", body: { notes: "x" } })).status).toBe(
      403,
    );
  });
});
