// The application form's rules (spec §3 'Application form fields', §5 'Application and job forms'),
// checked through the form's validator.
import { describe, expect, it } from "vitest";
import { INVALID_EMAIL, INVALID_PHONE_FOR_COUNTRY, REQUIRED } from "~/services/kit/forms/messages";
import { asksNoticePeriod, INVALID_JOB } from "~/services/jobs/application-form";
import { INVALID_LINKEDIN, isLinkedInAddress, WHOLE_WEEKS } from "~/services/jobs/rules";
import { applicationValidator } from "./application-validator";

const JOB = "00000000-0000-4000-8000-000000000501";

function cv(name = "Thabo Mokoena CV.pdf", bytes = "%PDF-1.4\n") {
  return new File([bytes], name, { type: "application/pdf" });
}

function form(values: Record<string, string | File | null>) {
  const data = new FormData();
  const all: Record<string, string | File | null> = {
    job: JOB,
    firstName: "Thabo",
    surname: "Mokoena",
    email: "thabo.mokoena@example.co.za",
    phoneNumber: "0821234567",
    gender: "male",
    race: "african",
    highestQualification: "BSc Agriculture",
    salary: "R25 000",
    employmentStatus: "fullTime",
    noticePeriod: "4",
    linkedin: "",
    motivation: "",
    cv: cv(),
    ...values,
  };
  for (const [name, value] of Object.entries(all)) if (value !== null) data.append(name, value);
  return data;
}

async function check(values: Record<string, string | File | null> = {}) {
  return applicationValidator.validate(form(values));
}

