// What /profile/learn and /profile/learn/:resourceId load (issue 18; decision 0098; spec §2
// '/profile learn'): published resources for the signed-in person, those written for their
// organisation's current journey step first (under a heading naming the step), the rest by
// topic; ?topic= keeps one topic. Someone without an organisation sees everything by topic.
import { loadJourneyState } from "~/services/journey/progress.server";
import type { ProfileContext } from "~/services/profiles/context.server";
import { isUuid } from "~/shared/ids";
import { resourceJson } from "./api";
import { TOPIC_OPTIONS } from "./forms";
import { findPublishedResource, learnerResources } from "./resources.server";
import { readQuery } from "~/services/kit/query";
import { learnPageQuery } from "./queries";
import { RESOURCE_MESSAGES } from "./rules";

export async function loadLearnPage(context: ProfileContext, url: URL) {
  const step = context.organisation ? (await loadJourneyState(context.organisation.id)).step : null;
  const topic = readQuery(url, learnPageQuery).topic ?? null;
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

/** A published resource's page data; a malformed id is a 400, a draft or unknown one a 404. */
export async function loadResourcePage(resourceId: string | undefined) {
  if (!isUuid(resourceId)) throw new Response(RESOURCE_MESSAGES.badId, { status: 400 });
  const resource = await findPublishedResource(resourceId);
  if (!resource) throw new Response(RESOURCE_MESSAGES.notFound, { status: 404 });
  return resourceJson(resource);
}
