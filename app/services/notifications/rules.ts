// In-app notifications (issue 18 'Notifications'; spec §2 'admin notifications', kit 'timed
// notification overlays'; §9 'Notifications: error shown 10 s, message 6 s, default 4 s';
// decision 0100). Pure: the limits and messages, the link rule, what a person has not read,
// what the overlay shows next, and how a notification's kind becomes a kit toast.
import type { AudienceFilter } from "~/services/audience/rules";
import { isJourneyStep, STEP_LABELS } from "~/services/journey/steps";
import type { ToastType } from "~/services/kit/toast";
import type { NotificationKind } from "~/shared/notifications";
import { provinceLabel } from "~/shared/provinces";
import { safeRedirectTarget } from "~/shared/redirects";
import { roleLabel } from "~/shared/roles";

export const NOTIFICATION_LIMITS = {
  title: { min: 3, max: 120 },
  body: { min: 1, max: 2000 },
  link: 500,
  reason: { min: 5, max: 500 },
} as const;

export const NOTIFICATION_MESSAGES = {
  notFound: "There is no such notification.",
  title: `Give the notification a title of ${NOTIFICATION_LIMITS.title.min} to ${NOTIFICATION_LIMITS.title.max} characters.`,
  body: `Write the message (at most ${NOTIFICATION_LIMITS.body.max} characters).`,
  link: "The link must be a page of Veld, a path that starts with / (such as /profile/learn).",
  kind: "Choose the kind of notification from the list.",
  audience:
    "Choose who the notification is for: everyone, or people, organisations, steps, provinces or roles.",
  nobody: "Nobody matches the recipients you chose. Choose others and check again.",
  reason: `Give a reason of ${NOTIFICATION_LIMITS.reason.min} to ${NOTIFICATION_LIMITS.reason.max} characters.`,
  alreadyWithdrawn: "This notification is already withdrawn.",
} as const;

/**
 * A notification's link must lead to a page of Veld (a same-site path such as /profile/learn):
 * it is shown as a link in the app and in e-mails, and a link to another site is how phishing
 * starts. The path must come back unchanged from the app's redirect rule (no //host, no
 * /auth/…, no loose characters), so what the admin typed is what the farmer follows.
 */
export function isSameSitePath(link: string): boolean {
  return link.length <= NOTIFICATION_LIMITS.link && safeRedirectTarget(link, "") === link;
}

/** One person's copy of a notification, as the rules need it. */
export interface RecipientState {
  notificationId: string;
  createdAt: Date;
  shownAt: Date | null;
  readAt: Date | null;
  withdrawnAt: Date | null;
}

/** Withdrawn notifications are gone for everyone: not listed, not counted, never shown. */
export function isVisible(item: Pick<RecipientState, "withdrawnAt">): boolean {
  return item.withdrawnAt === null;
}

export function isUnread(item: Pick<RecipientState, "withdrawnAt" | "readAt">): boolean {
  return isVisible(item) && item.readAt === null;
}

/** Newest first; equal times by id so the order never changes between two loads. */
export function byNewest<T extends Pick<RecipientState, "createdAt" | "notificationId">>(
  a: T,
  b: T,
): number {
  const diff = b.createdAt.getTime() - a.createdAt.getTime();
  return diff !== 0 ? diff : a.notificationId < b.notificationId ? 1 : -1;
}

/** A person's list: what is not withdrawn, newest first. */
export function visibleNotifications<T extends RecipientState>(items: readonly T[]): T[] {
  return items.filter(isVisible).sort(byNewest);
}

export function unreadCount(items: readonly RecipientState[]): number {
  return items.filter(isUnread).length;
}

/**
 * What the timed overlay shows on this page load (decision 0100): the newest notification the
 * person has not read and the overlay has not shown yet; one per page load, each once. Null when
 * there is none.
 */
export function nextOverlay<T extends RecipientState>(items: readonly T[]): T | null {
  return items.filter((item) => isUnread(item) && item.shownAt === null).sort(byNewest)[0] ?? null;
}

/**
 * The kit's toast type of each kind (decision 0100). The kit's durations are §9's: an error 10 s,
 * a message 6 s, and the default 4 s, which the kit gives its 'success' type. So 'default' shows
 * as the kit's default (green, 4 s) labelled "Notice" rather than "Success".
 */
export const KIND_TOAST_TYPES: Record<NotificationKind, ToastType> = {
  default: "success",
  message: "message",
  error: "error",
};

/** The overlay's text: the title, then the message, within the kit's length. */
export function overlayText(title: string, body: string, max: number): string {
  const text = `${title}: ${body}`;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** '3 people' / '1 person'. */
export function peopleText(count: number): string {
  return count === 1 ? "1 person" : `${count} people`;
}

/** A list in words: 'A', 'A or B', 'A, B or C'. */
function anyOf(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} or ${labels[labels.length - 1]}`;
}

/**
 * Who a notification was sent to, in words, for the admin's list: 'Everyone', or the criteria
 * ('On the step Contract or Evidence, in Western Cape, as Farmer / Land Owner') and the people
 * and organisations chosen by name, counted.
 */
export function describeAudience(filter: AudienceFilter): string {
  if (filter.everyone) return "Everyone";
  const parts: string[] = [];
  if (filter.steps.length > 0) {
    const one = filter.steps.length === 1;
    parts.push(`on the step${one ? "" : "s"} ${anyOf(filter.steps.map((s) => STEP_LABELS[s]))}`);
  }
  if (filter.provinces.length > 0)
    parts.push(`in ${anyOf(filter.provinces.map((p) => provinceLabel(p) ?? p))}`);
  if (filter.roles.length > 0) parts.push(`as ${anyOf(filter.roles.map(roleLabel))}`);
  if (filter.organisationIds.length > 0) {
    const n = filter.organisationIds.length;
    parts.push(`in ${n === 1 ? "1 chosen organisation" : `${n} chosen organisations`}`);
  }
  const people = filter.userIds.length;
  const named =
    people > 0 ? `${people === 1 ? "1 person" : `${people} people`} chosen by name` : "";
  const criteria = parts.length > 0 ? `People ${parts.join(", ")}` : "";
  if (criteria && named) return `${criteria}; and ${named}`;
  if (criteria) return criteria;
  if (named) return named.charAt(0).toUpperCase() + named.slice(1);
  return "Nobody";
}

/** A stored audience (jsonb) read back: the filter, or an empty one when it is not one. */
export function storedAudience(value: unknown): AudienceFilter {
  const v = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const strings = (x: unknown) =>
    Array.isArray(x) ? x.filter((s): s is string => typeof s === "string") : [];
  return {
    everyone: v.everyone === true,
    userIds: strings(v.userIds),
    organisationIds: strings(v.organisationIds),
    steps: strings(v.steps).filter(isJourneyStep),
    provinces: strings(v.provinces),
    roles: strings(v.roles),
  };
}
