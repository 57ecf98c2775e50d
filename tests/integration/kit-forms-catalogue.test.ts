// /dev/kit/forms (issue 3) called with real Requests: the action validates with the same schema
// the browser uses; a refusal is a 422 with an error per field and the values as sent (so a
// form posted without JavaScript comes back filled in); the line-item editor's buttons work
// without JavaScript; the page is a 404 in production unless KIT_CATALOGUE=true.
// It lives here rather than beside the route: every file under app/routes becomes a route.
import { afterEach, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/dev.kit.forms/route";
import * as fixture from "../support/file-fixtures";
import { asResponse } from "../support/route-call";

const URL = "http://localhost:3000/dev/kit/forms";
const context = { cspNonce: "", requestId: "kit-forms-test" };

type Entries = Array<[string, string | File]>;

const VALID: Entries = [
  ["intent", "kit-forms-demo"],
  ["name", "Thandi"],
  ["surname", "Nkosi"],
  ["email", "thandi@boplaas.co.za"],
  ["phoneNumber.country", "ZA"],
  ["phoneNumber.number", "082 123 4567"],
  ["userType", "OWNER"],
  ["country", "ZA"],
  ["region", "WC"],
  ["hearAboutUs", "webinar"],
  ["hearAboutUs", "conference"],
  ["hectares", "1,250.5"],
  ["mailingList", "on"],
  ["herds[0].species", "sheep"],
  ["herds[0].head", "120"],
];

function post(entries: Entries, multipart = false) {
  const body = multipart ? new FormData() : new URLSearchParams();
  for (const [key, value] of entries) body.append(key, value as string & File);
  return new Request(URL, { method: "POST", body });
}

async function run(request: Request) {
  try {
    const answer = await action({ request, params: {}, context });
    return asResponse(answer);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function refusal(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  return {
    status: response.status,
    body: (await response.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, unknown>;
      formId?: string;
    },
  };
}

const replace = (entries: Entries, key: string, value: string | null): Entries => [
  ...entries.filter(([k]) => k !== key),
  ...(value === null ? [] : [[key, value] as [string, string]]),
];

afterEach(() => {
  delete process.env.KIT_CATALOGUE;
  process.env.NODE_ENV = "test";
});

describe("the forms catalogue's action", () => {
  it("accepts a valid post and answers with the values as the schema made them", async () => {
    const result = await run(post(VALID));
    expect(result).not.toBeInstanceOf(Response);
    expect(result).toMatchObject({
      ok: true,
      values: {
        name: "Thandi",
        // spec §3: 'the calling code, a space, then the number without spaces'.
        phoneNumber: "+27 821234567",
        landline: null,
        otherUserType: null,
        region: "WC",
        hearAboutUs: ["conference", "webinar"],
        // spec §4 'Multi-selector: selecting none sets the value to null'.
        species: null,
        hectares: 1250.5,
        hasReferral: false,
        referralCode: null,
        mailingList: true,
        // spec §5 'Text area: Empty becomes null'.
        motivation: null,
        grazingPlan: [],
        herds: [{ species: "sheep", head: 120, camp: null }],
      },
    });
  });

  it("refuses an invalid post with 422, an error per field, and every value as sent", async () => {
    let entries = replace(VALID, "email", "thandi@boplaas");
    entries = replace(entries, "phoneNumber.number", "082 123 45678");
    entries = replace(entries, "surname", "");
    entries = replace(entries, "hectares", "250 000");
    entries = [...entries, ["hasReferral", "on"]];
    const { status, body } = await refusal(await run(post(entries)));
    expect(status).toBe(422);
    expect(body.formId).toBe("kit-forms-demo");
    expect(body.fieldErrors).toEqual({
      surname: "Required",
      email: "Enter a valid email address, like name@example.com.",
      phoneNumber: "Invalid phone number for selected country",
      hectares: "Enter a number no larger than 100 000.",
      referralCode: "Required",
    });
    expect(body.repopulateFields).toMatchObject({
      name: "Thandi",
      surname: "",
      email: "thandi@boplaas",
      phoneNumber: { country: "ZA", number: "082 123 45678" },
      hectares: "250 000",
      hasReferral: "on",
      hearAboutUs: ["webinar", "conference"],
      herds: [{ species: "sheep", head: "120" }],
    });
  });

  it("ignores and clears the values of hidden conditional fields (spec §5 'Values of hidden fields are cleared')", async () => {
    const entries: Entries = [
      ...replace(replace(VALID, "country", "NA"), "email", "x"),
      ["otherUserType", "typed while 'Other' was chosen"],
      ["referralCode", "VELD-7"],
    ];
    const { status, body } = await refusal(await run(post(entries)));
    expect(status).toBe(422);
    expect(Object.keys(body.fieldErrors)).toEqual(["email"]);
    // region was posted as WC, but the province only applies in South Africa.
    expect(body.repopulateFields).not.toHaveProperty("region");
    expect(body.repopulateFields).not.toHaveProperty("otherUserType");
    expect(body.repopulateFields).not.toHaveProperty("referralCode");
    expect(body.repopulateFields).toMatchObject({ country: "NA", name: "Thandi" });

    const accepted = await run(post(replace(entries, "email", "thandi@boplaas.co.za")));
    expect(accepted).toMatchObject({
      ok: true,
      values: { country: "NA", region: null, otherUserType: null, referralCode: null },
    });
  });

  it("checks an uploaded file by its bytes, not its name (spec §5 'Invalid file type: {type}')", async () => {
    const disguised = fixture.fileOf(fixture.png(), "plan.pdf", "application/pdf");
    const { status, body } = await refusal(
      await run(post([...VALID, ["grazingPlan.files", disguised]], true)),
    );
    expect(status).toBe(422);
    expect(body.fieldErrors).toEqual({ grazingPlan: "Invalid file type: .png" });
    expect(body.repopulateFields).toMatchObject({ name: "Thandi", region: "WC" });

    const pdf = fixture.fileOf(fixture.pdf(), "Weidingsplan.pdf", "application/pdf");
    expect(await run(post([...VALID, ["grazingPlan.files", pdf]], true))).toMatchObject({
      ok: true,
      values: { grazingPlan: ["Weidingsplan.pdf"] },
    });
  });

  it("spec §5 'default maxFiles is 1': two files are 'Too many files, please try again'", async () => {
    const pdf = () => fixture.fileOf(fixture.pdf(), "plan.pdf", "application/pdf");
    const { status, body } = await refusal(
      await run(post([...VALID, ["grazingPlan.files", pdf()], ["grazingPlan.files", pdf()]], true)),
    );
    expect(status).toBe(422);
    expect(body.fieldErrors).toEqual({ grazingPlan: "Too many files, please try again" });
  });

  it("answers the line-item editor's buttons without JavaScript: 200, the list changed, nothing else", async () => {
    const withCamp = [...VALID, ["herds[0].camp", "Vlei"]] as Entries;
    const duplicated = await refusal(
      await run(post([...withCamp, ["intent", "duplicate-line-item:herds:0"]])),
    );
    expect(duplicated.status).toBe(200);
    expect(duplicated.body.fieldErrors).toEqual({});
    expect(duplicated.body.repopulateFields).toMatchObject({
      name: "Thandi",
      herds: [
        { species: "sheep", head: "120", camp: "Vlei" },
        { species: "sheep", head: "120", camp: "Vlei" },
      ],
    });

    const added = await refusal(await run(post([...VALID, ["intent", "add-line-item:herds"]])));
    expect(added.body.repopulateFields.herds).toEqual([{ species: "sheep", head: "120" }, {}]);

    const removed = await refusal(
      await run(post([...VALID, ["intent", "remove-line-item:herds:0"]])),
    );
    expect(removed.body.repopulateFields.herds).toEqual([]);
  });

  it("spec §5 'A required empty list shows 'At least 1 required''", async () => {
    const entries = VALID.filter(([key]) => !key.startsWith("herds"));
    const { body } = await refusal(await run(post(entries)));
    expect(body.fieldErrors).toEqual({ herds: "At least 1 required" });
  });
});

describe("the forms catalogue's loader", () => {
  it("gives the phone field its countries and the error state its real messages", async () => {
    const data = await loader({ request: new Request(URL), params: {}, context });
    expect(data.countries.find((c) => c.code === "ZA")).toMatchObject({ callingCode: "27" });
    expect(data.errorState).toMatchObject({
      farmName: "Too many characters",
      phoneNumber: "Invalid phone number for selected country",
      "camps[0].name": "Required",
    });
  });

  it("is a 404 in production unless KIT_CATALOGUE=true", async () => {
    process.env.NODE_ENV = "production";
    const refused = await loader({ request: new Request(URL), params: {}, context }).catch(
      (thrown: unknown) => thrown,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(404);
    const posted = await run(post(VALID));
    expect((posted as Response).status).toBe(404);

    process.env.KIT_CATALOGUE = "true";
    expect(await run(post(VALID))).toMatchObject({ ok: true });
  });
});
