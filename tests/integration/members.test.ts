// Self-service for people and organisations (issue 32; decision 0145), through /profile/company's
// action and the /api/v2 routes on a real database: an owner changes a role, removes a member and
// transfers ownership; a member leaves; the only owner is refused with the sentence telling them
// to transfer first; a non-owner is refused; another organisation's member is a 404 and an id
// that is not a UUID is never a 500; two demotions at once cannot leave an organisation without
// an owner; a removed person loses the organisation's page and API at once; every change is
// audited and the person told by e-mail and in the app; a person founds a further organisation.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, emailOutbox, memberships, notificationRecipients } from "~/db/schema";
import { loader as companyApi } from "~/routes/api.v2.user.companies.$id";
import { action as memberApi } from "~/routes/api.v2.user.companies.$id.members.$userId";
import { action as leaveApi } from "~/routes/api.v2.user.companies.$id.leave";
import { action as transferApi } from "~/routes/api.v2.user.companies.$id.transferOwnership";
import { action as createApi } from "~/routes/api.v2.user.companies";
import { action, loader } from "~/routes/profile.company/route";
import { action as deleteAction, loader as deleteLoader } from "~/routes/profile.delete-account";
import { changeMembers } from "~/services/organisations/members.server";
import { MEMBER_MESSAGES } from "~/services/organisations/member-rules";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import {
  insertTestMembership,
  insertTestOrganisation,
  insertTestProfile,
  insertTestUser,
} from "../support/model-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";
import type { MemberRole } from "~/shared/roles";

trustTestTokens();

const URL = "http://localhost/profile/company";
const people: Record<string, { id: string; cookie: string; token: string; email: string }> = {};
let farm: string;
let other: string;

async function person(key: string, organisationId: string | null, role: MemberRole | null) {
  const email = `${key}@members.example`;
  const user = await insertTestUser({ email, name: key });
  await insertTestProfile(user.id);
  if (organisationId && role) await insertTestMembership(user.id, organisationId, role);
  people[key] = {
    id: user.id,
    email,
    cookie: await signInCookie(user.subject, email),
    token: await mintAccessToken(user.subject, { email }),
  };
}

function post(who: string, values: Record<string, string>) {
  return callRoute(
    action,
    new Request(URL, {
      method: "POST",
      headers: { cookie: people[who]!.cookie },
      body: new URLSearchParams(values),
    }),
  );
}

/** The sentence of a refused member form (the one action result, beside the form). */
async function formError(response: Response) {
  const body = (await response.json()) as { fieldErrors: { _form?: string } };
  return body.fieldErrors._form;
}

async function roleOf(userId: string, organisationId: string) {
  const [row] = await db()
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)));
  return row?.role ?? null;
}

beforeAll(async () => {
  farm = (await insertTestOrganisation("Rietvlei")).id;
  other = (await insertTestOrganisation("Elsewhere")).id;
  await person("owner", farm, "OWNER");
  await person("staff", farm, "STAFF");
  await person("consultant", farm, "CONSULTANT");
  await person("signatory", farm, "SIGNATORY");
  await person("outsider", other, "OWNER");
});

