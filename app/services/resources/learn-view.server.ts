// The views of /profile/learn and /profile/learn/:resourceId (issue 18; decision 0098; spec §2
// '/profile learn'): published resources for the signed-in person, those written for their
// organisation's current journey step first (under a heading naming the step), the rest by
// topic; a topic keeps one. Someone without an organisation sees everything by topic. The
// routes guard and read the query string.
import { loadJourneyState } from "~/services/journey/progress.server";
import { Refusal } from "~/services/kit/refusal";
import type { ProfileContext } from "~/services/profiles/context.server";
import { isUuid } from "~/shared/ids";
import type { JourneyStep } from "~/services/journey/steps";
import { STEP_LABELS } from "~/services/journey/steps";
import { resourceJson, type ResourceJson } from "./api";
import { TOPIC_OPTIONS } from "./forms";
import { findPublishedResource, learnerResources } from "./resources.server";
import { RESOURCE_MESSAGES, type ResourceTopic } from "./rules";

/**
 * The words the learn pages put around what admins wrote, in the reader's language (issue 33):
 * `t` translates the catalogue's `learn.*` keys, `stepLabel` names a journey step.
 */
export interface LearnWords {
  t: (id: string, values?: Record<string, string>) => string;
  stepLabel?: (step: JourneyStep) => string;
}

function inWords(resource: ResourceJson, { t, stepLabel = (s) => STEP_LABELS[s] }: LearnWords) {
  return {
    ...resource,
    kindLabel: t(`learn.kind.${resource.kind}`),
    topicLabel: t(`learn.topic.${resource.topic}`),
    stepsLabel:
      resource.journeySteps.length === 0
        ? t("learn.everyStep")
        : resource.journeySteps.map(stepLabel).join(", "),
  };
}

export async function loadLearnPage(
  context: ProfileContext,
  topic: ResourceTopic | null,
  words: LearnWords,
) {
  const step = context.organisation ? (await loadJourneyState(context.organisation.id)).step : null;
  const order = await learnerResources(step, topic);
  const shown = (row: Parameters<typeof resourceJson>[0]) => inWords(resourceJson(row), words);
  return {
    topic,
    topicOptions: TOPIC_OPTIONS.map((o) => ({ ...o, label: words.t(`learn.topic.${o.value}`) })),
    step: order.step,
    stepLabel: order.step ? (words.stepLabel ?? ((s) => STEP_LABELS[s]))(order.step) : null,
    forStep: order.forStep.map(shown),
    byTopic: order.byTopic.map((g) => ({
      topic: g.topic,
      label: words.t(`learn.topic.${g.topic}`),
      resources: g.resources.map(shown),
    })),
  };
}

/** A published resource's page data; a malformed id is a 400 Refusal, a draft or unknown one a 404. */
export async function loadResourcePage(resourceId: string | undefined, words: LearnWords) {
  if (!isUuid(resourceId)) throw new Refusal(400, RESOURCE_MESSAGES.badId);
  const resource = await findPublishedResource(resourceId);
  if (!resource) throw new Refusal(404, RESOURCE_MESSAGES.notFound);
  return inWords(resourceJson(resource), words);
}
