// The public job application form (spec §3 'Application form fields', §5 'Application and job
// forms'): its fields and its one zod schema, which the form's validator
// (components/jobs/application-validator.ts) runs for the /jobs/:jobId route (the server checks
// every post) and its form component. Pure: no I/O, no framework.
//
// Rules:
// - every field is required except linkedin and motivation (spec §5 'Explicitly optional');
// - noticePeriod is a number of weeks (§5 'numeric', §9 'Notice period in weeks'), asked only
//   when employmentStatus is set and is not unemployed, studies or other (§3); otherwise whatever
//   was posted for it is dropped (§5 'Values of hidden fields are cleared');
// - the CV is one .pdf, .doc or .docx (§5 'The CV accepts .pdf, .doc, .docx'); the name is
//   checked here, the bytes when it is stored (saveUpload).
import { z } from "zod";
import type { FieldSpec, UploadedFile, ValuesOf } from "~/services/kit/forms/field-spec";
import { checkChosenFiles } from "~/services/kit/forms/file-rules";
import { formSchema } from "~/services/kit/forms/form-schema";
import { phoneFieldFromText } from "~/services/kit/forms/phone-text";
import { formRule } from "~/services/kit/forms/form-rules";
import { getPath } from "~/services/kit/forms/line-items";
import { REQUIRED } from "~/services/kit/forms/messages";
import { EMPLOYMENT_STATUSES, GENDERS, NO_NOTICE_PERIOD, RACES, asksNoticePeriod } from "./options";
import { isUuid } from "~/shared/ids";
import { linkedinError, noticePeriodError } from "./rules";

/** The application form's intent (decision 0128), and so its id (form#job-application). */
export const APPLICATION_INTENT = "job-application";

/** spec §5 'The CV accepts .pdf, .doc, .docx'. */
export const CV_ACCEPT = [".pdf", ".doc", ".docx"] as const;

/** spec §9 'Notice period in weeks': a year is the most anyone is bound to give. */
export const NOTICE_PERIOD_MAX_WEEKS = 52;

export const NOTICE_PERIOD_HINT = "Only if you are employed: how many weeks' notice you must give.";
export const INVALID_JOB = "Choose a position from the list of jobs.";
/** A refused post cannot give the chosen file back to the browser (decision 0031). */
export const CHOOSE_CV_AGAIN = "Please choose your CV again.";

/** The fields the kit draws and checks; `job` and `cv` are handled beside them. */
export const APPLICATION_FIELDS = [
  {
    name: "firstName",
    type: "text",
    label: "First name",
    maxLength: 100,
    autoComplete: "given-name",
  },
  { name: "surname", type: "text", label: "Surname", maxLength: 100, autoComplete: "family-name" },
  { name: "email", type: "email", label: "Email", maxLength: 254 },
  // The kit's phone piece (decision 0065): a country (ZA first) and the number, checked for the
  // country and stored '+27 821234567'. Still posted and stored as `phoneNumber` (spec §3).
  { name: "phoneNumber", type: "phone", label: "Phone number" },
  { name: "gender", type: "dropdown", label: "Gender", options: GENDERS },
  { name: "race", type: "dropdown", label: "Race", options: RACES },
  {
    name: "highestQualification",
    type: "text",
    label: "Highest qualification",
    maxLength: 200,
    hint: "For example: Grade 12, BSc Agriculture, Diploma in Nature Conservation.",
  },
  {
    name: "salary",
    type: "text",
    label: "Salary expectation (gross per month, cost to company, in rand)",
    maxLength: 60,
    hint: "For example: R25 000.",
  },
  {
    name: "employmentStatus",
    type: "dropdown",
    label: "Employment status",
    options: EMPLOYMENT_STATUSES,
  },
  {
    name: "noticePeriod",
    type: "number",
    label: "Notice period (weeks)",
    minValue: 0,
    maxValue: NOTICE_PERIOD_MAX_WEEKS,
    visibleWhen: { field: "employmentStatus", notOneOf: NO_NOTICE_PERIOD },
  },
  {
    name: "linkedin",
    type: "text",
    label: "LinkedIn profile",
    optional: true,
    maxLength: 300,
    hint: "The address of your profile, like https://www.linkedin.com/in/your-name.",
  },
  {
    name: "motivation",
    type: "textarea",
    label: "Motivation",
    optional: true,
    maxLength: 5000,
    rows: 6,
    hint: "Why this position, and why you? A few paragraphs at most.",
  },
] as const satisfies readonly FieldSpec[];

export type ApplicationFieldValues = ValuesOf<typeof APPLICATION_FIELDS>;

export interface ApplicationValues extends ApplicationFieldValues {
  /** The posting's id (spec §3 'job: the position, read-only'). */
  job: string;
  cv: UploadedFile;
}

function firstOf(raw: unknown): unknown {
  return Array.isArray(raw) ? raw[0] : raw;
}

function asUploadedFile(raw: unknown): UploadedFile | null {
  const value = firstOf(raw);
  if (value === null || typeof value !== "object") return null;
  const file = value as UploadedFile;
  if (typeof file.name !== "string" || typeof file.arrayBuffer !== "function") return null;
  // A file input with nothing chosen posts an empty, nameless part.
  return file.name === "" && file.size === 0 ? null : file;
}

/** The rules between and beyond the fields (rules.ts), run by the field list's own schema. */
const fieldsSchema = formSchema(APPLICATION_FIELDS, [
  formRule(APPLICATION_FIELDS, ["noticePeriod"], ({ noticePeriod }) => ({
    noticePeriod: noticePeriodError(noticePeriod),
  })),
  formRule(APPLICATION_FIELDS, ["linkedin"], ({ linkedin }) => ({
    linkedin: linkedinError(linkedin),
  })),
]);

type Issue = { message: string; path: (string | number)[] };

/** The application's schema: the kit's field rules plus job, cv and the rules between fields. */
export const applicationSchema = z.unknown().transform(async (raw, ctx) => {
  const issues: Issue[] = [];
  const report = (path: string, message: string) => issues.push({ message, path: [path] });

  const posted = firstOf(getPath(raw, "job"));
  const job = typeof posted === "string" ? posted.trim() : "";
  if (!isUuid(job)) report("job", INVALID_JOB);

  // `phoneNumber` posted as one text (a page from before the phone piece) meets the same rule.
  const parsed = await fieldsSchema.safeParseAsync(await phoneFieldFromText(raw, "phoneNumber"));
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      issues.push({ message: issue.message, path: issue.path });

  const cv = asUploadedFile(getPath(raw, "cv"));
  if (!cv) report("cv", REQUIRED);
  else {
    const problem = checkChosenFiles([cv.name], { accept: CV_ACCEPT });
    if (problem) report("cv", problem);
  }

  for (const issue of issues) ctx.addIssue({ code: z.ZodIssueCode.custom, ...issue });
  if (issues.length > 0 || !parsed.success || !cv) return z.NEVER;
  return { ...parsed.data, job, cv } satisfies ApplicationValues;
});

/** Whether the form asks for a notice period with these values (spec §3), for the page's hint. */
export { asksNoticePeriod };
