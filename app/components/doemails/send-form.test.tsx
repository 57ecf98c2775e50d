// @vitest-environment happy-dom
// The send tab of /admin/doemails (issue 18; decision 0099): the GET form keeps the choice, and
// the preview's "Send to N people" posts that same choice with the one-time sendKey.
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { SendChoiceForm, SendPreview, type SendTabData } from "./send-form";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

const TEMPLATE_ID = "00000000-0000-4000-8000-0018d0000001";
const template = {
  templateId: TEMPLATE_ID,
  name: "Reminder",
  kind: "programme" as const,
  kindLabel: "Programme e-mail",
  subject: "Hi {{firstName}}",
  body: "Map your fields.",
  createdAt: "2026-11-25T10:00:00.000Z",
  updatedAt: "2026-11-25T10:00:00.000Z",
  archivedAt: null,
};

const data: SendTabData = {
  choice: {
    templateId: TEMPLATE_ID,
    everyone: false,
    steps: ["EVIDENCE"],
    provinces: ["FS"],
    roles: [],
    organisationIds: [],
    userIds: [],
  },
  options: {
    steps: [
      { value: "MAP_FIELDS", label: "Map fields" },
      { value: "EVIDENCE", label: "Evidence" },
    ],
    provinces: [{ value: "FS", label: "Free State" }],
    roles: [{ value: "OWNER", label: "Owner" }],
    organisations: [],
    people: [],
  },
  errors: { audience: "Choose who receives the e-mail." },
  preview: {
    template,
    recipientCount: 2,
    skippedCount: 1,
    recipients: [
      {
        userId: "u1",
        email: "a@example.com",
        name: "Ann Dube",
        organisationName: "Dube Farm",
        stepLabel: "Evidence",
        mailingList: true,
      },
    ],
    email: { subject: "Hi Ann", text: "Map your fields." },
    sendKey: "key-123",
    sendLabel: "Send to 2 people",
  },
};

async function render(canWrite: boolean) {
  const Stub = createRemixStub([
    {
      path: "/admin/doemails",
      Component: () => (
        <>
          <SendChoiceForm data={data} templates={[template]} />
          <SendPreview data={data.preview!} canWrite={canWrite} sendError={null} />
        </>
      ),
    },
  ]);
  const el = document.createElement("div");
  root = createRoot(el);
  await act(async () =>
    root!.render(
      <Stub
        initialEntries={[
          `/admin/doemails?tab=send&templateId=${TEMPLATE_ID}&steps=EVIDENCE&provinces=FS`,
        ]}
      />,
    ),
  );
  return el;
}

describe("the send tab", () => {
  it("keeps the choice in the GET form and shows the audience's refusal beside Everyone", async () => {
    const el = await render(true);
    const get = el.querySelector<HTMLFormElement>("form.de-send-form")!;
    expect(get.getAttribute("method")).toBe("get");
    expect(get.querySelector<HTMLInputElement>("#send-steps-EVIDENCE")!.checked).toBe(true);
    expect(get.querySelector<HTMLInputElement>("#send-steps-MAP_FIELDS")!.checked).toBe(false);
    expect(get.querySelector("#send-everyone-error")!.textContent).toBe(
      "Error: Choose who receives the e-mail.",
    );
  });

  it("posts the same choice with the sendKey, and says who is skipped", async () => {
    const el = await render(true);
    expect(el.querySelector('[data-testid="send-count"]')!.textContent).toBe(
      "2 people will receive ‘Reminder’. 1 person not on the mailing list is skipped (a marketing e-mail goes only to people who said yes to it).",
    );
    const post = [...el.querySelectorAll("form")].find((f) => f.getAttribute("method") === "post")!;
    expect(post.getAttribute("action")).toContain("do=send");
    const values = [...post.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((i) => [
      i.name,
      i.value,
    ]);
    expect(values).toEqual([
      ["templateId", TEMPLATE_ID],
      ["steps", "EVIDENCE"],
      ["provinces", "FS"],
      ["sendKey", "key-123"],
    ]);
    expect(post.querySelector("button")!.textContent).toBe("Send to 2 people");
  });

  it("offers no send to read:admin", async () => {
    const el = await render(false);
    expect([...el.querySelectorAll("form")].some((f) => f.getAttribute("method") === "post")).toBe(
      false,
    );
    expect(el.textContent).toContain("Sending e-mails needs write:admin.");
  });
});
