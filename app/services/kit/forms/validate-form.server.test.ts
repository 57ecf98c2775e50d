// The action helper: 422 with an error per field and the values kept; data on success; the
// line-item editor's buttons answered without JavaScript.
import { withZod } from "@remix-validated-form/with-zod";
import { describe, expect, it } from "vitest";
import type { FieldSpec } from "./field-spec";
import { formSchema } from "./form-schema";
import { clearHiddenValues } from "./visibility";
import { postSchema, q } from "~/services/kit/query";
import {
  readPost,
  refuseForm,
  repopulatableValues,
  validateForm,
  validatePost,
} from "./validate-form.server";

const fields = [
  { type: "text", name: "name", label: "Name", maxLength: 10 },
  { type: "toggle", name: "hasReferral", label: "Referred?" },
  {
    type: "text",
    name: "referralCode",
    label: "Code",
    visibleWhen: { field: "hasReferral", equals: true },
  },
  { type: "file", name: "leaflet", label: "Leaflet", optional: true },
  {
    type: "lineItems",
    name: "herds",
    label: "Herds",
    optional: true,
    maxLength: 2,
    itemFields: [{ type: "text", name: "species", label: "Species" }],
  },
] as const satisfies readonly FieldSpec[];
const validator = withZod(formSchema(fields));
const options = {
  repopulate: (data: Record<string, unknown>) => clearHiddenValues(fields, data),
  lineItemLimits: { herds: 2 },
};

function post(entries: Array<[string, string | File]>, multipart = false) {
  const body = multipart ? new FormData() : new URLSearchParams();
  for (const [key, value] of entries) body.append(key, value as string & File);
  return new Request("http://veld.test/form", { method: "POST", body });
}

async function payload(response: Response) {
  return (await response.json()) as {
    fieldErrors: Record<string, string>;
    repopulateFields: Record<string, unknown>;
    formId?: string;
  };
}

