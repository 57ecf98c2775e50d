// Organisations end to end through the /profile loaders and actions and the /api/v2 routes
// (issue 4): the profile guard, switching the active organisation, the company page (edit only
// for owners), invites (create, accept, decline, revoke, expiry) and organisation scoping: a
// member of one organisation gets 404 for another's data, through the pages and the API.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  emailOutbox,
  memberships,
  organisationDetails,
  organisationInvites,
  organisations,
  sessions,
  users,
} from "~/db/schema";
import { loader as companiesApi } from "~/routes/api.v2.user.companies.$id";
import { action as inviteApi, loader as inviteApiList } from "~/routes/api.v2.user.company.invite";
import { action as switchAction } from "~/routes/profile.organisation";
import { action as companyAction, loader as companyLoader } from "~/routes/profile.company/route";
import { action as homeAction, loader as homeLoader } from "~/routes/profile.home/route";
import { loader as layoutLoader } from "~/routes/profile";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { readSessionId } from "~/services/auth/session.server";
import { findLinkIn } from "~/services/email/mailbox.server";
import { insertTestProfile } from "../support/model-fixtures";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const context = { cspNonce: "", requestId: "organisations-test" };
type Fn = (args: {
  request: Request;
  params: Record<string, string>;
  context: typeof context;
}) => unknown;

let orgA: string;
let orgB: string;
const ids: Record<string, string> = {};
const cookies: Record<string, string> = {};

