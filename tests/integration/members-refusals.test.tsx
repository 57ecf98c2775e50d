// A refused member form of /profile/company (decision 0145) comes back on the page, not an error
// page: each refusal is posted as a browser without JavaScript posts it (a real Request on a real
// database), answered with its 4xx and the one action result (the sentence, what was posted), and
// the page drawn from that answer shows an error summary in its first screen and the sentence
// beside the form, with the role chosen and the removal reason as typed.
import { createRemixStub } from "@remix-run/testing";
import { and, eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { memberships } from "~/db/schema";
import * as page from "~/routes/profile.company/route";
import { MEMBER_MESSAGES } from "~/services/organisations/member-rules";
import {
  insertTestMembership,
  insertTestOrganisation,
  insertTestProfile,
  insertTestUser,
} from "../support/model-fixtures";
import { refusalSummaryIn } from "../support/refusal-summary";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";
import type { MemberRole } from "~/shared/roles";

const BASE = "http://localhost/profile/company";

interface Person {
  id: string;
  cookie: string;
}

async function person(key: string, organisationId: string, role: MemberRole): Promise<Person> {
  const email = `${key}-${Date.now()}@refusals.example`;
  const user = await insertTestUser({ email, name: key });
  await insertTestProfile(user.id);
  await insertTestMembership(user.id, organisationId, role);
  return { id: user.id, cookie: await signInCookie(user.subject, email) };
}

/** A farm with an owner and a staff member. */
async function farm(name: string) {
  const organisationId = (await insertTestOrganisation(name)).id;
  const owner = await person(`${name}-owner`, organisationId, "OWNER");
  const staff = await person(`${name}-staff`, organisationId, "STAFF");
  return { organisationId, owner, staff };
}

interface Refused {
  status: number;
  body: { formId: string; fieldErrors: Record<string, string>; repopulateFields: object };
}

/** Posts a member form from `search` (its confirmation step, or the page itself). */
async function post(who: Person, search: string, values: Record<string, string>) {
  const response = await callRoute(
    page.action,
    new Request(`${BASE}${search}`, {
      method: "POST",
      headers: { cookie: who.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(values),
    }),
  );
  return { status: response.status, body: await response.json() } as Refused;
}

/** The page as the server draws it at `search` after the refused post. */
async function pageAfter(who: Person, search: string, refused: Refused) {
  const data = JSON.parse(
    JSON.stringify(
      await callRoute(
        page.loader,
        new Request(`${BASE}${search}`, { headers: { cookie: who.cookie } }),
      ),
    ),
  );
  const Stub = createRemixStub([
    { id: "page", path: "/profile/company", Component: page.default, loader: () => data },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      <Stub
        initialEntries={[`/profile/company${search}`]}
        hydrationData={{ loaderData: { page: data }, actionData: { page: refused.body } }}
      />,
    ).replace(/<!-- -->/g, "");
  } finally {
    quiet.mockRestore();
  }
}

async function roleOf(userId: string, organisationId: string) {
  const [row] = await db()
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)));
  return row?.role ?? null;
}

/** The HTML from the element with `id` to the end of its section. */
function sectionOf(html: string, id: string) {
  const at = html.indexOf(`id="${id}"`);
  expect(at, id).toBeGreaterThan(-1);
  return html.slice(at, html.indexOf("</section>", at));
}

