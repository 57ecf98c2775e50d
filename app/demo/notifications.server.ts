// The demo's notification (issue 18 'Notifications'; decision 0100): one welcome message to the
// demo farmers (the owners of the demo organisations), so /admin/notifications lists a sent
// notification and a farmer's first page shows the timed overlay and /profile/notifications.
// Fixed ids, written with ON CONFLICT DO NOTHING: what exists is left alone (read state, a
// withdrawal).
import { insertMissingNotifications, insertRecipients } from "~/models/notifications.server";
import { findUserById } from "~/models/profiles.server";
import type { Executor } from "~/models/transaction.server";

/** A fixed id of this demo: issue 18's range, 'f0' for notifications, then the number. */
export const notificationsDemoId = (n: number) =>
  `00000000-0000-4000-8000-0018f0${String(n).padStart(6, "0")}`;

export const DEMO_NOTIFICATION_ID = notificationsDemoId(1);

/** The demo farmers (people.server.ts DEMO_PEOPLE): farmer, fields, review and waiting. */
const DEMO_FARMER_USER_IDS = [
  "00000000-0000-4000-8000-000000000101",
  "00000000-0000-4000-8000-000000000105",
  "00000000-0000-4000-8000-000000000106",
  "00000000-0000-4000-8000-000000000107",
];

export const DEMO_NOTIFICATION = {
  kind: "message" as const,
  title: "Welcome to the Veld programme",
  body: "Short guides on planned grazing, soil sampling and keeping practice records are in Learn. Read them before your next step.",
  link: "/profile/learn",
};

/** Writes the demo notification and its copies for the demo farmers who exist. */
export async function seedNotificationsDemo(executor?: Executor) {
  const present: string[] = [];
  for (const id of DEMO_FARMER_USER_IDS) if (await findUserById(id, executor)) present.push(id);
  const inserted = await insertMissingNotifications(
    [
      {
        id: DEMO_NOTIFICATION_ID,
        ...DEMO_NOTIFICATION,
        audience: {
          everyone: false,
          userIds: [],
          organisationIds: [],
          steps: [],
          provinces: [],
          roles: ["OWNER"],
        },
        recipientCount: present.length,
        emailed: false,
        createdBy: null,
      },
    ],
    executor,
  );
  if (inserted.length === 0 || present.length === 0) return;
  await insertRecipients(DEMO_NOTIFICATION_ID, present, executor);
}
