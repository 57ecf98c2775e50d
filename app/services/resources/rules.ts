// Learning resources' rules (issue 18; decision 0098; spec §2 '/admin/resources', '/profile
// learn'). Pure: no I/O, no framework. What each kind needs, which addresses are allowed (https
// only, decision 0098: a video is a link to its page, never an embedded player), the order a
// farmer sees them in (what fits their journey step first, then the rest by topic), and the
// article text's blocks: an article is plain text, turned into paragraphs, headings and lists
// that React renders as text, so nothing an admin types is ever read as HTML.
import { JOURNEY_STEPS, STEP_LABELS, type JourneyStep } from "~/services/journey/steps";
import { isStorableText } from "~/shared/text";
import {
  RESOURCE_KINDS,
  RESOURCE_STATUSES,
  RESOURCE_TOPICS,
  type ResourceKind,
  type ResourceStatus,
  type ResourceTopic,
} from "~/shared/resources";

export {
  RESOURCE_KINDS,
  RESOURCE_STATUSES,
  RESOURCE_TOPICS,
  type ResourceKind,
  type ResourceStatus,
  type ResourceTopic,
};

export const ADMIN_RESOURCES_PATH = "/admin/resources";
export const LEARN_PATH = "/profile/learn";

export const RESOURCE_TITLE_MAX = 120;
export const RESOURCE_SUMMARY_MAX = 300;
export const RESOURCE_BODY_MAX = 20_000;
export const RESOURCE_URL_MAX = 2_000;
export const RESOURCE_REASON_MIN = 5;
export const RESOURCE_REASON_MAX = 500;
/** A resource file: documents and pictures, at most 25 MB (the reports' limit). */
export const RESOURCE_MAX_FILE_BYTES = 25 * 1024 * 1024;
export const RESOURCE_FILE_ACCEPT = [".pdf", ".docx", ".xlsx", ".csv", ".png", ".jpg", ".jpeg"];

export const KIND_LABELS: Record<ResourceKind, string> = {
  article: "Article",
  file: "File",
  link: "Link",
  video: "Video",
};

export const TOPIC_LABELS: Record<ResourceTopic, string> = {
  programme: "The programme",
  soil_health: "Soil health",
  grazing: "Grazing",
  cover_crops: "Cover crops",
  carbon_credits: "Carbon credits",
  record_keeping: "Record keeping",
};

export const STATUS_LABELS: Record<ResourceStatus, string> = {
  draft: "Draft",
  published: "Published",
};

export const RESOURCE_MESSAGES = {
  notFound: "Resource not found.",
  badId: "That is not the address of a resource: check the link.",
  kind: "Choose what kind of resource this is.",
  title: `Give the resource a title of at most ${RESOURCE_TITLE_MAX} characters.`,
  summary: `Write a summary of at most ${RESOURCE_SUMMARY_MAX} characters.`,
  topic: "Choose the topic the resource is about.",
  steps: "Choose journey steps from the list.",
  body: `Write the article (at most ${RESOURCE_BODY_MAX.toLocaleString("en-ZA")} characters).`,
  url: "Give the address of the page, starting with https://.",
  file: "Choose the file to upload.",
  reason: `Give a reason of ${RESOURCE_REASON_MIN} to ${RESOURCE_REASON_MAX} characters.`,
  fileByApi:
    "A file resource is uploaded on /admin/resources; the API takes articles, links and videos.",
} as const;

export function isResourceKind(value: unknown): value is ResourceKind {
  return typeof value === "string" && (RESOURCE_KINDS as readonly string[]).includes(value);
}

export function isResourceTopic(value: unknown): value is ResourceTopic {
  return typeof value === "string" && (RESOURCE_TOPICS as readonly string[]).includes(value);
}

export function isResourceStatus(value: unknown): value is ResourceStatus {
  return typeof value === "string" && (RESOURCE_STATUSES as readonly string[]).includes(value);
}

/** Whether the kind's content is an address (links and videos). */
export function needsUrl(kind: ResourceKind): boolean {
  return kind === "link" || kind === "video";
}

/**
 * An address a farmer may be sent to: https only (no javascript:, data:, http:), no user name or
 * password in it, a host with a dot. The normalised address, or null.
 */
export function safeHttpsUrl(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  if (text === "" || text.length > RESOURCE_URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "") return null;
  if (!url.hostname.includes(".") || url.hostname.endsWith(".")) return null;
  return url.href;
}

/** The host a link goes to, shown beside it so nobody is surprised where they land. */
export function urlHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}

/** Text from a form or JSON: trimmed, line ends made \n, NUL and lone surrogates refused. */
export function cleanText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (!isStorableText(value)) return null;
  return value.replace(/\r\n?/g, "\n").trim();
}

export interface RawResourceInput {
  kind: unknown;
  title: unknown;
  summary: unknown;
  topic: unknown;
  journeySteps?: unknown;
  body?: unknown;
  url?: unknown;
}

export interface ResourceInput {
  kind: ResourceKind;
  title: string;
  summary: string;
  topic: ResourceTopic;
  journeySteps: JourneyStep[];
  body: string | null;
  url: string | null;
}

export type ResourceInputCheck =
  { ok: true; input: ResourceInput } | { ok: false; errors: Record<string, string> };

function stepsOf(raw: unknown): JourneyStep[] | null {
  if (raw === undefined || raw === null || raw === "") return [];
  const list = Array.isArray(raw) ? raw : [raw];
  const steps: JourneyStep[] = [];
  for (const item of list) {
    if (typeof item !== "string" || !(JOURNEY_STEPS as readonly string[]).includes(item)) {
      return null;
    }
    if (!steps.includes(item as JourneyStep)) steps.push(item as JourneyStep);
  }
  // Kept in journey order, whatever order they came in.
  return JOURNEY_STEPS.filter((s) => steps.includes(s));
}

