// The JSON shape of a learning resource (issue 18; decision 0098; docs/api.md 'Resources'), used
// by the /api/v2 routes and, as plain data, by the pages' loaders. Pure.
import type { ResourceListed } from "~/models/resources.server";
import { STEP_LABELS, isJourneyStep, type JourneyStep } from "~/services/journey/steps";
import { formatFileSize } from "~/services/reports/rules";
import {
  KIND_LABELS,
  LEARN_PATH,
  STATUS_LABELS,
  TOPIC_LABELS,
  isResourceTopic,
  stepsText,
  urlHost,
  type ResourceKind,
  type ResourceStatus,
  type ResourceTopic,
} from "./rules";

export interface ResourceJson {
  id: string;
  kind: ResourceKind;
  kindLabel: string;
  title: string;
  summary: string;
  topic: ResourceTopic;
  topicLabel: string;
  journeySteps: JourneyStep[];
  stepsLabel: string;
  /** An article's plain text (never HTML); null for other kinds. */
  body: string | null;
  /** A link's or video's https address; null for other kinds. */
  url: string | null;
  urlHost: string | null;
  /** A file resource's file: its name, size and where a signed-in person downloads it. */
  file: { id: string; name: string; size: number; sizeLabel: string; downloadUrl: string } | null;
  /** The farmer's page of the resource. */
  pageUrl: string;
  publishedAt: string | null;
  updatedAt: string;
}

export interface AdminResourceJson extends ResourceJson {
  status: ResourceStatus;
  statusLabel: string;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
}

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

/** ?topic= and ?step= of GET /api/v2/resources: the filter, or a sentence naming the fault. */
export function parseResourceQuery(
  search: URLSearchParams,
): { topic: ResourceTopic | null; step: JourneyStep | null } | string {
  const topic = search.get("topic");
  const step = search.get("step");
  if (topic !== null && topic !== "" && !isResourceTopic(topic)) {
    return `topic must be one of ${Object.keys(TOPIC_LABELS).join(", ")}.`;
  }
  if (step !== null && step !== "" && !isJourneyStep(step)) {
    return `step must be one of the journey's steps: ${Object.keys(STEP_LABELS).join(", ")}.`;
  }
  return {
    topic: topic ? (topic as ResourceTopic) : null,
    step: step ? (step as JourneyStep) : null,
  };
}

/** ?status= and ?topic= of GET /api/v2/admin/resources. */
export function parseAdminResourceQuery(
  search: URLSearchParams,
): { topic: ResourceTopic | null; status: ResourceStatus | null } | string {
  const parsed = parseResourceQuery(search);
  if (typeof parsed === "string") return parsed;
  const status = search.get("status");
  if (status !== null && status !== "" && status !== "draft" && status !== "published") {
    return "status must be draft or published.";
  }
  return { topic: parsed.topic, status: status ? status : null };
}
