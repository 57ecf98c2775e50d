// A person's view of notifications (issue 18; decision 0100): the list /profile/notifications,
// and what the /profile layout shows on a page load: the unread count and the timed overlay.
// The routes guard and read the posts; staff looking through /admin/userView read the list and
// change nothing (the overlay lives in the /profile layout, which /admin/userView does not
// mount, so nothing is marked shown for them either).
import type { AnyLanguage } from "~/services/i18n/languages";
import { personNotificationJson } from "./api";
import {
  countUnread,
  listNotificationsForPerson,
  takeOverlayNotification,
} from "./notifications.server";

export async function loadPersonNotificationsPage(userId: string, language?: AnyLanguage) {
  const { items, unread } = await listNotificationsForPerson(userId, language);
  return { notifications: items.map(personNotificationJson), unread };
}

/**
 * The unread count for the menu and the overlay's notification (decision 0100), taken (marked
 * shown) unless `holdOverlay`: the page carries a flash toast (the outcome of a post), so two
 * never stack and it shows on the next page, or the page only redirects.
 */
export async function loadNotificationShell(
  userId: string | null,
  holdOverlay: boolean,
  language?: AnyLanguage,
) {
  if (!userId) return { unread: 0, notice: null };
  const notice = holdOverlay ? null : await takeOverlayNotification(userId, language);
  return { unread: await countUnread(userId), notice };
}
