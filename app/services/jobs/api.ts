// The JSON of the job posting and application calls of /api/v2 (spec §7 'Job applications
// helpers'), as zod schemas: the OpenAPI document shows them (decision 0111) and api-json.ts's
// functions' return types are inferred from them, so what the calls send and what the document
// says are checked against each other by tsc. Pure.
import { z } from "zod";
import { multiLineText, singleLineText } from "~/services/kit/forms/text-schema";
import { fieldListDocSchema } from "~/services/kit/forms/field-docs";
import { INTERVIEW_STATUS_VALUES, JOB_POSTING_STATUSES } from "~/shared/jobs";
import {
  API_DEFAULT_LIMIT,
  API_MAX_LIMIT,
  APPLICATION_STATUS_VALUES,
  NOTE_FIELDS,
  NOTES_MAX_LENGTH,
} from "./admin-view";
import { POSTING_FIELDS } from "./posting-fields";

/**
 * A job posting (spec §3 'Job posting'); the choices as stored, so a value the form no longer
 * offers is still sent. Dates ISO 8601; the leaflet as the path it is served from.
 */
export const postingJsonSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  location: z.string(),
  /** Shown verbatim (spec §5). */
  salary: z.string(),
  employmentType: z.string(),
  closingDate: z.string().datetime().nullable(),
  /** '/pdf/<fileId>.pdf'. */
  leaflet: z.string().nullable(),
  status: z.enum(JOB_POSTING_STATUSES),
  /** Past its closing date. */
  expired: z.boolean(),
  country: z.string().nullable(),
  internalName: z.string().nullable(),
  numPositions: z.number().int().nullable(),
  qualifications: z.string().nullable(),
  keySkills: z.string().nullable(),
});

/** GET /admin/jobPostings: a posting with its applicant counts (spec §2 'Job Listings tab'). */
export const postingWithCountsJsonSchema = postingJsonSchema.extend({
  counts: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    future: z.number().int(),
    /** Status 'interview' ('To interview'). */
    awaitingInterview: z.number().int(),
  }),
});

/** GET /admin/jobPostings: ?all=true lists disabled and expired postings too. */
export const postingListQueryDoc = z.object({
  all: z.enum(["true", "false"]).optional(),
});

/**
 * POST /admin/jobPostings: the text parts of the multipart/form-data create, from the same field
 * list parsePostingCreate reads them with (formSchema(POSTING_FIELDS)); the leaflet PDF is the
 * file part `file`.
 */
export const postingCreateBodyDoc = fieldListDocSchema(
  POSTING_FIELDS.filter((field) => field.type !== "file"),
);

/**
 * PUT, PATCH /admin/jobPostings/{id}: any of the posting's fields (the form's rules, as
 * parsePostingPatch checks them one by one) and `status`. The leaflet is changed on the page.
 */
export const postingPatchBodyDoc = fieldListDocSchema(
  POSTING_FIELDS.filter((field) => field.type !== "file"),
)
  .extend({
    closingDate: singleLineText()
      .nullable()
      .describe("YYYY-MM-DD (the end of that South African day) or an ISO 8601 date-time."),
    numPositions: z.union([z.number().int(), singleLineText()]).describe("Number of positions"),
    status: z.enum(JOB_POSTING_STATUSES).describe("disabled cannot be undone (spec §4)."),
    id: z.string().uuid().describe("Ignored: the address names the posting."),
  })
  .partial();

/** spec §3 'Job application / applicant record'; the CV as the path it is served from. */
export const applicantJsonSchema = z.object({
  id: z.string().uuid(),
  /** The posting's id. */
  job: z.string().uuid(),
  jobTitle: z.string(),
  applicationDate: z.string().datetime(),
  status: z.string(),
  interviewStatus: z.string().nullable(),
  rejectionEmailSent: z.boolean(),
  /** '/files/<fileId>'. */
  cv: z.string().nullable(),
  cvName: z.string().nullable(),
  linkedin: z.string().nullable(),
  ...(Object.fromEntries(NOTE_FIELDS.map((note) => [note.field, z.string().nullable()])) as Record<
    (typeof NOTE_FIELDS)[number]["field"],
    z.ZodNullable<z.ZodString>
  >),
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  gender: z.string(),
  race: z.string(),
  highestQualification: z.string(),
  salary: z.string(),
  employmentStatus: z.string(),
  noticePeriod: z.number().int().nullable(),
  motivation: z.string().nullable(),
});

/** GET /admin/jobApplications: the paging; limit 0 when every match was asked for. */
export const applicationListMetadataSchema = z.object({
  totalApplications: z.number().int().min(0),
  page: z.number().int().min(0),
  limit: z.number().int().min(0).max(API_MAX_LIMIT),
});

/** GET /admin/jobApplications: the parameters apiApplicationListQuery reads (a 400 otherwise). */
export const applicationListQueryDoc = z.object({
  page: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional()
    .describe("From 0."),
  limit: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional()
    .describe(`Up to ${API_MAX_LIMIT}; ${API_DEFAULT_LIMIT} when left out; 0 for every match.`),
  jobId: z.string().uuid().optional(),
  status: z
    .string()
    .optional()
    .describe(
      `One or more of ${APPLICATION_STATUS_VALUES.join(", ")}: repeated, or comma-separated.`,
    ),
  name: z.string().optional().describe("Part of the applicant's name."),
});

/**
 * PUT, PATCH /admin/jobApplications/{id}: exactly one of status, interviewStatus or a notes
 * field (parseApplicationChange; a 422 otherwise), and optionally the id of the address.
 */
export const applicationChangeBodyDoc = z
  .object({
    id: z.string().uuid(),
    status: z.enum(APPLICATION_STATUS_VALUES),
    interviewStatus: z.enum(INTERVIEW_STATUS_VALUES).nullable().describe("null clears it."),
    ...(Object.fromEntries(
      NOTE_FIELDS.map((note) => [note.field, multiLineText().max(NOTES_MAX_LENGTH).nullable()]),
    ) as Record<(typeof NOTE_FIELDS)[number]["field"], z.ZodNullable<z.ZodString>>),
  })
  .partial()
  .strict();

/** POST /admin/jobApplications/rejectionEmails: how many e-mails were queued, and for when. */
export const rejectionEmailsJsonSchema = z.object({
  queued: z.number().int().min(1),
  sendAt: z.string().datetime(),
});