describe("validateForm", () => {
  it("valid data comes back as data", async () => {
    const result = await validateForm(post([["name", "Thandi"]]), validator, options);
    expect(result).not.toBeInstanceOf(Response);
    expect((result as { data: unknown }).data).toMatchObject({
      name: "Thandi",
      hasReferral: false,
    });
  });

  it("a refusal is a 422 with an error beside each field and every value kept", async () => {
    const result = await validateForm(
      post([
        ["name", "Far too long a name"],
        ["hasReferral", "on"],
        ["herds[0].species", "beef"],
        ["intent", "signup"],
      ]),
      validator,
      options,
    );
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(422);
    expect(await payload(response)).toEqual({
      fieldErrors: { name: "Too many characters", referralCode: "Required" },
      repopulateFields: {
        name: "Far too long a name",
        hasReferral: "on",
        herds: [{ species: "beef" }],
      },
      formId: "signup",
    });
  });

  it("spec §5 'Values of hidden fields are cleared': they do not come back", async () => {
    const response = (await validateForm(
      post([
        ["name", ""],
        ["referralCode", "typed, then the toggle was switched off"],
      ]),
      validator,
      options,
    )) as Response;
    expect((await payload(response)).repopulateFields).toEqual({ name: "" });
  });

  it("files are not sent back (a file input cannot be refilled)", async () => {
    const response = (await validateForm(
      post(
        [
          ["name", ""],
          ["leaflet.files", new File(["%PDF-1.4"], "plan.pdf", { type: "application/pdf" })],
          ["leaflet.storedFiles", "f1"],
        ],
        true,
      ),
      validator,
      options,
    )) as Response;
    expect(response.status).toBe(422);
    expect((await payload(response)).repopulateFields).toEqual({
      name: "",
      leaflet: { storedFiles: "f1" },
    });
  });

  it("too many files for the upload limits: 422 beside the file field", async () => {
    const pdf = () => new File(["%PDF-1.4"], "plan.pdf", { type: "application/pdf" });
    const response = (await validateForm(
      post(
        [
          ["leaflet.files", pdf()],
          ["leaflet.files", pdf()],
        ],
        true,
      ),
      validator,
      { ...options, upload: { maxFiles: 1 } },
    )) as Response;
    expect(response.status).toBe(422);
    expect((await payload(response)).fieldErrors).toEqual({
      leaflet: "Too many files, please try again",
    });
  });

  describe("the add-line-item editor without JavaScript", () => {
    it("'add-line-item:herds' answers 200 with a new empty row and every value kept", async () => {
      const response = (await validateForm(
        post([
          ["name", "Boplaas"],
          ["herds[0].species", "beef"],
          ["intent", "add-line-item:herds"],
        ]),
        validator,
        options,
      )) as Response;
      expect(response.status).toBe(200);
      expect(await payload(response)).toMatchObject({
        fieldErrors: {},
        repopulateFields: { name: "Boplaas", herds: [{ species: "beef" }, {}] },
      });
    });

    it("'remove-line-item:herds:0' drops that row", async () => {
      const response = (await validateForm(
        post([
          ["herds[0].species", "beef"],
          ["herds[1].species", "sheep"],
          ["intent", "remove-line-item:herds:0"],
        ]),
        validator,
        options,
      )) as Response;
      expect((await payload(response)).repopulateFields).toEqual({ herds: [{ species: "sheep" }] });
    });

    it("'duplicate-line-item:herds:0' copies the row without its id (spec §3 'Line item')", async () => {
      const response = (await validateForm(
        post([
          ["herds[0].id", "h1"],
          ["herds[0].species", "beef"],
          ["intent", "duplicate-line-item:herds:0"],
        ]),
        validator,
        options,
      )) as Response;
      expect((await payload(response)).repopulateFields).toEqual({
        herds: [{ id: "h1", species: "beef" }, { species: "beef" }],
      });
    });

    it("add at maxLength changes nothing", async () => {
      const response = (await validateForm(
        post([
          ["herds[0].species", "a"],
          ["herds[1].species", "b"],
          ["intent", "add-line-item:herds"],
        ]),
        validator,
        options,
      )) as Response;
      expect((await payload(response)).repopulateFields).toEqual({
        herds: [{ species: "a" }, { species: "b" }],
      });
    });
  });

  it("repopulatableValues drops files, the intent and the forms library's own fields", () => {
    const file = new File(["x"], "x.pdf");
    expect(
      repopulatableValues({
        a: "1",
        intent: "submit",
        __library: "f",
        f: { files: [file], ids: ["1"] },
      }),
    ).toEqual({ a: "1", f: { files: [], ids: ["1"] } });
  });

  describe("a page with several forms (the one action contract)", () => {
    const pagePost = postSchema({ intent: q.choice(["add", "remove"]), herdId: q.id() });
    const HERD = "7a0c4c1e-3f1c-4a55-9b7e-2f0d5d3c9a10";

    it("reads the intent and the record's id from the body, then validates the form they name", async () => {
      const read = await readPost(
        post([
          ["intent", "remove"],
          ["herdId", HERD.toUpperCase()],
          ["name", "Far too long a name"],
        ]),
        pagePost,
      );
      if (read instanceof Response) throw new Error("the post was read");
      expect(read.fields).toEqual({ intent: "remove", herdId: HERD });
      const refused = (await validatePost(read, validator, options)) as Response;
      expect(refused.status).toBe(422);
      // The refusal goes to the form the intent names, which draws the intent as its id.
      expect(await payload(refused)).toMatchObject({ formId: "remove" });
    });

    it("a form of another page, or an id that is not one, is a 400 naming the field", async () => {
      const unknown = readPost(post([["intent", "publish"]]), pagePost);
      await expect(unknown).rejects.toMatchObject({ status: 400 });
      const thrown = (await unknown.catch((error: unknown) => error)) as Response;
      expect(await thrown.text()).toBe("The form's 'intent' field must be one of: add, remove.");
      const badId = (await readPost(
        post([
          ["intent", "remove"],
          ["herdId", "herd-7"],
        ]),
        pagePost,
      ).catch((error: unknown) => error)) as Response;
      expect(badId.status).toBe(400);
      expect(await badId.text()).toBe("The form's 'herdId' field must be an id (a UUID).");
    });

    it("a line-item button in a form with its own intent changes that form, named by it", async () => {
      const response = (await validateForm(
        post([
          ["intent", "add"],
          ["herds[0].species", "beef"],
          ["intent", "add-line-item:herds"],
        ]),
        validator,
        options,
      )) as Response;
      expect(response.status).toBe(200);
      expect(await payload(response)).toMatchObject({
        formId: "add",
        repopulateFields: { herds: [{ species: "beef" }, {}] },
      });
    });

    it("one of several forms with one intent is answered under the id it is given", async () => {
      const response = (await validateForm(
        post([
          ["intent", "add"],
          ["name", "Far too long a name"],
        ]),
        validator,
        { ...options, formId: "add:kamp-2" },
      )) as Response;
      expect(await payload(response)).toMatchObject({ formId: "add:kamp-2" });
    });
  });

  it("refuseForm answers the one action result: the form's intent, its errors and values", async () => {
    const response = refuseForm(
      "submit",
      {
        formError: "The season is not complete.",
        fieldErrors: { reason: "Say why." },
        values: { reason: "", intent: "submit" },
        problems: ["Kamp 2 has no crop."],
      },
      409,
    );
    expect(response.init?.status).toBe(409);
    expect(response.data).toEqual({
      formId: "submit",
      fieldErrors: { reason: "Say why.", _form: "The season is not complete." },
      repopulateFields: { reason: "" },
      problems: ["Kamp 2 has no crop."],
    });
  });
});