describe("a refused member form comes back on /profile/company", () => {
  it("the only owner leaving: 409, the sentence in the summary and on the leave step", async () => {
    const { organisationId, owner } = await farm("Onlyowner");
    const refused = await post(owner, "?confirm=leave", { intent: "leave-organisation" });
    expect(refused.status).toBe(409);
    expect(refused.body.formId).toBe("leave-organisation");
    expect(refused.body.fieldErrors._form).toBe(MEMBER_MESSAGES.onlyOwnerLeave);
    expect(await roleOf(owner.id, organisationId)).toBe("OWNER");

    const html = await pageAfter(owner, "?confirm=leave", refused);
    const summary = refusalSummaryIn(html, "member-refusal", "<h1>Company</h1>", "Members</h2>");
    expect(summary).toContain(MEMBER_MESSAGES.onlyOwnerLeave);
    expect(sectionOf(html, "confirm-heading")).toContain(MEMBER_MESSAGES.onlyOwnerLeave);
  });

  it("removing a member who has gone meanwhile: 404, the sentence above the list, the reason kept", async () => {
    const { organisationId, owner, staff } = await farm("Goneaway");
    const step = `?confirm=remove&member=${staff.id}`;
    // The owner opened the step; before they confirm, the member leaves.
    await db()
      .delete(memberships)
      .where(and(eq(memberships.userId, staff.id), eq(memberships.organisationId, organisationId)));
    const refused = await post(owner, step, {
      intent: "remove-member",
      memberId: staff.id,
      reason: "Sold his share in March.",
    });
    expect(refused.status).toBe(404);
    expect(refused.body.fieldErrors._form).toBe(MEMBER_MESSAGES.memberNotFound);
    expect(refused.body.repopulateFields).toMatchObject({
      memberId: staff.id,
      reason: "Sold his share in March.",
    });

    const html = await pageAfter(owner, step, refused);
    const summary = refusalSummaryIn(html, "member-refusal", "<h1>Company</h1>", "Members</h2>");
    expect(summary).toContain(MEMBER_MESSAGES.memberNotFound);
    expect(summary).toContain('href="#members-heading"');
    expect(sectionOf(html, "members-heading")).toContain(
      `id="members-error" class="kf-field__error">${MEMBER_MESSAGES.memberNotFound}`,
    );
  });

  it("transferring to a member who has gone: 404 on the page, nobody's role changed", async () => {
    const { organisationId, owner, staff } = await farm("Handover");
    await db()
      .delete(memberships)
      .where(and(eq(memberships.userId, staff.id), eq(memberships.organisationId, organisationId)));
    const step = `?confirm=transfer&member=${staff.id}`;
    const refused = await post(owner, step, { intent: "transfer-ownership", memberId: staff.id });
    expect(refused.status).toBe(404);
    expect(refused.body.formId).toBe("transfer-ownership");
    expect(await roleOf(owner.id, organisationId)).toBe("OWNER");
    const html = await pageAfter(owner, step, refused);
    expect(refusalSummaryIn(html, "member-refusal", "<h1>Company</h1>", "Members</h2>")).toContain(
      MEMBER_MESSAGES.memberNotFound,
    );
  });

  it("an owner demoted meanwhile: 403 on the page with the removal reason kept", async () => {
    const { organisationId, owner, staff } = await farm("Demoted");
    const coOwner = await person("Demoted-co", organisationId, "OWNER");
    // The co-owner makes the owner staff while the owner is on the removal step.
    await db()
      .update(memberships)
      .set({ role: "STAFF" })
      .where(and(eq(memberships.userId, owner.id), eq(memberships.organisationId, organisationId)));
    const step = `?confirm=remove&member=${staff.id}`;
    const refused = await post(owner, step, {
      intent: "remove-member",
      memberId: staff.id,
      reason: "No longer works here.",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.fieldErrors._form).toBe(MEMBER_MESSAGES.notOwner);
    expect(refused.body.repopulateFields).toMatchObject({ reason: "No longer works here." });
    expect(await roleOf(staff.id, organisationId)).toBe("STAFF");
    expect(await roleOf(coOwner.id, organisationId)).toBe("OWNER");
    const html = await pageAfter(owner, step, refused);
    expect(refusalSummaryIn(html, "member-refusal", "<h1>Company</h1>", "Members</h2>")).toContain(
      MEMBER_MESSAGES.notOwner,
    );
    expect(sectionOf(html, "members-heading")).toContain(MEMBER_MESSAGES.notOwner);
  });

  it("a role change without a role: 400 beside that member's role, the page's other forms intact", async () => {
    const { owner, staff } = await farm("Norole");
    const refused = await post(owner, "", { intent: "member-role", memberId: staff.id });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors._form).toBe("Choose a role first.");
    const html = await pageAfter(owner, "", refused);
    const summary = refusalSummaryIn(html, "member-refusal", "<h1>Company</h1>", "Members</h2>");
    expect(summary).toContain(`href="#role-${staff.id}"`);
    const row = sectionOf(html, "members-heading");
    expect(row).toContain(`aria-describedby="role-${staff.id}-error"`);
    expect(row).toContain(
      `id="role-${staff.id}-error" class="kf-field__error">Choose a role first.`,
    );
    expect(row).not.toContain('id="members-error"');
  });

  it("the only owner demoting themself: 409 with the sentence telling them to transfer first", async () => {
    const { organisationId, owner } = await farm("Selfdemote");
    const refused = await post(owner, "", {
      intent: "member-role",
      memberId: owner.id,
      role: "STAFF",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.fieldErrors._form).toBe(MEMBER_MESSAGES.onlyOwnerRole);
    expect(refused.body.repopulateFields).toMatchObject({ role: "STAFF" });
    expect(await roleOf(owner.id, organisationId)).toBe("OWNER");
    const html = await pageAfter(owner, "", refused);
    expect(sectionOf(html, "members-heading")).toContain(MEMBER_MESSAGES.onlyOwnerRole);
  });
});
