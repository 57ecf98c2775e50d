// The views of /profile/learn and /profile/learn/:resourceId (issue 18; decision 0098; spec §2
// '/profile learn'): published resources for the signed-in person, those written for their
// organisation's current journey step first (under a heading naming the step), the rest by
// topic; a topic keeps one. Someone without an organisation sees everything by topic. The
// routes guard and read the query string.
import { loadJourneyState } from "~/services/journey/progress.server";
import { Refusal } from "~/services/kit/refusal";
import type { ProfileContext } from "~/services/profiles/context.server";
import { isUuid } from "~/shared/ids";
import { resourceJson } from "./api";
import { TOPIC_OPTIONS } from "./forms";
import { findPublishedResource, learnerResources } from "./resources.server";
import { RESOURCE_MESSAGES, type ResourceTopic } from "./rules";

export async function loadLearnPage(context: ProfileContext, topic: ResourceTopic | null) {
  const step = context.organisation ? (await loadJourneyState(context.organisation.id)).step : null;
  const order = await learnerResources(step, topic);
  return {
    topic,
    topicOptions: TOPIC_OPTIONS,
    step: order.step,
    stepLabel: order.stepLabel,
    forStep: order.forStep.map(resourceJson),
    byTopic: order.byTopic.map((g) => ({
      topic: g.topic,
      label: g.label,
      resources: g.resources.map(resourceJson),
    })),
  };
}

/** A published resource's page data; a malformed id is a 400 Refusal, a draft or unknown one a 404. */
export async function loadResourcePage(resourceId: string | undefined) {
  if (!isUuid(resourceId)) throw new Refusal(400, RESOURCE_MESSAGES.badId);
  const resource = await findPublishedResource(resourceId);
  if (!resource) throw new Refusal(404, RESOURCE_MESSAGES.notFound);
  return resourceJson(resource);
}
