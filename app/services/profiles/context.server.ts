// Whose /profile pages a request is about (docs/decisions/0006). At /profile/… it is the
// signed-in person and their active organisation; at /admin/userView/…?userId=… it is the person
// staff chose (read:admin), and staff may only look, never change anything on their behalf.
import { redirect } from "@remix-run/node";
import {
  findMembershipRole,
  listMemberOrganisations,
  type MemberOrganisation,
} from "~/models/memberships.server";
import { findUserById } from "~/models/profiles.server";
import { requirePermission, requireViewer, type Viewer } from "~/services/auth/guards.server";
import { chooseActiveOrganisation } from "~/services/organisations/selection";
import { readQuery } from "~/services/kit/query";
import type { MemberRole } from "~/shared/roles";
import { setSessionActiveOrganisation } from "~/models/sessions.server";
import { oneLine } from "~/shared/text";
import { oncePerRequest } from "~/request-scope.server";
import type { Actor } from "~/services/kit/actor";
import { userViewProfileQuery } from "./queries";

export type { MemberOrganisation };

export interface ProfileContext {
  viewer: Viewer;
  /** The person whose pages these are. */
  user: { id: string; email: string; name: string | null; surname: string | null };
  organisations: MemberOrganisation[];
  /** The active organisation (spec §4 'Organisation selection'); null when they have none. */
  organisation: MemberOrganisation | null;
  /** True at /admin/userView: staff looking at someone else's pages, read-only. */
  isUserView: boolean;
  /** Prefix for links between profile pages: '/profile' or '/admin/userView'. */
  basePath: string;
  /** Search string to keep on links ('?userId=…' under userView, else ''). */
  search: string;
}

/** The person's names and address: never the whole users row (the provider's subject stays out). */
async function findPerson(userId: string): Promise<ProfileContext["user"] | null> {
  const row = await findUserById(userId);
  return row && { id: row.id, email: row.email, name: row.name, surname: row.surname };
}

export function isUserViewRequest(request: Request): boolean {
  return new URL(request.url).pathname.toLowerCase().startsWith("/admin/userview");
}

/**
 * The context of a /profile page. A signed-in person without a profile is sent to
 * /profile/signup (spec §4 'user marked not found'); under userView a missing or unknown userId
 * is a 404.
 */
export async function requireProfileContext(request: Request): Promise<ProfileContext> {
  const context = await findProfileContext(request);
  if (!context) throw redirect("/profile/signup");
  return context;
}

/**
 * Like requireProfileContext, but null for a signed-in person without a profile, for the pages
 * they may open before signing up (/profile/signup, /profile/data-export, /profile/oops).
 */
export async function findProfileContext(request: Request): Promise<ProfileContext | null> {
  // Each read once per request: the /profile layout and the page both ask (issue 30).
  if (isUserViewRequest(request)) {
    const viewer = await requirePermission(request, "read:admin");
    const { userId, organisationId: wanted } = readQuery(request, userViewProfileQuery);
    if (!userId) {
      throw new Response("Choose a person to view first.", { status: 404 });
    }
    return oncePerRequest(`profile-context:user-view:${userId}:${wanted ?? ""}`, () =>
      loadUserViewContext(viewer, userId, wanted ?? null),
    );
  }
  return oncePerRequest("profile-context:own", () => loadOwnContext(request));
}

async function loadUserViewContext(
  viewer: Viewer,
  userId: string,
  wanted: string | null,
): Promise<ProfileContext> {
  const user = await findPerson(userId);
  if (!user) throw new Response("There is no person with that user id.", { status: 404 });
  const list = await listMemberOrganisations(user.id);
  return {
    viewer,
    user,
    organisations: list,
    organisation: chooseActiveOrganisation(list, wanted),
    isUserView: true,
    basePath: "/admin/userView",
    search: `?userId=${encodeURIComponent(user.id)}`,
  };
}

async function loadOwnContext(request: Request): Promise<ProfileContext | null> {
  const viewer = await requireViewer(request);
  if (!viewer.user) return null;
  // The person's names and address came with the session (never the provider's subject).
  const { id, email, name, surname } = viewer.user;
  const user = { id, email, name, surname };
  const list = await listMemberOrganisations(user.id);
  const active = chooseActiveOrganisation(list, viewer.activeOrganisationId);
  if ((active?.id ?? null) !== viewer.activeOrganisationId) {
    // The list changed since the session chose (or none was chosen): keep the session in step.
    await setSessionActiveOrganisation(viewer.sessionId, active?.id ?? null);
  }
  return {
    viewer,
    user,
    organisations: list,
    organisation: active,
    isUserView: false,
    basePath: "/profile",
    search: "",
  };
}

/** For actions: the person's own context; staff viewing someone else's pages get a 403. */
export async function requireProfileWriter(request: Request): Promise<ProfileContext> {
  const context = await requireProfileContext(request);
  if (context.isUserView) {
    throw new Response("Staff can look at a person's pages here but not change them.", {
      status: 403,
    });
  }
  return context;
}

/** The active organisation, or a 404 page telling the person they belong to none yet. */
export function requireOrganisation(context: ProfileContext): MemberOrganisation {
  if (!context.organisation) {
    throw new Response("You don't belong to an organisation yet.", { status: 404 });
  }
  return context.organisation;
}

/** Refuses (403) unless the person's role in the active organisation is one of `roles`. */
export function requireRole(context: ProfileContext, roles: readonly MemberRole[]) {
  const organisation = requireOrganisation(context);
  if (!roles.includes(organisation.role)) {
    throw new Response("Your role in this organisation does not allow this.", { status: 403 });
  }
  return organisation;
}

/** Whether `userId` is a member of `organisationId` (for organisation-scoped lookups). */
export async function isMember(userId: string, organisationId: string): Promise<boolean> {
  return (await findMembershipRole(userId, organisationId)) !== null;
}

/**
 * Makes `organisationId` the session's active organisation (the switcher, an accepted invite).
 * The caller has checked that the person is a member.
 */
export async function setActiveOrganisation(sessionId: string, organisationId: string) {
  await setSessionActiveOrganisation(sessionId, organisationId);
}

/**
 * The person acting, for services that record who did what. The label is one line even for a
 * name stored with a line break before names had to be one line (decision 0118): it is quoted in
 * e-mails and the audit log.
 */
export function actorOf(
  context: ProfileContext,
  requestId?: string | null,
): Actor & { userId: string } {
  const { user } = context;
  const name = oneLine([user.name, user.surname].filter(Boolean).join(" "));
  return { userId: user.id, label: name || user.email, requestId };
}
