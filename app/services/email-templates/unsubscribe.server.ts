// Unsubscribing from marketing e-mails (issue 18 'Unsubscribe honoured for marketing e-mails';
// POPIA s69; decision 0099). Every marketing e-mail ends with a link to /unsubscribe?token=…,
// the person's id and an HMAC of it under Veld's own secret (app/models/secrets.server.ts), so
// the link needs no sign-in and cannot be forged for someone else. Following it shows a
// button; the POST takes the person off the mailing list (user_profiles.mailing_list), audited
// the first time, a no-op after that. The same URL goes out as the e-mail's List-Unsubscribe
// header, so the reader's mailbox can unsubscribe them in one click (RFC 8058; decision 0143).
import { createHmac, timingSafeEqual } from "node:crypto";
import {
  findMailingListAnswer,
  joinMailingList,
  leaveMailingList,
} from "~/models/email-templates.server";
import { transaction } from "~/models/transaction.server";
import { getOrCreateSecret } from "~/models/secrets.server";
import { recordAudit } from "~/services/audit/audit.server";
import { appUrl } from "~/services/contracting/common.server";
import { isUuid } from "~/shared/ids";
import { Refusal } from "~/services/kit/refusal";

export const UNSUBSCRIBE_PATH = "/unsubscribe";
const SECRET_NAME = "email-unsubscribe";

export const UNSUBSCRIBE_MESSAGES = {
  badToken:
    "This unsubscribe link is not valid. Open the link from the bottom of a Veld e-mail exactly as it is, or e-mail us and we will take you off the list.",
  done: "You are unsubscribed: Veld will send you no more news or marketing e-mails. E-mails about your part in the programme still reach you.",
  already:
    "You were already unsubscribed: Veld sends you no news or marketing e-mails. E-mails about your part in the programme still reach you.",
  rejoined:
    "You are on the mailing list again: Veld will send you programme news. Every such e-mail ends with a link to unsubscribe.",
} as const;

async function signature(userId: string): Promise<string> {
  const secret = await getOrCreateSecret(SECRET_NAME);
  return createHmac("sha256", secret)
    .update(`unsubscribe:${userId.toLowerCase()}`)
    .digest("base64url");
}

export async function unsubscribeToken(userId: string): Promise<string> {
  return `${userId.toLowerCase()}.${await signature(userId)}`;
}

export async function unsubscribeUrl(userId: string): Promise<string> {
  return appUrl(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(await unsubscribeToken(userId))}`);
}

/** The person a token names, or a 400 with a sentence when it is not one Veld signed. */
export async function verifyUnsubscribeToken(token: string | null | undefined): Promise<string> {
  const refused = () => new Refusal(400, UNSUBSCRIBE_MESSAGES.badToken);
  if (typeof token !== "string" || token.length > 200) throw refused();
  const [userId, mac, ...rest] = token.split(".");
  if (!userId || !mac || rest.length > 0 || !isUuid(userId)) throw refused();
  const expected = Buffer.from(await signature(userId));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
  return userId.toLowerCase();
}

/** Who the link is for (their address, to show) and whether they are still on the list. */
export async function loadUnsubscribe(token: string | null | undefined) {
  const userId = await verifyUnsubscribeToken(token);
  const person = await findMailingListAnswer(userId);
  if (!person) throw new Refusal(400, UNSUBSCRIBE_MESSAGES.badToken);
  return person;
}

/** How the person unsubscribed: the page the link opens, or their mailbox's one-click button. */
export const UNSUBSCRIBE_VIA = {
  link: "unsubscribe link",
  oneClick: "one-click (List-Unsubscribe-Post)",
} as const;

/**
 * Takes the person off the mailing list (`subscribe` false), or puts them back on it when they
 * change their mind on the same page (true): audited when it changes, with how (`via`);
 * `changed` false when it was already so.
 */
export async function setMailingListByLink(
  token: string | null | undefined,
  subscribe: boolean,
  requestId: string | null,
  via: (typeof UNSUBSCRIBE_VIA)[keyof typeof UNSUBSCRIBE_VIA] = UNSUBSCRIBE_VIA.link,
) {
  const person = await loadUnsubscribe(token);
  const changed = await transaction(async (tx) => {
    const done = subscribe
      ? await joinMailingList(person.userId, tx)
      : await leaveMailingList(person.userId, tx);
    if (done) {
      await recordAudit(
        {
          actorUserId: person.userId,
          actorLabel: person.email,
          action: subscribe ? "user.resubscribe" : "user.unsubscribe",
          entityType: "user",
          entityId: person.userId,
          changes: {
            mailingList: { before: !subscribe, after: subscribe },
            via,
          },
          requestId,
        },
        tx,
      );
    }
    return done;
  });
  return { email: person.email, changed };
}

/** Takes the person off the mailing list: see setMailingListByLink. */
export function unsubscribe(
  token: string | null | undefined,
  requestId: string | null,
  via: (typeof UNSUBSCRIBE_VIA)[keyof typeof UNSUBSCRIBE_VIA] = UNSUBSCRIBE_VIA.link,
) {
  return setMailingListByLink(token, false, requestId, via);
}
