// What every /profile/journey page needs: whose organisation it is about (profile context, also
// under /admin/userView), its journey state and whether the person may change anything.
import {
  requireOrganisation,
  requireProfileContext,
  requireProfileWriter,
  requireRole,
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

export async function loadJourneyPage(request: Request): Promise<JourneyPage> {
  return journeyPageOf(await requireProfileContext(request));
}

/** The same, for a context the loader already has. */
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

/**
 * For actions on a journey page: the person's own context, an editor role, and the page open
 * for their organisation (a locked step answers 409 with the reason).
 */
export async function requireJourneyWriter(request: Request, route: JourneyRoute) {
  const context = await requireProfileWriter(request);
  const organisation = requireRole(context, ORGANISATION_EDITOR_ROLES);
  const state = await loadJourneyState(organisation.id, context.basePath);
  const access = routeAccess(state.progress, route);
  if (!access.open) throw new Response(access.reason, { status: 409 });
  return { context, organisation, state };
}
