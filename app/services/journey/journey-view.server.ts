// What every /profile/journey page needs: whose organisation it is about (profile context, also
// under /admin/userView), its journey state and whether the person may change anything. The
// routes guard (requireProfileContext, requireProfileWriter) and pass the context in.
import { Refusal } from "~/services/kit/refusal";
import {
  requireOrganisation,
  requireRole,
  type MemberOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { loadJourneyState, type JourneyState } from "~/services/journey/progress.server";
import {
  JOURNEY_ROUTES,
  routeAccess,
  type JourneyRoute,
  type StepAccess,
} from "~/services/journey/steps";
import { canEditOrganisation, ORGANISATION_EDITOR_ROLES } from "~/services/organisations/rules";

export interface JourneyPage {
  context: ProfileContext;
  organisation: { id: string; name: string; role: string };
  state: JourneyState;
  access: Record<JourneyRoute, StepAccess>;
  /** May change answers here: an editor role, and not staff looking through userView. */
  canEdit: boolean;
}

/** The journey page of a context the route's guard gave. */
export async function journeyPageOf(context: ProfileContext): Promise<JourneyPage> {
  const organisation = requireOrganisation(context);
  const state = await loadJourneyState(organisation.id, context.basePath);
  const access = Object.fromEntries(
    JOURNEY_ROUTES.map((route) => [route, routeAccess(state.progress, route)]),
  ) as Record<JourneyRoute, StepAccess>;
  return {
    context,
    organisation,
    state,
    access,
    canEdit: !context.isUserView && canEditOrganisation(organisation.role),
  };
}

export interface JourneyWriter {
  context: ProfileContext;
  organisation: MemberOrganisation;
  state: JourneyState;
}

/**
 * For actions on a journey page, given the person's own context (the route's
 * requireProfileWriter): an editor role, and the page open for their organisation (a locked step
 * is refused, 409, with the reason).
 */
export async function journeyWriterOf(
  context: ProfileContext,
  route: JourneyRoute,
): Promise<JourneyWriter> {
  const organisation = requireRole(context, ORGANISATION_EDITOR_ROLES);
  const state = await loadJourneyState(organisation.id, context.basePath);
  const access = routeAccess(state.progress, route);
  if (!access.open) throw new Refusal(409, access.reason);
  return { context, organisation, state };
}