describe("an owner manages the people of /profile/company", () => {
  it("shows the confirmation step of a removal as an address", async () => {
    const data = (await callRoute(
      loader,
      new Request(`${URL}?confirm=remove&member=${people.staff!.id}`, {
        headers: { cookie: people.owner!.cookie },
      }),
    )) as never as {
      confirm: { step: string; member: { userId: string } };
      canManageMembers: boolean;
    };
    expect(data.canManageMembers).toBe(true);
    expect(data.confirm.step).toBe("remove");
    expect(data.confirm.member.userId).toBe(people.staff!.id);
  });

  it("changes a member's role: audited, and the member told by e-mail and in the app", async () => {
    const response = await post("owner", {
      intent: "member-role",
      memberId: people.consultant!.id,
      role: "OTHER",
    });
    expect(response.status).toBe(302);
    expect(await roleOf(people.consultant!.id, farm)).toBe("OTHER");
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "membership.roleChange"), eq(auditLog.entityId, farm)));
    expect(entry?.actorUserId).toBe(people.owner!.id);
    expect(entry?.changes).toMatchObject({
      memberships: [{ userId: people.consultant!.id, from: "CONSULTANT", to: "OTHER" }],
    });
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, people.consultant!.email));
    expect(mails.at(-1)?.text).toContain("changed your role in Rietvlei to Other");
    const [told] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.userId, people.consultant!.id));
    expect(told!.n).toBeGreaterThan(0);
  });

  it("refuses a non-owner (403) and another organisation's member (404); a bad id is a 400", async () => {
    const notOwner = await post("staff", {
      intent: "remove-member",
      memberId: people.consultant!.id,
    });
    expect(notOwner.status).toBe(403);
    expect(await formError(notOwner)).toBe(MEMBER_MESSAGES.notOwner);
    const foreign = await post("owner", { intent: "remove-member", memberId: people.outsider!.id });
    expect(foreign.status).toBe(404);
    expect(await roleOf(people.outsider!.id, other)).toBe("OWNER");
    expect((await post("owner", { intent: "remove-member", memberId: "nope" })).status).toBe(400);
    expect(
      (await post("owner", { intent: "member-role", memberId: people.staff!.id })).status,
    ).toBe(400);
  });

  it("refuses the only owner leaving or demoting themself, telling them to transfer first", async () => {
    const leave = await post("owner", { intent: "leave-organisation" });
    expect(leave.status).toBe(409);
    expect(await formError(leave)).toBe(MEMBER_MESSAGES.onlyOwnerLeave);
    const demote = await post("owner", {
      intent: "member-role",
      memberId: people.owner!.id,
      role: "STAFF",
    });
    expect(demote.status).toBe(409);
    expect(await formError(demote)).toBe(MEMBER_MESSAGES.onlyOwnerRole);
    expect(await roleOf(people.owner!.id, farm)).toBe("OWNER");
  });

  it("removes a member with a reason: they lose the organisation's page and API at once", async () => {
    // The staff member has the farm open in the app and through the API.
    const before = await callRoute(
      companyApi,
      apiRequest(`/api/v2/user/companies/${farm}`, people.staff!.token),
      { id: farm },
    );
    expect(before.status).toBe(200);
    const response = await post("owner", {
      intent: "remove-member",
      memberId: people.staff!.id,
      reason: "Left the farm in March.",
    });
    expect(response.status).toBe(302);
    expect(await roleOf(people.staff!.id, farm)).toBeNull();
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "membership.remove"), eq(auditLog.entityId, farm)));
    expect(entry?.changes).toMatchObject({ reason: "Left the farm in March." });
    const after = await callRoute(
      companyApi,
      apiRequest(`/api/v2/user/companies/${farm}`, people.staff!.token),
      { id: farm },
    );
    expect(after.status).toBe(404);
    const page = (await callRoute(
      loader,
      new Request(URL, { headers: { cookie: people.staff!.cookie } }),
    )) as never as { organisation: unknown; company: unknown };
    expect(page.organisation).toBeNull();
    expect(page.company).toBeNull();
  });

  it("transfers ownership: the member becomes the owner, the former owner staff", async () => {
    const response = await post("owner", {
      intent: "transfer-ownership",
      memberId: people.signatory!.id,
    });
    expect(response.status).toBe(302);
    expect(await roleOf(people.signatory!.id, farm)).toBe("OWNER");
    expect(await roleOf(people.owner!.id, farm)).toBe("STAFF");
    // The former owner is no owner now: the member forms are refused.
    const refused = await post("owner", {
      intent: "remove-member",
      memberId: people.consultant!.id,
    });
    expect(refused.status).toBe(403);
  });

  it("lets a member leave: back home, no longer a member", async () => {
    const response = await post("consultant", { intent: "leave-organisation" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile/home");
    expect(await roleOf(people.consultant!.id, farm)).toBeNull();
  });
});