/** Calls a loader or action; a thrown Response is returned like an answered one. */
async function call(
  fn: Fn,
  path: string,
  init: { cookie?: string; form?: Record<string, string>; params?: Record<string, string> } = {},
): Promise<unknown> {
  const headers = new Headers();
  if (init.cookie) headers.set("Cookie", init.cookie);
  const request = new Request(`http://localhost:3000${path}`, {
    method: init.form ? "POST" : "GET",
    headers,
    body: init.form ? new URLSearchParams(init.form) : undefined,
  });
  try {
    return await fn({ request, params: init.params ?? {}, context });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  const init = (result as { type?: string; init?: ResponseInit } | null)?.init;
  return init?.status ?? 200;
}

async function activeOrganisationOf(cookie: string) {
  const id = await readSessionId(new Request("http://x", { headers: { Cookie: cookie } }));
  const [row] = await db().select().from(sessions).where(eq(sessions.id, id!));
  return row!.activeOrganisationId;
}

beforeAll(async () => {
  const [a, b] = await db()
    .insert(organisations)
    .values([{ name: "Boplaas" }, { name: "Môreson" }])
    .returning();
  orgA = a!.id;
  orgB = b!.id;
  const people = [
    ["ownerA", "thandi@boplaas.example", "Thandi", "OWNER", orgA],
    ["staffA", "sipho@boplaas.example", "Sipho", "STAFF", orgA],
    ["ownerB", "anri@moreson.example", "Anri", "OWNER", orgB],
    ["both", "lerato@both.example", "Lerato", "STAFF", orgA],
    ["signatoryA", "bongani@boplaas.example", "Bongani", "SIGNATORY", orgA],
    ["invitee", "naledi@new.example", "Naledi", null, null],
  ] as const;
  for (const [key, email, name, role, org] of people) {
    const [user] = await db()
      .insert(users)
      .values({ subject: `auth|${key}`, email, name, surname: "Test" })
      .returning();
    ids[key] = user!.id;
    await insertTestProfile(user!.id);
    if (role && org) {
      await db().insert(memberships).values({ userId: user!.id, organisationId: org, role });
    }
    cookies[key] = await signInCookie(`auth|${key}`, email);
  }
  // 'both' joined Boplaas first, then Môreson.
  await db()
    .insert(memberships)
    .values({
      userId: ids.both!,
      organisationId: orgB,
      role: "CONSULTANT",
      createdAt: new Date(Date.now() + 1000),
    });
  cookies.noProfile = await signInCookie("auth|nobody", "nobody@new.example");
  cookies.admin = await signInCookie("auth|staff-admin", "admin@veld.example", ["read:admin"]);
});

describe("a signed-in person without a profile (spec §4 'user marked not found')", () => {
  it.each([
    ["the layout at /profile/home", layoutLoader, "/profile/home"],
    ["/profile/home", homeLoader, "/profile/home"],
    ["/profile/company", companyLoader, "/profile/company"],
  ])("is sent to /profile/signup from %s", async (_name, fn, path) => {
    const result = (await call(fn as Fn, path, { cookie: cookies.noProfile })) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/profile/signup");
  });

  it.each(["/profile/signup", "/profile/data-export", "/profile/oops"])(
    "may open %s (the layout does not send them away)",
    async (path) => {
      const result = await call(layoutLoader as Fn, path, { cookie: cookies.noProfile });
      // The layout also answers the unread count and the overlay's notification (decision 0100).
      expect(result).toEqual({
        organisations: [],
        activeOrganisationId: null,
        unreadNotifications: 0,
        notice: null,
        // The frame's words (issue 33; signed-in.po).
        translations: expect.objectContaining({ language: "en" }),
      });
    },
  );

  it("someone not signed in is sent to sign in", async () => {
    const result = (await call(layoutLoader as Fn, "/profile/signup")) as Response;
    expect(result.headers.get("Location")).toMatch(/^\/auth\/login\?returnTo=/);
  });
});

describe("switching the active organisation (spec §4 'Organisation selection')", () => {
  it("lists the person's organisations with the first one active", async () => {
    const result = await call(layoutLoader as Fn, "/profile/home", { cookie: cookies.both });
    expect(result).toEqual({
      organisations: [
        { id: orgA, name: "Boplaas" },
        { id: orgB, name: "Môreson" },
      ],
      activeOrganisationId: orgA,
      unreadNotifications: 0,
      notice: null,
      translations: expect.objectContaining({ language: "en" }),
    });
    expect(await activeOrganisationOf(cookies.both!)).toBe(orgA);
  });

  it("switches to another of their organisations and goes back to the page", async () => {
    const result = (await call(switchAction as Fn, "/profile/organisation", {
      cookie: cookies.both,
      form: { organisationId: orgB, returnTo: "/profile/company?edit=1" },
    })) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/profile/company?edit=1");
    expect(result.headers.get("Set-Cookie")).toMatch(/veld_toast=/);
    expect(await activeOrganisationOf(cookies.both!)).toBe(orgB);
    const company = (await call(companyLoader as Fn, "/profile/company", {
      cookie: cookies.both,
    })) as { company: { info: { name: string } }; organisation: { role: string } };
    expect(company.company.info.name).toBe("Môreson");
    expect(company.organisation.role).toBe("CONSULTANT");
  });

  it("never returns to another site", async () => {
    const result = (await call(switchAction as Fn, "/profile/organisation", {
      cookie: cookies.both,
      form: { organisationId: orgA, returnTo: "//evil.example/x" },
    })) as Response;
    expect(result.headers.get("Location")).toBe("/profile/home");
  });

  it("answers 404 for an organisation the person does not belong to", async () => {
    const result = await call(switchAction as Fn, "/profile/organisation", {
      cookie: cookies.staffA,
      form: { organisationId: orgB },
    });
    expect(statusOf(result)).toBe(404);
    expect(await activeOrganisationOf(cookies.staffA!)).toBe(orgA);
  });

  it("staff viewing someone's pages cannot switch for them (403)", async () => {
    const result = await call(
      switchAction as Fn,
      `/admin/userView/organisation?userId=${ids.both}`,
      { cookie: cookies.admin, form: { organisationId: orgA } },
    );
    expect(statusOf(result)).toBe(403);
  });
});

const companyForm = (values: Record<string, string>) => ({
  intent: "company-info",
  name: "Boplaas Boerdery",
  legalName: "Boplaas Boerdery (Pty) Ltd",
  registrationNumber: "2019/123456/07",
  vatNumber: "4123456789",
  addressLine1: "12 Kerk Street",
  addressLine2: "",
  town: "Bethal",
  province: "MP",
  postalCode: "2310",
  ...values,
});

describe("the company page", () => {
  it("shows the edit button to the organisation's editors, renaming and invites to owners only (spec §6 'Other rules', decision 0054)", async () => {
    const owner = (await call(companyLoader as Fn, "/profile/company", {
      cookie: cookies.ownerA,
    })) as {
      canEdit: boolean;
      canRename: boolean;
      canInvite: boolean;
      company: { members: unknown[] };
    };
    expect(owner.canEdit).toBe(true);
    expect(owner.canRename).toBe(true);
    expect(owner.canInvite).toBe(true);
    expect(owner.company.members).toHaveLength(4);
    const staff = (await call(companyLoader as Fn, "/profile/company", {
      cookie: cookies.staffA,
    })) as {
      canEdit: boolean;
      canRename: boolean;
      canInvite: boolean;
      company: { invites: unknown[] };
    };
    expect(staff.canEdit).toBe(true);
    expect(staff.canRename).toBe(false);
    expect(staff.canInvite).toBe(false);
    expect(staff.company.invites).toEqual([]);
  });

  it("under /admin/userView staff see the person's company read-only and cannot post", async () => {
    const url = `/admin/userView/company?userId=${ids.ownerA}`;
    const view = (await call(companyLoader as Fn, url, { cookie: cookies.admin })) as {
      canEdit: boolean;
      canInvite: boolean;
      company: { info: { id: string } };
    };
    expect(view.company.info.id).toBe(orgA);
    expect(view.canEdit).toBe(false);
    expect(view.canInvite).toBe(false);
    const post = await call(companyAction as Fn, url, {
      cookie: cookies.admin,
      form: companyForm({ name: "Staff edit" }),
    });
    expect(statusOf(post)).toBe(403);
    const home = (await call(homeLoader as Fn, `/admin/userView/home?userId=${ids.ownerA}`, {
      cookie: cookies.admin,
    })) as { name: string; journey: { next: { href: string } } };
    expect(home.name).toBe("Thandi");
    expect(home.journey.next.href).toMatch(/^\/admin\/userView\/.*\?userId=/);
    // Someone without read:admin gets the 403 page.
    expect(statusOf(await call(companyLoader as Fn, url, { cookie: cookies.staffA }))).toBe(403);
  });

  it("reads a missing organisation_details row as empty fields", async () => {
    const owner = (await call(companyLoader as Fn, "/profile/company", {
      cookie: cookies.ownerB,
    })) as { company: { info: Record<string, unknown> } };
    expect(owner.company.info).toMatchObject({ name: "Môreson", legalName: null, province: null });
  });

  it("refuses a rename from a member who is not an owner (403) and changes nothing", async () => {
    const result = await call(companyAction as Fn, "/profile/company?edit=1", {
      cookie: cookies.staffA,
      form: companyForm({ name: "Hijacked" }),
    });
    expect(statusOf(result)).toBe(403);
    const [row] = await db().select().from(organisations).where(eq(organisations.id, orgA));
    expect(row!.name).toBe("Boplaas");
  });

  it("sends a bad form back with an error beside the field (422)", async () => {
    const result = await call(companyAction as Fn, "/profile/company?edit=1", {
      cookie: cookies.ownerA,
      form: companyForm({ name: "" }),
    });
    expect(statusOf(result)).toBe(422);
  });

  it("saves an owner's changes (upserting organisation_details) with an audit entry", async () => {
    const result = (await call(companyAction as Fn, "/profile/company?edit=1", {
      cookie: cookies.ownerA,
      form: companyForm({}),
    })) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/profile/company");
    const [org] = await db().select().from(organisations).where(eq(organisations.id, orgA));
    expect(org!.name).toBe("Boplaas Boerdery");
    const [details] = await db()
      .select()
      .from(organisationDetails)
      .where(eq(organisationDetails.organisationId, orgA));
    expect(details).toMatchObject({
      legalName: "Boplaas Boerdery (Pty) Ltd",
      registrationNumber: "2019/123456/07",
      addressLine2: null,
      province: "MP",
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "organisation.update"), eq(auditLog.entityId, orgA)));
    expect(audit!.actorUserId).toBe(ids.ownerA);
    expect(audit!.changes).toMatchObject({ name: { from: "Boplaas", to: "Boplaas Boerdery" } });
  });

  it("lets staff change the legal entity without the name, through the same one owner (decision 0054)", async () => {
    const { name: _name, ...entityOnly } = companyForm({ town: "Ermelo", vatNumber: "" });
    const result = (await call(companyAction as Fn, "/profile/company?edit=1", {
      cookie: cookies.staffA,
      form: entityOnly,
    })) as Response;
    expect(result.status).toBe(302);
    const [details] = await db()
      .select()
      .from(organisationDetails)
      .where(eq(organisationDetails.organisationId, orgA));
    expect(details).toMatchObject({ town: "Ermelo", vatNumber: null });
    const [org] = await db().select().from(organisations).where(eq(organisations.id, orgA));
    expect(org!.name).toBe("Boplaas Boerdery");
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "organisation.update"),
          eq(auditLog.actorUserId, ids.staffA!),
          eq(auditLog.entityId, orgA),
        ),
      );
    // One entry for the one save, naming exactly what changed.
    expect(audits).toHaveLength(1);
    expect(audits[0]!.changes).toEqual({
      town: { from: "Bethal", to: "Ermelo" },
      vatNumber: { from: "4123456789", to: null },
    });
  });

  it("refuses the details to a member who only signs or looks (403)", async () => {
    const result = await call(companyAction as Fn, "/profile/company?edit=1", {
      cookie: cookies.signatoryA,
      form: companyForm({ town: "Somewhere" }),
    });
    expect(statusOf(result)).toBe(403);
  });
});