/**
 * Checks a resource's fields together: an article needs its text, a link or video an https
 * address; a file's upload is checked by the service. What a kind does not use is dropped.
 */
export function validateResourceInput(raw: RawResourceInput): ResourceInputCheck {
  const errors: Record<string, string> = {};
  const kind = isResourceKind(raw.kind) ? raw.kind : null;
  if (!kind) errors.kind = RESOURCE_MESSAGES.kind;
  const title = cleanText(raw.title);
  if (!title || title.length > RESOURCE_TITLE_MAX) errors.title = RESOURCE_MESSAGES.title;
  const summary = cleanText(raw.summary);
  if (!summary || summary.length > RESOURCE_SUMMARY_MAX) errors.summary = RESOURCE_MESSAGES.summary;
  const topic = isResourceTopic(raw.topic) ? raw.topic : null;
  if (!topic) errors.topic = RESOURCE_MESSAGES.topic;
  const journeySteps = stepsOf(raw.journeySteps);
  if (!journeySteps) errors.journeySteps = RESOURCE_MESSAGES.steps;
  let body: string | null = null;
  let url: string | null = null;
  if (kind === "article") {
    body = cleanText(raw.body ?? "");
    if (!body || body.length > RESOURCE_BODY_MAX) errors.body = RESOURCE_MESSAGES.body;
  } else if (kind && needsUrl(kind)) {
    url = safeHttpsUrl(raw.url);
    if (!url) errors.url = RESOURCE_MESSAGES.url;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      kind: kind!,
      title: title!,
      summary: summary!,
      topic: topic!,
      journeySteps: journeySteps!,
      body,
      url,
    },
  };
}

/** A deletion's reason: 5 to 500 characters of clean text, or null. */
export function checkReason(raw: unknown): string | null {
  const text = cleanText(raw);
  if (!text || text.length < RESOURCE_REASON_MIN || text.length > RESOURCE_REASON_MAX) return null;
  return text;
}

/** What ordering needs of a resource. */
export interface Orderable {
  title: string;
  topic: ResourceTopic;
  journeySteps: readonly string[];
}

export interface TopicGroup<T> {
  topic: ResourceTopic;
  label: string;
  resources: T[];
}

export interface LearnOrder<T> {
  /** The farmer's step; null for someone with no organisation yet. */
  step: JourneyStep | null;
  stepLabel: string | null;
  /** Resources that name the farmer's step, by topic then title. */
  forStep: T[];
  /** Every other resource, grouped by topic in the list's order, each by title. */
  byTopic: TopicGroup<T>[];
}

const byTopicThenTitle = (a: Orderable, b: Orderable) =>
  RESOURCE_TOPICS.indexOf(a.topic) - RESOURCE_TOPICS.indexOf(b.topic) ||
  a.title.localeCompare(b.title, "en-ZA");

/**
 * The learn page's order (issue 18 'shows what fits the farmer's step first'): the resources
 * written for the farmer's journey step come first; then the rest (those for every step and
 * those for other steps) by topic. Each resource appears once.
 */
export function orderForStep<T extends Orderable>(
  list: readonly T[],
  step: JourneyStep | null,
): LearnOrder<T> {
  const sorted = [...list].sort(byTopicThenTitle);
  const forStep = step ? sorted.filter((r) => r.journeySteps.includes(step)) : [];
  const rest = sorted.filter((r) => !forStep.includes(r));
  const byTopic = RESOURCE_TOPICS.map((topic) => ({
    topic,
    label: TOPIC_LABELS[topic],
    resources: rest.filter((r) => r.topic === topic),
  })).filter((g) => g.resources.length > 0);
  return { step, stepLabel: step ? STEP_LABELS[step] : null, forStep, byTopic };
}

/** The steps a resource fits, as words: 'Every step' when it names none. */
export function stepsText(steps: readonly string[]): string {
  const labels = JOURNEY_STEPS.filter((s) => steps.includes(s)).map((s) => STEP_LABELS[s]);
  return labels.length === 0 ? "Every step" : labels.join(", ");
}

export type ArticleBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[] };

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;
const HEADING = /^#{1,3}\s+/;

/**
 * An article's text as blocks: a blank line separates paragraphs; lines starting with '- ', '* '
 * or '1. ' are a list; a line starting with '## ' is a heading. Only text comes out: the page
 * renders each block's text as text, so '<script>' shows as those characters.
 */
export function articleBlocks(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const chunks = body.replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk.split("\n").filter((l) => l.trim() !== "");
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
      if (list.length) blocks.push({ type: "list", items: list });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      if (HEADING.test(line)) {
        flush();
        blocks.push({ type: "heading", text: line.replace(HEADING, "").trim() });
      } else if (LIST_ITEM.test(line)) {
        if (paragraph.length) {
          blocks.push({ type: "paragraph", text: paragraph.join(" ") });
          paragraph = [];
        }
        list.push(line.replace(LIST_ITEM, "").trim());
      } else if (list.length && /^\s+/.test(line)) {
        // An indented line continues the list item above it.
        list[list.length - 1] += ` ${line.trim()}`;
      } else {
        if (list.length) {
          blocks.push({ type: "list", items: list });
          list = [];
        }
        paragraph.push(line.trim());
      }
    }
    flush();
  }
  return blocks;
}
