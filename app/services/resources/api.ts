// The JSON shape of a learning resource (issue 18; decision 0098), used
// by the /api/v2 routes and, as plain data, by the pages' loaders. Pure. The zod schemas are
// what the OpenAPI document shows (decision 0111); the types are inferred from them, so tsc
// holds what is sent and what is documented together.
import { z } from "zod";
import type { ResourceListed } from "~/models/resources.server";
import { fieldListDocSchema } from "~/services/kit/forms/field-docs";
import { multiLineText, singleLineText } from "~/services/kit/forms/text-schema";
import { JOURNEY_STEPS, isJourneyStep } from "~/services/journey/steps";
import { formatFileSize } from "~/services/reports/rules";
import { DELETE_RESOURCE_FIELDS } from "./forms";
import {
  KIND_LABELS,
  LEARN_PATH,
  RESOURCE_KINDS,
  RESOURCE_STATUSES,
  RESOURCE_TOPICS,
  STATUS_LABELS,
  TOPIC_LABELS,
  stepsText,
  urlHost,
} from "./rules";

export const resourceJsonSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(RESOURCE_KINDS),
  kindLabel: z.string(),
  title: z.string(),
  summary: z.string(),
  topic: z.enum(RESOURCE_TOPICS),
  topicLabel: z.string(),
  journeySteps: z.array(z.enum(JOURNEY_STEPS)),
  stepsLabel: z.string(),
  /** An article's plain text (never HTML); null for other kinds. */
  body: z.string().nullable(),
  /** A link's or video's https address; null for other kinds. */
  url: z.string().nullable(),
  urlHost: z.string().nullable(),
  /** A file resource's file: its name, size and where a signed-in person downloads it. */
  file: z
    .object({
      id: z.string().uuid(),
      name: z.string(),
      size: z.number().int(),
      sizeLabel: z.string(),
      downloadUrl: z.string(),
    })
    .nullable(),
  /** The farmer's page of the resource. */
  pageUrl: z.string(),
  publishedAt: z.string().datetime().nullable(),
  updatedAt: z.string().datetime(),
});
export type ResourceJson = z.infer<typeof resourceJsonSchema>;

/** A resource as admins see it: drafts too, with who made and changed it. */
export const adminResourceJsonSchema = resourceJsonSchema.extend({
  status: z.enum(RESOURCE_STATUSES),
  statusLabel: z.string(),
  /** The user ids of who created and last changed it. */
  createdBy: z.string().uuid().nullable(),
  updatedBy: z.string().uuid().nullable(),
  createdAt: z.string().datetime(),
});
export type AdminResourceJson = z.infer<typeof adminResourceJsonSchema>;

/** GET /admin/resources: the parameters adminResourcesApiQuery reads (queries.ts) (a 400 otherwise). */
export const adminResourceQueryDoc = z.object({
  status: z.enum(RESOURCE_STATUSES).optional(),
  topic: z.enum(RESOURCE_TOPICS).optional(),
});

/** DELETE /admin/resources/{resourceId}: the reason, kept in the audit log. */
export const resourceDeleteBodyDoc = fieldListDocSchema(DELETE_RESOURCE_FIELDS);

export const resourceFilePath = (id: string) => `${LEARN_PATH}/${id}/file`;

export function resourceJson(row: ResourceListed): ResourceJson {
  const steps = row.journeySteps.filter(isJourneyStep);
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: KIND_LABELS[row.kind],
    title: row.title,
    summary: row.summary,
    topic: row.topic,
    topicLabel: TOPIC_LABELS[row.topic],
    journeySteps: steps,
    stepsLabel: stepsText(steps),
    body: row.kind === "article" ? row.body : null,
    url: row.kind === "link" || row.kind === "video" ? row.url : null,
    urlHost: row.url ? urlHost(row.url) : null,
    file:
      row.kind === "file" && row.fileId
        ? {
            id: row.fileId,
            name: row.fileName ?? "file",
            size: row.fileSize ?? 0,
            sizeLabel: formatFileSize(row.fileSize ?? 0),
            downloadUrl: resourceFilePath(row.id),
          }
        : null,
    pageUrl: `${LEARN_PATH}/${row.id}`,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function adminResourceJson(row: ResourceListed): AdminResourceJson {
  return {
    ...resourceJson(row),
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /resources: the parameters resourcesApiQuery reads (queries.ts) (a 400 otherwise). */
export const resourceQueryDoc = z.object({
  topic: z.enum(RESOURCE_TOPICS).optional().describe("Only this topic's resources."),
  step: z
    .enum(JOURNEY_STEPS)
    .optional()
    .describe("A journey step: the resources written for it come first, in `forStep`."),
});

/** GET /resources: those written for ?step= first, then the rest by topic. */
export const learnerResourcesJsonSchema = z.object({
  step: z.enum(JOURNEY_STEPS).nullable(),
  stepLabel: z.string().nullable(),
  forStep: z.array(resourceJsonSchema),
  byTopic: z.array(
    z.object({
      topic: z.enum(RESOURCE_TOPICS),
      topicLabel: z.string(),
      resources: z.array(resourceJsonSchema),
    }),
  ),
});

/** The API's 422 for a resource body breaking a rule (POST and PUT /admin/resources). */
export const RESOURCE_SAVE_FAILURE = "The resource could not be saved: check the fields named.";

// ---- The bodies of POST and PUT /api/v2/admin/resources ----

/** The title and the address are one line; the summary and an article's text several. */
const text = (what: string, lines: "one" | "several" = "one") =>
  (lines === "one" ? singleLineText : multiLineText)({
    required_error: `Give the ${what}.`,
    invalid_type_error: `The ${what} must be text.`,
  });

/** POST /api/v2/admin/resources: a new article, link or video (a draft unless status says so). */
export const resourceBodySchema = z
  .object({
    kind: z.enum(RESOURCE_KINDS, { message: "kind must be article, file, link or video." }),
    title: text("title"),
    summary: text("summary", "several"),
    topic: z.enum(RESOURCE_TOPICS, {
      message: `topic must be one of ${RESOURCE_TOPICS.join(", ")}.`,
    }),
    journeySteps: z
      .array(
        z.enum(JOURNEY_STEPS, { message: "Each journey step must be one of the journey's steps." }),
        {
          invalid_type_error: "journeySteps must be a list of journey steps.",
        },
      )
      .max(JOURNEY_STEPS.length)
      .optional(),
    body: text("article text", "several").nullable().optional(),
    url: text("address").nullable().optional(),
    status: z.enum(RESOURCE_STATUSES, { message: "status must be draft or published." }).optional(),
  })
  .strict();

/** PUT /api/v2/admin/resources/{resourceId}: any of the fields; the rest stay as they are. */
export const resourceChangeSchema = resourceBodySchema.partial().strict();

export type ResourceBody = z.infer<typeof resourceBodySchema>;
export type ResourceChangeBody = z.infer<typeof resourceChangeSchema>;