const inviteForm = (email: string, userType = "STAFF") => ({
  intent: "company-invite",
  email,
  userType,
});

async function inviteRow(email: string) {
  const [row] = await db()
    .select()
    .from(organisationInvites)
    .where(sql`lower(${organisationInvites.email}) = ${email.toLowerCase()}`)
    .orderBy(sql`${organisationInvites.createdAt} desc`);
  return row!;
}

describe("invites (spec §6 'Company users join through invites')", () => {
  it("an owner invites by e-mail with a role; the invitee gets an e-mail to sign in", async () => {
    const result = (await call(companyAction as Fn, "/profile/company", {
      cookie: cookies.ownerA,
      form: inviteForm("Naledi@New.example", "SIGNATORY"),
    })) as Response;
    expect(result.status).toBe(302);
    const invite = await inviteRow("naledi@new.example");
    expect(invite).toMatchObject({
      organisationId: orgA,
      role: "SIGNATORY",
      status: "pending",
      invitedBy: ids.ownerA,
    });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `organisation-invite:${invite.id}`));
    expect(mail!.to).toBe("Naledi@New.example");
    expect(mail!.subject).toBe("You're invited to join Boplaas Boerdery on Veld");
    expect(mail!.text).toContain("as Signatory to Contract");
    expect(findLinkIn(mail!, "/auth/login")).toMatch(/returnTo=%2Fprofile%2Fhome$/);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invite.create"), eq(auditLog.entityId, invite.id)));
    expect(audit).toBeDefined();
  });

  it("the pending invite shows on the owner's company page", async () => {
    const owner = (await call(companyLoader as Fn, "/profile/company", {
      cookie: cookies.ownerA,
    })) as { company: { invites: { email: string }[] } };
    expect(owner.company.invites.map((i) => i.email)).toContain("Naledi@New.example");
  });

  it("refuses a second invite to the same address, and an invite to a member (409)", async () => {
    for (const email of ["naledi@new.example", "SIPHO@boplaas.example"]) {
      const result = await call(companyAction as Fn, "/profile/company", {
        cookie: cookies.ownerA,
        form: inviteForm(email),
      });
      expect(statusOf(result)).toBe(409);
    }
  });

  it("refuses an invite from a member who is not an owner (403)", async () => {
    const result = await call(companyAction as Fn, "/profile/company", {
      cookie: cookies.staffA,
      form: inviteForm("someone@else.example"),
    });
    expect(statusOf(result)).toBe(403);
  });

  it("the invitee sees it on /profile/home and /profile/company; others do not", async () => {
    const home = (await call(homeLoader as Fn, "/profile/home", { cookie: cookies.invitee })) as {
      invites: { organisationName: string; role: string }[];
      organisation: unknown;
    };
    expect(home.invites).toMatchObject([
      { organisationName: "Boplaas Boerdery", role: "SIGNATORY" },
    ]);
    expect(home.organisation).toBeNull();
    const company = (await call(companyLoader as Fn, "/profile/company", {
      cookie: cookies.invitee,
    })) as { receivedInvites: unknown[]; company: unknown };
    expect(company.receivedInvites).toHaveLength(1);
    expect(company.company).toBeNull();
    const other = (await call(homeLoader as Fn, "/profile/home", { cookie: cookies.ownerB })) as {
      invites: unknown[];
    };
    expect(other.invites).toEqual([]);
  });

  it("nobody else can answer someone's invite (404)", async () => {
    const invite = await inviteRow("naledi@new.example");
    const result = await call(homeAction as Fn, "/profile/home", {
      cookie: cookies.ownerB,
      form: { intent: "accept-invite", inviteId: invite.id },
    });
    expect(statusOf(result)).toBe(404);
  });

  it("another organisation's owner cannot revoke it (404)", async () => {
    const invite = await inviteRow("naledi@new.example");
    const result = await call(companyAction as Fn, "/profile/company", {
      cookie: cookies.ownerB,
      form: { intent: "revoke-invite", inviteId: invite.id },
    });
    expect(statusOf(result)).toBe(404);
    expect((await inviteRow("naledi@new.example")).status).toBe("pending");
  });

  it("accepting adds the membership with the invited role and makes it active", async () => {
    const invite = await inviteRow("naledi@new.example");
    const result = (await call(homeAction as Fn, "/profile/home", {
      cookie: cookies.invitee,
      form: { intent: "accept-invite", inviteId: invite.id },
    })) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/profile/home");
    const [membership] = await db()
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, ids.invitee!), eq(memberships.organisationId, orgA)));
    expect(membership!.role).toBe("SIGNATORY");
    expect(await activeOrganisationOf(cookies.invitee!)).toBe(orgA);
    expect(await inviteRow("naledi@new.example")).toMatchObject({
      status: "accepted",
      respondedBy: ids.invitee,
    });
    const again = await call(homeAction as Fn, "/profile/home", {
      cookie: cookies.invitee,
      form: { intent: "accept-invite", inviteId: invite.id },
    });
    expect(statusOf(again)).toBe(404);
  });

  it("declining closes the invite without a membership", async () => {
    await call(companyAction as Fn, "/profile/company", {
      cookie: cookies.ownerB,
      form: inviteForm("naledi@new.example", "OTHER"),
    });
    const invite = await inviteRow("naledi@new.example");
    expect(invite.organisationId).toBe(orgB);
    const result = await call(companyAction as Fn, "/profile/company", {
      cookie: cookies.invitee,
      form: { intent: "decline-invite", inviteId: invite.id },
    });
    expect(statusOf(result)).toBe(302);
    expect((await inviteRow("naledi@new.example")).status).toBe("declined");
    const rows = await db()
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, ids.invitee!), eq(memberships.organisationId, orgB)));
    expect(rows).toEqual([]);
  });

  it("an owner revokes a pending invite", async () => {
    await call(companyAction as Fn, "/profile/company", {
      cookie: cookies.ownerA,
      form: inviteForm("late@example.org"),
    });
    const invite = await inviteRow("late@example.org");
    const result = await call(companyAction as Fn, "/profile/company", {
      cookie: cookies.ownerA,
      form: { intent: "revoke-invite", inviteId: invite.id },
    });
    expect(statusOf(result)).toBe(302);
    expect((await inviteRow("late@example.org")).status).toBe("revoked");
  });

  it("an invite older than 14 days can no longer be seen or accepted (decision 0022)", async () => {
    await call(companyAction as Fn, "/profile/company", {
      cookie: cookies.ownerB,
      form: inviteForm("sipho@boplaas.example"),
    });
    const invite = await inviteRow("sipho@boplaas.example");
    await db()
      .update(organisationInvites)
      .set({ createdAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(organisationInvites.id, invite.id));
    const home = (await call(homeLoader as Fn, "/profile/home", { cookie: cookies.staffA })) as {
      invites: unknown[];
    };
    expect(home.invites).toEqual([]);
    const result = await call(homeAction as Fn, "/profile/home", {
      cookie: cookies.staffA,
      form: { intent: "accept-invite", inviteId: invite.id },
    });
    expect(statusOf(result)).toBe(404);
  });
});

