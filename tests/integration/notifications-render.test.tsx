// /admin/notifications and /profile/notifications as HTML, as a browser without JavaScript gets
// them (decision 0100): the GET "Check recipients" form and its answer, the message form posting
// its intent 'send' to the page with the audience in its URL (write:admin only), the sent list
// and the withdraw dialog posting 'withdraw' and the notification in its body (decision 0128);
// the person's list with "Unread", "Mark as read" and "Mark all as read" as real posts,
// and none of them under /admin/userView.
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as adminPage from "~/routes/admin.notifications/route";
import * as listPage from "~/routes/profile.notifications";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const cookies = { reader: "", writer: "" };
let person = { userId: "", cookie: "" };
let notificationId = "";

async function loaderData(fn: (args: never) => unknown, url: string, cookie: string) {
  const answer = await callRoute(fn, new Request(`${BASE}${url}`, { headers: { Cookie: cookie } }));
  const data = answer instanceof Response ? await answer.json() : answer;
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}

function render(path: string, url: string, Component: () => JSX.Element, data: unknown) {
  const Stub = createRemixStub([
    { id: "page", path, Component, loader: () => data as Record<string, unknown> },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      <Stub initialEntries={[url]} hydrationData={{ loaderData: { page: data } }} />,
    ).replace(/<!-- -->/g, "");
  } finally {
    quiet.mockRestore();
  }
}

beforeAll(async () => {
  cookies.reader = await signInCookie("nt-render|reader", "reader@nt-render.example", [
    "read:admin",
  ]);
  cookies.writer = await signInCookie("nt-render|writer", "writer@nt-render.example", [
    "read:admin",
    "write:admin",
  ]);
  const org = await insertPlanningOrganisation("Render Farm", 2025, [], { province: "NC" });
  person = await insertSignedInMember(org.organisationId, "OWNER");
  const sent = await callRoute(
    adminPage.action,
    new Request(`${BASE}/admin/notifications?provinces=NC`, {
      method: "POST",
      headers: { Cookie: cookies.writer, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "send",
        kind: "message",
        title: "Render check",
        body: "Bring your records.",
        link: "/profile/learn",
      }),
    }),
  );
  expect(sent.status).toBe(302);
  const list = await loaderData(listPage.loader, "/profile/notifications", person.cookie);
  notificationId = (list.notifications as { notificationId: string }[])[0]!.notificationId;
});

describe("/admin/notifications without JavaScript", () => {
  it("checks recipients with a GET form and offers write:admin the message form", async () => {
    const url = "/admin/notifications?provinces=NC";
    const html = render(
      "/admin/notifications",
      url,
      adminPage.default,
      await loaderData(adminPage.loader, url, cookies.writer),
    );
    expect(html).toMatch(/<form method="get" action="\/admin\/notifications\?provinces=NC"/);
    expect(html).toContain("Check recipients</button>");
    expect(html).toContain("<strong>1 person</strong>: People in Northern Cape.");
    expect(html).toMatch(
      /<form[^>]*method="post"[^>]*action="\/admin\/notifications\?provinces=NC"/,
    );
    expect(html).toContain('<input type="hidden" name="intent" value="send"/>');
    expect(html).toContain("Send to 1 person");
    expect(html).toContain("Render check");
    expect(html).toContain(`Withdraw<span class="visually-hidden"> Render check</span>`);
  });

  it("shows read:admin the check and the list, but no message form and no Withdraw", async () => {
    const url = "/admin/notifications?provinces=NC";
    const html = render(
      "/admin/notifications",
      url,
      adminPage.default,
      await loaderData(adminPage.loader, url, cookies.reader),
    );
    expect(html).toContain("<strong>1 person</strong>");
    expect(html).not.toContain("Send to");
    expect(html).not.toContain("Withdraw");
    expect(html).toContain("Sending notifications needs write:admin.");
  });

  it("opens the withdraw dialog as a URL, with its reason form", async () => {
    const url = `/admin/notifications?dialog=withdraw-notification&notificationId=${notificationId}`;
    const html = render(
      "/admin/notifications",
      url,
      adminPage.default,
      await loaderData(adminPage.loader, url, cookies.writer),
    );
    expect(html).toContain("Withdraw &#x27;Render check&#x27;");
    // To the page's own URL, so a refused reason comes back in the open dialog.
    expect(html).toMatch(
      /<form[^>]*method="post"[^>]*action="\/admin\/notifications\?dialog=withdraw-notification&amp;notificationId=/,
    );
    expect(html).toContain('<input type="hidden" name="intent" value="withdraw"/>');
    expect(html).toContain(
      `<input type="hidden" name="notificationId" value="${notificationId}"/>`,
    );
    expect(html).toContain('name="reason"');
  });
});

describe("/profile/notifications without JavaScript", () => {
  it("marks unread ones and posts 'Mark as read', 'Open' and 'Mark all as read'", async () => {
    const html = render(
      "/profile/notifications",
      "/profile/notifications",
      listPage.default,
      await loaderData(listPage.loader, "/profile/notifications", person.cookie),
    );
    expect(html).toContain('<span class="nt-badge">Unread</span>Render check');
    expect(html).toContain("1 is unread.");
    expect(html).toContain('name="intent" value="read"');
    expect(html).toContain('name="intent" value="open"');
    expect(html).toContain('name="intent" value="readAll"');
    expect(html).toContain(`name="notificationId" value="${notificationId}"`);
  });

  it("under /admin/userView lists them without a single form", async () => {
    const url = `/admin/userView/notifications?userId=${person.userId}`;
    const html = render(
      "/admin/userView/notifications",
      url,
      listPage.default,
      await loaderData(listPage.loader, url, cookies.reader),
    );
    expect(html).toContain("Render check");
    expect(html).not.toContain("<form");
  });
});