describe("the application form", () => {
  it("accepts a complete application", async () => {
    const result = await check({ linkedin: "https://www.linkedin.com/in/thabo", motivation: "Hi" });
    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject({
      job: JOB,
      firstName: "Thabo",
      email: "thabo.mokoena@example.co.za",
      noticePeriod: 4,
      linkedin: "https://www.linkedin.com/in/thabo",
      motivation: "Hi",
    });
    expect(result.data?.cv.name).toBe("Thabo Mokoena CV.pdf");
  });

  it.each([
    "firstName",
    "surname",
    "email",
    "phoneNumber",
    "gender",
    "race",
    "highestQualification",
    "salary",
    "employmentStatus",
    "noticePeriod",
  ])("requires %s (spec §5 'Required by default')", async (name) => {
    const result = await check({ [name]: "" });
    expect(result.error?.fieldErrors[name]).toBe(REQUIRED);
  });

  it("leaves linkedin and motivation optional, empty becoming null (spec §5 'Explicitly optional')", async () => {
    const result = await check({ linkedin: "", motivation: "  " });
    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject({ linkedin: null, motivation: null });
  });

  it("requires the CV, as a .pdf, .doc or .docx (spec §5 'The CV accepts .pdf, .doc, .docx')", async () => {
    expect((await check({ cv: null })).error?.fieldErrors.cv).toBe(REQUIRED);
    expect((await check({ cv: new File([], "") })).error?.fieldErrors.cv).toBe(REQUIRED);
    expect((await check({ cv: cv("cv.exe") })).error?.fieldErrors.cv).toBe(
      "Invalid file type: .exe",
    );
    for (const name of ["cv.pdf", "cv.doc", "CV.DOCX"])
      expect((await check({ cv: cv(name) })).error, name).toBeUndefined();
  });

  it("checks the e-mail pattern of the kit", async () => {
    expect((await check({ email: "thabo@" })).error?.fieldErrors.email).toBe(INVALID_EMAIL);
  });

  // Issue 13 'one phone rule and one phone piece everywhere' (decision 0065): the kit's phone
  // field, a country and the number, checked for the country and stored '+27 825551234'.
  const PHONES: [string, string, string | null][] = [
    ["ZA", "082 555 1234", "+27 825551234"],
    ["ZA", "0825551234", "+27 825551234"],
    ["ZA", "82 555 1234", "+27 825551234"],
    ["GB", "07400 123456", "+44 7400123456"],
    // spec §5 'no check when the country is N/A': its digits.
    ["N/A", "0825551234", "0825551234"],
    ["ZA", "call me", null],
    ["ZA", "082-555-1234", null],
    ["ZA", "082 555 12345", null],
    ["ZA", "0825551234567890", null],
    // A valid South African number is not valid for Namibia.
    ["NA", "072 123 4567", null],
  ];

  it.each(PHONES)(
    "takes the phone as country %s and number %j → %j",
    async (country, number, stored) => {
      const result = await check({
        phoneNumber: null,
        "phoneNumber.country": country,
        "phoneNumber.number": number,
      });
      if (stored === null) {
        expect(result.error?.fieldErrors).toEqual({ phoneNumber: INVALID_PHONE_FOR_COUNTRY });
      } else {
        expect(result.error).toBeUndefined();
        expect(result.data?.phoneNumber).toBe(stored);
      }
    },
  );

  // A page from before the phone piece posted `phoneNumber` as one text: the same rule reads it,
  // a number without '+' being South African (spec §9 'The default phone country is ZA').
  const PHONE_TEXTS: [string, string | null][] = [
    ["082 555 1234", "+27 825551234"],
    ["+27 82 555 1234", "+27 825551234"],
    ["0825551234", "+27 825551234"],
    ["+27825551234", "+27 825551234"],
    ["+27 825551234", "+27 825551234"],
    ["call me maybe", null],
    ["082 555 12345", null],
    ["0825551234567890", null],
    ["+27 82 555 1234 5678", null],
  ];

  it.each(PHONE_TEXTS)("reads a phone posted as one text, %j → %j", async (text, stored) => {
    const result = await check({ phoneNumber: text });
    if (stored === null) {
      expect(result.error?.fieldErrors).toEqual({ phoneNumber: INVALID_PHONE_FOR_COUNTRY });
    } else {
      expect(result.error).toBeUndefined();
      expect(result.data?.phoneNumber).toBe(stored);
    }
  });

  it("takes only the offered choices for gender, race and employment status", async () => {
    const result = await check({ gender: "x", race: "martian", employmentStatus: "retired" });
    expect(Object.keys(result.error?.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(["gender", "race", "employmentStatus"]),
    );
    // spec §3: race offers 'other'; employmentStatus 'other' is 'I'd rather not say'.
    expect((await check({ race: "other", employmentStatus: "other" })).error).toBeUndefined();
  });

  it("needs the posting's id", async () => {
    expect((await check({ job: "" })).error?.fieldErrors.job).toBe(INVALID_JOB);
    expect((await check({ job: "1 OR 1=1" })).error?.fieldErrors.job).toBe(INVALID_JOB);
  });

  it("checks a LinkedIn address when one is given", async () => {
    expect((await check({ linkedin: "my profile" })).error?.fieldErrors.linkedin).toBe(
      INVALID_LINKEDIN,
    );
    expect(isLinkedInAddress("linkedin.com/in/thabo-m")).toBe(true);
    expect(isLinkedInAddress("https://za.linkedin.com/in/thabo")).toBe(true);
    expect(isLinkedInAddress("https://evil.example/linkedin.com/in/x")).toBe(false);
  });
});

describe("noticePeriod (spec §3: weeks, shown only when employmentStatus is set and is not unemployed, studies or other)", () => {
  it.each([
    ["fullTime", true],
    ["partTime", true],
    ["temporary", true],
    ["unemployed", false],
    ["studies", false],
    ["other", false],
    ["", false],
    [null, false],
  ])("employmentStatus %s asks for it: %s", (status, asked) => {
    expect(asksNoticePeriod(status)).toBe(asked);
  });

  it.each(["unemployed", "studies", "other"])(
    "is cleared, whatever was posted, when employmentStatus is %s",
    async (employmentStatus) => {
      const result = await check({ employmentStatus, noticePeriod: "12" });
      expect(result.error).toBeUndefined();
      expect(result.data?.noticePeriod).toBeNull();
      // Even a value that would be wrong is ignored, not reported.
      expect((await check({ employmentStatus, noticePeriod: "lots" })).error).toBeUndefined();
    },
  );

  it("is numeric, whole weeks, 0 to 52 (spec §5 'noticePeriod … numeric')", async () => {
    expect((await check({ noticePeriod: "0" })).data?.noticePeriod).toBe(0);
    expect((await check({ noticePeriod: "4.5" })).error?.fieldErrors.noticePeriod).toBe(
      WHOLE_WEEKS,
    );
    expect((await check({ noticePeriod: "four" })).error?.fieldErrors.noticePeriod).toBeTruthy();
    expect((await check({ noticePeriod: "53" })).error?.fieldErrors.noticePeriod).toBeTruthy();
  });
});