describe("/api/v2 organisation calls (spec §7 'User and company calls')", () => {
  const token = (key: string) => mintAccessToken(`auth|${key}`);
  async function api(fn: Fn, req: Request, params: Record<string, string> = {}) {
    try {
      return (await fn({ request: req, params, context })) as Response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  it("GET /user/companies/{id}: the organisation, its members and the caller's role", async () => {
    const res = await api(
      companiesApi as Fn,
      apiRequest(`/api/v2/user/companies/${orgA}`, await token("staffA")),
      { id: orgA },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const { ok, data: body } = (await res.json()) as {
      ok: boolean;
      data: Record<string, unknown>;
    };
    expect(ok).toBe(true);
    expect(body).toMatchObject({
      id: orgA,
      name: "Boplaas Boerdery",
      role: "STAFF",
      roleLabel: "Farm Manager / Staff / Associate",
      info: { legalName: "Boplaas Boerdery (Pty) Ltd", province: "MP" },
      invites: [],
    });
    expect((body.members as unknown[]).length).toBe(5);
  });

  it("GET another organisation, or a made-up id, is 404; no token is 401", async () => {
    for (const id of [orgB, "00000000-0000-4000-8000-000000000999", "not-an-id"]) {
      const res = await api(
        companiesApi as Fn,
        apiRequest(`/api/v2/user/companies/${id}`, await token("staffA")),
        { id },
      );
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ ok: false });
    }
    const anonymous = await api(
      companiesApi as Fn,
      apiRequest(`/api/v2/user/companies/${orgA}`, null),
      { id: orgA },
    );
    expect(anonymous.status).toBe(401);
  });

  const invitePost = async (key: string, body: unknown) =>
    api(
      inviteApi as Fn,
      apiRequest("/api/v2/user/company/invite", await token(key), { method: "POST", body }),
    );
  const invitePut = async (key: string, body: unknown) =>
    api(
      inviteApi as Fn,
      apiRequest("/api/v2/user/company/invite", await token(key), { method: "PUT", body }),
    );

  it("POST: an owner invites (201); a member 403; another organisation 404; bad values 422", async () => {
    const created = await invitePost("ownerA", {
      email: "api-invitee@example.org",
      companyId: orgA,
      userType: "CONSULTANT",
    });
    expect(created.status).toBe(201);
    const { data: body } = (await created.json()) as { data: Record<string, string> };
    expect(body).toMatchObject({
      companyId: orgA,
      email: "api-invitee@example.org",
      userType: "CONSULTANT",
      status: "pending",
    });
    expect(body.userId).toBe(body.id);
    const member = await invitePost("staffA", {
      email: "x@example.org",
      companyId: orgA,
      userType: "STAFF",
    });
    expect(member.status).toBe(403);
    const outsider = await invitePost("ownerB", {
      email: "x@example.org",
      companyId: orgA,
      userType: "STAFF",
    });
    expect(outsider.status).toBe(404);
    const bad = await invitePost("ownerA", {
      email: "nope",
      companyId: orgA,
      userType: "ADMIN_USER",
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      ok: false,
      message: "The invite is not valid.",
      errors: {
        email: "A valid email is required.",
        userType: "userType must be OWNER, STAFF, CONSULTANT, SIGNATORY or OTHER.",
      },
    });
  });

  it("PUT: the invitee accepts by the invite's id and gets the membership", async () => {
    const posted = await invitePost("ownerB", {
      email: "lerato@both.example",
      companyId: orgB,
      userType: "OWNER",
    });
    // 'both' is a member of Môreson already: 409.
    expect(posted.status).toBe(409);
    expect(await posted.json()).toMatchObject({ ok: false, errors: { email: expect.any(String) } });
    const { data: created } = (await (
      await invitePost("ownerB", {
        email: "thandi@boplaas.example",
        companyId: orgB,
        userType: "STAFF",
      })
    ).json()) as { data: { userId: string } };
    const list = await api(
      inviteApiList as Fn,
      apiRequest("/api/v2/user/company/invite", await token("ownerA")),
    );
    expect(((await list.json()) as { data: { id: string }[] }).data.map((i) => i.id)).toEqual([
      created.userId,
    ]);
    const stranger = await invitePut("staffA", { userId: created.userId, accept: true });
    expect(stranger.status).toBe(404);
    const res = await invitePut("ownerA", { userId: created.userId, accept: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      data: {
        invite: { userId: created.userId, companyId: orgB, status: "accepted" },
        membership: { userId: ids.ownerA, companyId: orgB, role: "STAFF" },
      },
    });
  });

  it("PUT: the caller's own user id with companyId names their invite; declining gives no membership", async () => {
    await invitePost("ownerB", {
      email: "sipho@boplaas.example",
      companyId: orgB,
      userType: "STAFF",
    });
    const missingCompany = await invitePut("staffA", { userId: ids.staffA, accept: false });
    expect(missingCompany.status).toBe(422);
    expect((await missingCompany.json()).errors).toHaveProperty("companyId");
    const res = await invitePut("staffA", { userId: ids.staffA, companyId: orgB, accept: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      data: { invite: { companyId: orgB, status: "declined" }, membership: null },
    });
    const bad = await invitePut("staffA", { userId: ids.staffA, accept: "yes" });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({ accept: "accept must be true or false." });
  });
});