describe("two owners demoting each other at once", () => {
  it("leaves one owner: the second change counts what the first left", async () => {
    const org = (await insertTestOrganisation("Twee Eienaars")).id;
    await person("first", org, "OWNER");
    await person("second", org, "OWNER");
    const actor = (key: string) => ({ userId: people[key]!.id, label: key, requestId: null });
    const results = await Promise.allSettled([
      changeMembers(actor("first"), org, {
        kind: "role",
        userId: people.second!.id,
        role: "STAFF",
      }),
      changeMembers(actor("second"), org, {
        kind: "role",
        userId: people.first!.id,
        role: "STAFF",
      }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const roles = [await roleOf(people.first!.id, org), await roleOf(people.second!.id, org)];
    expect(roles.filter((role) => role === "OWNER")).toHaveLength(1);
  });
});

describe("the API over the same service", () => {
  let org: string;
  beforeAll(async () => {
    org = (await insertTestOrganisation("API Plaas")).id;
    await person("apiOwner", org, "OWNER");
    await person("apiStaff", org, "STAFF");
  });

  const call = (fn: typeof memberApi, path: string, token: string, init: object, params: object) =>
    callRoute(fn, apiRequest(path, token, init), params as Record<string, string>);

  it("PATCH changes a role; a non-owner is 403, another organisation's member 404, a bad id 404", async () => {
    const path = (userId: string) => `/api/v2/user/companies/${org}/members/${userId}`;
    const ok = await call(
      memberApi,
      path(people.apiStaff!.id),
      people.apiOwner!.token,
      {
        method: "PATCH",
        body: { role: "CONSULTANT" },
      },
      { id: org, userId: people.apiStaff!.id },
    );
    expect(ok.status).toBe(200);
    expect(await roleOf(people.apiStaff!.id, org)).toBe("CONSULTANT");
    const forbidden = await call(
      memberApi,
      path(people.apiOwner!.id),
      people.apiStaff!.token,
      {
        method: "PATCH",
        body: { role: "STAFF" },
      },
      { id: org, userId: people.apiOwner!.id },
    );
    expect(forbidden.status).toBe(403);
    const foreign = await call(
      memberApi,
      path(people.outsider!.id),
      people.apiOwner!.token,
      {
        method: "DELETE",
      },
      { id: org, userId: people.outsider!.id },
    );
    expect(foreign.status).toBe(404);
    const malformed = await call(
      memberApi,
      path("nope"),
      people.apiOwner!.token,
      {
        method: "DELETE",
      },
      { id: org, userId: "nope" },
    );
    expect(malformed.status).toBe(404);
  });

  it("leave refuses the only owner (409); transferOwnership, then leave, works", async () => {
    const leave = () =>
      call(
        leaveApi,
        `/api/v2/user/companies/${org}/leave`,
        people.apiOwner!.token,
        {
          method: "POST",
        },
        { id: org },
      );
    const refused = await leave();
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(MEMBER_MESSAGES.onlyOwnerLeave);
    const transfer = await call(
      transferApi,
      `/api/v2/user/companies/${org}/transferOwnership`,
      people.apiOwner!.token,
      {
        method: "POST",
        body: { userId: people.apiStaff!.id },
      },
      { id: org },
    );
    expect(transfer.status).toBe(200);
    expect((await leave()).status).toBe(200);
    expect(await roleOf(people.apiOwner!.id, org)).toBeNull();
    expect(await roleOf(people.apiStaff!.id, org)).toBe("OWNER");
  });

  it("POST /user/companies founds a further organisation, the caller its owner", async () => {
    const created = await call(
      createApi,
      "/api/v2/user/companies",
      people.outsider!.token,
      {
        method: "POST",
        body: { name: "Tweede Plaas" },
      },
      {},
    );
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(await roleOf(people.outsider!.id, data.id)).toBe("OWNER");
    const blank = await call(
      createApi,
      "/api/v2/user/companies",
      people.outsider!.token,
      {
        method: "POST",
        body: { name: "" },
      },
      {},
    );
    expect(blank.status).toBe(422);
  });
});

describe("a further organisation from /profile/company", () => {
  it("is founded with the person as OWNER and becomes their active organisation", async () => {
    const response = await post("outsider", { intent: "create-organisation", name: "Derde Plaas" });
    expect(response.status).toBe(302);
    const page = (await callRoute(
      loader,
      new Request(URL, { headers: { cookie: people.outsider!.cookie } }),
    )) as never as { organisation: { name: string; role: string } };
    expect(page.organisation).toMatchObject({ name: "Derde Plaas", role: "OWNER" });
  });

  it("refuses a blank name beside the field (422), never a 500", async () => {
    const response = await post("outsider", { intent: "create-organisation", name: "" });
    expect(response.status).toBe(422);
  });
});

describe("the hand-over on /profile/delete-account", () => {
  it("lists the organisations they are the only owner of and transfers ownership to a member", async () => {
    const org = (await insertTestOrganisation("Oorhandig")).id;
    await person("leaver", org, "OWNER");
    await person("heir", org, "STAFF");
    const page = (await callRoute(
      deleteLoader,
      new Request("http://localhost/profile/delete-account", {
        headers: { cookie: people.leaver!.cookie },
      }),
    )) as never as {
      refusal: string;
      handover: { organisationId: string; members: { userId: string }[] }[];
    };
    expect(page.refusal).toContain("Transfer ownership");
    expect(page.handover).toEqual([
      expect.objectContaining({
        organisationId: org,
        members: [expect.objectContaining({ userId: people.heir!.id })],
      }),
    ]);
    const response = await callRoute(
      deleteAction,
      new Request("http://localhost/profile/delete-account", {
        method: "POST",
        headers: { cookie: people.leaver!.cookie },
        body: new URLSearchParams({
          intent: "transfer-ownership",
          organisationId: org,
          memberId: people.heir!.id,
        }),
      }),
    );
    expect(response.status).toBe(302);
    expect(await roleOf(people.heir!.id, org)).toBe("OWNER");
    expect(await roleOf(people.leaver!.id, org)).toBe("STAFF");
    // Another organisation's id is a 404.
    const foreign = await callRoute(
      deleteAction,
      new Request("http://localhost/profile/delete-account", {
        method: "POST",
        headers: { cookie: people.leaver!.cookie },
        body: new URLSearchParams({
          intent: "transfer-ownership",
          organisationId: other,
          memberId: people.outsider!.id,
        }),
      }),
    );
    expect(foreign.status).toBe(404);
  });
});
