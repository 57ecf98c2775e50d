// @vitest-environment happy-dom
// The upload field with a staging address (decision 0088), once the page's JavaScript runs: each
// chosen file goes on its own by XMLHttpRequest with a labelled progress bar; the form carries
// only the staged ids; a failed file can be retried alone; an upload can be cancelled. Without a
// staging address the field posts its files with the form, as before.
import { act, cleanup, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { fieldsValidator } from "~/services/kit/forms/validator";
import { renderWithRouter } from "../../../tests/support/render-with-router";
import { FormBuilder } from "./form-builder";

const FIELDS = [
  { type: "text", name: "title", label: "Title" },
  { type: "file", name: "files", label: "Files", maxFiles: 3, accept: [".pdf", ".jpg"] },
] as const satisfies readonly FieldSpec[];
const validator = fieldsValidator(FIELDS);

/** A stand-in XMLHttpRequest the test drives: progress, an answer, a broken link. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload = new EventTarget();
  private events = new EventTarget();
  status = 0;
  responseText = "";
  url = "";
  body: FormData | null = null;
  aborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event("abort"));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event("progress"), { loaded, total, lengthComputable: true });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event("load"));
  }
  fail() {
    this.events.dispatchEvent(new Event("error"));
  }
}

async function render(stageUrls?: Record<string, string>) {
  const { container } = await renderWithRouter(
    <FormBuilder
      id="staged"
      fields={FIELDS}
      validator={validator}
      submitLabel="Save"
      stageUrls={stageUrls}
    />,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return container.querySelector<HTMLFormElement>("form#staged")!;
}

/**
 * Chooses files as a person does in the file picker. The picker's type filter is off
 * (applyAccept: false): a person can switch it to 'All files', so the field's own check is tested.
 */
async function choose(files: File[]) {
  const input = screen.getByLabelText<HTMLInputElement>(/^Files/, { selector: "input" });
  await userEvent.setup({ applyAccept: false }).upload(input, files);
  return input;
}

const staged = (form: Element) =>
  [...form.querySelectorAll<HTMLInputElement>("input[name='files.stagedFiles']")].map(
    (i) => i.value,
  );
const button = (text: string) =>
  screen.queryByRole("button", { name: new RegExp(`^${text}`) }) ?? undefined;
const pdf = (name: string) => new File(["%PDF-1.4 test"], name, { type: "application/pdf" });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("with a staging address", () => {
  it("uploads a chosen file at once with a labelled progress bar, and posts only its id", async () => {
    const form = await render({ files: "/uploads/staged/evidence" });
    const input = await choose([pdf("invoice.pdf")]);
    expect(FakeXhr.sent).toHaveLength(1);
    const [xhr] = FakeXhr.sent;
    expect(xhr!.url).toBe("/uploads/staged/evidence");
    expect((xhr!.body!.get("file") as File).name).toBe("invoice.pdf");
    // The input is emptied: the bytes do not go with the form a second time.
    expect(input.value).toBe("");
    expect(staged(form)).toEqual(["uploading"]);

    await act(async () => xhr!.progress(21, 50));
    const progress = screen.getByRole<HTMLProgressElement>("progressbar", { name: "invoice.pdf" });
    expect(progress.value).toBe(42);
    expect(form.querySelector(`label[for="${progress.id}"]`)?.textContent).toBe("invoice.pdf");
    expect(form.textContent).toContain("Uploading 42%");
    expect(button("Cancel")).toBeDefined();

    await act(async () => xhr!.answer(201, { id: "file-1", name: "invoice.pdf", size: 13 }));
    expect(form.textContent).toContain("Uploaded");
    expect(staged(form)).toEqual(["file-1"]);
    expect(button("Cancel")).toBeUndefined();
  });

  it("a failed file shows why and is retried alone; the others are not sent again", async () => {
    const form = await render({ files: "/uploads/staged/evidence" });
    await choose([pdf("a.pdf"), pdf("b.pdf")]);
    const [a, b] = FakeXhr.sent;
    await act(async () => a!.answer(201, { id: "file-a", name: "a.pdf", size: 13 }));
    await act(async () => b!.fail());
    expect(form.textContent).toContain("Not uploaded: The upload did not finish.");
    expect(staged(form)).toEqual(["file-a", "failed"]);

    await userEvent.click(button("Retry")!);
    expect(FakeXhr.sent).toHaveLength(3);
    expect((FakeXhr.sent[2]!.body!.get("file") as File).name).toBe("b.pdf");
    await act(async () => FakeXhr.sent[2]!.answer(422, { error: "Invalid file type: .exe" }));
    expect(form.textContent).toContain("Not uploaded: Invalid file type: .exe");
  });

  it("Cancel stops an upload and takes the file out of the form", async () => {
    const form = await render({ files: "/uploads/staged/evidence" });
    await choose([pdf("slow.pdf")]);
    await userEvent.click(button("Cancel")!);
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    expect(staged(form)).toEqual([]);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("a reset form forgets its uploads", async () => {
    const form = await render({ files: "/uploads/staged/evidence" });
    await choose([pdf("done.pdf")]);
    await act(async () =>
      FakeXhr.sent[0]!.answer(201, { id: "file-d", name: "done.pdf", size: 1 }),
    );
    expect(staged(form)).toEqual(["file-d"]);
    await act(async () => form.reset());
    expect(staged(form)).toEqual([]);
  });

  it("refuses a choice over the limit or of a type not accepted before sending anything", async () => {
    const form = await render({ files: "/uploads/staged/evidence" });
    await choose([pdf("1.pdf"), pdf("2.pdf"), pdf("3.pdf"), pdf("4.pdf")]);
    expect(form.textContent).toContain("Too many files, please try again");
    await choose([new File(["x"], "tool.exe")]);
    expect(form.textContent).toContain("Invalid file type: .exe");
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe("without a staging address", () => {
  it("keeps the files in the input for the form's post, and sends nothing on its own", async () => {
    const form = await render();
    await choose([pdf("contract.pdf")]);
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(form.textContent).toContain("contract.pdf");
  });
});
