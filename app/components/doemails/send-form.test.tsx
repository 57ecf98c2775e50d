// @vitest-environment happy-dom
// The send tab of /admin/doemails (issue 18; decision 0099): the GET form keeps the choice, and
// the preview's "Send to N people" posts that same choice with the one-time sendKey, under the
// intent 'send' (decision 0128), and shows a refused send above its button.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ActionFunction } from "@remix-run/node";
import { renderWithRouter } from "../../../tests/support/render-with-router";
import { SendChoiceForm, SendPreview, type SendTabData } from "./send-form";

afterEach(cleanup);

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

const URL = `/admin/doemails?tab=send&templateId=${TEMPLATE_ID}&steps=EVIDENCE&provinces=FS`;

async function render(canWrite: boolean, action?: ActionFunction) {
  const { container } = await renderWithRouter(
    <>
      <SendChoiceForm data={data} templates={[template]} />
      <SendPreview data={data.preview!} canWrite={canWrite} />
    </>,
    { url: URL, action },
  );
  return container;
}

describe("the send tab", () => {
  it("keeps the choice in the GET form and shows the audience's refusal beside Everyone", async () => {
    const el = await render(true);
    const get = el.querySelector<HTMLFormElement>("form.de-send-form")!;
    expect(get.getAttribute("method")).toBe("get");
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Evidence" }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Map fields" }).checked).toBe(
      false,
    );
    expect(get.contains(screen.getByRole("checkbox", { name: "Evidence" }))).toBe(true);
    const everyone = screen.getByRole("checkbox", { name: "Everyone with a Veld profile" });
    expect(everyone.getAttribute("aria-describedby")).toContain("send-everyone-error");
    expect(get.querySelector("#send-everyone-error")!.textContent).toBe(
      "Error: Choose who receives the e-mail.",
    );
  });

  it("posts the same choice with the sendKey, and says who is skipped", async () => {
    const el = await render(true);
    expect(screen.getByTestId("send-count").textContent).toBe(
      "2 people will receive ‘Reminder’. 1 person not on the mailing list is skipped (a marketing e-mail goes only to people who said yes to it).",
    );
    const post = [...el.querySelectorAll("form")].find((f) => f.getAttribute("method") === "post")!;
    // To the page's own URL (its choice stays page state); the intent is a field of the body.
    expect(post.getAttribute("action")).toBe(URL);
    const values = [...post.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((i) => [
      i.name,
      i.value,
    ]);
    expect(values).toEqual([
      ["intent", "send"],
      ["templateId", TEMPLATE_ID],
      ["steps", "EVIDENCE"],
      ["provinces", "FS"],
      ["sendKey", "key-123"],
    ]);
    expect(screen.getByRole("button", { name: "Send to 2 people" }).closest("form")).toBe(post);
  });

  it("shows a refused send's sentence above the button", async () => {
    const sentence = "This sendKey was already used for another send.";
    const posted: string[] = [];
    await render(true, async ({ request }) => {
      posted.push(String((await request.formData()).get("intent")));
      return {
        formId: "send",
        fieldErrors: { _form: sentence },
        repopulateFields: {},
      };
    });
    expect(screen.queryByRole("alert")).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send to 2 people" }));
    });
    expect(posted).toEqual(["send"]);
    expect((await screen.findByRole("alert")).textContent).toBe(sentence);
  });

  it("offers no send to read:admin", async () => {
    const el = await render(false);
    expect([...el.querySelectorAll("form")].some((f) => f.getAttribute("method") === "post")).toBe(
      false,
    );
    expect(screen.queryByRole("button", { name: "Send to 2 people" })).toBeNull();
    expect(el.textContent).toContain("Sending e-mails needs write:admin.");
  });
});
